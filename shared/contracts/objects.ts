import { z } from 'zod';
import { UPLOAD_PURPOSES } from './choices';

// Requests: what these endpoints accept (this area has no answer schemas of its own).

export {
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from './choices';

/**
 * `POST /api/objects/upload`: an empty body means an image address (the spec's call).
 * `fileName` is the member's own name for the file; downloads are named after it.
 */
export const uploadRequestSchema = z
  .object({
    purpose: z.enum(UPLOAD_PURPOSES).default('image'),
    fileName: z
      .string('File name must be text')
      .max(1024, 'File name must be at most 1024 characters')
      .nullish(),
  })
  .nullish()
  .transform((body) => body ?? { purpose: 'image' as const, fileName: null });

/**
 * `PUT /api/profile-image`. With `save: true` the photo becomes the member's at once
 * (the Edit Profile page); without it the spec's call only checks it.
 */
export const profileImageSchema = z.object({
  imageURL: z.string('imageURL is required').trim().min(1, 'imageURL is required').max(4096),
  save: z.boolean('save must be true or false').optional(),
});
