import { eq, sql } from 'drizzle-orm';
import type { Answer } from '../../../shared/contracts/common';
import { type discussionReply, REPLY_DELETED_TEXT } from '../../../shared/contracts/discussions';
import { discussionReplies, discussions, replyReactions } from '../../../shared/schema/discussions';
import type { Database, Queryable } from '../../db/client';
import { itemStaffAbilities } from '../../lib/abilities';
import { requireVisible } from '../../lib/hidden';
import { badRequest, notFound } from '../../lib/http-error';
import { givenReason, requireReason } from '../../lib/moderation';
import {
  type Actor,
  authorize,
  can,
  isMine,
  isModeration,
  permissionsFor,
  type Viewer,
} from '../../lib/policy';
import { myReactionsOf } from '../../lib/reactions';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';
import { recordAudit } from '../audit';
import { recordActivity } from '../notifications';
import { followOnReplySql } from './following';
import {
  findDiscussionState,
  findReplyIn,
  findReplyView,
  hasAnswers,
  lockReply,
  type ReplyRow,
  resetLastActivitySql,
  TOMBSTONE,
} from './queries';
import { DISCUSSION_NOT_FOUND, type DiscussionTarget, markReadSql } from './service';

export const PARENT_NOT_IN_DISCUSSION = 'The reply you are answering is not in this discussion';
export const PARENT_DELETED = 'The reply you are answering was deleted';
export const REPLY_NOT_FOUND = 'Reply not found';

/** The discussion, or 404 when there is none or moderators hid it from the viewer. */
async function discussionState(db: Database, id: number, viewer: Viewer) {
  return requireVisible(viewer, await findDiscussionState(db, id), DISCUSSION_NOT_FOUND);
}

/**
 * What the policy lets the viewer do to a reply, and whether it is theirs: the part of a
 * reply's answer that is the viewer's own (the kept thread joins it in, replies-list.ts).
 * Nobody acts on a tombstone (decision 011), and its words are gone: there is nothing
 * earlier to show either. Fields named one by one, not spread (see discussionAbilities).
 */
export function replyAbilities(viewer: Viewer, row: { authorId: string; content: string }) {
  const { canUnhide, canSeeEarlierVersions } = itemStaffAbilities(viewer);
  if (row.content === TOMBSTONE) {
    return {
      mine: isMine(viewer, row.authorId),
      canEdit: false,
      canDelete: false,
      deleteNeedsReason: false,
      canReport: false,
      canUnhide,
      canSeeEarlierVersions: false,
    };
  }
  const { mine, canEdit, canDelete } = permissionsFor(
    viewer,
    { edit: 'reply.edit', delete: 'reply.delete' },
    row,
    row.authorId,
  );
  return {
    mine,
    canEdit,
    canDelete,
    deleteNeedsReason: canDelete && isModeration(viewer, row),
    canReport: can(viewer, 'report.create', row),
    canUnhide,
    canSeeEarlierVersions,
  };
}

/**
 * A reply as everyone sees it: a tombstone says REPLY_DELETED_TEXT, and keeps no
 * reactions (its words are gone; the rows go when it does).
 */
export const sharedReply = ({ sortTime: _, ...row }: ReplyRow) =>
  row.content === TOMBSTONE
    ? { ...row, content: REPLY_DELETED_TEXT, isDeleted: true, reactions: [] }
    : { ...row, isDeleted: false };

/**
 * A reply as the viewer sees it, with what the policy lets them do to it and their own
 * reactions (read only when it has any: a new reply has none).
 */
export async function toReply(
  db: Queryable,
  viewer: Viewer,
  row: ReplyRow,
): Promise<Answer<typeof discussionReply>> {
  const shared = sharedReply(row);
  const mine =
    shared.reactions.length > 0
      ? ((await myReactionsOf(db, replyReactions, viewer.id, [row.id])).get(row.id) ?? [])
      : [];
  return { ...shared, ...replyAbilities(viewer, row), myReactions: mine };
}

export interface NewReply {
  content: string;
  parentReplyId?: number | null;
}

const parentNotInDiscussion = () =>
  badRequest(PARENT_NOT_IN_DISCUSSION, [
    { path: 'parentReplyId', message: PARENT_NOT_IN_DISCUSSION },
  ]);
const parentDeleted = () =>
  badRequest(PARENT_DELETED, [{ path: 'parentReplyId', message: PARENT_DELETED }]);

/**
 * Posts a reply. A locked discussion refuses it (spec-notes), and a reply may only answer
 * a reply of the same discussion, so a thread can never reach into another one, and not
 * one that was deleted (decision 011).
 *
 * In one transaction with the reply, the discussion's last activity moves to the reply's
 * time (now(): the transaction's start, the reply's created_at to the microsecond; never
 * backwards, should an earlier-started reply commit later) and the replier has read it.
 */
export async function createReply(
  db: Database,
  { viewer, discussionId }: DiscussionTarget,
  input: NewReply,
) {
  const discussion = await discussionState(db, discussionId, viewer);
  authorize(viewer, 'discussion.reply', discussion);
  const parentReplyId = input.parentReplyId ?? null;
  if (parentReplyId !== null) {
    if (parentReplyId > MAX_INT) throw parentNotInDiscussion();
    const parent = await findReplyIn(db, { replyId: parentReplyId, discussionId });
    if (!parent) throw parentNotInDiscussion();
    if (parent.deleted) throw parentDeleted();
  }
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discussionReplies)
        .values({ discussionId, authorId: viewer.id, content: input.content, parentReplyId })
        .returning({ id: discussionReplies.id });
      // A reply is not an edit of the discussion: updated_at keeps its value. Its author
      // follows the discussion from now on, unless they chose otherwise there before.
      await tx.execute(sql`
        with followed as (${followOnReplySql(discussionId, viewer.id)})
        update ${discussions} set last_activity_at = greatest(last_activity_at, now())
          where id = ${discussionId}`);
      await tx.execute(markReadSql(discussionId, viewer.id));
      // Who hears of it is worked out after the answer (decision 025): one row here.
      await recordActivity(tx, {
        kind: 'reply',
        actorId: viewer.id,
        payload: { discussionId, replyId: row.id, parentReplyId },
      });
      return row.id;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      // The reply answered was deleted after the checks above (it had no answers yet)...
      if (parentReplyId !== null && (await findDiscussionState(db, discussionId))) {
        throw parentDeleted();
      }
      // ...or the discussion was, and with it the parent.
      throw notFound(DISCUSSION_NOT_FOUND);
    }
    throw err;
  }
  const created = await findReplyView(db, id);
  // Gone already: the discussion was deleted right after the insert, the reply with it.
  if (!created) throw notFound(DISCUSSION_NOT_FOUND);
  // Whether moderators had hidden the discussion, as read before the reply: the route
  // announces a reply only to a discussion members can see.
  return { reply: await toReply(db, viewer, created), discussionHidden: discussion.hidden };
}

export interface ReplyDeletion {
  actor: Actor;
  discussionId: number;
  replyId: number;
  reason?: string;
}

/**
 * Deletes a reply: its author's own (decision 011, as Discourse does), or anyone's by staff
 * with a reason, recorded in the audit log in the same transaction (decision 018). A reply
 * that nobody answered goes; one with answers stays as a tombstone (its content replaced,
 * its author kept) so the answers keep their place in the thread. Removing a reply may
 * leave the tombstone it answered with no answers: that goes too, and so on up the thread.
 *
 * The discussion's reply count follows by itself (it counts the replies that can be read);
 * its last activity moves back to its latest remaining reply, or its start, in the same
 * transaction.
 */
export async function deleteReply(
  db: Database,
  { actor, discussionId, replyId, reason }: ReplyDeletion,
) {
  const discussion = await discussionState(db, discussionId, actor);
  const why = givenReason(reason);
  const target = { discussionId, replyId };
  const found = await db.transaction(async (tx) => {
    // Locked first: an answer being posted to it waits, then sees what became of it.
    const reply = await lockReply(tx, target);
    if (!reply || reply.content === TOMBSTONE) return false;
    authorize(actor, 'reply.delete', reply);
    const moderation = isModeration(actor, reply);
    if (moderation) requireReason(why);
    if (await hasAnswers(tx, replyId)) {
      await tx
        .update(discussionReplies)
        .set({ content: TOMBSTONE })
        .where(eq(discussionReplies.id, replyId));
    } else {
      await tx.delete(discussionReplies).where(eq(discussionReplies.id, replyId));
      // Tombstones left without answers have nothing more to hold in place.
      let parentId = reply.parentReplyId;
      while (parentId !== null) {
        const parent = await lockReply(tx, { discussionId, replyId: parentId });
        if (!parent || parent.content !== TOMBSTONE || (await hasAnswers(tx, parentId))) break;
        await tx.delete(discussionReplies).where(eq(discussionReplies.id, parentId));
        parentId = parent.parentReplyId;
      }
    }
    await tx.execute(resetLastActivitySql(discussionId));
    if (moderation) {
      await recordAudit(tx, {
        actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
        action: 'reply.delete',
        targetType: 'reply',
        targetId: String(replyId),
        targetLabel: `Reply in "${discussion.title}"`,
        before: { content: reply.content, authorId: reply.authorId, discussionId },
        reason: why,
      });
    }
    return true;
  });
  if (!found) throw notFound(REPLY_NOT_FOUND);
}
