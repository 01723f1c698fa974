import { and, asc, eq, exists, getTableColumns, gte, or, sql } from 'drizzle-orm';
import { calendarFeedTokens, eventAttendees, events } from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { hiddenFlag, visibleTo } from '../../lib/hidden';
import type { Viewer } from '../../lib/policy';
import { ATTENDING } from './queries';

/** A feed keeps past events this long, so last month's meetup stays in the member's calendar. */
const FEED_HISTORY_DAYS = 90;
/** Calendar apps re-download the whole feed; this bounds it. */
export const FEED_MAX_EVENTS = 500;

export const feedTokenColumns = {
  token: calendarFeedTokens.token,
  createdAt: calendarFeedTokens.createdAt,
};

/**
 * One event's own columns (what a calendar entry is made of) with `hidden` and its
 * author for the visibility check, or null.
 */
export async function findEvent(db: Database, id: number) {
  const [row] = await db
    .select({
      ...getTableColumns(events),
      hidden: hiddenFlag(events.hiddenAt),
      authorId: events.createdBy,
    })
    .from(events)
    .where(eq(events.id, id));
  return row ?? null;
}

export async function findFeedToken(db: Database, userId: string) {
  const [row] = await db
    .select(feedTokenColumns)
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return row;
}

/** Who the feed is for, with their role: the feed shows what they may read. */
export async function findFeedOwner(db: Database, token: string): Promise<Viewer | null> {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(calendarFeedTokens)
    .innerJoin(users, eq(users.id, calendarFeedTokens.userId))
    .where(eq(calendarFeedTokens.token, token));
  return row ?? null;
}

/**
 * What a member's calendar shows: the events they attend and the ones they organise
 * (an organiser does not RSVP to their own event, yet wants it in their calendar),
 * from three months back onwards; not one moderators hid, unless theirs or they are staff
 * (decision 021).
 */
export async function listFeedEvents(db: Database, owner: Viewer) {
  const userId = owner.id;
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
        visibleTo(owner, { hiddenAt: events.hiddenAt, authorId: events.createdBy }),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(FEED_MAX_EVENTS);
}
