import { sql } from 'drizzle-orm';
import type { Answer } from '../../../shared/contracts/common';
import type { discussionReply } from '../../../shared/contracts/discussions';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import {
  createdAtCursor,
  createdAtCursorOf,
  decodeCursor,
  type Page,
  takePage,
} from '../../lib/pagination';
import { authorize, permissionsFor, type Viewer } from '../../lib/policy';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';
import {
  findDiscussionState,
  findReplyView,
  listReplyRows,
  type ReplyRow,
  replyIsIn,
} from './queries';
import { DISCUSSION_NOT_FOUND, type DiscussionTarget, markReadSql } from './service';

export const PARENT_NOT_IN_DISCUSSION = 'The reply you are answering is not in this discussion';

async function discussionState(db: Database, id: number) {
  const row = await findDiscussionState(db, id);
  if (!row) throw notFound(DISCUSSION_NOT_FOUND);
  return row;
}

/** A reply as the viewer sees it, with what the policy lets them do to it. */
function toReply(
  viewer: Viewer,
  { sortTime: _, ...row }: ReplyRow,
): Answer<typeof discussionReply> {
  return { ...row, ...permissionsFor(viewer, { edit: 'reply.edit', delete: 'reply.delete' }, row) };
}

/**
 * A discussion's replies, oldest first (so a page never holds a reply before the reply it
 * answers), with their authors and parentReplyId to nest them.
 */
export async function listReplies(
  db: Database,
  { viewerId, discussionId }: DiscussionTarget,
  page: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof discussionReply>>> {
  const after = decodeCursor(page.cursor, createdAtCursor);
  const [, { rows, total }] = await Promise.all([
    discussionState(db, discussionId),
    listReplyRows(db, { discussionId, limit: page.limit, after }),
  ]);
  const { items, nextCursor } = takePage(rows, page.limit, createdAtCursorOf);
  const viewer = { id: viewerId };
  return { items: items.map((row) => toReply(viewer, row)), nextCursor, total };
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
 *
 * In one transaction with the reply, the discussion's last activity moves to the reply's
 * time (now(): the transaction's start, the reply's created_at to the microsecond; never
 * backwards, should an earlier-started reply commit later) and the replier has read it.
 */
export async function createReply(
  db: Database,
  { viewerId, discussionId }: DiscussionTarget,
  input: NewReply,
) {
  authorize({ id: viewerId }, 'discussion.reply', await discussionState(db, discussionId));
  const parentReplyId = input.parentReplyId ?? null;
  if (parentReplyId !== null) {
    if (parentReplyId > MAX_INT) throw parentNotInDiscussion();
    if (!(await replyIsIn(db, { replyId: parentReplyId, discussionId }))) {
      throw parentNotInDiscussion();
    }
  }
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discussionReplies)
        .values({ discussionId, authorId: viewerId, content: input.content, parentReplyId })
        .returning({ id: discussionReplies.id });
      // A reply is not an edit of the discussion: updated_at keeps its value.
      await tx.execute(sql`
        update ${discussions} set last_activity_at = greatest(last_activity_at, now())
          where id = ${discussionId}`);
      await tx.execute(markReadSql(discussionId, viewerId));
      return row.id;
    });
  } catch (err) {
    // The discussion (and with it the parent) was deleted after the checks above.
    if (isForeignKeyViolation(err)) throw notFound(DISCUSSION_NOT_FOUND);
    throw err;
  }
  const created = await findReplyView(db, id);
  // Gone already: the discussion was deleted right after the insert, the reply with it.
  if (!created) throw notFound(DISCUSSION_NOT_FOUND);
  return toReply({ id: viewerId }, created);
}
