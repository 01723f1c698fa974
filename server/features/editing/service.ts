import { eq, sql } from 'drizzle-orm';
import type { EditItemType } from '../../../shared/contracts/choices';
import type { Answer } from '../../../shared/contracts/common';
import type { editRevision } from '../../../shared/contracts/editing';
import { mentionedIds } from '../../../shared/mentions';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { editRevisions } from '../../../shared/schema/edits';
import { messageReactions, messages } from '../../../shared/schema/messages';
import type { Database, Queryable } from '../../db/client';
import { requireVisible } from '../../lib/hidden';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import {
  createdAtCursor,
  createdAtCursorOf,
  decodeCursor,
  type Page,
  takePage,
  withoutSortTime,
} from '../../lib/pagination';
import { authorize, isStaff, type Viewer } from '../../lib/policy';
import { itemReactions } from '../../lib/reactions';
import { MAX_INT } from '../../lib/sql';
import {
  CATEGORY_ARCHIVED,
  CATEGORY_NOT_FOUND,
  DISCUSSION_NOT_FOUND,
  findCategoryForPost,
  findDiscussionState,
  findReplyView,
  getDiscussion,
  REPLY_NOT_FOUND,
  TOMBSTONE,
  toReply,
} from '../discussions';
import { isMessageRead, MESSAGE_NOT_FOUND, recipientOf, threadFor } from '../messages';
import { recordActivity } from '../notifications';
import {
  hasOpenReport,
  itemExists,
  listRevisionRows,
  lockDiscussionForEdit,
  lockMessageForEdit,
  lockReplyForEdit,
} from './queries';

export const DISCUSSION_LOCKED = 'This discussion is locked';
export const ITEM_NOT_FOUND = 'Item not found';
export const MESSAGE_NOT_REPORTED =
  "A private message's earlier versions are shown only while it is reported";

/**
 * A locked discussion takes no edits from members, to itself or its replies (decision
 * 036): locking freezes what a thread says. Staff may still answer in it, so they may
 * still fix their own words there.
 */
function refuseLocked(viewer: Viewer, discussion: { isLocked: boolean }) {
  if (discussion.isLocked && !isStaff(viewer)) throw conflict(DISCUSSION_LOCKED);
}

/** The members a new text mentions that the old one did not: each hears of it once. */
const newlyMentioned = (before: string, after: string) => {
  const already = new Set(mentionedIds(before));
  return mentionedIds(after).filter((id) => !already.has(id));
};

/** What an edit replaces, kept for the moderators in the edit's own transaction. */
async function keepRevision(
  tx: Queryable,
  revision: {
    itemType: EditItemType;
    itemId: number;
    editorId: string;
    content: string;
    title?: string;
    categoryId?: number;
  },
) {
  await tx.insert(editRevisions).values(revision);
}

export interface DiscussionEdit {
  title?: string;
  content?: string;
  categoryId?: number;
}

const categoryRefused = (message: string) => badRequest(message, [{ path: 'categoryId', message }]);

/**
 * The author edits their discussion: title, content and category, any of them, with the
 * checks Start Discussion makes (a category archived or gone is refused). An edit that
 * changes nothing writes nothing and is not marked edited. The earlier version, the change
 * and the newly mentioned members' activity commit together, under the discussion's lock.
 */
export async function editDiscussion(
  db: Database,
  { viewer, discussionId }: { viewer: Viewer; discussionId: number },
  input: DiscussionEdit,
) {
  const state = requireVisible(
    viewer,
    await findDiscussionState(db, discussionId),
    DISCUSSION_NOT_FOUND,
  );
  authorize(viewer, 'discussion.edit', state);
  if (input.categoryId !== undefined && input.categoryId > MAX_INT) {
    throw categoryRefused(CATEGORY_NOT_FOUND);
  }
  const found = await db.transaction(async (tx) => {
    const before = await lockDiscussionForEdit(tx, discussionId);
    if (!before) return false;
    refuseLocked(viewer, before);
    const after = {
      title: input.title ?? before.title,
      content: input.content ?? before.content,
      categoryId: input.categoryId ?? before.categoryId,
    };
    if (after.categoryId !== before.categoryId) {
      const category = await findCategoryForPost(tx, after.categoryId);
      if (!category) throw categoryRefused(CATEGORY_NOT_FOUND);
      if (category.archived) throw categoryRefused(CATEGORY_ARCHIVED);
    }
    if (
      after.title === before.title &&
      after.content === before.content &&
      after.categoryId === before.categoryId
    ) {
      return true;
    }
    await keepRevision(tx, {
      itemType: 'discussion',
      itemId: discussionId,
      editorId: viewer.id,
      title: before.title,
      content: before.content,
      categoryId: before.categoryId,
    });
    await tx
      .update(discussions)
      .set({ ...after, editedAt: sql`now()` })
      .where(eq(discussions.id, discussionId));
    const userIds = newlyMentioned(before.content, after.content);
    if (userIds.length > 0) {
      await recordActivity(tx, {
        kind: 'mention',
        actorId: viewer.id,
        payload: { discussionId, replyId: null, userIds },
      });
    }
    return true;
  });
  if (!found) throw notFound(DISCUSSION_NOT_FOUND);
  return getDiscussion(db, { viewer, discussionId });
}

/**
 * The author edits their reply's content. A deleted reply (a tombstone, decision 011) is
 * gone as far as editing goes (404); one moderators hid stays its author's to fix.
 */
export async function editReply(
  db: Database,
  target: { viewer: Viewer; discussionId: number; replyId: number },
  content: string,
) {
  const { viewer, discussionId, replyId } = target;
  const discussion = requireVisible(
    viewer,
    await findDiscussionState(db, discussionId),
    DISCUSSION_NOT_FOUND,
  );
  const found = await db.transaction(async (tx) => {
    const before = await lockReplyForEdit(tx, { discussionId, replyId });
    if (!before || before.content === TOMBSTONE) return false;
    requireVisible(viewer, before, REPLY_NOT_FOUND);
    authorize(viewer, 'reply.edit', before);
    refuseLocked(viewer, discussion);
    if (before.content === content) return true;
    await keepRevision(tx, {
      itemType: 'reply',
      itemId: replyId,
      editorId: viewer.id,
      content: before.content,
    });
    await tx
      .update(discussionReplies)
      .set({ content, editedAt: sql`now()` })
      .where(eq(discussionReplies.id, replyId));
    const userIds = newlyMentioned(before.content, content);
    if (userIds.length > 0) {
      await recordActivity(tx, {
        kind: 'mention',
        actorId: viewer.id,
        payload: { discussionId, replyId, userIds },
      });
    }
    return true;
  });
  const edited = found ? await findReplyView(db, replyId) : null;
  if (!edited) throw notFound(REPLY_NOT_FOUND);
  return { reply: await toReply(db, viewer, edited), discussionHidden: discussion.hidden };
}

/**
 * The sender edits their message in its thread. A thread the viewer is not in does not
 * exist to them (404), as when reading it; the other member's message is refused (403).
 * Mentions notify nobody in a private message (decision 025), so an edit records no activity.
 */
export async function editMessage(
  db: Database,
  target: { viewer: Viewer; threadId: number; messageId: number },
  content: string,
) {
  const { viewer, threadId, messageId } = target;
  const conversation = await threadFor(db, { viewer, threadId });
  const edited = await db.transaction(async (tx) => {
    const before = await lockMessageForEdit(tx, { threadId, messageId });
    // Hidden (decision 021): gone for its recipient, still its sender's.
    if (!before || (before.hidden && before.senderId !== viewer.id)) return null;
    authorize(viewer, 'message.edit', before);
    if (before.content === content) {
      const [row] = await tx.select().from(messages).where(eq(messages.id, messageId));
      return row;
    }
    await keepRevision(tx, {
      itemType: 'message',
      itemId: messageId,
      editorId: viewer.id,
      content: before.content,
    });
    const [row] = await tx
      .update(messages)
      .set({ content, editedAt: sql`now()` })
      .where(eq(messages.id, messageId))
      .returning();
    return row;
  });
  if (!edited) throw notFound(MESSAGE_NOT_FOUND);
  const [reactions, isRead] = await Promise.all([
    itemReactions(db, messageReactions, messageId, viewer.id),
    isMessageRead(db, messageId, viewer.id),
  ]);
  return {
    ...edited,
    recipientId: recipientOf(conversation, edited.senderId),
    isRead,
    mine: true,
    hidden: edited.hiddenAt !== null,
    ...reactions,
    /** Whose open copies of the thread should refetch. */
    members: conversation.member_ids,
  };
}

/**
 * An item's earlier versions for moderators and admins, newest first. A private message's
 * only while it is reported: staff never read a conversation nobody brought to them
 * (decision 021).
 */
export async function listRevisions(
  db: Database,
  item: { itemType: EditItemType; itemId: number },
  page: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof editRevision>>> {
  if (!(await itemExists(db, item.itemType, item.itemId))) throw notFound(ITEM_NOT_FOUND);
  if (item.itemType === 'message' && !(await hasOpenReport(db, 'message', item.itemId))) {
    throw forbidden(MESSAGE_NOT_REPORTED);
  }
  const rows = await listRevisionRows(db, {
    ...item,
    limit: page.limit,
    after: decodeCursor(page.cursor, createdAtCursor),
  });
  const { items, nextCursor } = takePage(rows, page.limit, createdAtCursorOf);
  return { items: items.map(withoutSortTime), nextCursor };
}
