import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEFAULT_CATEGORY_COLOR } from '../contracts/choices';
import { createdAt, updatedAt } from './columns';
import { hiddenColumns } from './hidden';
import { reactionTable } from './reactions';
import { users } from './users';

export const discussionCategories = pgTable(
  'discussion_category',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull().unique(),
    description: text('description'),
    color: varchar('color', { length: 20 }).notNull().default(DEFAULT_CATEGORY_COLOR),
    /** The admins' order (decision 023); ties, which only a concurrent add makes, by id. */
    position: integer('position').notNull().default(0),
    /** Set when archived: still listed and readable, but takes no new discussions. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // "Events" and "events" would be two badges no one can tell apart.
    uniqueIndex('discussion_category_name_ci_uq').on(sql`lower(${t.name})`),
    index('discussion_category_position_idx').on(t.position, t.id),
  ],
);

export const discussions = pgTable(
  'discussion',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    // Categories are curated; one in use cannot be dropped out from under its threads.
    categoryId: integer('category_id')
      .notNull()
      .references(() => discussionCategories.id, { onDelete: 'restrict' }),
    authorId: varchar('author_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * When it was started or last replied to, whichever is later: moved by each reply in
     * the reply's own transaction. Not an edit, so updated_at keeps its value.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed its words (issue 23); null: never edited. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    ...hiddenColumns(),
  },
  (t) => [
    index('discussion_category_idx').on(t.categoryId),
    index('discussion_author_idx').on(t.authorId),
    index('discussion_created_at_idx').on(t.createdAt),
    index('discussion_pinned_created_idx').on(t.isPinned, t.createdAt),
    // The list's default order (pinned first, latest activity) and its keyset cursor.
    index('discussion_pinned_activity_idx').on(t.isPinned, t.lastActivityAt, t.id),
    // The few hidden by moderators (decision 021), which the list's total leaves out.
    index('discussion_hidden_idx').on(t.categoryId).where(sql`hidden_at is not null`),
  ],
);

export const discussionReplies = pgTable(
  'discussion_reply',
  {
    id: serial('id').primaryKey(),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorId: varchar('author_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    parentReplyId: integer('parent_reply_id').references((): AnyPgColumn => discussionReplies.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When its author last changed its words (issue 23); null: never edited. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    ...hiddenColumns(),
  },
  (t) => [
    index('discussion_reply_discussion_created_idx').on(t.discussionId, t.createdAt),
    index('discussion_reply_author_idx').on(t.authorId),
    index('discussion_reply_parent_idx').on(t.parentReplyId),
  ],
);

/** One row per member who opened a discussion: views count once per member, never the author's. */
export const discussionViews = pgTable(
  'discussion_view',
  {
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.discussionId, t.userId] }),
    index('discussion_view_user_idx').on(t.userId),
  ],
);

/**
 * When a member last read a discussion (opened it, started it or replied to it): replies by
 * others after read_at are new to them, and a thread they never read may be new.
 */
export const discussionReads = pgTable(
  'discussion_read',
  {
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.discussionId, t.userId] }),
    index('discussion_read_user_idx').on(t.userId),
  ],
);

/**
 * When a member last marked every discussion read ("Mark all read"): a discussion started
 * before then counts as read as of then, so its later replies by others are new to them,
 * and one started after it is new until opened. One row per member, whatever the number
 * of discussions (a mark per discussion would write the whole forum).
 */
export const discussionReadAll = pgTable('discussion_read_all', {
  userId: varchar('user_id', { length: 255 })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Discussion = typeof discussions.$inferSelect;
export type DiscussionCategory = typeof discussionCategories.$inferSelect;
export type DiscussionReply = typeof discussionReplies.$inferSelect;

/** Members' reactions to discussions and to replies (issue 37). */
export const discussionReactions = reactionTable('discussion_reaction', () => discussions.id);
export const replyReactions = reactionTable(
  'discussion_reply_reaction',
  () => discussionReplies.id,
);

/**
 * How much a member hears of one discussion (issue 37, decision 062): 'following' (every
 * new reply), 'normal' (replies to them and mentions), 'muted' (nothing). No row: its
 * author follows it, everyone else is 'normal'. A reply writes 'following' for its author
 * unless they chose a level before.
 */
export const discussionSubscriptions = pgTable(
  'discussion_subscription',
  {
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: varchar('level', { length: 12 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.discussionId, t.userId] }),
    index('discussion_subscription_user_idx').on(t.userId),
  ],
);

/** The categories a member watches: every new discussion in one rings their bell (issue 37). */
export const discussionCategoryWatches = pgTable(
  'discussion_category_watch',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => discussionCategories.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.userId] }),
    index('discussion_category_watch_user_idx').on(t.userId),
  ],
);
