import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInMember } from '../../../shared/contracts/auth';
import { noContent } from '../../../shared/contracts/common';
import { firstSteps, setupChecklist, setupSchema } from '../../../shared/contracts/setup';
import { saveSession } from '../../auth/session';
import { signedInAnswers } from '../../auth/signed-in';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { forbidden } from '../../lib/http-error';
import { viewerOf } from '../../lib/policy';
import { PUBLIC } from '../../security/route-access';
import { restrictTo } from '../../security/staff-only';
import {
  dismissChecklist,
  firstStepsOf,
  markOnboarded,
  markWelcomed,
  setupChecklist as readChecklist,
  setUpCommunity,
} from './service';

export const SETUP_BY_PROVIDER =
  'This community signs in with its identity provider: the first person to sign in sets it up.';

/**
 * `POST /api/setup` (decision 048): a fresh install's first admin and the community's
 * name, city and zone; 409 once it has an admin. Signs the admin in at once: the operator
 * installed it, and the community has nobody else to wait for.
 */
export const setupRoutes: FastifyPluginAsyncZod<{ db: Database; oidcEnabled: boolean }> = async (
  app,
  { db, oidcEnabled },
) => {
  const withAbilities = signedInAnswers(db);
  app.post(
    '/api/setup',
    { ...PUBLIC, schema: { body: setupSchema, response: { 200: signedInMember } } },
    async (request, reply) => {
      if (oidcEnabled) throw forbidden(SETUP_BY_PROVIDER);
      const admin = await setUpCommunity(db, app.mail, await app.mail.brand(), request.body);
      await saveSession(db, request, reply, { userId: admin.id }, { regenerate: true });
      return withAbilities(request, admin);
    },
  );
};

/** The admins' setup checklist on their dashboard (issue 36). */
export const setupChecklistRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Config;
}> = async (app, { db, config }) => {
  restrictTo(app, 'admin');

  app.get('/api/admin/setup', { schema: { response: { 200: setupChecklist } } }, async () =>
    readChecklist(db, config),
  );

  app.post(
    '/api/admin/setup/dismiss',
    { schema: { response: { 204: noContent } } },
    async (_request, reply) => {
      await dismissChecklist(db);
      return reply.code(204).send();
    },
  );
};

/** A member's own first steps and their first visit (issue 36): their rows only. */
export const firstStepsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/me/first-steps', { schema: { response: { 200: firstSteps } } }, async (request) =>
    firstStepsOf(db, viewerOf(request).id),
  );

  app.post(
    '/api/me/first-steps/dismiss',
    { schema: { response: { 204: noContent } } },
    async (request, reply) => {
      await markOnboarded(db, viewerOf(request).id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/me/welcomed',
    { schema: { response: { 204: noContent } } },
    async (request, reply) => {
      await markWelcomed(db, viewerOf(request).id);
      return reply.code(204).send();
    },
  );
};
