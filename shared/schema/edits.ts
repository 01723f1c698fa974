import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { EditItemType } from '../contracts/choices';
import { createdAt } from './columns';
import { users } from './users';

/**
 * What an item said before its author edited it (issue 23, decision 036): one row per edit,
 * written in the edit's own transaction, so moderators see every earlier version. The
 * title and category are a discussion's only; `item_id` names the discussion, reply or
 * message (no foreign key: three tables; a deleted item's revisions go with the sweep below).
 */
export const editRevisions = pgTable(
  'edit_revision',
  {
    id: serial('id').primaryKey(),
    itemType: varchar('item_type', { length: 20 }).$type<EditItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    // An editor who leaves takes their name off the history, not the history itself.
    editorId: varchar('editor_id', { length: 255 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    title: varchar('title', { length: 200 }),
    content: text('content').notNull(),
    categoryId: integer('category_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('edit_revision_item_idx').on(t.itemType, t.itemId, t.createdAt),
    index('edit_revision_editor_idx').on(t.editorId).where(sql`editor_id is not null`),
  ],
);

export type EditRevision = typeof editRevisions.$inferSelect;
