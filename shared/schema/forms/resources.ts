import { z } from 'zod';
import { RESOURCE_TYPES } from '../choices';
import { optionalText, requiredText } from '../fields';

export { RESOURCE_TYPES } from '../choices';

/** Share/Edit Resource dialog (spec §5): title, type and category required. */
export const resourceFormSchema = z
  .object({
    title: requiredText(200, 'Title is required'),
    type: z.enum(RESOURCE_TYPES, { error: 'Type is required' }),
    description: optionalText(5000),
    // A web address, or a file uploaded through this app (its upload address or /objects/ path).
    url: z
      .string()
      .trim()
      .max(2048)
      .refine(
        (v) => v === '' || /^https?:\/\/\S+$/i.test(v) || /^\/(objects|api\/objects)\//.test(v),
        'Must be an http(s) URL or an uploaded file',
      )
      .nullish()
      .transform((v) => (v ? v : null)),
    duration: optionalText(40),
    categoryId: z.coerce
      .number({ error: 'Category is required' })
      .int('Category is required')
      .positive('Category is required')
      .max(2_147_483_647, 'Category not found'),
  })
  // Duration is asked only for videos (spec §4); anything sent for other types is dropped.
  .transform((r) => ({ ...r, duration: r.type === 'video' ? r.duration : null }));
export type ResourceForm = z.input<typeof resourceFormSchema>;
