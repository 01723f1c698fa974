import { and, asc, count, eq } from 'drizzle-orm';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import {
  beyondCursor,
  createdAtCursor,
  createdAtCursorOf,
  decodeCursor,
  exactTime,
  takePage,
  withoutSortTime,
} from '../../lib/pagination';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';
import { DISCUSSION_NOT_FOUND } from './discussions';
import { authorColumns } from './selections';

export const DISCUSSION_LOCKED = 'This discussion is locked';
export const PARENT_NOT_IN_DISCUSSION = 'The reply you are answering is not in this discussion';

const replyColumns = {
  id: discussionReplies.id,
  discussionId: discussionReplies.discussionId,
  authorId: discussionReplies.authorId,
  content: discussionReplies.content,
  parentReplyId: discussionReplies.parentReplyId,
  createdAt: discussionReplies.createdAt,
  updatedAt: discussionReplies.updatedAt,
};

const selectReplies = (db: Database) =>
  db
    .select({
      ...replyColumns,
      author: authorColumns,
      sortTime: exactTime(discussionReplies.createdAt),
    })
    .from(discussionReplies)
    .innerJoin(users, eq(users.id, discussionReplies.authorId));

async function discussionState(db: Database, id: number) {
  const [row] = await db
    .select({ isLocked: discussions.isLocked })
    .from(discussions)
    .where(eq(discussions.id, id));
  if (!row) throw notFound(DISCUSSION_NOT_FOUND);
  return row;
}

/**
 * A discussion's replies, oldest first (so a page never holds a reply before the reply it
 * answers), with their authors and parentReplyId to nest them.
 */
export async function listReplies(
  db: Database,
  discussionId: number,
  page: { limit: number; cursor?: string },
) {
  const after = decodeCursor(page.cursor, createdAtCursor);
  const inDiscussion = eq(discussionReplies.discussionId, discussionId);
  const afterCursor = beyondCursor(discussionReplies, after, 'asc');
  const [, rows, [total]] = await Promise.all([
    discussionState(db, discussionId),
    selectReplies(db)
      .where(and(inDiscussion, afterCursor))
      .orderBy(asc(discussionReplies.createdAt), asc(discussionReplies.id))
      .limit(page.limit + 1),
    db.select({ n: count() }).from(discussionReplies).where(inDiscussion),
  ]);
  const { items, nextCursor } = takePage(rows, page.limit, createdAtCursorOf);
  return { items: items.map(withoutSortTime), nextCursor, total: total.n };
}

export interface NewReply {
  content: string;
  parentReplyId?: number | null;
}

const parentNotInDiscussion = () =>
  badRequest(PARENT_NOT_IN_DISCUSSION, [
    { path: 'parentReplyId', message: PARENT_NOT_IN_DISCUSSION },
  ]);

/**
 * Posts a reply. A locked discussion refuses it (spec-notes), and a reply may only answer
 * a reply of the same discussion, so a thread can never reach into another one.
 */
export async function createReply(
  db: Database,
  discussionId: number,
  authorId: string,
  input: NewReply,
) {
  const { isLocked } = await discussionState(db, discussionId);
  if (isLocked) throw forbidden(DISCUSSION_LOCKED);
  const parentReplyId = input.parentReplyId ?? null;
  if (parentReplyId !== null) {
    if (parentReplyId > MAX_INT) throw parentNotInDiscussion();
    const [parent] = await db
      .select({ id: discussionReplies.id })
      .from(discussionReplies)
      .where(
        and(
          eq(discussionReplies.id, parentReplyId),
          eq(discussionReplies.discussionId, discussionId),
        ),
      );
    if (!parent) throw parentNotInDiscussion();
  }
  let id: number;
  try {
    [{ id }] = await db
      .insert(discussionReplies)
      .values({ discussionId, authorId, content: input.content, parentReplyId })
      .returning({ id: discussionReplies.id });
  } catch (err) {
    // The discussion (and with it the parent) was deleted after the checks above.
    if (isForeignKeyViolation(err)) throw notFound(DISCUSSION_NOT_FOUND);
    throw err;
  }
  const [reply] = await selectReplies(db).where(eq(discussionReplies.id, id));
  return withoutSortTime(reply);
}
