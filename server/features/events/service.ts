import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { calendarEvent } from '../../../shared/contracts/events';
import { eventFormSchema } from '../../../shared/contracts/events';
import { eventAttendees, events } from '../../../shared/schema/events';
import type { Database, Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { moderationReason, ownedItemAbilities } from '../../lib/moderation';
import { type Actor, authorize, can, type Viewer } from '../../lib/policy';
import { recordAudit } from '../audit';
import { recordActivity } from '../notifications';
import { recordCancelledEvents } from './cancelled';
import {
  ATTENDING,
  clearSeatOpened,
  countAttending,
  type EventView,
  findEventOwner,
  findEventView,
  findRsvp,
  lockEvent,
  promoteWaiting,
  WAITING,
} from './queries';

export const EVENT_NOT_FOUND = 'Event not found';
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

/** Only a new event takes its organiser's seat in its body (decision 065). */
export const ATTENDING_ON_CREATE_ONLY = 'Attending is changed with Attend and Cancel RSVP';

/** An edit's body: the new event's, without the organiser's seat. */
export const editedEventBodySchema = eventBodySchema.superRefine((event, ctx) => {
  if (event.attending !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['attending'], message: ATTENDING_ON_CREATE_ONLY });
  }
});

/** An event and the member acting on it. */
export interface EventTarget {
  viewer: Viewer;
  eventId: number;
}

/** What the events services read of the configuration: the community's time zone. */
export interface EventsConfig {
  COMMUNITY_TIME_ZONE: string;
}

type CalendarEvent = Answer<typeof calendarEvent>;

/**
 * What the policy lets the viewer do to an event, and the zone it is shown in (its own,
 * else the community's, which the admins may change at any time): with their RSVP, the part of an event's answer that is not the same for everyone
 * (a kept calendar page joins it in, list.ts).
 */
export function eventAbilities(
  viewer: Viewer,
  config: EventsConfig,
  row: { createdBy: string; ownTimeZone: string | null },
) {
  // Named one by one, not spread: the calendar builds this for each of a month's events at
  // every answer, and V8 copies a spread into a literal through a slow path.
  const { mine, canEdit, canDelete, deleteNeedsReason, canReport } = ownedItemAbilities(
    viewer,
    { edit: 'event.edit', delete: 'event.delete' },
    row,
    row.createdBy,
  );
  return {
    mine,
    canEdit,
    canDelete,
    deleteNeedsReason,
    canReport,
    timeZone: row.ownTimeZone ?? config.COMMUNITY_TIME_ZONE,
    canSeeAttendees: can(viewer, 'event.attendees', row),
  };
}

/** An event as the viewer sees it, with what the policy lets them do to it. */
function toEvent(
  viewer: Viewer,
  config: EventsConfig,
  { sortTime: _, ...row }: EventView,
): CalendarEvent {
  return { ...row, ...eventAbilities(viewer, config, row) };
}

/** Whether the event is over: its end, or its start when it has none, has passed. */
export const hasEnded = (event: { startDate: Date; endDate: Date | null }, now = new Date()) =>
  (event.endDate ?? event.startDate) < now;

/** Seats left under `max` with `taken` held (null: no limit). */
const freeSeats = (max: number | null, taken: number) => (max === null ? null : max - taken);

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
    timeZone: body.timeZone ?? null,
  };
}

/** One event, by any member. */
export async function getEvent(
  db: Database,
  config: EventsConfig,
  { viewer, eventId }: EventTarget,
) {
  const row = await findEventView(db, viewer.id, eventId);
  if (!row || (row.hidden && !can(viewer, 'hidden.see', { authorId: row.createdBy }))) {
    throw notFound(EVENT_NOT_FOUND);
  }
  return toEvent(viewer, config, row);
}

/** A month grid is at most six weeks; an hour more lets it cross a daylight-saving change. */
export const MAX_RANGE_MS = 42 * 24 * 3600 * 1000 + 3600 * 1000;
/** The largest page of the upcoming list (`upcoming=N`). */
export const MAX_UPCOMING = 20;

/** A new event, created by the member; creating it does not RSVP them (spec-notes). */
export async function createEvent(
  db: Database,
  config: EventsConfig,
  viewer: Viewer,
  body: EventBody,
) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({ ...columnsOf(body), createdBy: viewer.id })
      .returning({ id: events.id });
    // The organiser's own seat, asked for in the dialog (decision 065): a real RSVP, so it
    // counts in the capacity and they can give it back, but nobody hears of it.
    if (body.attending) {
      await tx
        .insert(eventAttendees)
        .values({ eventId: row.id, userId: viewer.id, status: ATTENDING });
    }
    return row.id;
  });
  return getEvent(db, config, { viewer, eventId: id });
}

/**
 * Only the creator edits (decision 001). The event row is locked so an RSVP cannot slip
 * in between counting the attendees and lowering the seats below that count. Raising the
 * seats (or removing the limit) of an event still to come seats the waiting list's first
 * members in the same transaction.
 */
export async function updateEvent(
  db: Database,
  config: EventsConfig,
  target: EventTarget,
  body: EventBody,
) {
  const { viewer, eventId } = target;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    authorize(viewer, 'event.edit', event);
    const n = await countAttending(tx, eventId);
    if (body.maxAttendees != null && n > body.maxAttendees) {
      const message = `Max attendees cannot be less than the ${n} members already attending`;
      throw badRequest(message, [{ path: 'maxAttendees', message }]);
    }
    const columns = columnsOf(body);
    // A newer SEQUENCE tells calendar apps holding the .ics or the feed to take this copy.
    await tx
      .update(events)
      .set({ ...columns, sequence: sql`${events.sequence} + 1` })
      .where(eq(events.id, eventId));
    if (!hasEnded(columns)) {
      const promoted = await promoteWaiting(tx, eventId, freeSeats(columns.maxAttendees, n));
      await recordSeatsOpened(tx, viewer.id, eventId, promoted);
    }
    if (changedForAttendees(event, columns)) {
      await recordActivity(tx, { kind: 'event_changed', actorId: viewer.id, payload: { eventId } });
    }
  });
  return getEvent(db, config, target);
}

/** What attendees plan around: when, where, and what it is called (issue 22). */
function changedForAttendees(
  before: Pick<EventBody, 'title' | 'startDate' | 'isVirtual'> & {
    endDate: Date | null;
    location: string | null;
    meetingUrl: string | null;
  },
  after: ReturnType<typeof columnsOf>,
) {
  const time = (d: Date | null) => d?.getTime() ?? null;
  return (
    before.title !== after.title ||
    time(before.startDate) !== time(after.startDate) ||
    time(before.endDate) !== time(after.endDate) ||
    before.isVirtual !== after.isVirtual ||
    before.location !== after.location ||
    before.meetingUrl !== after.meetingUrl
  );
}

/** The members the waiting list just seated are told (decision 008). */
async function recordSeatsOpened(
  tx: Queryable,
  actorId: string,
  eventId: number,
  userIds: string[],
) {
  if (userIds.length === 0) return;
  await recordActivity(tx, { kind: 'seat_opened', actorId, payload: { eventId, userIds } });
}

/**
 * Attendees are told of a deletion after the rows are gone, so the title and who was going
 * are written down in the same transaction, before the cascade.
 */
async function recordCancellation(tx: Queryable, actorId: string, eventId: number) {
  const [event] = await tx
    .select({ title: events.title, hiddenAt: events.hiddenAt })
    .from(events)
    .where(eq(events.id, eventId));
  // One moderators hid was already gone for its attendees: nothing to tell them.
  if (!event || event.hiddenAt) return;
  const going = await tx
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, ATTENDING)));
  if (going.length === 0) return;
  await recordActivity(tx, {
    kind: 'event_cancelled',
    actorId,
    payload: { eventId, title: event.title, attendeeIds: going.map((g) => g.userId) },
  });
}

export interface EventDeletion {
  actor: Actor;
  eventId: number;
  reason?: string;
}

/**
 * The creator deletes their event, and staff anyone's with a reason, audited in the same
 * transaction (decision 022); the RSVPs go with the event (foreign key cascade). The
 * feeds that had it show it cancelled for 30 days (`cancelled.ts`).
 */
export async function deleteEvent(db: Database, { actor, eventId, reason }: EventDeletion) {
  const event = await findEventOwner(db, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  authorize(actor, 'event.delete', event);
  const why = moderationReason(actor, event.createdBy, reason);
  if (!why) {
    await db.transaction(async (tx) => {
      await recordCancellation(tx, actor.id, eventId);
      await recordCancelledEvents(tx, { eventId });
      await tx.delete(events).where(eq(events.id, eventId));
    });
    return;
  }
  await db.transaction(async (tx) => {
    await recordCancellation(tx, actor.id, eventId);
    await recordCancelledEvents(tx, { eventId });
    const [gone] = await tx
      .delete(events)
      .where(eq(events.id, eventId))
      .returning({ title: events.title, createdBy: events.createdBy });
    if (!gone) throw notFound(EVENT_NOT_FOUND);
    await recordAudit(tx, {
      actor,
      action: 'event.delete',
      targetType: 'event',
      targetId: String(eventId),
      targetLabel: gone.title,
      before: { title: gone.title, createdBy: gone.createdBy },
      reason: why,
    });
  });
}

/** What an attendance request did: took a seat, joined the waiting list, or nothing new. */
export type AttendOutcome = 'seated' | 'waiting' | 'unchanged';

/**
 * RSVPs the member: a seat when one is free, else a place at the end of the waiting list
 * (decision 008); asking again changes nothing. Capacity is decided under a row lock on the
 * event: members racing for the last seat queue on the lock, and each counts the seats
 * taken before it, so exactly `maxAttendees` are seated and the rest wait in the order
 * they got the lock — on PostgreSQL through `FOR UPDATE`, on PGlite because its one
 * connection runs transactions one at a time. An event that has ended takes no RSVPs.
 */
export async function attendEvent(db: Database, config: EventsConfig, target: EventTarget) {
  const { viewer, eventId } = target;
  const outcome = await db.transaction(async (tx): Promise<AttendOutcome> => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (hasEnded(event)) throw conflict(EVENT_ENDED);
    if (await findRsvp(tx, { eventId, userId: viewer.id })) return 'unchanged';
    const free = freeSeats(event.maxAttendees, await countAttending(tx, eventId));
    const status = free === null || free > 0 ? ATTENDING : WAITING;
    await tx.insert(eventAttendees).values({ eventId, userId: viewer.id, status });
    if (status !== ATTENDING) return 'waiting';
    await recordActivity(tx, { kind: 'event_rsvp', actorId: viewer.id, payload: { eventId } });
    return 'seated';
  });
  return { outcome, event: await getEvent(db, config, target) };
}

/**
 * Gives the seat back, or leaves the waiting list. A seat given back goes, in the same
 * transaction and under the event's lock, to the first member waiting, who gets the
 * "A seat opened up" notice. Idempotent: cancelling when not attending changes nothing.
 * An event that has ended is read-only (409).
 */
export async function cancelAttendance(db: Database, target: EventTarget) {
  const { viewer, eventId } = target;
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (hasEnded(event)) throw conflict(EVENT_ENDED);
    const rsvp = await findRsvp(tx, { eventId, userId: viewer.id });
    if (!rsvp) return;
    await tx.delete(eventAttendees).where(eq(eventAttendees.id, rsvp.id));
    if (rsvp.status !== ATTENDING) return;
    const free = freeSeats(event.maxAttendees, await countAttending(tx, eventId));
    await recordSeatsOpened(tx, viewer.id, eventId, await promoteWaiting(tx, eventId, free));
  });
}

/** The member has seen "A seat opened up — you're going": it is not shown again. */
export async function dismissSeatOpened(db: Database, target: EventTarget) {
  if (!(await findEventOwner(db, target.eventId))) throw notFound(EVENT_NOT_FOUND);
  await clearSeatOpened(db, { eventId: target.eventId, userId: target.viewer.id });
}
