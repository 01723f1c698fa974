import { z } from 'zod';
import { requiredMarkdown, requiredText } from '../fields';

export { DEFAULT_CATEGORY_COLOR } from '../choices';

/** Start Discussion dialog (spec §5): title, content and category required. */
export const discussionFormSchema = z.object({
  title: requiredText(200, 'Title is required'),
  content: requiredMarkdown(20000, 'Content is required'),
  categoryId: z.coerce
    .number({ error: 'Category is required' })
    .int()
    .positive('Category is required'),
});
export type DiscussionForm = z.input<typeof discussionFormSchema>;

/** Reply form (spec §5): content required; parentReplyId threads it under another reply. */
export const replyFormSchema = z.object({
  content: requiredMarkdown(10000, 'Content is required'),
  parentReplyId: z.number().int().positive().nullish(),
});
export type ReplyForm = z.input<typeof replyFormSchema>;

export * from './moderation';
