import { sql } from 'drizzle-orm';
import { threadHref } from '../../../shared/permalinks';
import { messages } from '../../../shared/schema/messages';
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

/** What the notifications feature knows of messages: an entry opens the conversation. */
export const messagesNotified: Notified = {
  activities: { message: messageSent },
  subjects: {
    thread: {
      href: (row) => threadHref(row.subjectId),
      // The message it quotes, unless hidden from them (staff read no one's conversation).
      visible: ({ targetId, viewerId }) => sql`exists (
          select 1 from ${messages} m where m.id = ${targetId}::int
            and (m.hidden_at is null or m.sender_id = ${viewerId}))`,
    },
  },
};
