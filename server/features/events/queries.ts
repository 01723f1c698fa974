import { and, asc, count, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Answer, memberFace } from '../../../shared/contracts/common';
import { eventAttendees, eventSpan, events } from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { hiddenFlag, ownsHiddenSql } from '../../lib/hidden';
import { memberFaceJson, memberSummaryColumns } from '../../lib/member-summary';
import { beyondCursor, exactTime } from '../../lib/pagination';
import { idList, qualified } from '../../lib/sql';

/** How many attendee faces an event carries (the card shows a few, then "+n"). */
export const ATTENDEE_PREVIEW_SIZE = 5;
export const ATTENDING = 'attending';
export const WAITING = 'waiting';

type MemberFace = Answer<typeof memberFace>;

/**
 * The correlated subqueries name the outer event with `qualified()`: a bare `id` would bind
 * to the subquery's own table (see server/lib/sql.ts).
 */
const eventId = qualified(events.id);

const attendingOf = sql`${qualified(eventAttendees.eventId)} = ${eventId} and ${qualified(eventAttendees.status)} = ${ATTENDING}`;

const attendeeCount = sql<number>`(select count(*)::int from ${eventAttendees} where ${attendingOf})`;

const attendingBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${eventAttendees} where ${attendingOf} and ${qualified(eventAttendees.userId)} = ${viewerId})`;

const waitingCount = sql<number>`(select count(*)::int from ${eventAttendees} w where w.event_id = ${eventId} and w.status = ${WAITING})`;

/**
 * The viewer's place on the waiting list: how many waiting rows are at or before theirs
 * (ids follow the order members were queued in), or null when they are not waiting.
 */
const waitingPositionOf = (viewerId: string) => sql<number | null>`(
  select (select count(*)::int from ${eventAttendees} w
          where w.event_id = mine.event_id and w.status = ${WAITING} and w.id <= mine.id)
  from ${eventAttendees} mine
  where mine.event_id = ${eventId} and mine.user_id = ${viewerId} and mine.status = ${WAITING}
)`;

const seatOpenedFor = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${eventAttendees} where ${attendingOf} and ${qualified(eventAttendees.userId)} = ${viewerId} and ${qualified(eventAttendees.promotionUnseen)})`;

/**
 * The first few members to RSVP, each as a member face (a month shows six faces an event,
 * and title and company were most of a month's bytes), in a JSON array built by
 * the database, so a month of events with their faces is still one query. The first five
 * RSVPs are picked before the members are joined, so a busy event costs five member
 * lookups, not one per attendee.
 */
const attendeePreview = sql<MemberFace[]>`(
  select coalesce(json_agg(${memberFaceJson('u')} order by p.rsvp_at, p.rsvp_id), '[]'::json)
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
  /** The event's own zone (null: the community's); answered as `timeZone` (service.ts). */
  ownTimeZone: events.timeZone,
  createdBy: events.createdBy,
  maxAttendees: events.maxAttendees,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  hidden: hiddenFlag(events.hiddenAt),
};

/**
 * The creator, as a member face, from a keyed subquery rather than a join: for a
 * month of a hundred events the planner would hash-join every member (a scan that grows
 * with the community) where a hundred primary-key lookups do.
 */
const creator = sql<MemberFace>`(
  select ${memberFaceJson('u')} from ${users} u where u.id = ${qualified(events.createdBy)}
)`;

/** What every viewer of an event sees alike: its columns, creator and attendance. */
const sharedEventColumns = {
  ...eventColumns,
  creator,
  attendeeCount,
  attendeePreview,
  waitingCount,
  sortTime: exactTime(events.startDate),
};

/** One event as every events answer carries it: creator and attendance embedded. */
function selectEventViews(db: Queryable, viewerId: string) {
  return db
    .select({
      ...sharedEventColumns,
      isAttending: attendingBy(viewerId),
      waitingPosition: waitingPositionOf(viewerId),
      seatOpened: seatOpenedFor(viewerId),
    })
    .from(events);
}

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEventViews>['execute']>>[number];
type SharedEventRow = Omit<EventRow, 'isAttending' | 'waitingPosition' | 'seatOpened'>;

function toSharedView(row: SharedEventRow) {
  const count = Number(row.attendeeCount);
  return {
    ...row,
    attendeeCount: count,
    isFull: row.maxAttendees !== null && count >= row.maxAttendees,
    attendeePreview: row.attendeePreview ?? [],
    waitingCount: Number(row.waitingCount),
  };
}
/** An event as every viewer sees it (a kept calendar page holds these, calendar-list.ts). */
export type SharedEventView = ReturnType<typeof toSharedView>;

function toView(row: EventRow) {
  return {
    ...toSharedView(row),
    isAttending: Boolean(row.isAttending),
    waitingPosition: row.waitingPosition === null ? null : Number(row.waitingPosition),
    seatOpened: Boolean(row.seatOpened),
  };
}
/** An event row as the service reads it; `sortTime` is the start, exact, for cursors. */
export type EventView = ReturnType<typeof toView>;

/** The viewer's own RSVP to an event: what the answer's viewer fields say. */
export interface OwnRsvp {
  isAttending: boolean;
  waitingPosition: number | null;
  seatOpened: boolean;
}

/**
 * The viewer's RSVPs to a page's events (the (user_id) index: a member's few RSVPs), each
 * with their place on a waiting list, and whether they created an event moderators hid
 * (the partial index of migration 0033): then the calendar they see is their own. One
 * statement; the ids travel as one JSON parameter, so its text is the same for any page.
 */
export async function ownRsvpsOf(db: Queryable, viewerId: string, ids: number[]) {
  const result = (await db.execute(sql`
    select ${ownsHiddenSql('event', 'created_by', viewerId)} as owns_hidden,
      coalesce((
        select json_agg(json_build_array(a.event_id, a.status, a.promotion_unseen, case
          when a.status = ${WAITING} then (select count(*)::int from ${eventAttendees} w
            where w.event_id = a.event_id and w.status = ${WAITING} and w.id <= a.id)
          end))
        from ${eventAttendees} a
        where a.user_id = ${viewerId} and a.event_id in ${idList(ids)}
      ), '[]'::json) as rsvps`)) as unknown as {
    rows: { owns_hidden: boolean; rsvps: [number, string, boolean, number | null][] }[];
  };
  const [row] = result.rows;
  const rsvps = new Map<number, OwnRsvp>();
  for (const [eventId, status, unseen, position] of row.rsvps) {
    const attending = status === ATTENDING;
    rsvps.set(eventId, {
      isAttending: attending,
      waitingPosition: status === WAITING ? position : null,
      seatOpened: attending && unseen,
    });
  }
  return { ownsHidden: row.owns_hidden, rsvps };
}

const chronological = [asc(events.startDate), asc(events.id)];

/** The position after which a page continues: the last row's exact start and id. */
export interface StartCursor {
  startDate: string;
  id: number;
}

/**
 * One page of events matching `where`, in start order after the cursor (plus one row to
 * tell whether another page exists), and how many match in all.
 */
async function listEventPage(
  db: Database,
  window: SQL,
  q: { limit: number; after: StartCursor | null; visible?: SQL },
) {
  const after = q.after && { createdAt: q.after.startDate, id: q.after.id };
  const where = and(window, q.visible);
  const [rows, [total]] = await Promise.all([
    db
      .select(sharedEventColumns)
      .from(events)
      .where(and(where, beyondCursor({ createdAt: events.startDate, id: events.id }, after, 'asc')))
      .orderBy(...chronological)
      .limit(q.limit + 1),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows: rows.map(toSharedView), total: total.n };
}

/**
 * Events that touch [from, to): starting in it, or starting before it and still running
 * (a multi-day conference shows on every day it spans). The overlap is asked of the span
 * range, so the GiST index on it finds the window's events without walking history.
 */
export function listEventsInRange(
  db: Database,
  q: { from: Date; to: Date; limit: number; after: StartCursor | null; visible?: SQL },
) {
  const window = sql`tstzrange(${q.from.toISOString()}::timestamptz, ${q.to.toISOString()}::timestamptz, '[)')`;
  return listEventPage(db, sql`${eventSpan} && ${window}`, q);
}

/** The events starting now or later, soonest first (spec §2 Upcoming Events). */
export function listUpcomingEvents(
  db: Database,
  q: { limit: number; after: StartCursor | null; visible?: SQL },
) {
  return listEventPage(db, sql`${events.startDate} >= now()`, q);
}

export async function findEventView(db: Queryable, viewerId: string, id: number) {
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
      title: events.title,
      location: events.location,
      isVirtual: events.isVirtual,
      meetingUrl: events.meetingUrl,
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
    .select({ id: eventAttendees.id, status: eventAttendees.status })
    .from(eventAttendees)
    .where(
      and(eq(eventAttendees.eventId, target.eventId), eq(eventAttendees.userId, target.userId)),
    );
  return row ?? null;
}

/**
 * Moves the first `seats` members of the waiting list (all of them when `seats` is null:
 * no limit) to attending, marking the notice they have not seen yet. Run under the event's
 * row lock, in the transaction that freed the seats. Returns the promoted members' ids.
 */
export async function promoteWaiting(tx: Queryable, eventId: number, seats: number | null) {
  if (seats !== null && seats <= 0) return [];
  const first = tx
    .select({ id: eventAttendees.id })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.status, WAITING)))
    .orderBy(asc(eventAttendees.id));
  const ids = (await (seats === null ? first : first.limit(seats))).map((r) => r.id);
  if (ids.length === 0) return [];
  const promoted = await tx
    .update(eventAttendees)
    .set({ status: ATTENDING, promotedAt: sql`now()`, promotionUnseen: true })
    .where(inArray(eventAttendees.id, ids))
    .returning({ userId: eventAttendees.userId });
  return promoted.map((r) => r.userId);
}

/** The member saw "A seat opened up": the notice is not shown again. */
export async function clearSeatOpened(db: Queryable, target: { eventId: number; userId: string }) {
  await db
    .update(eventAttendees)
    .set({ promotionUnseen: false })
    .where(
      and(
        eq(eventAttendees.eventId, target.eventId),
        eq(eventAttendees.userId, target.userId),
        eq(eventAttendees.promotionUnseen, true),
      ),
    );
}

const attendeeColumns = {
  id: eventAttendees.id,
  status: eventAttendees.status,
  joinedAt: eventAttendees.createdAt,
  promotedAt: eventAttendees.promotedAt,
  member: memberSummaryColumns,
};

/**
 * One page of an event's attendees or waiting list in the order they joined (row id),
 * after the cursor's id, plus one row to tell whether another page exists, and the total.
 */
export async function listAttendeeRows(
  db: Queryable,
  q: { eventId: number; status: string; limit: number; afterId: number | null },
) {
  const of = and(eq(eventAttendees.eventId, q.eventId), eq(eventAttendees.status, q.status));
  const [rows, [total]] = await Promise.all([
    db
      .select(attendeeColumns)
      .from(eventAttendees)
      .innerJoin(users, eq(users.id, eventAttendees.userId))
      .where(q.afterId === null ? of : and(of, gt(eventAttendees.id, q.afterId)))
      .orderBy(asc(eventAttendees.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(eventAttendees).where(of),
  ]);
  return { rows, total: total.n };
}

/** How many of the event's `status` rows come before row `id` (a page's first place). */
export async function countBefore(
  db: Queryable,
  q: { eventId: number; status: string; id: number },
) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(eventAttendees)
    .where(
      and(
        eq(eventAttendees.eventId, q.eventId),
        eq(eventAttendees.status, q.status),
        sql`${eventAttendees.id} < ${q.id}`,
      ),
    );
  return n;
}

/** Everyone attending, then everyone waiting, in the order they joined (the CSV export). */
export function listAllAttendees(db: Queryable, eventId: number) {
  return db
    .select(attendeeColumns)
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(sql`${eventAttendees.status} = ${WAITING}`, asc(eventAttendees.id));
}
