import { z } from 'zod';
import { memberSummary, moderatedPermissions, timestamp, type Wire } from './common';
import { reportable } from './reports';

/** An album as every album route answers it: its exact count, cover, owner and what the viewer may do. */
export const photoAlbum = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  createdBy: z.string(),
  isPublic: z.boolean(),
  coverPhotoId: z.number().nullable(),
  photoCount: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The cover's thumbnail (or the image itself when it has none); null with no photos. */
  coverThumbnailUrl: z.string().nullable(),
  owner: memberSummary.nullable(),
  /** The policy's `album.edit` and `album.delete` for the viewer (the album's creator). */
  ...moderatedPermissions,
});
export type PhotoAlbum = Wire<typeof photoAlbum>;

/**
 * A photo as every photo route answers it (spec §3), with its addresses, its uploader and
 * whether the viewer may edit or delete it (the policy's `photo.edit` and `photo.delete`).
 */
export const photo = z.object({
  id: z.number(),
  albumId: z.number(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  fileName: z.string(),
  fileSize: z.number().nullable(),
  mimeType: z.string().nullable(),
  objectPath: z.string(),
  thumbnailPath: z.string().nullable(),
  uploadedBy: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  createdAt: timestamp,
  /** The full-size image. */
  url: z.string(),
  /** The small WebP the server made; the original when there is none. */
  thumbnailUrl: z.string().nullable(),
  uploader: memberSummary.nullable(),
  ...moderatedPermissions,
  ...reportable,
});
export type Photo = Wire<typeof photo>;
