import { z } from 'zod';
import type { Wire } from './common';

/**
 * `POST /api/objects/upload` (spec §7): where to PUT the file (a presigned S3 address or
 * the local driver's signed one) and the object path it will be served at.
 */
export const uploadAddress = z.object({ uploadURL: z.string(), objectPath: z.string() });
export type UploadAddress = Wire<typeof uploadAddress>;

/** The local driver's PUT and `PUT /api/profile-image`: the checked object's path. */
export const storedObject = z.object({ objectPath: z.string() });
export type StoredObject = Wire<typeof storedObject>;
