import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Event } from '../../../shared/schema/events';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { notFound } from '../../lib/http-error';
import { idParams } from '../../lib/params';
import { findFeedOwner, getOrCreateFeedToken, listFeedEvents, replaceFeedToken } from './feed';
import { buildCalendar, ICS_CONTENT_TYPE, type IcsEvent } from './ics';
import { findEventView } from './queries';
import { EVENT_NOT_FOUND } from './service';

export const FEED_NOT_FOUND = 'Calendar not found';
/** How often subscribed apps are asked to re-read the feed. */
const FEED_REFRESH = 'PT1H';

/** `summer-mixer.ics` from a title; an all-symbol title falls back to `event-12.ics`. */
export function icsFileName(event: { id: number; title: string }) {
  const slug = event.title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || `event-${event.id}`}.ics`;
}

/**
 * Calendar export (RFC 5545): one event for any member, and each member's private
 * subscription feed — the events they attend or organise — at an address whose random
 * token is the only credential, since calendar apps send no cookie.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  const baseUrl = (request: FastifyRequest) =>
    (config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  // UIDs must not change with the address a member happened to use, so they carry a
  // fixed domain: the public host when configured, else the community's name.
  const uidDomain = config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).host
    : `${config.COMMUNITY_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.roundtable`;

  const toIcs = (event: Omit<Event, 'createdBy'>): IcsEvent => ({
    uid: `event-${event.id}@${uidDomain}`,
    title: event.title,
    description: event.description,
    start: event.startDate,
    end: event.endDate,
    location: event.isVirtual ? event.meetingUrl : event.location,
    url: event.isVirtual ? event.meetingUrl : null,
    createdAt: event.createdAt,
    updatedAt: event.updatedAt,
  });

  const feedAnswer = (request: FastifyRequest, row: { token: string; createdAt: Date }) => {
    const url = `${baseUrl(request)}/api/calendar/${row.token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.createdAt };
  };

  app.get('/api/events/:id.ics', { schema: { params: idParams } }, async (request, reply) => {
    const event = await findEventView(db, request.userId!, request.params.id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const body = buildCalendar({ name: config.COMMUNITY_NAME, events: [toIcs(event)] });
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${icsFileName(event)}"`)
      .send(body);
  });

  /** The member's subscription address, made on first ask. */
  app.get('/api/calendar/feed', async (request) =>
    feedAnswer(request, await getOrCreateFeedToken(db, request.userId!)),
  );

  /** A new address; the old one stops working at once (a leaked link is revoked). */
  app.post('/api/calendar/feed/reset', async (request) =>
    feedAnswer(request, await replaceFeedToken(db, request.userId!)),
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      // Calendar apps carry no cookie: the secret token in the path is the credential.
      config: { public: true, secretPath: true },
      schema: { params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }) },
    },
    async (request, reply) => {
      const owner = await findFeedOwner(db, request.params.token);
      if (!owner) throw notFound(FEED_NOT_FOUND);
      const rows = await listFeedEvents(db, owner);
      const body = buildCalendar({
        name: config.COMMUNITY_NAME,
        events: rows.map(toIcs),
        refreshInterval: FEED_REFRESH,
      });
      return reply
        .type(ICS_CONTENT_TYPE)
        .header('content-disposition', 'inline; filename="roundtable.ics"')
        .send(body);
    },
  );
};
