import { z } from 'zod';
import { requiredText } from '../fields';

export { DEFAULT_CATEGORY_COLOR } from '../choices';

/** Start Discussion dialog (spec §5): title, content and category required. */
export const discussionFormSchema = z.object({
  title: requiredText(200, 'Title is required'),
  content: requiredText(20000, 'Content is required'),
  categoryId: z.coerce
    .number({ error: 'Category is required' })
    .int()
    .positive('Category is required'),
});
export type DiscussionForm = z.input<typeof discussionFormSchema>;

/** Reply form (spec §5): content required; parentReplyId threads it under another reply. */
export const replyFormSchema = z.object({
  content: requiredText(10000, 'Content is required'),
  parentReplyId: z.number().int().positive().nullish(),
});
export type ReplyForm = z.input<typeof replyFormSchema>;

/** The longest reason a moderator gives for deleting someone else's post (decision 018). */
export const MODERATION_REASON_MAX = 500;
export const REASON_REQUIRED = "A reason is required to delete someone else's post";

/**
 * Why staff delete a discussion or reply that is not theirs (decision 018): in the body of
 * the DELETE or its query. Optional on the wire (an author deleting their own needs none);
 * the service requires it when the deleter is not the author.
 */
export const deletionReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(MODERATION_REASON_MAX, `Must be at most ${MODERATION_REASON_MAX} characters`)
    .optional(),
});

/** The Delete dialog staff fill in for someone else's post: the reason is required. */
export const deletionReasonFormSchema = z.object({
  reason: requiredText(MODERATION_REASON_MAX, 'Reason is required'),
});
export type DeletionReasonForm = z.input<typeof deletionReasonFormSchema>;
