import { z } from 'zod';
import { memberSummary, moderatedPermissions, timestamp, type Wire } from './common';
import { reportable } from './reports';

/** `GET /api/resource-categories`: a category with how many resources it holds. */
export const resourceCategory = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  resourceCount: z.number(),
});
export type ResourceCategory = Wire<typeof resourceCategory>;

/** A resource as every resource route answers it (spec §3: uploader and category embedded). */
export const resource = z.object({
  id: z.number(),
  title: z.string(),
  /** document | video | link | template; anything else gets the generic icon. */
  type: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  fileSize: z.number().nullable(),
  /** For an uploaded file, the name it downloads as (`Loan checklist.docx`); null for a link. */
  fileName: z.string().nullable(),
  duration: z.string().nullable(),
  categoryId: z.number(),
  uploadedBy: z.string(),
  isPublic: z.boolean(),
  downloadCount: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
  uploader: memberSummary.nullable(),
  category: z.object({ id: z.number(), name: z.string() }).nullable(),
  ...moderatedPermissions,
  ...reportable,
});
export type ResourceItem = Wire<typeof resource>;

/** What recording a download answers: where to go and the new count. */
export const download = z.object({ url: z.string().nullable(), downloadCount: z.number() });
