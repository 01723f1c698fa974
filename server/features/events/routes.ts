import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '../../../shared/contracts/common';
import {
  attendanceStatus,
  calendarEvent,
  csvFile,
  eventAttendee,
} from '../../../shared/contracts/events';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { keptPagesStore } from '../../lib/kept-pages';
import { deletionSchema, reasonOf } from '../../lib/moderation';
import { pageQuery, sendEncodedPage, sendPage } from '../../lib/pagination';
import { idParams } from '../../lib/params';
import { actorOf, type ViewerSource, viewerOf } from '../../lib/policy';
import { registerNotified } from '../notifications';
import { registerReportable } from '../reports';
import { currentConfig, keptCommunityProfile } from '../settings';
import { exportAttendees, listAttendees } from './attendees-service';
import { calendarRoutes } from './calendar-routes';
import { listEvents } from './list';
import { eventsNotified } from './notified';
import { eventReportable } from './reportable';
import {
  attendEvent,
  cancelAttendance,
  createEvent,
  deleteEvent,
  dismissSeatOpened,
  editedEventBodySchema,
  eventBodySchema,
  getEvent,
  MAX_RANGE_MS,
  MAX_UPCOMING,
  updateEvent,
} from './service';

const instant = z.iso.datetime({ offset: true, error: 'Must be an ISO date-time' });

/**
 * Either a window (`from`, `to`: the month view, `limit` events a page) or `upcoming=N`
 * (the side list, N events a page), never every event ever; `cursor` continues either.
 */
const listQuery = z
  .object({
    ...pageQuery,
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
  // The fan-out resolves its activities, and links its entries, through this (decision 025).
  registerNotified(eventsNotified);
  // Its items are reportable (decision 021): the reports feature finds them through this.
  registerReportable(eventReportable);
  // The zone events are shown in is the admins' to change (decision 023): kept until they
  // do (decision 045), so reading it per request costs no statement.
  const profile = keptCommunityProfile(db, config);
  const current = async (request: FastifyRequest) => currentConfig(await profile(request), config);
  // The calendar's pages as each audience sees them, kept until an event changes (list.ts).
  const keptPages = keptPagesStore();
  const target = (request: ViewerSource & { params: { id: number } }) => ({
    viewer: viewerOf(request),
    eventId: request.params.id,
  });

  app.get(
    '/api/events',
    { schema: { querystring: listQuery, response: { 200: z.array(calendarEvent) } } },
    async (request, reply) => {
      const { from, to, upcoming, limit, cursor } = request.query;
      const query =
        upcoming !== undefined
          ? { upcoming: true as const, limit: upcoming, cursor }
          : { from: new Date(from!), to: new Date(to!), limit, cursor };
      return sendEncodedPage(
        request,
        reply,
        await listEvents(db, request, keptPages, await current(request), viewerOf(request), query),
      );
    },
  );

  app.get(
    '/api/events/:id',
    { schema: { params: idParams, response: { 200: calendarEvent } } },
    async (request) => getEvent(db, await current(request), target(request)),
  );

  app.post(
    '/api/events',
    { schema: { body: eventBodySchema, response: { 201: calendarEvent } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createEvent(db, await current(request), viewerOf(request), request.body)),
  );

  app.put(
    '/api/events/:id',
    { schema: { params: idParams, body: editedEventBodySchema, response: { 200: calendarEvent } } },
    async (request) => updateEvent(db, await current(request), target(request), request.body),
  );

  const noBody = { params: idParams, response: { 204: noContent } };

  // The creator deletes an event, and so do staff with a reason (decision 022).
  app.delete('/api/events/:id', { schema: deletionSchema(idParams) }, async (request, reply) => {
    await deleteEvent(db, {
      actor: actorOf(request),
      eventId: request.params.id,
      reason: reasonOf(request),
    });
    return reply.code(204).send();
  });

  /**
   * 201 when a seat was taken, or a place on the waiting list of a full event, now
   * (`isAttending` or `waitingPosition` says which); 200 when the member already had one.
   */
  app.post(
    '/api/events/:id/attendance',
    { schema: { params: idParams, response: { 200: calendarEvent, 201: calendarEvent } } },
    async (request, reply) => {
      const { outcome, event } = await attendEvent(db, await current(request), target(request));
      return reply.code(outcome === 'unchanged' ? 200 : 201).send(event);
    },
  );

  /** Gives the seat back (the first member waiting takes it) or leaves the waiting list. */
  app.delete('/api/events/:id/attendance', { schema: noBody }, async (request, reply) => {
    await cancelAttendance(db, target(request));
    return reply.code(204).send();
  });

  /** The member has seen "A seat opened up — you're going". */
  app.delete('/api/events/:id/seat-opened', { schema: noBody }, async (request, reply) => {
    await dismissSeatOpened(db, target(request));
    return reply.code(204).send();
  });

  /** The organiser's attendee list or waiting list, a page at a time. */
  app.get(
    '/api/events/:id/attendees',
    {
      schema: {
        params: idParams,
        querystring: z.object({ ...pageQuery, status: attendanceStatus.default('attending') }),
        response: { 200: z.array(eventAttendee) },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listAttendees(db, target(request), request.query)),
  );

  /** Both lists as a spreadsheet, for the organiser. */
  app.get(
    '/api/events/:id/attendees.csv',
    { schema: { params: idParams, response: { 200: csvFile } } },
    async (request, reply) => {
      const { body, fileName } = await exportAttendees(db, await current(request), target(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  await app.register(calendarRoutes, { db, config });
};
