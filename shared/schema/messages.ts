import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { hiddenColumns } from './hidden';
import { reactionTable } from './reactions';
import { users } from './users';

/**
 * A conversation (issue 37, decision 064): two members, or a group of up to 20. Its id is
 * the thread id every message carries; conversations from before groups kept their
 * opening message's id, so their addresses still open them.
 */
export const conversations = pgTable('conversation', {
  id: serial('id').primaryKey(),
  /** The opening message's subject (each message repeats it, spec §4's message.subject). */
  subject: varchar('subject', { length: 200 }),
  /** A group's name, given by any of its members; null shows the members' names. */
  name: varchar('name', { length: 80 }),
  /** Started with several people, or someone was added later: members may leave and rename. */
  isGroup: boolean('is_group').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Who is in a conversation. A member sees its messages from `joined_at` on (someone added
 * later does not read what was said before), and everything from others up to `read_at`
 * is read: the unread counts and the badge come from this one marker per member, not a
 * flag per message, so a group's message is unread for each member on their own.
 * Leaving deletes the row: the conversation is gone from their inbox.
 */
export const conversationMembers = pgTable(
  'conversation_member',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // The inbox and the badge start from the viewer's memberships.
    index('conversation_member_user_idx').on(t.userId, t.conversationId),
  ],
);

export const messages = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    senderId: varchar('sender_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }),
    content: text('content').notNull(),
    /** Its conversation (spec §4's threadId). */
    threadId: integer('thread_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When its sender last changed its words (issue 23); null: never edited. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    ...hiddenColumns(),
  },
  (t) => [
    index('message_sender_created_idx').on(t.senderId, t.createdAt),
    // A thread's pages, its last message and its unread count read this.
    index('message_thread_created_idx').on(t.threadId, t.createdAt, t.id),
  ],
);

export type Message = typeof messages.$inferSelect;

/** Reactions to messages (issue 37): the members of its conversation may leave them. */
export const messageReactions = reactionTable('message_reaction', () => messages.id);
