import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { calendarEvent } from '../../../shared/contracts/events';
import { eventAttendees, eventFormSchema, events } from '../../../shared/schema/events';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import { authorize, permissionsFor, type Viewer } from '../../lib/policy';
import { MAX_INT } from '../../lib/sql';
import {
  ATTENDING,
  countAttending,
  type EventView,
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

/** An event and the member acting on it. */
export interface EventTarget {
  viewerId: string;
  eventId: number;
}

type CalendarEvent = Answer<typeof calendarEvent>;

/** An event as the viewer sees it, with what the policy lets them do to it. */
function toEvent(viewer: Viewer, { sortTime: _, ...row }: EventView): CalendarEvent {
  return {
    ...row,
    ...permissionsFor(viewer, { edit: 'event.edit', delete: 'event.delete' }, row),
  };
}

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
export async function getEvent(db: Database, { viewerId, eventId }: EventTarget) {
  const row = await findEventView(db, viewerId, eventId);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toEvent({ id: viewerId }, row);
}

/** A month grid is at most six weeks; an hour more lets it cross a daylight-saving change. */
export const MAX_RANGE_MS = 42 * 24 * 3600 * 1000 + 3600 * 1000;
/** The largest page of the upcoming list (`upcoming=N`). */
export const MAX_UPCOMING = 20;

/** The cursor of the events lists: the last row's exact start and its id. */
const startCursor = z.object({
  startDate: z.iso.datetime(),
  id: z.number().int().min(0).max(MAX_INT),
});

/**
 * A window (`from`, `to`: the month view) or the events starting now or later (the side
 * list), never every event ever: one page at a time in start order, with the total.
 */
export type EventListQuery = ({ from: Date; to: Date } | { upcoming: true }) & {
  limit: number;
  cursor?: string;
};

export async function listEvents(
  db: Database,
  viewerId: string,
  query: EventListQuery,
): Promise<Page<CalendarEvent>> {
  const after = decodeCursor(query.cursor, startCursor);
  const q = { limit: query.limit, after };
  const { rows, total } =
    'upcoming' in query
      ? await listUpcomingEvents(db, viewerId, q)
      : await listEventsInRange(db, viewerId, { ...q, from: query.from, to: query.to });
  const page = takePage(rows, query.limit, (r) => ({ startDate: r.sortTime, id: r.id }));
  const viewer = { id: viewerId };
  return {
    items: page.items.map((row) => toEvent(viewer, row)),
    nextCursor: page.nextCursor,
    total,
  };
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
