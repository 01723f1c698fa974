import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeAnswer, unsubscribeQuery } from '../../../shared/contracts/unsubscribe';
import type { Database } from '../../db/client';
import { PUBLIC } from '../../security/route-access';
import { applyUnsubscribe, describeUnsubscribe } from './unsubscribe-service';

export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/**
 * One-click unsubscribe (RFC 8058, decision 025). Public: the signed token is the credential,
 * and a mail provider posts with no cookie and no Origin (which the cross-site guard lets
 * through: no browser sent it). GET only describes, because link scanners fetch every GET
 * in a mail; POST turns the type off.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Database; secret: string }> = async (
  app,
  { db, secret },
) => {
  // RFC 8058's POST carries `List-Unsubscribe=One-Click` as a form; the token in the address
  // says everything, so the body is read as text and ignored. Scoped to these routes.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    UNSUBSCRIBE_PATH,
    { ...PUBLIC, schema: { querystring: unsubscribeQuery, response: { 200: unsubscribeAnswer } } },
    async (request) => describeUnsubscribe(db, secret, request.query.token),
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { ...PUBLIC, schema: { querystring: unsubscribeQuery, response: { 200: unsubscribeAnswer } } },
    async (request) => applyUnsubscribe(db, secret, request.query.token),
  );
};
