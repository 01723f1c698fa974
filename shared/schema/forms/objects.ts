import { z } from 'zod';
import { UPLOAD_PURPOSES } from '../choices';

export {
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '../choices';

/** `POST /api/objects/upload`: an empty body means an image address (the spec's call). */
export const uploadRequestSchema = z
  .object({ purpose: z.enum(UPLOAD_PURPOSES).default('image') })
  .nullish()
  .transform((body) => body ?? { purpose: 'image' as const });

/** `PUT /api/profile-image`. */
export const profileImageSchema = z.object({
  imageURL: z.string('imageURL is required').trim().min(1, 'imageURL is required').max(4096),
});
