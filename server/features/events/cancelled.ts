import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  cancelledEventMembers,
  cancelledEvents,
  eventAttendees,
  events,
} from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { qualified } from '../../lib/sql';
import { ATTENDING } from './queries';

/**
 * Deleted events as subscription feeds show them (migration 0034): for 30 days a deleted
 * event stays in the feeds of the members who had it, as `STATUS:CANCELLED` with its UID
 * and a higher SEQUENCE, so their calendar apps remove it instead of keeping a ghost. Its
 * own .ics link answers 410 meanwhile. The hourly sweep forgets it after that.
 */

/** How long a cancellation stays in the feeds (and the .ics link says 410, not 404). */
export const CANCELLED_KEEP_DAYS = 30;
const keptSince = sql.raw(`now() - interval '${CANCELLED_KEEP_DAYS} days'`);

/** Which events are being deleted: one by id, or all a removed member organised. */
export type DeletedEvents = { eventId: number } | { organiserId: string };

const whereDeleted = (which: DeletedEvents) =>
  'eventId' in which
    ? sql`${qualified(events.id)} = ${which.eventId}`
    : sql`${qualified(events.createdBy)} = ${which.organiserId}`;

/**
 * Writes down, before the delete in the same transaction, what the feeds need of the
 * events about to go and whose feeds had them: the organiser, and the members attending
 * who could see it. One that moderators hid had already left its attendees' feeds
 * (decision 021), so only its organiser and staff attending are told it is cancelled:
 * no one else gets back the title of an event hidden from them. Two statements, however
 * many events or attendees.
 */
export async function recordCancelledEvents(tx: Queryable, which: DeletedEvents) {
  const deleted = whereDeleted(which);
  await tx.execute(sql`
    insert into ${cancelledEvents} (event_id, title, start_date, end_date, sequence, created_at)
    select ${qualified(events.id)}, ${qualified(events.title)}, ${qualified(events.startDate)},
      ${qualified(events.endDate)}, ${qualified(events.sequence)} + 1, ${qualified(events.createdAt)}
    from ${events} where ${deleted}
    on conflict (event_id) do nothing`);
  await tx.execute(sql`
    insert into ${cancelledEventMembers} (user_id, event_id)
    select ${qualified(events.createdBy)}, ${qualified(events.id)} from ${events} where ${deleted}
    union
    select ${qualified(eventAttendees.userId)}, ${qualified(events.id)}
    from ${eventAttendees}
    join ${events} on ${qualified(events.id)} = ${qualified(eventAttendees.eventId)}
    join ${users} on ${qualified(users.id)} = ${qualified(eventAttendees.userId)}
    where ${deleted} and ${qualified(eventAttendees.status)} = ${ATTENDING}
      and (${qualified(events.hiddenAt)} is null or ${qualified(users.role)} in ('moderator', 'admin'))
    on conflict do nothing`);
}

/** A cancellation still kept for this event id, or null (never existed, or swept). */
export async function findCancelledEvent(db: Database, eventId: number) {
  const [row] = await db
    .select({ eventId: cancelledEvents.eventId })
    .from(cancelledEvents)
    .where(and(eq(cancelledEvents.eventId, eventId), gt(cancelledEvents.cancelledAt, keptSince)));
  return row ?? null;
}

/**
 * The cancelled events a member's feed carries: one statement, by the member's key
 * (`cancelled_event_member`'s primary key leads with the member), at most `limit`.
 */
export async function listFeedCancellations(db: Database, userId: string, limit: number) {
  return db
    .select({
      id: cancelledEvents.eventId,
      title: cancelledEvents.title,
      startDate: cancelledEvents.startDate,
      endDate: cancelledEvents.endDate,
      sequence: cancelledEvents.sequence,
      createdAt: cancelledEvents.createdAt,
      cancelledAt: cancelledEvents.cancelledAt,
    })
    .from(cancelledEventMembers)
    .innerJoin(cancelledEvents, eq(cancelledEvents.eventId, cancelledEventMembers.eventId))
    .where(
      and(eq(cancelledEventMembers.userId, userId), gt(cancelledEvents.cancelledAt, keptSince)),
    )
    .orderBy(asc(cancelledEvents.startDate), asc(cancelledEvents.eventId))
    .limit(limit);
}

/** The hourly sweep: cancellations past their 30 days go (their member rows cascade). */
export async function deleteOldCancelledEvents(db: Database) {
  await db.delete(cancelledEvents).where(lt(cancelledEvents.cancelledAt, keptSince));
}
