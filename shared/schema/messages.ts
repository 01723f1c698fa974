import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { hiddenColumns } from './hidden';
import { reactionTable } from './reactions';
import { users } from './users';

export const messages = pgTable(
  'message',
  {
    id: serial('id').primaryKey(),
    senderId: varchar('sender_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: varchar('recipient_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 200 }),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    // The first message of a conversation; replies carry its id.
    threadId: integer('thread_id'),
    createdAt: createdAt(),
    /** When its sender last changed its words (issue 23); null: never edited. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    ...hiddenColumns(),
  },
  (t) => [
    index('message_recipient_created_idx').on(t.recipientId, t.createdAt),
    index('message_sender_created_idx').on(t.senderId, t.createdAt),
    index('message_thread_idx').on(t.threadId),
  ],
);

export type Message = typeof messages.$inferSelect;

/** Reactions to messages (issue 37): the two members of its conversation may leave them. */
export const messageReactions = reactionTable('message_reaction', () => messages.id);
