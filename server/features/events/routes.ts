import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { notFound } from '../../lib/http-error';
import { idParams } from '../../lib/params';
import { attendEvent, cancelAttendance } from './attendance';
import { calendarRoutes } from './calendar-routes';
import { findEventView, listEventsInRange, listUpcomingEvents } from './queries';
import { createEvent, deleteEvent, EVENT_NOT_FOUND, eventBodySchema, updateEvent } from './service';

export { CALENDAR_FEED_PATH } from './feed';

/** A month grid is at most six weeks; an hour more lets it cross a daylight-saving change. */
export const MAX_RANGE_MS = 42 * 24 * 3600 * 1000 + 3600 * 1000;
export const MAX_UPCOMING = 20;
/** A safety net for a six-week window; a real community's month is far below it. */
export const MAX_RANGE_EVENTS = 500;

const instant = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' });

/**
 * Either a window (`from`, `to`: the month view) or `upcoming=N` (the side list), never
 * every event ever.
 */
const listQuery = z
  .object({
    from: instant.optional(),
    to: instant.optional(),
    upcoming: z.coerce
      .number('upcoming must be a number')
      .int('upcoming must be a whole number')
      .min(1, 'upcoming must be at least 1')
      .max(MAX_UPCOMING, `upcoming must be at most ${MAX_UPCOMING}`)
      .optional(),
  })
  .superRefine((q, ctx) => {
    const hasRange = q.from !== undefined || q.to !== undefined;
    if (hasRange === (q.upcoming !== undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Give either from and to, or upcoming' });
      return;
    }
    if (!hasRange) return;
    if (q.from === undefined || q.to === undefined) {
      const path = q.from === undefined ? 'from' : 'to';
      ctx.addIssue({ code: 'custom', path: [path], message: 'from and to go together' });
      return;
    }
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
    if (span > MAX_RANGE_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range may span at most 6 weeks' });
    }
  });

/**
 * The event calendar (spec §2, §7): list, create, edit and delete events, RSVP, and the
 * iCalendar exports. Members-only through the global guard, except the subscription feed
 * (see calendar-routes.ts); only an event's creator edits or deletes it (decision 001).
 */
export const eventRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get('/api/events', { schema: { querystring: listQuery } }, async (request, reply) => {
    const { from, to, upcoming } = request.query;
    if (upcoming !== undefined) return listUpcomingEvents(db, request.userId!, upcoming);
    const rows = await listEventsInRange(db, request.userId!, {
      from: new Date(from!),
      to: new Date(to!),
      limit: MAX_RANGE_EVENTS,
    });
    reply.header('x-total-count', String(rows.length));
    return rows;
  });

  app.get('/api/events/:id', { schema: { params: idParams } }, async (request) => {
    const event = await findEventView(db, request.userId!, request.params.id);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  });

  app.post('/api/events', { schema: { body: eventBodySchema } }, async (request, reply) =>
    reply.code(201).send(await createEvent(db, request.userId!, request.body)),
  );

  app.put(
    '/api/events/:id',
    { schema: { params: idParams, body: eventBodySchema } },
    async (request) => updateEvent(db, request.userId!, request.params.id, request.body),
  );

  app.delete('/api/events/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deleteEvent(db, request.userId!, request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/events/:id/attendance',
    { schema: { params: idParams } },
    async (request, reply) => {
      const seated = await attendEvent(db, request.userId!, request.params.id);
      const event = await findEventView(db, request.userId!, request.params.id);
      if (!event) throw notFound(EVENT_NOT_FOUND);
      return reply.code(seated ? 201 : 200).send(event);
    },
  );

  app.delete(
    '/api/events/:id/attendance',
    { schema: { params: idParams } },
    async (request, reply) => {
      await cancelAttendance(db, request.userId!, request.params.id);
      return reply.code(204).send();
    },
  );

  await app.register(calendarRoutes, { db, config });
};
