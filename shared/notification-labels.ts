import type { NotificationType } from './contracts/choices';

// Its own module, apart from the headlines the bell shows on every page: only the
// preferences page, the mails and unsubscribing name the types, so the rows' words stay
// out of every route's first load.

/** The preferences page's row for each type, in the order it lists them. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  message: 'Direct messages',
  conversation_added: 'Being added to a group conversation',
  mention: 'Mentions of me',
  discussion_reply: 'Replies to my discussions',
  reply_reply: 'Replies to my replies',
  followed_reply: 'Replies in discussions I follow',
  category_discussion: 'New discussions in categories I watch',
  reaction: 'Reactions to my posts',
  endorsement: 'Endorsements of my skills',
  event_rsvp: 'Members going to my events',
  event_changed: 'Changes to events I am going to',
  event_cancelled: 'Cancelled events I was going to',
  seat_opened: 'A seat opening up for me on a waiting list',
  job_application: 'Applications to my job postings',
  membership_decided: 'My membership application',
  membership_application: 'New membership applications (admins)',
  report_filed: 'New reports to review (moderators)',
  mail_failed: 'E-mails that could not be sent (admins)',
};
