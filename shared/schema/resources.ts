import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { hiddenColumns } from './hidden';
import { users } from './users';

export const resourceCategories = pgTable('resource_category', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: text('description'),
  createdAt: createdAt(),
});

export const resources = pgTable(
  'resource',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    description: text('description'),
    url: varchar('url', { length: 2048 }),
    fileSize: integer('file_size'),
    duration: varchar('duration', { length: 40 }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => resourceCategories.id, { onDelete: 'restrict' }),
    uploadedBy: varchar('uploaded_by', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(true),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...hiddenColumns(),
  },
  (t) => [
    index('resource_category_idx').on(t.categoryId),
    index('resource_uploaded_by_idx').on(t.uploadedBy),
    index('resource_type_idx').on(t.type),
    index('resource_created_at_idx').on(t.createdAt),
    // A file's address finds its resource (its name, whether moderators hid it); hash, as
    // an address may be longer than a btree entry allows.
    index('resource_url_idx').using('hash', t.url),
  ],
);

export type Resource = typeof resources.$inferSelect;
