import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { UploadPurpose } from '../contracts/choices';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Every upload address the server hands out, and the object stored at it. The row
 * proves who may attach the object (only its owner) and, once `storedAt` is set, that
 * its size and type passed the checks; no record may point at an object without one.
 * Stored sizes count against the owner's storage quota; an upload nothing claims within
 * an hour is swept away with its object (server/storage/sweep.ts).
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
    /**
     * The member's own name for the file (`Quarterly report.docx`), as the browser gave it
     * when asking for the address; downloads are named after it (with the extension of the
     * type the bytes proved). Null for files the server wrote itself and older uploads.
     */
    fileName: varchar('file_name', { length: 255 }),
    /**
     * When a record (profile, photo, resource, application) took the object; null while
     * the upload waits to be attached. Rows the server writes itself (thumbnails, seeds)
     * are attached as they are written, hence the default; only `issueUpload` leaves it null.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('object_upload_owner_idx').on(t.ownerId),
    index('object_upload_expires_idx').on(t.expiresAt),
    // The sweep's scan: only the few uploads still waiting to be attached.
    index('object_upload_unclaimed_idx').on(t.createdAt).where(sql`${t.claimedAt} is null`),
  ],
);

export type ObjectUpload = typeof objectUploads.$inferSelect;
