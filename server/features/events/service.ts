import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { eventAttendees, eventFormSchema, events } from '../../../shared/schema/events';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { authorize } from '../../lib/policy';
import {
  ATTENDING,
  countAttending,
  findEventOwner,
  findEventView,
  findRsvp,
  listEventsInRange,
  listUpcomingEvents,
  lockEvent,
} from './queries';

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_FULL = 'This event is full';
export const EVENT_ENDED = 'This event has already ended';
export const MEETING_URL_REQUIRED = 'Meeting URL is required for a virtual event';

const EARLIEST = new Date('2000-01-01T00:00:00Z');
const LATEST = new Date('2101-01-01T00:00:00Z');
const DATE_RANGE_MESSAGE = 'Must be between the years 2000 and 2100';

/**
 * The event dialog's shared rules plus what only the server can insist on: a virtual
 * event needs its meeting address, and dates stay in a range the calendar (and an
 * iCalendar file's four-digit year) can show.
 */
export const eventBodySchema = eventFormSchema.superRefine((event, ctx) => {
  if (event.isVirtual && !event.meetingUrl) {
    ctx.addIssue({ code: 'custom', path: ['meetingUrl'], message: MEETING_URL_REQUIRED });
  }
  for (const key of ['startDate', 'endDate'] as const) {
    const date = event[key];
    if (date && (date < EARLIEST || date >= LATEST)) {
      ctx.addIssue({ code: 'custom', path: [key], message: DATE_RANGE_MESSAGE });
    }
  }
});
export type EventBody = z.output<typeof eventBodySchema>;

/**
 * The dialog swaps Location for Meeting URL, so an event is either in a place or online:
 * the field the member could not see is cleared rather than kept stale.
 */
function columnsOf(body: EventBody) {
  return {
    title: body.title,
    description: body.description ?? null,
    startDate: body.startDate,
    endDate: body.endDate ?? null,
    isVirtual: body.isVirtual,
    location: body.isVirtual ? null : (body.location ?? null),
    meetingUrl: body.isVirtual ? (body.meetingUrl ?? null) : null,
    maxAttendees: body.maxAttendees ?? null,
  };
}

/** One event, by any member. */
export async function getEvent(db: Database, target: EventTarget) {
  const event = await findEventView(db, target.viewerId, target.eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** A month grid is at most six weeks; an hour more lets it cross a daylight-saving change. */
export const MAX_RANGE_MS = 42 * 24 * 3600 * 1000 + 3600 * 1000;
export const MAX_UPCOMING = 20;
/** A safety net for a six-week window; a real community's month is far below it. */
export const MAX_RANGE_EVENTS = 500;

/**
 * Either a window (`from`, `to`: the month view) or the next `upcoming` events (the side
 * list), never every event ever.
 */
export async function listEvents(
  db: Database,
  viewerId: string,
  query: { from: Date; to: Date } | { upcoming: number },
) {
  if ('upcoming' in query) return listUpcomingEvents(db, viewerId, query.upcoming);
  return listEventsInRange(db, viewerId, { ...query, limit: MAX_RANGE_EVENTS });
}

/** An event and the member acting on it. */
export interface EventTarget {
  viewerId: string;
  eventId: number;
}

/** A new event, created by the member; creating it does not RSVP them (spec-notes). */
export async function createEvent(db: Database, viewerId: string, body: EventBody) {
  const [row] = await db
    .insert(events)
    .values({ ...columnsOf(body), createdBy: viewerId })
    .returning({ id: events.id });
  return getEvent(db, { viewerId, eventId: row.id });
}

/**
 * Only the creator edits (decision 001). The event row is locked so an RSVP cannot slip
 * in between counting the attendees and lowering the seats below that count.
 */
export async function updateEvent(db: Database, target: EventTarget, body: EventBody) {
  const { viewerId, eventId } = target;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    authorize({ id: viewerId }, 'event.edit', event);
    if (body.maxAttendees != null) {
      const n = await countAttending(tx, eventId);
      if (n > body.maxAttendees) {
        const message = `Max attendees cannot be less than the ${n} members already attending`;
        throw badRequest(message, [{ path: 'maxAttendees', message }]);
      }
    }
    await tx.update(events).set(columnsOf(body)).where(eq(events.id, eventId));
  });
  return getEvent(db, target);
}

/** Only the creator deletes; the RSVPs go with the event (foreign key cascade). */
export async function deleteEvent(db: Database, target: EventTarget) {
  const event = await findEventOwner(db, target.eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  authorize({ id: target.viewerId }, 'event.delete', event);
  await db.delete(events).where(eq(events.id, target.eventId));
}

/**
 * RSVPs the member and answers with the event and whether a seat was taken now (false
 * when they already had one: attending twice is a no-op). Capacity is decided under a
 * row lock on the event: two members racing for the last seat queue on the lock, and the
 * second one counts the first one's seat, so exactly one gets it — on PostgreSQL through
 * `FOR UPDATE`, on PGlite because its one connection runs transactions one at a time.
 */
export async function attendEvent(db: Database, target: EventTarget) {
  const { viewerId, eventId } = target;
  const seated = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    const existing = await findRsvp(tx, { eventId, userId: viewerId });
    if (existing?.status === ATTENDING) return false;

    if ((event.endDate ?? event.startDate) < new Date()) throw conflict(EVENT_ENDED);
    if (event.maxAttendees !== null) {
      if ((await countAttending(tx, eventId)) >= event.maxAttendees) throw conflict(EVENT_FULL);
    }
    await tx
      .insert(eventAttendees)
      .values({ eventId, userId: viewerId, status: ATTENDING })
      .onConflictDoUpdate({
        target: [eventAttendees.eventId, eventAttendees.userId],
        set: { status: ATTENDING },
      });
    return true;
  });
  return { seated, event: await getEvent(db, target) };
}

/** Gives the seat back. Idempotent: cancelling when not attending changes nothing. */
export async function cancelAttendance(db: Database, target: EventTarget) {
  if (!(await findEventOwner(db, target.eventId))) throw notFound(EVENT_NOT_FOUND);
  await db
    .delete(eventAttendees)
    .where(
      and(eq(eventAttendees.eventId, target.eventId), eq(eventAttendees.userId, target.viewerId)),
    );
}
