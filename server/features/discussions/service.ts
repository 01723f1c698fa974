import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type {
  DiscussionSort,
  discussion,
  discussionCategory,
  discussionListItem,
} from '../../../shared/contracts/discussions';
import { discussionReads, discussions, discussionViews } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import { authorize, permissionsFor, type Viewer } from '../../lib/policy';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';
import {
  type DiscussionListRow,
  type DiscussionRow,
  findDiscussionState,
  findDiscussionView,
  listCategoryRows,
  listDiscussionRows,
} from './queries';

export const DISCUSSION_NOT_FOUND = 'Discussion not found';
export const CATEGORY_NOT_FOUND = 'Category not found';

/** A discussion and the member acting on it. */
export interface DiscussionTarget {
  viewerId: string;
  discussionId: number;
}

const idCursor = z.object({ id: z.number().int().min(0).max(MAX_INT) });

/** Categories in their curated order, each with how many discussions it holds. */
export async function listCategories(
  db: Database,
  page: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof discussionCategory>>> {
  return listCategoryRows(db, { limit: page.limit, after: decodeCursor(page.cursor, idCursor) });
}

/** A discussion as the viewer sees it, with what the policy lets them do to it. */
function toDiscussion(
  viewer: Viewer,
  { sortTime: _, replyCount, ...row }: DiscussionRow,
): Answer<typeof discussion> {
  return {
    ...row,
    replyCount: replyCount ?? 0,
    ...permissionsFor(viewer, { edit: 'discussion.edit', delete: 'discussion.delete' }, row),
  };
}

/** The list as one member sees it: what is new to them comes with each discussion. */
function toListItem(
  viewer: Viewer,
  { newReplyCount, isNew, ...row }: DiscussionListRow,
): Answer<typeof discussionListItem> {
  return { ...toDiscussion(viewer, row), newReplyCount: newReplyCount ?? 0, isNew };
}

/**
 * The list's order (pinned first, then latest activity or newest) is the cursor: the sort
 * it belongs to and all three keys, exactly. A cursor of one sort given with the other
 * fails to parse, so it is refused rather than read in the wrong order.
 */
const listCursor = (sort: DiscussionSort) =>
  z.object({
    sort: z.literal(sort),
    pinned: z.literal([0, 1]),
    at: z.iso.datetime(),
    id: z.number().int().min(0).max(MAX_INT),
  });

export interface DiscussionListQuery {
  sort: DiscussionSort;
  categoryId?: number;
  limit: number;
  cursor?: string;
}

/**
 * One page of discussions, pinned first then by the chosen order, each with what is new
 * to the viewer, and how many match in all.
 */
export async function listDiscussions(
  db: Database,
  viewerId: string,
  query: DiscussionListQuery,
): Promise<Page<Answer<typeof discussionListItem>>> {
  const { sort } = query;
  const { rows, total } = await listDiscussionRows(db, {
    viewerId,
    sort,
    categoryId: query.categoryId,
    limit: query.limit,
    after: decodeCursor(query.cursor, listCursor(sort)),
  });
  const page = takePage(rows, query.limit, (row) => ({
    sort,
    pinned: row.isPinned ? 1 : 0,
    at: row.sortTime,
    id: row.id,
  }));
  const viewer = { id: viewerId };
  return {
    items: page.items.map((row) => toListItem(viewer, row)),
    nextCursor: page.nextCursor,
    total,
  };
}

/**
 * Marks the discussion read by the member as of now (opening, starting or replying to it),
 * inside the caller's statement or transaction. A mark never moves back.
 */
export const markReadSql = (discussionId: number, viewerId: string) => sql`
  insert into ${discussionReads} (discussion_id, user_id, read_at)
  values (${discussionId}, ${viewerId}, now())
  on conflict (discussion_id, user_id)
  do update set read_at = greatest(${discussionReads}.read_at, excluded.read_at)`;

async function getDiscussion(db: Database, { viewerId, discussionId }: DiscussionTarget) {
  const row = await findDiscussionView(db, discussionId);
  if (!row) throw notFound(DISCUSSION_NOT_FOUND);
  return toDiscussion({ id: viewerId }, row);
}

/**
 * Opens a discussion for a member: it is read by them as of now (written only when there
 * is activity newer than their mark), and the first time a
 * member other than the author opens it counts one view: the (discussion, member) row in
 * discussion_view decides, so reloads, a second tab or two racing requests never count twice.
 *
 * The read mark and the view are one statement (the rows and the count change together,
 * atomically, without a transaction held open across round trips), then the discussion is
 * read as it now is.
 */
export async function openDiscussion(db: Database, { viewerId, discussionId }: DiscussionTarget) {
  try {
    await db.execute(sql`
      with viewed as (
        insert into ${discussionViews} (discussion_id, user_id)
        select d.id, ${viewerId} from ${discussions} d
          where d.id = ${discussionId} and d.author_id <> ${viewerId}
        on conflict do nothing
        returning discussion_id
      ),
      read as (
        insert into ${discussionReads} (discussion_id, user_id, read_at)
        select d.id, ${viewerId}, now() from ${discussions} d where d.id = ${discussionId}
        on conflict (discussion_id, user_id)
        do update set read_at = excluded.read_at
        -- The open page refetches every 20 s: a member who has already read up to the
        -- discussion's last activity (the newest reply) has nothing new, so their mark is
        -- not rewritten (no new row version, no WAL) until someone replies again. A mark
        -- never moves back.
        where ${discussionReads}.read_at < excluded.read_at
          and ${discussionReads}.read_at < (
            select last_activity_at from ${discussions} where id = ${discussionId})
      )
      -- A view is not an edit: updated_at keeps its value.
      update ${discussions} set view_count = view_count + 1, updated_at = updated_at
        where id in (select discussion_id from viewed)`);
  } catch (err) {
    // Deleted between the look-up and the view insert.
    if (isForeignKeyViolation(err)) throw notFound(DISCUSSION_NOT_FOUND);
    throw err;
  }
  return getDiscussion(db, { viewerId, discussionId });
}

export interface NewDiscussion {
  title: string;
  content: string;
  categoryId: number;
}

const categoryNotFound = () =>
  badRequest(CATEGORY_NOT_FOUND, [{ path: 'categoryId', message: CATEGORY_NOT_FOUND }]);

/**
 * Starts a discussion, read by its author from the start (so replies by others after it
 * are new to them); the category's foreign key decides whether it exists.
 */
export async function createDiscussion(db: Database, viewerId: string, input: NewDiscussion) {
  if (input.categoryId > MAX_INT) throw categoryNotFound();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discussions)
        .values({ ...input, authorId: viewerId })
        .returning({ id: discussions.id });
      await tx.execute(markReadSql(row.id, viewerId));
      return row.id;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw categoryNotFound();
    throw err;
  }
  return getDiscussion(db, { viewerId, discussionId: id });
}

/**
 * Deletes the author's own discussion. One statement: the foreign keys cascade to its
 * replies and views inside it, so they go together or not at all.
 */
export async function deleteDiscussion(db: Database, { viewerId, discussionId }: DiscussionTarget) {
  const discussion = await findDiscussionState(db, discussionId);
  if (!discussion) throw notFound(DISCUSSION_NOT_FOUND);
  authorize({ id: viewerId }, 'discussion.delete', discussion);
  await db.delete(discussions).where(eq(discussions.id, discussionId));
}
