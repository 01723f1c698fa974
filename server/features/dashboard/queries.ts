import { desc, eq, sql } from 'drizzle-orm';
import { discussions } from '../../../shared/schema/discussions';
import { eventAttendees, events } from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { ROW_COUNT, rowCountSql } from '../../db/schema/row-counts';
import { type Audience, ownsHiddenSql, visibleTo, visibleToAudience } from '../../lib/hidden';
import { memberSummaryColumns } from '../../lib/member-summary';
import type { Viewer } from '../../lib/policy';

/**
 * The four counts, in one query: events starting this week in the community's time zone
 * with the week from Sunday, discussions started in the last 7 days, open unexpired
 * jobs, members (kept by triggers in row_count, so it is not a count(*) over every member).
 */
export async function readCounts(db: Database, timeZone: string, audience: Audience) {
  // What moderators hid counts only for its author and staff (decision 021).
  const shown = (authorColumn: string) =>
    visibleToAudience(audience, {
      hiddenAt: sql.raw('hidden_at'),
      authorId: sql.raw(authorColumn),
    }) ?? sql`true`;
  // The members total is kept by triggers; less the hidden profiles, over their partial index.
  const hiddenProfiles = audience.staff
    ? sql`0`
    : sql`(select count(*)::int from ${users} where profile_hidden_at is not null
        and membership = 'active' and id is distinct from ${audience.owner})`;
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
export async function listRecentDiscussions(db: Database, limit: number, audience: Audience) {
  return db
    .select({
      id: discussions.id,
      title: discussions.title,
      createdAt: discussions.createdAt,
      author: memberSummaryColumns,
    })
    .from(discussions)
    .leftJoin(users, eq(users.id, discussions.authorId))
    .where(
      visibleToAudience(audience, {
        hiddenAt: discussions.hiddenAt,
        authorId: discussions.authorId,
      }),
    )
    .orderBy(desc(discussions.createdAt), desc(discussions.id))
    .limit(limit);
}

/**
 * What of the dashboard is the member's own, in one statement: the events, still to come
 * or under way, whose seat opened up for them (moved from the waiting list to attending)
 * and whose notice they have not yet seen, soonest first (each a row they hold, dismissed
 * when seen, so the list stays short; an event moderators hid is not shown unless theirs);
 * and whether they wrote anything the counts show that moderators hid (the partial
 * indexes of migration 0033), so the counts they see are theirs alone.
 */
export async function readOwnDashboard(db: Database, viewer: Viewer) {
  const owns = (table: string, column: string) => ownsHiddenSql(table, column, viewer.id);
  const [row] = await selectRows<{ owns_hidden: boolean; opened: OpenedSeatRow[] }>(
    db,
    sql`select
      ${owns('discussion', 'author_id')} or ${owns('event', 'created_by')}
        or ${owns('job_posting', 'posted_by')} as owns_hidden,
      coalesce((
        select json_agg(json_build_object('id', e.id, 'title', e.title, 'startDate', e.start_date)
          order by e.start_date, e.id)
        from ${eventAttendees} a join ${events} e on e.id = a.event_id
        where a.user_id = ${viewer.id} and a.status = 'attending' and a.promotion_unseen
          and ${visibleTo(viewer, { hiddenAt: sql`e.hidden_at`, authorId: sql`e.created_by` }) ?? sql`true`}
          and coalesce(e.end_date, e.start_date) >= now()
      ), '[]'::json) as opened`,
  );
  return { ownsHidden: row.owns_hidden, openedSeats: row.opened };
}

interface OpenedSeatRow {
  id: number;
  title: string;
  /** PostgreSQL's JSON text of a timestamptz: the contract's timestamp takes it. */
  startDate: string;
}
