import type { NotificationType } from './contracts/choices';

/**
 * The words of a notification (decision 025), one source for the bell, the notifications
 * page and the e-mails, so a member reads the same sentence everywhere.
 */
export interface NotificationWords {
  type: NotificationType;
  /** Who acted last, as the reader should see them ("Jane Doe", "Former member"); null: nobody. */
  actorName: string | null;
  /** Above 1: a collapsed burst. */
  count: number;
  /** What it is about: a discussion's or event's title, a skill, a job, a message subject. */
  title: string;
  /** The kind of item it is about (the entry's `subjectType`): a reaction says what it was to. */
  subjectType?: string;
}

const quoted = (title: string) => `“${title}”`;

/** One sentence: who did what, where. */
export function notificationHeadline({
  type,
  actorName,
  count,
  title,
  subjectType,
}: NotificationWords) {
  const who = actorName ?? 'A member';
  const many = count > 1;
  switch (type) {
    case 'discussion_reply':
      return many
        ? `${count} new replies in ${quoted(title)}`
        : `${who} replied to your discussion ${quoted(title)}`;
    case 'reply_reply':
      return many
        ? `${count} new replies to you in ${quoted(title)}`
        : `${who} replied to you in ${quoted(title)}`;
    case 'followed_reply':
      return many
        ? `${count} new replies in ${quoted(title)}`
        : `${who} replied in ${quoted(title)}`;
    case 'category_discussion':
      return `${who} started ${quoted(title)}`;
    case 'mention':
      return `${who} mentioned you in ${quoted(title)}`;
    case 'message':
      return many ? `${count} new messages from ${who}` : `${who} sent you a message`;
    case 'conversation_added':
      // A group's name is optional, like a conversation's subject.
      return `${who} added you to ${title ? quoted(title) : 'a group conversation'}`;
    case 'reaction': {
      // A burst counts members: only a member's first reaction to an item is recorded.
      const whoAll = many ? `${who} and ${count - 1} ${count === 2 ? 'other' : 'others'}` : who;
      if (subjectType === 'photo') return `${whoAll} reacted to your photo ${quoted(title)}`;
      // A conversation's subject is optional; the excerpt quotes the message anyway.
      if (subjectType === 'thread') return `${whoAll} reacted to your message`;
      return `${whoAll} reacted to your post in ${quoted(title)}`;
    }
    case 'endorsement':
      return many
        ? `${count} members endorsed your skill ${quoted(title)}`
        : `${who} endorsed your skill ${quoted(title)}`;
    case 'event_rsvp':
      return many
        ? `${count} members are going to ${quoted(title)}`
        : `${who} is going to ${quoted(title)}`;
    case 'event_changed':
      return `${quoted(title)}, an event you're going to, was changed`;
    case 'event_cancelled':
      return `${quoted(title)}, an event you're going to, was cancelled`;
    case 'seat_opened':
      return `A seat opened up — you're going to ${quoted(title)}`;
    case 'job_application':
      return many
        ? `${count} new applications for ${quoted(title)}`
        : `${who} applied to ${quoted(title)}`;
    case 'membership_decided':
      return `Welcome to ${title} — your membership was approved`;
    case 'membership_application':
      return many ? `${count} new applications to join` : `${who} applied to join`;
    case 'report_filed':
      // Anonymous: the queue shows who reported; the title says what ("a reply").
      return many ? `${count} new reports to review` : `A member reported ${title}`;
    case 'mail_failed':
      // The title is the address it was for; the excerpt, what its server answered.
      return many
        ? `${count} e-mails could not be sent`
        : `An e-mail to ${title} could not be sent`;
  }
}
