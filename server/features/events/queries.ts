import { and, asc, count, eq, sql } from 'drizzle-orm';
import { eventAttendees, eventSpan, events } from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { qualified } from '../../lib/sql';

/** How many attendee faces an event carries (the card shows a few, then "+n"). */
export const ATTENDEE_PREVIEW_SIZE = 5;
export const ATTENDING = 'attending';

export interface AttendeeFace {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * The correlated subqueries name the outer event with `qualified()`: a bare `id` would bind
 * to the subquery's own table (see server/lib/sql.ts).
 */
const eventId = qualified(events.id);

const attendingOf = sql`${qualified(eventAttendees.eventId)} = ${eventId} and ${qualified(eventAttendees.status)} = ${ATTENDING}`;

const attendeeCount = sql<number>`(select count(*)::int from ${eventAttendees} where ${attendingOf})`;

const attendingBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${eventAttendees} where ${attendingOf} and ${qualified(eventAttendees.userId)} = ${viewerId})`;

/**
 * The first few members to RSVP, as a JSON array built by the database, so a month of
 * events with their faces is still one query. The first five RSVPs are picked before the
 * members are joined, so a busy event costs five member lookups, not one per attendee.
 */
const attendeePreview = sql<AttendeeFace[]>`(
  select coalesce(json_agg(json_build_object(
    'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
    'profileImageUrl', u.profile_image_url) order by p.rsvp_at, p.rsvp_id), '[]'::json)
  from (
    select a.user_id, a.created_at as rsvp_at, a.id as rsvp_id
    from ${eventAttendees} a
    where a.event_id = ${eventId} and a.status = ${ATTENDING}
    order by a.created_at, a.id
    limit ${sql.raw(String(ATTENDEE_PREVIEW_SIZE))}
  ) p join ${users} u on u.id = p.user_id
)`;

const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  startDate: events.startDate,
  endDate: events.endDate,
  location: events.location,
  isVirtual: events.isVirtual,
  meetingUrl: events.meetingUrl,
  createdBy: events.createdBy,
  maxAttendees: events.maxAttendees,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
};

export interface EventCreator {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

/**
 * The creator as a keyed subquery rather than a join: for a month of a hundred events the
 * planner would hash-join every member (a scan that grows with the community) where a
 * hundred primary-key lookups do.
 */
const creator = sql<EventCreator>`(
  select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
    'email', u.email, 'profileImageUrl', u.profile_image_url)
  from ${users} u where u.id = ${qualified(events.createdBy)}
)`;

/** One event as every events answer carries it: creator and attendance embedded. */
function selectEventViews(db: Database, viewerId: string) {
  return db
    .select({
      ...eventColumns,
      creator,
      attendeeCount,
      isAttending: attendingBy(viewerId),
      attendeePreview,
    })
    .from(events);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEventViews>['execute']>>[number];

function toView(row: EventRow) {
  const count = Number(row.attendeeCount);
  return {
    ...row,
    attendeeCount: count,
    isAttending: Boolean(row.isAttending),
    isFull: row.maxAttendees !== null && count >= row.maxAttendees,
    attendeePreview: row.attendeePreview ?? [],
  };
}
export type EventView = ReturnType<typeof toView>;

const chronological = [asc(events.startDate), asc(events.id)];

/**
 * Events that touch [from, to): starting in it, or starting before it and still running
 * (a multi-day conference shows on every day it spans). The overlap is asked of the span
 * range, so the GiST index on it finds the window's events without walking history.
 */
export async function listEventsInRange(
  db: Database,
  viewerId: string,
  range: { from: Date; to: Date; limit: number },
) {
  const window = sql`tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz, '[)')`;
  const rows = await selectEventViews(db, viewerId)
    .where(sql`${eventSpan} && ${window}`)
    .orderBy(...chronological)
    .limit(range.limit);
  return rows.map(toView);
}

/** The next `limit` events starting now or later (spec §2 Upcoming Events). */
export async function listUpcomingEvents(db: Database, viewerId: string, limit: number) {
  const rows = await selectEventViews(db, viewerId)
    .where(sql`${events.startDate} >= now()`)
    .orderBy(...chronological)
    .limit(limit);
  return rows.map(toView);
}

export async function findEventView(db: Database, viewerId: string, id: number) {
  const [row] = await selectEventViews(db, viewerId).where(eq(events.id, id));
  return row ? toView(row) : null;
}

/** The event's owner and seats, locked until the transaction ends (edits and RSVPs queue on it). */
export async function lockEvent(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      createdBy: events.createdBy,
      maxAttendees: events.maxAttendees,
      startDate: events.startDate,
      endDate: events.endDate,
    })
    .from(events)
    .where(eq(events.id, id))
    .for('update');
  return row ?? null;
}

export async function findEventOwner(db: Queryable, id: number) {
  const [row] = await db
    .select({ createdBy: events.createdBy })
    .from(events)
    .where(eq(events.id, id));
  return row ?? null;
}

/** How many members hold a seat. */
export async function countAttending(tx: Queryable, eventId: number) {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, ATTENDING)));
  return n;
}

/** The member's RSVP to the event, if any. */
export async function findRsvp(tx: Queryable, target: { eventId: number; userId: string }) {
  const [row] = await tx
    .select({ status: eventAttendees.status })
    .from(eventAttendees)
    .where(
      and(eq(eventAttendees.eventId, target.eventId), eq(eventAttendees.userId, target.userId)),
    );
  return row ?? null;
}
