import { sql } from 'drizzle-orm';
import { messageHref, threadHref } from '../../../shared/permalinks';
import { messageReactions, messages } from '../../../shared/schema/messages';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { type ActivityResolver, type Notified, plainExcerpt } from '../notifications';

/**
 * A new message: the conversation's other members as it is now (a group's too, issue 37),
 * whatever the text mentions: a mention cannot show a private message to someone outside
 * it, and everyone inside already gets `message`.
 */
const messageSent: ActivityResolver<'message'> = async (q, { actorId, payload }) => {
  const { threadId, messageId } = payload;
  const [m] = await selectRows<{ member_ids: string[]; subject: string | null; content: string }>(
    q as Database,
    sql`select m.subject, m.content,
        array(select cm.user_id from conversation_member cm
          where cm.conversation_id = m.thread_id and cm.user_id <> m.sender_id
            and cm.joined_at <= m.created_at) as member_ids
      from ${messages} m where m.id = ${messageId} and m.hidden_at is null`,
  );
  if (!m) return null;
  return {
    recipients: m.member_ids.map((id) => ({ id, type: 'message', ck: `message:${threadId}` })),
    actorId,
    subjectType: 'thread',
    subjectId: threadId,
    targetId: messageId,
    title: m.subject ?? '',
    excerpt: plainExcerpt(m.content),
  };
};

/**
 * People added to a conversation (issue 37): each of them still in it hears who added
 * them, under the group's name. It opens the conversation, where the entry is read.
 */
const conversationAdded: ActivityResolver<'conversation_added'> = async (
  q,
  { actorId, payload },
) => {
  const { threadId, userIds } = payload;
  const [c] = await selectRows<{ name: string | null; member_ids: string[] }>(
    q as Database,
    sql`select c.name, array(select cm.user_id from conversation_member cm
          where cm.conversation_id = c.id
            and cm.user_id in (${sql.join(
              userIds.map((id) => sql`${id}`),
              sql`, `,
            )})) as member_ids
      from conversation c where c.id = ${threadId}`,
  );
  if (!c || c.member_ids.length === 0) return null;
  return {
    recipients: c.member_ids.map((id) => ({
      id,
      type: 'conversation_added',
      ck: `conversation_added:${threadId}`,
    })),
    actorId,
    subjectType: 'thread',
    subjectId: threadId,
    targetId: null,
    title: c.name ?? '',
    excerpt: null,
  };
};

/**
 * A member's first reaction to a message tells its sender, one entry per message (others'
 * collapse into it), unless moderators hid it, the reaction was taken back before the
 * fan-out ran, or the sender has left the conversation.
 */
const messageReacted: ActivityResolver<'message_reaction'> = async (q, { actorId, payload }) => {
  const { threadId, messageId } = payload;
  const [m] = await selectRows<{ sender_id: string; subject: string | null; content: string }>(
    q as Database,
    sql`select m.sender_id, m.subject, m.content from ${messages} m
        where m.id = ${messageId} and m.hidden_at is null
          and exists (select 1 from conversation_member cm
            where cm.conversation_id = m.thread_id and cm.user_id = m.sender_id)
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
  activities: {
    message: messageSent,
    conversation_added: conversationAdded,
    message_reaction: messageReacted,
  },
  subjects: {
    thread: {
      // A reaction opens at the message it is about; a new message at the conversation.
      href: (row) =>
        row.type === 'reaction' && row.targetId !== null
          ? messageHref(row.subjectId, row.targetId)
          : threadHref(row.subjectId),
      // The message it quotes, while they are in its conversation and unless hidden from
      // them (staff read no one's conversation); being added, while they are still in it.
      visible: ({ subjectId, targetId, viewerId }) => sql`case when ${targetId} is null
        then exists (select 1 from conversation_member cm
          where cm.conversation_id = ${subjectId}::int and cm.user_id = ${viewerId})
        else exists (
          select 1 from ${messages} m
          join conversation_member cm on cm.conversation_id = m.thread_id
            and cm.user_id = ${viewerId} and cm.joined_at <= m.created_at
          where m.id = ${targetId}::int
            and (m.hidden_at is null or m.sender_id = ${viewerId})) end`,
    },
  },
};
