import {
  conversationMembers,
  conversations,
  type Message,
  messages,
} from '../../../shared/schema/messages';
import { testDatabase } from '../../test/harness';

/** Before any message a test writes, so a fixture's members see all of them. */
const LONG_AGO = new Date('2000-01-01T00:00:00Z');

/**
 * A message written straight to the tables, for dates and states the API never sets: it
 * opens a conversation of its sender and recipient (members since long ago), or joins the
 * given one.
 */
export async function insertMessage(
  fields: { senderId: string; content: string } & (
    | { recipientId: string; threadId?: never }
    | { threadId: number; recipientId?: never }
  ) &
    Partial<Pick<Message, 'subject' | 'createdAt'>>,
): Promise<Message> {
  const { db } = await testDatabase();
  const { recipientId, ...values } = fields;
  let threadId = fields.threadId;
  if (threadId === undefined) {
    const [created] = await db
      .insert(conversations)
      .values({ subject: fields.subject ?? null, createdAt: LONG_AGO })
      .returning({ id: conversations.id });
    threadId = created.id;
    await db.insert(conversationMembers).values(
      [fields.senderId, recipientId as string].map((userId) => ({
        conversationId: created.id,
        userId,
        joinedAt: LONG_AGO,
      })),
    );
  }
  const [row] = await db
    .insert(messages)
    .values({ ...values, threadId })
    .returning();
  return row;
}

/** Puts a member in a conversation as if since long ago (a notification's reader, say). */
export async function joinConversation(threadId: number, userId: string) {
  const { db } = await testDatabase();
  await db
    .insert(conversationMembers)
    .values({ conversationId: threadId, userId, joinedAt: LONG_AGO })
    .onConflictDoNothing();
}
