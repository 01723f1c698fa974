import { and, desc, eq, isNull } from 'drizzle-orm';
import type { EditItemType } from '../../../shared/contracts/choices';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { editRevisions } from '../../../shared/schema/edits';
import { messages } from '../../../shared/schema/messages';
import { reports } from '../../../shared/schema/reports';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { hiddenFlag } from '../../lib/hidden';
import { optionalMemberSummary } from '../../lib/member-summary';
import { beyondCursor, type CreatedAtCursor, exactTime } from '../../lib/pagination';

/** A discussion as an edit replaces it, locked (`for update`) until the edit commits. */
export async function lockDiscussionForEdit(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      authorId: discussions.authorId,
      title: discussions.title,
      content: discussions.content,
      categoryId: discussions.categoryId,
      isLocked: discussions.isLocked,
      hidden: hiddenFlag(discussions.hiddenAt),
    })
    .from(discussions)
    .where(eq(discussions.id, id))
    .for('update');
  return row ?? null;
}

/** A reply of the discussion as an edit replaces it, locked until the edit commits. */
export async function lockReplyForEdit(
  tx: Queryable,
  target: { discussionId: number; replyId: number },
) {
  const [row] = await tx
    .select({
      authorId: discussionReplies.authorId,
      content: discussionReplies.content,
      hidden: hiddenFlag(discussionReplies.hiddenAt),
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

/** A message of the thread as an edit replaces it, locked until the edit commits. */
export async function lockMessageForEdit(
  tx: Queryable,
  target: { threadId: number; messageId: number },
) {
  const [row] = await tx
    .select({
      senderId: messages.senderId,
      content: messages.content,
      hidden: hiddenFlag(messages.hiddenAt),
    })
    .from(messages)
    .where(and(eq(messages.id, target.messageId), eq(messages.threadId, target.threadId)))
    .for('update');
  return row ?? null;
}

/** Whether the item exists at all (revisions of a deleted item are gone with it). */
export async function itemExists(db: Database, itemType: EditItemType, itemId: number) {
  const table = { discussion: discussions, reply: discussionReplies, message: messages }[itemType];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, itemId));
  return Boolean(row);
}

/** Whether a message has an open report: the one time staff read a private message (decision 021). */
export async function hasOpenReport(db: Database, itemType: EditItemType, itemId: number) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.itemType, itemType),
        eq(reports.itemId, String(itemId)),
        isNull(reports.resolvedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** One page of an item's earlier versions, newest first, each with its editor, over the item index. */
export async function listRevisionRows(
  db: Database,
  q: { itemType: EditItemType; itemId: number; limit: number; after: CreatedAtCursor | null },
) {
  return db
    .select({
      id: editRevisions.id,
      title: editRevisions.title,
      content: editRevisions.content,
      categoryId: editRevisions.categoryId,
      createdAt: editRevisions.createdAt,
      // The editor's account may be gone (the column is set null): no summary then.
      editor: optionalMemberSummary('users'),
      sortTime: exactTime(editRevisions.createdAt),
    })
    .from(editRevisions)
    .leftJoin(users, eq(users.id, editRevisions.editorId))
    .where(
      and(
        eq(editRevisions.itemType, q.itemType),
        eq(editRevisions.itemId, q.itemId),
        beyondCursor(editRevisions, q.after, 'desc'),
      ),
    )
    .orderBy(desc(editRevisions.createdAt), desc(editRevisions.id))
    .limit(q.limit + 1);
}
