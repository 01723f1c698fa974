import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createInsertSchema } from 'drizzle-zod';
import { z } from 'zod';
import { createdAt, updatedAt } from './columns';
import { optionalText, requiredText } from './fields';
import { users } from './users';

export const photoAlbums = pgTable(
  'photo_album',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description'),
    createdBy: varchar('created_by', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPublic: boolean('is_public').notNull().default(true),
    // Not a foreign key: photo → album → photo would make the two tables' deletes
    // depend on each other. The service clears it when the cover photo goes.
    coverPhotoId: integer('cover_photo_id'),
    photoCount: integer('photo_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('photo_album_created_by_idx').on(t.createdBy),
    index('photo_album_created_at_idx').on(t.createdAt),
  ],
);

export const photos = pgTable(
  'photo',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => photoAlbums.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }),
    description: text('description'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: integer('file_size'),
    mimeType: varchar('mime_type', { length: 100 }),
    objectPath: varchar('object_path', { length: 1024 }).notNull(),
    /** A small WebP made by the server, so the grid never downloads originals. */
    thumbnailPath: varchar('thumbnail_path', { length: 1024 }),
    uploadedBy: varchar('uploaded_by', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    index('photo_album_created_idx').on(t.albumId, t.createdAt),
    index('photo_uploaded_by_idx').on(t.uploadedBy),
    index('photo_created_at_idx').on(t.createdAt),
    // An upload becomes at most one photo.
    uniqueIndex('photo_object_path_uq').on(t.objectPath),
  ],
);

/** Create Album dialog: a name is required in effect (spec §5). */
export const albumFormSchema = createInsertSchema(photoAlbums, {
  name: requiredText(200, 'Album name is required'),
  description: optionalText(2000),
  isPublic: z.boolean().default(true),
}).pick({ name: true, description: true, isPublic: true });
export type AlbumForm = z.input<typeof albumFormSchema>;

/** One photo record, created after its file was PUT to storage. */
export const photoFormSchema = createInsertSchema(photos, {
  albumId: z.coerce
    .number({ error: 'Album is required' })
    .int('Album is required')
    .positive('Album is required')
    .max(2_147_483_647, 'Album not found'),
  title: optionalText(200),
  description: optionalText(2000),
  fileName: requiredText(255, 'File name is required'),
  objectPath: requiredText(2048, 'Object path is required'),
}).pick({ albumId: true, title: true, description: true, fileName: true, objectPath: true });
export type PhotoForm = z.input<typeof photoFormSchema>;
export type PhotoAlbum = typeof photoAlbums.$inferSelect;
export type Photo = typeof photos.$inferSelect;
