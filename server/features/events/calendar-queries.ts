import { and, asc, eq, exists, gte, or, sql } from 'drizzle-orm';
import { calendarFeedTokens, eventAttendees, events } from '../../../shared/schema/events';
import type { Database } from '../../db/client';
import { ATTENDING } from './queries';

/** A feed keeps past events this long, so last month's meetup stays in the member's calendar. */
const FEED_HISTORY_DAYS = 90;
/** Calendar apps re-download the whole feed; this bounds it. */
export const FEED_MAX_EVENTS = 500;

export const feedTokenColumns = {
  token: calendarFeedTokens.token,
  createdAt: calendarFeedTokens.createdAt,
};

/** One event's own columns (what a calendar entry is made of), or null. */
export async function findEvent(db: Database, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

export async function findFeedToken(db: Database, userId: string) {
  const [row] = await db
    .select(feedTokenColumns)
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return row;
}

export async function findFeedOwner(db: Database, token: string) {
  const [row] = await db
    .select({ userId: calendarFeedTokens.userId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.token, token));
  return row?.userId ?? null;
}

/**
 * What a member's calendar shows: the events they attend and the ones they organise
 * (an organiser does not RSVP to their own event, yet wants it in their calendar),
 * from three months back onwards.
 */
export async function listFeedEvents(db: Database, userId: string) {
  const attends = exists(
    db
      .select({ one: sql`1` })
      .from(eventAttendees)
      .where(
        and(
          eq(eventAttendees.eventId, events.id),
          eq(eventAttendees.userId, userId),
          eq(eventAttendees.status, ATTENDING),
        ),
      ),
  );
  const since = new Date(Date.now() - FEED_HISTORY_DAYS * 24 * 3600 * 1000);
  return db
    .select()
    .from(events)
    .where(
      and(
        or(eq(events.createdBy, userId), attends),
        gte(sql`coalesce(${events.endDate}, ${events.startDate})`, since.toISOString()),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(FEED_MAX_EVENTS);
}
