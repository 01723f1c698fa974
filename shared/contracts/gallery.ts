import { z } from 'zod';
import { memberSummary, moderatedPermissions, timestamp, type Wire } from './common';
import { optionalText, requiredText } from './fields';
import { reactionFields } from './reactions';
import { reportable } from './reports';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

/** Create Album dialog: a name is required in effect (spec §5). */
export const albumFormSchema = z.object({
  name: requiredText(200, 'Album name is required'),
  description: optionalText(2000),
  isPublic: z.boolean().default(true),
});
export type AlbumForm = z.input<typeof albumFormSchema>;

/** One photo record, created after its file was PUT to storage. */
export const photoFormSchema = z.object({
  albumId: z.coerce
    .number({ error: 'Album is required' })
    .int('Album is required')
    .positive('Album is required')
    .max(2_147_483_647, 'Album not found'),
  title: optionalText(200),
  description: optionalText(2000),
  fileName: requiredText(255, 'File name is required'),
  objectPath: requiredText(2048, 'Object path is required'),
});
export type PhotoForm = z.input<typeof photoFormSchema>;

/** Rename an album (`PATCH /api/photo-albums/:id`): its name and description only. */
export const albumEditSchema = albumFormSchema.pick({ name: true, description: true });
export type AlbumEdit = z.input<typeof albumEditSchema>;

/** Edit a photo (`PATCH /api/photos/:id`): its title and description only. */
export const photoEditSchema = photoFormSchema.pick({ title: true, description: true });
export type PhotoEdit = z.input<typeof photoEditSchema>;

// Responses: what these endpoints answer.

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
  /** Members' reactions (issue 37): the counts every viewer shares, and the viewer's own. */
  ...reactionFields,
});
export type Photo = Wire<typeof photo>;
