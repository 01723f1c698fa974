import { resourceFormSchema } from '@shared/contracts/resources';
import { z } from 'zod';
import type { ResourceItem, ResourcePayload } from './api';
import { isStoredFile } from './resource-types';

/**
 * What the dialog's inputs hold: strings, as inputs and selects do. The schema turns them
 * into the API's body and checks it with the shared resource rules, so the dialog and the
 * server refuse the same input with the same words.
 */
const fieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  type: z.string(),
  categoryId: z.string(),
  /** A web address, or the address of a file uploaded through the widget. */
  url: z.string(),
  duration: z.string(),
});
export type ResourceFields = z.infer<typeof fieldsSchema>;

const toBody = (v: ResourceFields) => ({
  title: v.title,
  description: v.description,
  type: v.type === '' ? undefined : v.type,
  categoryId: v.categoryId === '' ? undefined : v.categoryId,
  url: v.url,
  // Asked only for videos (spec §4): a duration typed before switching type is not sent.
  duration: v.type === 'video' ? v.duration : '',
});

// The cast only restates the shared schema's types for what the transform hands it.
const sharedRules = resourceFormSchema as unknown as z.ZodType<
  ResourcePayload,
  ReturnType<typeof toBody>
>;
export const resourceDialogSchema = fieldsSchema.transform(toBody).pipe(sharedRules);

export function newResourceFields(categoryId: number | null): ResourceFields {
  return {
    title: '',
    description: '',
    type: '',
    categoryId: categoryId === null ? '' : String(categoryId),
    url: '',
    duration: '',
  };
}

export function resourceToFields(r: ResourceItem): ResourceFields {
  return {
    title: r.title,
    description: r.description ?? '',
    type: r.type,
    categoryId: String(r.categoryId),
    url: r.url ?? '',
    duration: r.duration ?? '',
  };
}

/** The file a resource already carries, for the dialog's attachment line. */
export const storedFileOf = (r: ResourceItem | null) =>
  r && isStoredFile(r.url) ? { name: r.fileName ?? 'Uploaded file', size: r.fileSize } : null;
