import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { discussion, discussionCategory } from '../../../shared/contracts/discussions';
import { discussions, discussionViews } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import { authorize, permissionsFor, type Viewer } from '../../lib/policy';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';
import {
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
export async function listDiscussions(
  db: Database,
  viewerId: string,
  query: DiscussionListQuery,
): Promise<Page<Answer<typeof discussion>>> {
  const { rows, total } = await listDiscussionRows(db, {
    categoryId: query.categoryId,
    limit: query.limit,
    after: decodeCursor(query.cursor, listCursor),
  });
  const page = takePage(rows, query.limit, (row) => ({
    pinned: row.isPinned ? 1 : 0,
    createdAt: row.sortTime,
    id: row.id,
  }));
  const viewer = { id: viewerId };
  return {
    items: page.items.map((row) => toDiscussion(viewer, row)),
    nextCursor: page.nextCursor,
    total,
  };
}

async function getDiscussion(db: Database, { viewerId, discussionId }: DiscussionTarget) {
  const row = await findDiscussionView(db, discussionId);
  if (!row) throw notFound(DISCUSSION_NOT_FOUND);
  return toDiscussion({ id: viewerId }, row);
}

/**
 * Opens a discussion for a member. The first time a member other than the author opens
 * it counts one view: the (discussion, member) row in discussion_view decides, so
 * reloads, a second tab or two racing requests never count twice.
 *
 * The view is one statement (the row and the count change together, atomically, without
 * a transaction held open across round trips), then the discussion is read as it now is.
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

/** Starts a discussion; the category's foreign key decides whether it exists. */
export async function createDiscussion(db: Database, viewerId: string, input: NewDiscussion) {
  if (input.categoryId > MAX_INT) throw categoryNotFound();
  let id: number;
  try {
    [{ id }] = await db
      .insert(discussions)
      .values({ ...input, authorId: viewerId })
      .returning({ id: discussions.id });
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
