import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { discussions } from '../../../shared/schema/discussions';
import { eventAttendees, events } from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { ROW_COUNT, rowCountSql } from '../../db/schema/row-counts';
import { visibleTo } from '../../lib/hidden';
import { memberSummaryColumns } from '../../lib/member-summary';
import { isStaff, type Viewer } from '../../lib/policy';

/**
 * The four counts, in one query: events starting this week in the community's time zone
 * with the week from Sunday, discussions started in the last 7 days, open unexpired
 * jobs, members (kept by triggers in row_count, so it is not a count(*) over every member).
 */
export async function readCounts(db: Database, timeZone: string, viewer: Viewer) {
  // What moderators hid counts only for its author and staff (decision 021).
  const shown = (authorColumn: string) =>
    visibleTo(viewer, { hiddenAt: sql.raw('hidden_at'), authorId: sql.raw(authorColumn) }) ??
    sql`true`;
  // The members total is kept by triggers; less the hidden profiles, over their partial index.
  const hiddenProfiles = isStaff(viewer)
    ? sql`0`
    : sql`(select count(*)::int from ${users} where profile_hidden_at is not null
        and membership = 'active' and id <> ${viewer.id})`;
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
        where start_date >= ${weekStart} and start_date < ${weekStart} + interval '7 days'
          and ${shown('created_by')}) as events_this_week,
      (select count(*)::int from discussion where created_at >= now() - interval '7 days'
          and ${shown('author_id')}) as new_discussions,
      (select count(*)::int from job_posting
        where is_active and (expires_at is null or expires_at > now())
          and ${shown('posted_by')}) as active_jobs,
      ${rowCountSql(ROW_COUNT.members)} - ${hiddenProfiles} as members`,
  );
  return row;
}

/**
 * The newest discussions the viewer may read (not what moderators hid, unless theirs), each
 * with its author as the one member summary (Recent Activity).
 */
export async function listRecentDiscussions(db: Database, limit: number, viewer: Viewer) {
  return db
    .select({
      id: discussions.id,
      title: discussions.title,
      createdAt: discussions.createdAt,
      author: memberSummaryColumns,
    })
    .from(discussions)
    .leftJoin(users, eq(users.id, discussions.authorId))
    .where(visibleTo(viewer, { hiddenAt: discussions.hiddenAt, authorId: discussions.authorId }))
    .orderBy(desc(discussions.createdAt), desc(discussions.id))
    .limit(limit);
}

/**
 * The events, still to come or under way, whose seat opened up for the member (moved from
 * the waiting list to attending) and whose notice they have not yet seen, soonest first.
 * Each is a row the member holds, dismissed when seen, so the list stays short; an event
 * moderators hid is not shown.
 */
export function listOpenedSeats(db: Database, viewer: Viewer) {
  return db
    .select({ id: events.id, title: events.title, startDate: events.startDate })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(
      and(
        eq(eventAttendees.userId, viewer.id),
        visibleTo(viewer, { hiddenAt: events.hiddenAt, authorId: events.createdBy }),
        eq(eventAttendees.status, 'attending'),
        eq(eventAttendees.promotionUnseen, true),
        sql`coalesce(${events.endDate}, ${events.startDate}) >= now()`,
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id));
}
