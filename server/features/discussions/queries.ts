import { type AnyColumn, and, asc, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DiscussionSort } from '../../../shared/contracts/discussions';
import {
  discussionCategories,
  discussionReadAll,
  discussionReads,
  discussionReplies,
  discussions,
  replyReactions,
} from '../../../shared/schema/discussions';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { ROW_COUNT, rowCount } from '../../db/schema/row-counts';
import { hiddenFlag, ownsHiddenSql } from '../../lib/hidden';
import { memberSummaryColumns } from '../../lib/member-summary';
import { beyondCursor, exactTime, takePage } from '../../lib/pagination';
import { reactionCountsSql } from '../../lib/reactions';
import { idList } from '../../lib/sql';

export const categoryColumns = {
  id: discussionCategories.id,
  name: discussionCategories.name,
  color: discussionCategories.color,
};

export const discussionColumns = {
  id: discussions.id,
  title: discussions.title,
  content: discussions.content,
  categoryId: discussions.categoryId,
  authorId: discussions.authorId,
  isPinned: discussions.isPinned,
  isLocked: discussions.isLocked,
  viewCount: discussions.viewCount,
  createdAt: discussions.createdAt,
  updatedAt: discussions.updatedAt,
  editedAt: discussions.editedAt,
  lastActivityAt: discussions.lastActivityAt,
  hidden: hiddenFlag(discussions.hiddenAt),
};

/**
 * What a deleted reply that still has answers keeps as its content (decision 011): a text
 * no member can post (a reply's content is required), so it marks the tombstone without a
 * column of its own. The thread answers it as `isDeleted` with REPLY_DELETED_TEXT.
 */
export const TOMBSTONE = '';

/**
 * The reply count of each discussion, as a lateral subquery over the reply index: the
 * replies members can read, so a tombstone (decision 011) does not count.
 */
const replyCounts = (db: Database) =>
  db
    .select({ n: sql<number>`count(*)::int`.as('reply_count') })
    .from(discussionReplies)
    .where(
      and(
        eq(discussionReplies.discussionId, discussions.id),
        ne(discussionReplies.content, TOMBSTONE),
        // What moderators hid (decision 021) counts for nobody.
        isNull(discussionReplies.hiddenAt),
      ),
    )
    .as('replies');

/**
 * Discussions with author (the one member summary), category and replyCount embedded, as
 * one query, with `sortTime` the exact time of the column a list is ordered by (its
 * cursor). The reply count is a lateral subquery, so it is counted per discussion through
 * the (discussion_id, created_at) index for only the rows this page returns. Nothing here
 * depends on who reads it: what is new to a member comes from `readMarksOf`.
 */
export function selectDiscussions(db: Database, sortColumn: AnyColumn = discussions.createdAt) {
  const replies = replyCounts(db);
  return db
    .select({
      ...discussionColumns,
      author: memberSummaryColumns,
      category: categoryColumns,
      replyCount: replies.n,
      sortTime: exactTime(sortColumn),
    })
    .from(discussions)
    .innerJoin(users, eq(users.id, discussions.authorId))
    .innerJoin(discussionCategories, eq(discussionCategories.id, discussions.categoryId))
    .leftJoinLateral(replies, sql`true`);
}

/** A discussion counts as new to a member who never read it for this long after its last activity. */
export const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** What is new to one member in one listed discussion. */
export interface ReadMark {
  /** They have opened it (or started or replied to it), or marked all read since it began. */
  read: boolean;
  /** Replies by others since, that members can read. */
  newReplyCount: number;
}

/**
 * Where a member left off in a discussion: the later of their own read mark and their
 * "Mark all read" (decision 057), which counts only for discussions started before it;
 * null when neither. Two primary-key lookups; the list and the opening both read it here.
 */
export const leftOffSql = (discussionId: SQL, createdAt: SQL, viewerId: string) => sql`greatest(
  (select r.read_at from ${discussionReads} r
    where r.discussion_id = ${discussionId} and r.user_id = ${viewerId}),
  (select a.read_at from ${discussionReadAll} a
    where a.user_id = ${viewerId} and a.read_at >= ${createdAt}))`;

/**
 * The replies (`discussion_reply x`) new to a member who left off at `since`: by someone
 * else, since then, and readable (not deleted, not hidden): what the list counts and where
 * opening the discussion goes.
 */
export const newRepliesSql = (since: SQL, viewerId: string) => sql`x.created_at > ${since}
  and x.author_id <> ${viewerId} and x.content <> ${TOMBSTONE} and x.hidden_at is null`;

/**
 * What is new to the member in each of a page's discussions (their read mark, the primary
 * key, and the replies by others since it, one lateral count over the (discussion_id,
 * created_at) index), and whether they started any discussion moderators hid (a few rows
 * of the partial index of migration 0033): then the list they see is their own. One
 * statement; the ids travel as one JSON parameter, so its text is the same for any page.
 *
 * "Mark all read" (`discussion_read_all`) reads as a mark on every discussion started
 * before it: the later of it and the discussion's own mark counts.
 */
export async function readMarksOf(db: Queryable, viewerId: string, ids: number[]) {
  const result = (await db.execute(sql`
    select ${ownsHiddenSql('discussion', 'author_id', viewerId)} as owns_hidden,
      coalesce((
        select json_agg(json_build_array(p.id, m.read_at is not null, case
          when m.read_at is null then 0
          else (select count(*)::int from ${discussionReplies} x
            where x.discussion_id = p.id and ${newRepliesSql(sql`m.read_at`, viewerId)})
          end))
        from ${idList(ids)} p(id)
          join ${discussions} d on d.id = p.id
          cross join lateral (
            select ${leftOffSql(sql`p.id`, sql`d.created_at`, viewerId)} as read_at
          ) m
      ), '[]'::json) as marks`)) as unknown as {
    rows: { owns_hidden: boolean; marks: [number, boolean, number][] }[];
  };
  const [row] = result.rows;
  return {
    ownsHidden: row.owns_hidden,
    marks: new Map<number, ReadMark>(
      row.marks.map(([id, read, newReplyCount]) => [id, { read, newReplyCount }]),
    ),
  };
}

/** The column each order sorts by after pinned, and before id. */
const SORT_COLUMN = {
  activity: discussions.lastActivityAt,
  newest: discussions.createdAt,
} as const satisfies Record<DiscussionSort, AnyColumn>;

/** The list's order: pinned first, then latest activity or newest, then id. */
export const discussionOrder = (sort: DiscussionSort) => [
  desc(discussions.isPinned),
  desc(SORT_COLUMN[sort]),
  desc(discussions.id),
];

export type DiscussionRow = NonNullable<Awaited<ReturnType<typeof findDiscussionView>>>;

export async function findDiscussionView(db: Database, id: number) {
  const [row] = await selectDiscussions(db).where(eq(discussions.id, id));
  return row ?? null;
}

const stateColumns = {
  authorId: discussions.authorId,
  isLocked: discussions.isLocked,
  isPinned: discussions.isPinned,
  title: discussions.title,
  hidden: hiddenFlag(discussions.hiddenAt),
};

/** What the rules about a discussion read: its author and its flags (and its title). */
export async function findDiscussionState(db: Queryable, id: number) {
  const [row] = await db.select(stateColumns).from(discussions).where(eq(discussions.id, id));
  return row ?? null;
}

/** As `findDiscussionState`, locked for a change (`for update`) in the caller's transaction. */
export async function lockDiscussion(tx: Queryable, id: number) {
  const [row] = await tx
    .select(stateColumns)
    .from(discussions)
    .where(eq(discussions.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Categories in the admins' order (decision 023), each with how many discussions it holds:
 * one grouped subquery, joined once, rather than a count per category.
 */
export async function listCategoryRows(
  db: Database,
  page: { limit: number; after: { position: number; id: number } | null },
  /** What moderators hid, for a viewer who may not see it (decision 021). */
  visible?: SQL,
) {
  const counts = db
    .select({ categoryId: discussions.categoryId, n: count().as('n') })
    .from(discussions)
    .where(visible)
    .groupBy(discussions.categoryId)
    .as('counts');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: discussionCategories.id,
        name: discussionCategories.name,
        description: discussionCategories.description,
        color: discussionCategories.color,
        position: discussionCategories.position,
        archived: sql<boolean>`${discussionCategories.archivedAt} is not null`,
        createdAt: discussionCategories.createdAt,
        discussionCount: sql<number>`coalesce(${counts.n}, 0)::int`,
      })
      .from(discussionCategories)
      .leftJoin(counts, eq(counts.categoryId, discussionCategories.id))
      .where(
        page.after
          ? sql`(${discussionCategories.position}, ${discussionCategories.id}) > (${page.after.position}, ${page.after.id})`
          : undefined,
      )
      .orderBy(asc(discussionCategories.position), asc(discussionCategories.id))
      .limit(page.limit + 1),
    db.select({ n: count() }).from(discussionCategories),
  ]);
  return {
    ...takePage(rows, page.limit, (row) => ({ position: row.position, id: row.id })),
    total: total.n,
  };
}

/** Whether a category exists and is archived, held (`for share`) until `tx` ends. */
export async function findCategoryForPost(tx: Queryable, id: number) {
  const [row] = await tx
    .select({ archived: sql<boolean>`${discussionCategories.archivedAt} is not null` })
    .from(discussionCategories)
    .where(eq(discussionCategories.id, id))
    .for('share');
  return row ?? null;
}

const replyColumns = {
  id: discussionReplies.id,
  discussionId: discussionReplies.discussionId,
  authorId: discussionReplies.authorId,
  content: discussionReplies.content,
  parentReplyId: discussionReplies.parentReplyId,
  createdAt: discussionReplies.createdAt,
  updatedAt: discussionReplies.updatedAt,
  editedAt: discussionReplies.editedAt,
  hidden: hiddenFlag(discussionReplies.hiddenAt),
};

/** Replies with their authors, and the exact time the reply cursor needs. */
const selectReplies = (db: Database) =>
  db
    .select({
      ...replyColumns,
      author: memberSummaryColumns,
      reactions: reactionCountsSql(replyReactions, discussionReplies.id),
      sortTime: exactTime(discussionReplies.createdAt),
    })
    .from(discussionReplies)
    .innerJoin(users, eq(users.id, discussionReplies.authorId));

/** One page of a discussion's replies, oldest first, after the cursor, and how many in all. */
export async function listReplyRows(
  db: Database,
  query: {
    discussionId: number;
    limit: number;
    after: { createdAt: string; id: number } | null;
    /** What moderators hid, for a viewer who may not see it (decision 021). */
    visible?: SQL;
  },
) {
  const inDiscussion = and(eq(discussionReplies.discussionId, query.discussionId), query.visible);
  const [rows, [total]] = await Promise.all([
    selectReplies(db)
      .where(and(inDiscussion, beyondCursor(discussionReplies, query.after, 'asc')))
      .orderBy(asc(discussionReplies.createdAt), asc(discussionReplies.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(discussionReplies).where(inDiscussion),
  ]);
  return { rows, total: total.n };
}

export type ReplyRow = NonNullable<Awaited<ReturnType<typeof findReplyView>>>;

/** One reply as the thread shows it. */
export async function findReplyView(db: Database, id: number) {
  const [row] = await selectReplies(db).where(eq(discussionReplies.id, id));
  return row ?? null;
}

/**
 * A reply of the discussion, as a reply answering it needs to know it: whether it was
 * deleted (a tombstone takes no answers); null when it is not in the discussion.
 */
export async function findReplyIn(db: Database, target: { replyId: number; discussionId: number }) {
  const [row] = await db
    .select({ deleted: sql<boolean>`${discussionReplies.content} = ${TOMBSTONE}` })
    .from(discussionReplies)
    .where(
      and(
        eq(discussionReplies.id, target.replyId),
        eq(discussionReplies.discussionId, target.discussionId),
      ),
    );
  return row ?? null;
}

/**
 * Locks a reply of the discussion for a change (`for update`: an answer being posted to it
 * waits, and then sees what became of it); null when it is not in the discussion.
 */
export async function lockReply(tx: Queryable, target: { replyId: number; discussionId: number }) {
  const [row] = await tx
    .select({
      authorId: discussionReplies.authorId,
      content: discussionReplies.content,
      parentReplyId: discussionReplies.parentReplyId,
    })
    .from(discussionReplies)
    .where(
      and(
        eq(discussionReplies.id, target.replyId),
        eq(discussionReplies.discussionId, target.discussionId),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Whether any reply answers this one (over the parent index). */
export async function hasAnswers(tx: Queryable, replyId: number) {
  const [row] = await tx
    .select({ id: discussionReplies.id })
    .from(discussionReplies)
    .where(eq(discussionReplies.parentReplyId, replyId))
    .limit(1);
  return Boolean(row);
}

/**
 * Sets the discussion's last activity to its latest reply members can read, or its start
 * when none is left: deleting the latest reply moves it back (decision 011).
 */
export const resetLastActivitySql = (discussionId: number) => sql`
  update ${discussions} d set last_activity_at = greatest(d.created_at, coalesce(
    (select max(r.created_at) from ${discussionReplies} r
      where r.discussion_id = d.id and r.content <> ${TOMBSTONE}),
    d.created_at))
  where d.id = ${discussionId}`;

/** Where a page of the list starts: after this row, in the list's order. */
export interface DiscussionListAfter {
  pinned: 0 | 1;
  /** The exact time of the sort's column (last activity or creation). */
  at: string;
  id: number;
}

export type DiscussionListRow = Awaited<ReturnType<typeof listDiscussionRows>>['rows'][number];

/**
 * One page of discussions after the cursor's row (in the list's order, plus one row to
 * tell whether another page exists), as one audience sees them (`visible`), and how many match in all.
 */
export async function listDiscussionRows(
  db: Database,
  query: {
    sort: DiscussionSort;
    categoryId?: number;
    limit: number;
    after: DiscussionListAfter | null;
    /** What moderators hid, for a viewer who may not see it (decision 021). */
    visible?: SQL;
  },
) {
  const { after } = query;
  const sortColumn = SORT_COLUMN[query.sort];
  const inCategory =
    query.categoryId === undefined ? undefined : eq(discussions.categoryId, query.categoryId);
  // Every key sorts descending, so one row comparison continues after the cursor's row.
  const afterCursor = after
    ? sql`(${discussions.isPinned}, ${sortColumn}, ${discussions.id}) < (${after.pinned === 1}::boolean, ${after.at}::timestamptz, ${after.id}::int)`
    : undefined;
  const [rows, total, unseen] = await Promise.all([
    selectDiscussions(db, sortColumn)
      .where(and(inCategory, afterCursor, query.visible))
      .orderBy(...discussionOrder(query.sort))
      .limit(query.limit + 1),
    // Kept by triggers: count(*) would read every discussion on every page.
    rowCount(
      db,
      query.categoryId === undefined
        ? ROW_COUNT.discussions
        : ROW_COUNT.discussionsIn(query.categoryId),
    ),
    // Less what the viewer may not see: the few hidden rows, over their partial index.
    query.visible
      ? db
          .select({ n: count() })
          .from(discussions)
          .where(
            and(sql`${discussions.hiddenAt} is not null`, inCategory, sql`not ${query.visible}`),
          )
          .then(([row]) => row.n)
      : 0,
  ]);
  return { rows, total: total - unseen };
}
