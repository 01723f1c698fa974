import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { createdAt, updatedAt } from './columns';
import { optionalText, requiredText } from './fields';
import { users } from './users';

/** Spec §9. */
export const RESOURCE_TYPES = ['document', 'video', 'link', 'template'] as const;

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
  },
  (t) => [
    index('resource_category_idx').on(t.categoryId),
    index('resource_uploaded_by_idx').on(t.uploadedBy),
    index('resource_type_idx').on(t.type),
    index('resource_created_at_idx').on(t.createdAt),
  ],
);

/** Share/Edit Resource dialog (spec §5): title, type and category required. */
export const resourceFormSchema = createInsertSchema(resources, {
  title: requiredText(200, 'Title is required'),
  type: z.enum(RESOURCE_TYPES, { error: 'Type is required' }),
  description: optionalText(5000),
  // A web address, or a file uploaded through this app (its upload address or /objects/ path).
  url: z
    .string()
    .trim()
    .max(2048)
    .refine(
      (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/(objects|api\/objects)\//.test(v),
      'Must be an http(s) URL or an uploaded file',
    )
    .nullish()
    .transform((v) => (v ? v : null)),
  duration: optionalText(40),
  categoryId: z.coerce
    .number({ error: 'Category is required' })
    .int('Category is required')
    .positive('Category is required')
    .max(2_147_483_647, 'Category not found'),
})
  .pick({
    title: true,
    type: true,
    description: true,
    url: true,
    duration: true,
    categoryId: true,
  })
  // Duration is asked only for videos (spec §4); anything sent for other types is dropped.
  .transform((r) => ({ ...r, duration: r.type === 'video' ? r.duration : null }));
export type ResourceForm = z.input<typeof resourceFormSchema>;
export type Resource = typeof resources.$inferSelect;
