import { z } from 'zod';
import { REPORT_ITEM_TYPES, REPORT_REASONS } from '../schema/choices';
import { memberSummary, timestamp, type Wire } from './common';

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
