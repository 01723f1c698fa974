import type { z } from 'zod';
import { discussionFormSchema, replyFormSchema } from './discussions';
import { messageFormSchema } from './messages';

/**
 * Editing a discussion (issue 23): any of what Start Discussion asks, with its texts and
 * limits; what is left out stays as it is.
 */
export const discussionEditSchema = discussionFormSchema
  .partial()
  .refine((d) => d.title !== undefined || d.content !== undefined || d.categoryId !== undefined, {
    // A path, so the answer names the problem rather than "Invalid request".
    path: ['title'],
    message: 'Nothing to change: give a title, content or category',
  });
export type DiscussionEditForm = z.input<typeof discussionEditSchema>;

/** Editing a reply: its content, as the reply form asks it. */
export const replyEditSchema = replyFormSchema.pick({ content: true });
export type ReplyEditForm = z.input<typeof replyEditSchema>;

/** Editing a message: its content, as the message dialog asks it. */
export const messageEditSchema = messageFormSchema.pick({ content: true });
export type MessageEditForm = z.input<typeof messageEditSchema>;
