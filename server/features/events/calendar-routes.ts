import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeed, icsFile } from '../../../shared/contracts/events';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { idParams } from '../../lib/params';
import { viewerOf } from '../../lib/policy';
import { siteUrlOf } from '../../lib/site-url';
import {
  exportEvent,
  feedCalendar,
  getOrCreateFeedToken,
  replaceFeedToken,
} from './calendar-service';
import { ICS_CONTENT_TYPE } from './ics';

/**
 * Calendar export (RFC 5545): one event for any member, and each member's private
 * subscription feed — the events they attend or organise — at an address whose random
 * token is the only credential, since calendar apps send no cookie.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  // From the configuration, never the request's Host: a calendar app keeps this address.
  const feedAnswer = (row: { token: string; createdAt: Date }) => {
    const url = `${siteUrlOf(config)}/api/calendar/${row.token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt };
  };

  const feedSchema = { response: { 200: calendarFeed } };

  app.get(
    '/api/events/:id.ics',
    { schema: { params: idParams, response: { 200: icsFile } } },
    async (request, reply) => {
      const { body, fileName } = await exportEvent(db, config, {
        viewer: viewerOf(request),
        eventId: request.params.id,
      });
      return reply
        .type(ICS_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  /** The member's subscription address, made on first ask. */
  app.get('/api/calendar/feed', { schema: feedSchema }, async (request) =>
    feedAnswer(await getOrCreateFeedToken(db, request.userId!)),
  );

  /** A new address; the old one stops working at once (a leaked link is revoked). */
  app.post('/api/calendar/feed/reset', { schema: feedSchema }, async (request) =>
    feedAnswer(await replaceFeedToken(db, request.userId!)),
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      // Calendar apps carry no cookie: the secret token in the path is the credential.
      config: { public: true, secretPath: true },
      schema: {
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
        response: { 200: icsFile },
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(db, config, request.params.token);
      return reply
        .type(ICS_CONTENT_TYPE)
        .header('content-disposition', 'inline; filename="roundtable.ics"')
        .send(body);
    },
  );
};
