import { z } from 'zod';

/** What an upload address is good for; each purpose has its own types and size limit. */
export const UPLOAD_PURPOSES = ['image', 'document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Spec §5/§9: images up to 10485760 bytes each. */
export const MAX_IMAGE_BYTES = 10_485_760;
/** Resources and résumés: PDFs, office files and the like, up to 25 MiB. */
export const MAX_DOCUMENT_BYTES = 26_214_400;

/** `POST /api/objects/upload`: an empty body means an image address (the spec's call). */
export const uploadRequestSchema = z
  .object({ purpose: z.enum(UPLOAD_PURPOSES).default('image') })
  .nullish()
  .transform((body) => body ?? { purpose: 'image' as const });

/** `PUT /api/profile-image`. */
export const profileImageSchema = z.object({
  imageURL: z.string('imageURL is required').trim().min(1, 'imageURL is required').max(4096),
});
