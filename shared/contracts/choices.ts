// The spec's fixed lists and limits, with no zod and no Drizzle: pages that only label
// or filter by them (job cards, resource types, proficiency badges) import this file and
// stay free of the validation code until a form opens.

/** Spec §9. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'remote'] as const;
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const;
export const DEPARTMENTS = ['engineering', 'marketing', 'sales', 'design'] as const;

/** Spec §4: pending by default; the poster moves an application on. */
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'accepted', 'declined'] as const;

/** Spec §9. */
export const RESOURCE_TYPES = ['document', 'video', 'link', 'template'] as const;

/** Spec §4, in ascending order. */
export const PROFICIENCY_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

/** Spec §3: the default category colour is gold. */
export const DEFAULT_CATEGORY_COLOR = '#D4AF37';

/** What an upload address is good for; each purpose has its own types and size limit. */
export const UPLOAD_PURPOSES = ['image', 'document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Spec §5/§9: images up to 10485760 bytes each. */
export const MAX_IMAGE_BYTES = 10_485_760;
/** Resources and résumés: PDFs, office files and the like, up to 25 MiB. */
export const MAX_DOCUMENT_BYTES = 26_214_400;

/** The stored skills text of a job posting as a list, for responses and cards. */
export const jobSkillList = (skills: string | null) =>
  skills
    ? skills
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** What a deleted reply that still has answers says in their place (decision 011). */
export const REPLY_DELETED_TEXT = '[deleted]';

/**
 * How many of a member's discussions, upcoming events and open jobs their profile shows:
 * a preview, with the full count beside it (`discussionCount`, …), never a silent cap.
 */
export const PROFILE_PREVIEW_LIMIT = 5;

/**
 * Roles: a member; a moderator, who keeps the conversation in order; an admin, who also runs
 * the community (settings, membership, roles). The first account of a fresh install is an
 * admin (server/auth/roles.ts).
 */
export const MEMBER_ROLES = ['member', 'moderator', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The admin console's member filter: who may sign in, and who is suspended. */
export const MEMBER_STATES = ['active', 'suspended'] as const;

/**
 * How newcomers join (issue 21): anyone, by an application an admin approves, or only with
 * an invitation. `JOIN_MODE` sets a fresh install's mode until an admin changes it.
 */
export const JOIN_MODES = ['open', 'approval', 'invite-only'] as const;
export type JoinMode = (typeof JOIN_MODES)[number];

/** Whether an account is a member yet: an applicant waits, a declined one reads why. */
/**
 * `removed`: an admin removed the member (decision 022). The row stays, emptied of their
 * personal data, so the posts they left read "Former member"; nothing signs it in.
 */
export const MEMBERSHIP_STATES = ['active', 'pending', 'declined', 'removed'] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** What became of an application. */
export const MEMBERSHIP_APPLICATION_STATES = ['pending', 'approved', 'declined'] as const;
export type MembershipApplicationState = (typeof MEMBERSHIP_APPLICATION_STATES)[number];

/** An invitation's state as its lists show it (derived from its dates). */
export const INVITATION_STATES = ['sent', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** A declined applicant may apply again after this many days. */
export const REAPPLY_AFTER_DAYS = 30;
/** An invitation's link works this long unless resent. */
export const INVITATION_DAYS = 7;
/** At most this many addresses in one invitation request. */
export const MAX_INVITATIONS_AT_ONCE = 100;
/** An invitation's personal note, in characters. */
export const MAX_INVITATION_NOTE = 500;
/** A shareable invite link works for at most this many days, and this many people. */
export const MAX_INVITE_LINK_DAYS = 90;
export const MAX_INVITE_LINK_USES = 1000;

/**
 * What the audit log records (issue 21): every admin and moderator action, named
 * `<target>.<verb>`. The log's filter and its labels read this list.
 */
/** What a member can report (issue 21's "Reports"). */
export const REPORT_ITEM_TYPES = [
  'discussion',
  'reply',
  'message',
  'profile',
  'job',
  'resource',
  'photo',
  'event',
] as const;
export type ReportItemType = (typeof REPORT_ITEM_TYPES)[number];

/** Why, as the Report dialog offers it; `other` needs details. */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;

/** What a moderator does with a reported item. */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'delete', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const AUDIT_ACTIONS = [
  'member.role',
  'member.suspend',
  'member.unsuspend',
  'member.remove',
  'application.approve',
  'application.decline',
  'invitation.send',
  'invitation.revoke',
  'invite_link.create',
  'discussion.pin',
  'discussion.unpin',
  'discussion.lock',
  'discussion.unlock',
  'discussion.delete',
  'reply.delete',
  'job.delete',
  'resource.delete',
  'album.delete',
  'photo.delete',
  'event.delete',
  'report.resolve',
  'content.hide',
  'content.unhide',
  'content.delete',
  'settings.update',
  'category.create',
  'category.rename',
  'category.move',
  'category.archive',
  'category.unarchive',
  'skill.create',
  'skill.rename',
  'skill.merge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One figure on the About page: "248" "Active Members". */
export interface AboutFigure {
  value: string;
  label: string;
}

/** Spec §9: the About page's figures until an admin sets the community's own. */
export const DEFAULT_ABOUT_FIGURES: AboutFigure[] = [
  { value: '248', label: 'Active Members' },
  { value: '52', label: 'Events Hosted' },
  { value: '89', label: 'Job Opportunities' },
  { value: '156', label: 'Resources Shared' },
];

/** At most this many figures on the About page (one row of four on a wide screen). */
export const MAX_ABOUT_FIGURES = 4;

/**
 * Hues a new discussion category takes in turn (migration 0018 gave the starters theirs):
 * each readable with black or white badge text.
 */
export const CATEGORY_HUES = [
  '#2F5D8A',
  '#2E8B57',
  '#6A4C93',
  '#C8553D',
  '#1F7A7A',
  '#E07A1F',
  '#B83280',
  '#4A6FA5',
  '#7A8B2E',
  '#8E5A3C',
] as const;

/**
 * What a notification is about (issue 22, decision 025). Each is one row of the preferences
 * page; the e-mail channel is chosen per type.
 */
export const NOTIFICATION_TYPES = [
  'discussion_reply',
  'reply_reply',
  'followed_reply',
  'category_discussion',
  'mention',
  'message',
  'conversation_added',
  'reaction',
  'endorsement',
  'event_rsvp',
  'event_changed',
  'event_cancelled',
  'seat_opened',
  'job_application',
  'membership_decided',
  'membership_application',
  'report_filed',
  'mail_failed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Types only the staff receive (issue 36: what needs them comes to them), with the ability
 * that makes a member one of their recipients. Members are not offered them.
 */
export const STAFF_NOTIFICATION_TYPES = {
  membership_application: 'administer',
  report_filed: 'moderate',
  mail_failed: 'administer',
} as const satisfies Partial<Record<NotificationType, string>>;

/**
 * Types told in the bell only, never mailed, and so not offered on the preferences page:
 * the membership decision has its own mail; a mail that could not be sent is not news the
 * mail should carry (and mailing it could fail the same way, over and over).
 */
export const BELL_ONLY_TYPES: readonly NotificationType[] = ['membership_decided', 'mail_failed'];

/** How a type reaches a member by e-mail: at once (after a short wait), in the digest, or not. */
export const NOTIFICATION_CHANNELS = ['instant', 'digest', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The defaults: messages and mentions at once, the rest in the digest. */
export const DEFAULT_NOTIFICATION_CHANNEL: Record<NotificationType, NotificationChannel> = {
  discussion_reply: 'digest',
  reply_reply: 'digest',
  followed_reply: 'digest',
  category_discussion: 'digest',
  mention: 'instant',
  message: 'instant',
  // Someone added the member to a group (issue 37): news they would otherwise miss until
  // someone writes, mailed with the digest.
  conversation_added: 'digest',
  // A reaction is a nod, not news to be mailed: the bell only, unless the member asks.
  reaction: 'off',
  endorsement: 'digest',
  event_rsvp: 'digest',
  event_changed: 'digest',
  event_cancelled: 'digest',
  seat_opened: 'instant',
  job_application: 'digest',
  membership_decided: 'instant',
  // The staff's queues wait on them: a new application or report is mailed at once.
  membership_application: 'instant',
  report_filed: 'instant',
  mail_failed: 'off',
};

export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

/** What an author edits and moderators see the earlier versions of (issue 23). */
export const EDIT_ITEM_TYPES = ['discussion', 'reply', 'message'] as const;
export type EditItemType = (typeof EDIT_ITEM_TYPES)[number];

/**
 * Where a search snippet's match starts and ends (decision 026): control characters,
 * which a search text never holds, so the client splits on them and wraps the parts in
 * <mark> as text. Here rather than in the search contract so the browser can read them
 * without loading zod (client/src/shared-imports.test.ts).
 */
/** What site-wide search finds (issue 23), in the order the dialog groups them. */
export const SEARCH_KINDS = [
  'members',
  'discussions',
  'events',
  'jobs',
  'resources',
  'albums',
  'photos',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SNIPPET_START = '\u0002';
export const SNIPPET_STOP = '\u0003';

/** Longer than any search a member types; a pasted page is refused, not searched. */
export const MAX_SEARCH_TEXT = 200;

/** The longest `catchUp` a live stream accepts (contracts/live.ts): a day. */
export const MAX_CATCH_UP_MS = 86_400_000;
