import { z } from 'zod';
import { optionalText, requiredText } from '../fields';

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
