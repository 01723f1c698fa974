import { notificationActivities } from '../../../shared/schema/notifications';
import type { Queryable } from '../../db/client';

/**
 * What a write records for the fan-out (decision 025): ids only, read again by the worker
 * when it runs, so a notification shows the subject as it is then, and a write that is
 * rolled back records nothing. The one exception is a deleted event, whose rows are gone
 * by then: its title and attendees travel in the payload.
 */
export type Activity =
  | { kind: 'discussion'; actorId: string; payload: { discussionId: number } }
  | {
      kind: 'reply';
      actorId: string;
      payload: { discussionId: number; replyId: number; parentReplyId: number | null };
    }
  | { kind: 'message'; actorId: string; payload: { threadId: number; messageId: number } }
  | {
      /** Members an edit newly mentions (issue 23): only they hear of it, once. */
      kind: 'mention';
      actorId: string;
      payload: { discussionId: number; replyId: number | null; userIds: string[] };
    }
  /** A member's first reaction to a discussion (replyId null) or a reply (issue 37). */
  | {
      kind: 'reaction';
      actorId: string;
      payload: { discussionId: number; replyId: number | null };
    }
  /** Members added to a conversation (issue 37, decision 064): they hear who added them. */
  | {
      kind: 'conversation_added';
      actorId: string;
      payload: { threadId: number; userIds: string[] };
    }
  /** A member's first reaction to a message (issue 37). */
  | { kind: 'message_reaction'; actorId: string; payload: { threadId: number; messageId: number } }
  /** A member's first reaction to a photo (issue 37). */
  | { kind: 'photo_reaction'; actorId: string; payload: { photoId: number } }
  | { kind: 'endorsement'; actorId: string; payload: { userSkillId: number } }
  | { kind: 'event_rsvp'; actorId: string; payload: { eventId: number } }
  | { kind: 'event_changed'; actorId: string; payload: { eventId: number } }
  | {
      kind: 'event_cancelled';
      actorId: string;
      payload: { eventId: number; title: string; attendeeIds: string[] };
    }
  | { kind: 'seat_opened'; actorId: string; payload: { eventId: number; userIds: string[] } }
  | { kind: 'job_application'; actorId: string; payload: { jobId: number; applicationId: number } }
  | {
      kind: 'membership_decided';
      actorId: string;
      payload: { userIds: string[]; communityName: string };
    }
  /** Someone applied to join: the admins hear of it (issue 36). */
  | { kind: 'membership_applied'; actorId: string; payload: { applicationId: number } }
  /** A member reported an item: the moderators and admins hear of it (issue 36). */
  | { kind: 'report_filed'; actorId: string; payload: { reportId: number } }
  /** An outgoing e-mail was given up (the mail worker, nobody acting): the admins hear of it. */
  | { kind: 'mail_failed'; actorId: null; payload: { outboxId: number } };
export type ActivityKind = Activity['kind'];

/**
 * Set when this process recorded an activity since the worker last looked: the plugin
 * nudges the worker once the request's answer has gone (its transaction has committed by
 * then), and only then, so other writes cost no extra query.
 */
export const recorded = { since: false };

/** One row in the fan-out queue, inside the writer's transaction. */
export async function recordActivity(tx: Queryable, activity: Activity) {
  await tx.insert(notificationActivities).values({
    kind: activity.kind,
    actorId: activity.actorId,
    payload: activity.payload,
  });
  recorded.since = true;
}
