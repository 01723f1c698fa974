import { z } from 'zod';
import { requiredText } from './fields';

// Requests: what these endpoints accept (this area has no answer schemas of its own).

// Staff deleting what someone else posted — a discussion, reply, job, resource, album, photo
// or event — say why (decisions 018 and 022); the reason goes to the audit log.

/** The longest reason a moderator gives for deleting someone else's post (decision 018). */
export const MODERATION_REASON_MAX = 500;
export const REASON_REQUIRED = "A reason is required to delete someone else's post";

/**
 * Why staff delete a post that is not theirs: in the body of the DELETE or its query.
 * Optional on the wire (an owner deleting their own needs none); the service requires it
 * when the deleter is not the owner.
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
