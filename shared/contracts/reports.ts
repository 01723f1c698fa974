import { z } from 'zod';
import { REPORT_ACTIONS, REPORT_DETAILS_MAX, REPORT_ITEM_TYPES, REPORT_REASONS } from './choices';
import { memberSummary, timestamp, type Wire } from './common';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

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

// Responses: what these endpoints answer.

/** One member's report within a group: why, in their words, who, when. */
export const reportEntry = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: timestamp,
  reporter: memberSummary,
});

/**
 * The moderation queue (decision 021): one group per reported item with its open reports,
 * the item's author, a short excerpt and where it lives. A message has no link (a private
 * conversation is not the moderator's to read): the excerpt is the reported message itself.
 * `exists` is false when the item was removed since (the group can only be dismissed).
 */
export const reportGroup = z.object({
  itemType: z.enum(REPORT_ITEM_TYPES),
  itemId: z.string(),
  count: z.number(),
  lastReportedAt: timestamp,
  reports: z.array(reportEntry),
  exists: z.boolean(),
  hidden: z.boolean(),
  title: z.string().nullable(),
  excerpt: z.string().nullable(),
  /** A discussion, reply or message its author changed (issue 23); staff see what it said. */
  editedAt: timestamp.nullable(),
  href: z.string().nullable(),
  author: memberSummary.nullable(),
});
export type ReportGroup = Wire<typeof reportGroup>;
export const reportGroups = z.array(reportGroup);

/**
 * What every reportable item's answer carries (decision 021): whether moderators hid it
 * (only its author and staff get it then, marked) and whether the viewer may report it
 * (someone else's).
 */
export const reportable = {
  hidden: z.boolean(),
  canReport: z.boolean(),
};
