import { z } from 'zod';
import { EDIT_ITEM_TYPES } from './choices';
import { memberSummary, serialId, timestamp, type Wire } from './common';
import { discussionFormSchema, replyFormSchema } from './discussions';
import { messageFields } from './messages';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

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
export const messageEditSchema = messageFields.pick({ content: true });
export type MessageEditForm = z.input<typeof messageEditSchema>;

/** `PATCH /api/discussions/:id/replies/:replyId`. */
export const replyEditParams = z.object({ id: serialId, replyId: serialId });
/** `PATCH /api/messages/threads/:id/messages/:messageId`. */
export const messageEditParams = z.object({ id: serialId, messageId: serialId });
/** `GET /api/moderation/revisions/:itemType/:itemId`. */
export const revisionParams = z.object({
  itemType: z.enum(EDIT_ITEM_TYPES, 'Unknown kind of item'),
  itemId: serialId,
});

// Responses: what these endpoints answer.

/**
 * `GET /api/moderation/revisions/:itemType/:itemId`: one earlier version of an item, as it
 * read before an edit replaced it, newest first. `title` and `categoryId` are a
 * discussion's; `editor` is null once the editor's account is gone.
 */
export const editRevision = z.object({
  id: z.number(),
  title: z.string().nullable(),
  content: z.string(),
  categoryId: z.number().nullable(),
  createdAt: timestamp,
  editor: memberSummary.nullable(),
});
export type EditRevisionItem = Wire<typeof editRevision>;
