import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../shared/schema/messages';
import { plainMentionsSql } from '../../lib/plain-mentions';
import { recordAudit } from '../audit';
import { type Reportable, type ReportedItem, tableReportable } from '../reports';

/** What a message removed by a moderator says in its conversation. */
export const MESSAGE_REMOVED_TEXT = 'This message was removed by a moderator.';

/** A message: only the members of its conversation who can read it know it exists. */
interface ReportedMessage extends ReportedItem {
  readerIds: string[];
}

/**
 * A private message as the reports feature sees it (decision 021): reportable only by the
 * members of its conversation who can read it (issue 37: in it, and since before it was
 * sent), no link in the queue (a private conversation is not the moderator's to read:
 * the excerpt is the reported message itself).
 */
export const messageReportable: Reportable<ReportedMessage> = {
  kind: 'message',
  ...tableReportable<ReportedMessage>({
    table: messages,
    id: messages.id,
    author: messages.senderId,
    hiddenAt: messages.hiddenAt,
    hiddenBy: messages.hiddenBy,
    label: sql<string>`left(${plainMentionsSql(messages.content)}, 120)`,
    numeric: true,
    extra: {
      readerIds: sql<string[]>`array(select cm.user_id from conversation_member cm
        where cm.conversation_id = ${messages.threadId} and cm.joined_at <= ${messages.createdAt})`,
    },
  }),
  knownTo: (item, viewer) => item.readerIds.includes(viewer.id),
  remove: {
    how: 'in-transaction',
    // The conversation keeps its place and its other messages; only this text goes.
    async run(tx, actor, { itemId, item, reason }) {
      await tx
        .update(messages)
        .set({ content: MESSAGE_REMOVED_TEXT, hiddenAt: null, hiddenBy: null })
        .where(eq(messages.id, Number(itemId)));
      await recordAudit(tx, {
        actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
        action: 'content.delete',
        targetType: 'message',
        targetId: itemId,
        targetLabel: item.label,
        before: { content: item.label, authorId: item.authorId },
        reason,
      });
    },
  },
  queue: {
    from: sql`${messages}`,
    match: (key) => sql`${messages.id} = ${key}::int`,
    author: sql`${messages.senderId}`,
    hidden: sql`${messages.hiddenAt} is not null`,
    title: sql`${messages.subject}`,
    excerpt: sql`left(${plainMentionsSql(messages.content)}, 500)`,
    editedAt: sql`${messages.editedAt}`,
  },
  href: () => null,
  markdown: true,
};
