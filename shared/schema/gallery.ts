import { sql } from 'drizzle-orm';
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
import { createdAt, updatedAt } from './columns';
import { hiddenColumns } from './hidden';
import { reactionTable } from './reactions';
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
    // The album list pages newest first by (created_at, id).
    index('photo_album_created_id_idx').on(t.createdAt, t.id),
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
    ...hiddenColumns(),
  },
  (t) => [
    index('photo_album_created_idx').on(t.albumId, t.createdAt),
    index('photo_uploaded_by_idx').on(t.uploadedBy),
    index('photo_created_at_idx').on(t.createdAt),
    // An upload becomes at most one photo.
    uniqueIndex('photo_object_path_uq').on(t.objectPath),
    // The few photos moderators hid (decision 021): an album's count and cover for other
    // members, and a file's address refused to them, look these up.
    index('photo_hidden_album_idx').on(t.albumId).where(sql`${t.hiddenAt} is not null`),
    index('photo_hidden_thumbnail_idx').on(t.thumbnailPath).where(sql`${t.hiddenAt} is not null`),
  ],
);

/** Members' reactions to photos (issue 37). */
export const photoReactions = reactionTable('photo_reaction', () => photos.id);

export type PhotoAlbum = typeof photoAlbums.$inferSelect;
export type Photo = typeof photos.$inferSelect;
