import { z } from 'zod';
import { REPORT_ACTIONS, REPORT_DETAILS_MAX, REPORT_ITEM_TYPES, REPORT_REASONS } from '../choices';

/** A member's report: which item, why, and (for "other", required) in their words. */
export const reportSchema = z
  .object({
    itemType: z.enum(REPORT_ITEM_TYPES, 'Unknown kind of item'),
    itemId: z.string('Which item?').trim().min(1, 'Which item?').max(255),
    reason: z.enum(REPORT_REASONS, 'Choose a reason'),
    details: z
      .string()
      .trim()
      .max(REPORT_DETAILS_MAX, `Must be at most ${REPORT_DETAILS_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .refine((r) => r.reason !== 'other' || Boolean(r.details), {
    path: ['details'],
    message: 'Tell us what is wrong',
  });
export type ReportInput = z.input<typeof reportSchema>;

/**
 * A moderator's resolution of an item's open reports. Delete needs the reason the author
 * is told (decision 018); suspend needs a reason and an end (null: until lifted).
 */
export const resolutionSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, 'Choose what to do'),
    reason: z
      .string()
      .trim()
      .max(500, 'Must be at most 500 characters')
      .optional()
      .transform((v) => (v ? v : undefined)),
    until: z.iso
      .datetime({ offset: true, message: 'Must be a date and time' })
      .nullable()
      .optional()
      .refine((v) => !v || Date.parse(v) > Date.now(), 'Must be in the future'),
  })
  .refine((r) => (r.action !== 'delete' && r.action !== 'suspend') || Boolean(r.reason), {
    path: ['reason'],
    message: 'A reason is required',
  });
export type ResolutionInput = z.input<typeof resolutionSchema>;

/** Which item a moderation route acts on: its kind and id, from the path. */
export const reportedItemParams = z.object({
  itemType: z.enum(REPORT_ITEM_TYPES, 'Unknown kind of item'),
  itemId: z.string().min(1).max(255),
});
