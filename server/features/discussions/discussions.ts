import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { discussions, discussionViews } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { ROW_COUNT, rowCount } from '../../db/schema/row-counts';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { decodeCursor, takePage, withoutSortTime } from '../../lib/pagination';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';
import { selectDiscussions } from './selections';

export const DISCUSSION_NOT_FOUND = 'Discussion not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const DELETE_OWN_ONLY = 'You can only delete your own discussions';

/** The list's sort (pinned first, then newest) is the cursor: all three keys, exactly. */
const listCursor = z.object({
  pinned: z.literal([0, 1]),
  createdAt: z.iso.datetime(),
  id: z.number().int().min(0).max(MAX_INT),
});

export interface DiscussionListQuery {
  categoryId?: number;
  limit: number;
  cursor?: string;
}

/** One page of discussions, pinned first then newest, and how many match in all. */
export async function listDiscussions(db: Database, query: DiscussionListQuery) {
  const after = decodeCursor(query.cursor, listCursor);
  const inCategory =
    query.categoryId === undefined ? undefined : eq(discussions.categoryId, query.categoryId);
  // Every key sorts descending, so one row comparison continues after the cursor's row.
  const afterCursor = after
    ? sql`(${discussions.isPinned}, ${discussions.createdAt}, ${discussions.id}) < (${after.pinned === 1}::boolean, ${after.createdAt}::timestamptz, ${after.id}::int)`
    : undefined;
  const [rows, total] = await Promise.all([
    selectDiscussions(db)
      .where(and(inCategory, afterCursor))
      .orderBy(desc(discussions.isPinned), desc(discussions.createdAt), desc(discussions.id))
      .limit(query.limit + 1),
    // Kept by triggers: count(*) would read every discussion on every page.
    rowCount(
      db,
      query.categoryId === undefined
        ? ROW_COUNT.discussions
        : ROW_COUNT.discussionsIn(query.categoryId),
    ),
  ]);
  const page = takePage(rows, query.limit, (row) => ({
    pinned: row.isPinned ? 1 : 0,
    createdAt: row.sortTime,
    id: row.id,
  }));
  return {
    items: page.items.map(withoutSortTime),
    nextCursor: page.nextCursor,
    total,
  };
}

async function findDiscussion(db: Database, id: number) {
  const [row] = await selectDiscussions(db).where(eq(discussions.id, id));
  if (!row) throw notFound(DISCUSSION_NOT_FOUND);
  return withoutSortTime(row);
}

/**
 * Opens a discussion for a member. The first time a member other than the author opens
 * it counts one view: the (discussion, member) row in discussion_view decides, so
 * reloads, a second tab or two racing requests never count twice.
 *
 * The view is one statement (the row and the count change together, atomically, without
 * a transaction held open across round trips), then the discussion is read as it now is.
 */
export async function openDiscussion(db: Database, id: number, viewerId: string) {
  try {
    await db.execute(sql`
      with viewed as (
        insert into ${discussionViews} (discussion_id, user_id)
        select d.id, ${viewerId} from ${discussions} d
          where d.id = ${id} and d.author_id <> ${viewerId}
        on conflict do nothing
        returning discussion_id
      )
      -- A view is not an edit: updated_at keeps its value.
      update ${discussions} set view_count = view_count + 1, updated_at = updated_at
        where id in (select discussion_id from viewed)`);
  } catch (err) {
    // Deleted between the look-up and the view insert.
    if (isForeignKeyViolation(err)) throw notFound(DISCUSSION_NOT_FOUND);
    throw err;
  }
  return findDiscussion(db, id);
}

export interface NewDiscussion {
  title: string;
  content: string;
  categoryId: number;
}

const categoryNotFound = () =>
  badRequest(CATEGORY_NOT_FOUND, [{ path: 'categoryId', message: CATEGORY_NOT_FOUND }]);

/** Starts a discussion; the category's foreign key decides whether it exists. */
export async function createDiscussion(db: Database, authorId: string, input: NewDiscussion) {
  if (input.categoryId > MAX_INT) throw categoryNotFound();
  let id: number;
  try {
    [{ id }] = await db
      .insert(discussions)
      .values({ ...input, authorId })
      .returning({ id: discussions.id });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw categoryNotFound();
    throw err;
  }
  return findDiscussion(db, id);
}

/**
 * Deletes the author's own discussion. One statement: the foreign keys cascade to its
 * replies and views inside it, so they go together or not at all.
 */
export async function deleteDiscussion(db: Database, id: number, viewerId: string) {
  const [deleted] = await db
    .delete(discussions)
    .where(and(eq(discussions.id, id), eq(discussions.authorId, viewerId)))
    .returning({ id: discussions.id });
  if (deleted) return;
  const [other] = await db
    .select({ id: discussions.id })
    .from(discussions)
    .where(eq(discussions.id, id));
  throw other ? forbidden(DELETE_OWN_ONLY) : notFound(DISCUSSION_NOT_FOUND);
}
