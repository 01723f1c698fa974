import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { discussions } from '../../../shared/schema/discussions';
import { eventAttendees, events } from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { ROW_COUNT, rowCountSql } from '../../db/schema/row-counts';
import { memberSummaryColumns } from '../../lib/member-summary';

/**
 * The four counts, in one query: events starting this week in the community's time zone
 * with the week from Sunday, discussions started in the last 7 days, open unexpired
 * jobs, members (kept by triggers in row_count, so it is not a count(*) over every member).
 */
export async function readCounts(db: Database, timeZone: string) {
  // date_trunc('week') starts on Monday; shifting by a day makes the week start Sunday.
  const weekStart = sql`((date_trunc('week', (now() at time zone ${timeZone}) + interval '1 day') - interval '1 day') at time zone ${timeZone})`;
  const [row] = await selectRows<{
    events_this_week: number;
    new_discussions: number;
    active_jobs: number;
    members: number;
  }>(
    db,
    sql`select
      (select count(*)::int from event
        where start_date >= ${weekStart} and start_date < ${weekStart} + interval '7 days') as events_this_week,
      (select count(*)::int from discussion where created_at >= now() - interval '7 days') as new_discussions,
      (select count(*)::int from job_posting
        where is_active and (expires_at is null or expires_at > now())) as active_jobs,
      ${rowCountSql(ROW_COUNT.members)} as members`,
  );
  return row;
}

/** The newest discussions, each with its author as the one member summary (Recent Activity). */
export async function listRecentDiscussions(db: Database, limit: number) {
  return db
    .select({
      id: discussions.id,
      title: discussions.title,
      createdAt: discussions.createdAt,
      author: memberSummaryColumns,
    })
    .from(discussions)
    .leftJoin(users, eq(users.id, discussions.authorId))
    .orderBy(desc(discussions.createdAt), desc(discussions.id))
    .limit(limit);
}

/**
 * The events, still to come or under way, whose seat opened up for the member (moved from
 * the waiting list to attending) and whose notice they have not yet seen, soonest first.
 * Each is a row the member holds, dismissed when seen, so the list stays short.
 */
export function listOpenedSeats(db: Database, userId: string) {
  return db
    .select({ id: events.id, title: events.title, startDate: events.startDate })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(
      and(
        eq(eventAttendees.userId, userId),
        eq(eventAttendees.status, 'attending'),
        eq(eventAttendees.promotionUnseen, true),
        sql`coalesce(${events.endDate}, ${events.startDate}) >= now()`,
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id));
}
