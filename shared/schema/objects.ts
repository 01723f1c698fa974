import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { createdAt } from './columns';
import { users } from './users';

/** What an upload address is good for; each purpose has its own types and size limit. */
export const UPLOAD_PURPOSES = ['image', 'document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Spec §5/§9: images up to 10485760 bytes each. */
export const MAX_IMAGE_BYTES = 10_485_760;
/** Resources and résumés: PDFs, office files and the like, up to 25 MiB. */
export const MAX_DOCUMENT_BYTES = 26_214_400;

/**
 * Every upload address the server hands out, and the object stored at it. The row
 * proves who may attach the object (only its owner) and, once `storedAt` is set, that
 * its size and type passed the checks; no record may point at an object without one.
 */
export const objectUploads = pgTable(
  'object_upload',
  {
    /** Storage key, e.g. `uploads/5f0c…`; served at `/objects/<key>`. */
    key: varchar('key', { length: 255 }).primaryKey(),
    ownerId: varchar('owner_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull().$type<UploadPurpose>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once the object is in storage and passed the checks. */
    storedAt: timestamp('stored_at', { withTimezone: true }),
    size: integer('size'),
    contentType: varchar('content_type', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('object_upload_owner_idx').on(t.ownerId),
    index('object_upload_expires_idx').on(t.expiresAt),
  ],
);

export type ObjectUpload = typeof objectUploads.$inferSelect;

/** `POST /api/objects/upload`: an empty body means an image address (the spec's call). */
export const uploadRequestSchema = z
  .object({ purpose: z.enum(UPLOAD_PURPOSES).default('image') })
  .nullish()
  .transform((body) => body ?? { purpose: 'image' as const });

/** `PUT /api/profile-image`. */
export const profileImageSchema = z.object({
  imageURL: z.string('imageURL is required').trim().min(1, 'imageURL is required').max(4096),
});
