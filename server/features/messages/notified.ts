import { sql } from 'drizzle-orm';
import { messageHref, threadHref } from '../../../shared/permalinks';
import { messageReactions, messages } from '../../../shared/schema/messages';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { type ActivityResolver, type Notified, plainExcerpt } from '../notifications';

/**
 * A new message: only the conversation's other member, whatever the text mentions: a
 * mention cannot show a private message to a third member, and they already get `message`.
 */
const messageSent: ActivityResolver<'message'> = async (q, { actorId, payload }) => {
  const { threadId, messageId } = payload;
  const [m] = await selectRows<{ recipient_id: string; subject: string | null; content: string }>(
    q as Database,
    sql`select recipient_id, subject, content from ${messages}
        where id = ${messageId} and hidden_at is null`,
  );
  if (!m) return null;
  return {
    recipients: [{ id: m.recipient_id, type: 'message', ck: `message:${threadId}` }],
    actorId,
    subjectType: 'thread',
    subjectId: threadId,
    targetId: messageId,
    title: m.subject ?? '',
    excerpt: plainExcerpt(m.content),
  };
};

/**
 * The other member's first reaction to a message tells its sender, one entry per message,
 * unless moderators hid it or the reaction was taken back before the fan-out ran.
 */
const messageReacted: ActivityResolver<'message_reaction'> = async (q, { actorId, payload }) => {
  const { threadId, messageId } = payload;
  const [m] = await selectRows<{ sender_id: string; subject: string | null; content: string }>(
    q as Database,
    sql`select m.sender_id, m.subject, m.content from ${messages} m
        where m.id = ${messageId} and m.hidden_at is null
          and exists (select 1 from ${messageReactions} x
            where x.item_id = m.id and x.user_id = ${actorId})`,
  );
  if (!m) return null;
  return {
    recipients: [{ id: m.sender_id, type: 'reaction', ck: `message_reaction:${messageId}` }],
    actorId,
    subjectType: 'thread',
    subjectId: threadId,
    targetId: messageId,
    title: m.subject ?? '',
    excerpt: plainExcerpt(m.content),
  };
};

/** What the notifications feature knows of messages: an entry opens the conversation. */
export const messagesNotified: Notified = {
  activities: { message: messageSent, message_reaction: messageReacted },
  subjects: {
    thread: {
      // A reaction opens at the message it is about; a new message at the conversation.
      href: (row) =>
        row.type === 'reaction' && row.targetId !== null
          ? messageHref(row.subjectId, row.targetId)
          : threadHref(row.subjectId),
      // The message it quotes, unless hidden from them (staff read no one's conversation).
      visible: ({ targetId, viewerId }) => sql`exists (
          select 1 from ${messages} m where m.id = ${targetId}::int
            and (m.hidden_at is null or m.sender_id = ${viewerId}))`,
    },
  },
};
