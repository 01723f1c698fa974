import type { AuditAction, MemberRole } from '@shared/contracts/choices';
import { dateTimeText, dayText } from '@/lib/dates';

export const ROLE_LABELS: Record<MemberRole, string> = {
  member: 'Member',
  moderator: 'Moderator',
  admin: 'Admin',
};

export const STATE_LABELS = { active: 'Active', suspended: 'Suspended' } as const;

/** "Suspended until 07/04/2027, 5:30 PM", or "Suspended" for an indefinite suspension. */
export function suspensionText(until: string | null): string {
  return until ? `Suspended until ${dateTimeText(until)}` : 'Suspended';
}

/** "Joined 01/05/2026" (spec §9 date format). */
export const joinedText = (joinedAt: string) => `Joined ${dayText(joinedAt)}`;

/** "3 members" / "1 member". */
export const memberCountText = (total: number) => `${total} ${total === 1 ? 'member' : 'members'}`;

/** What an audit entry says its actor did: "Ada Admin changed the role of Grace Hopper". */
export const AUDIT_ACTION_TEXT: Record<AuditAction, string> = {
  'member.role': 'changed the role of',
  'member.suspend': 'suspended',
  'member.unsuspend': 'lifted the suspension of',
  'member.remove': 'removed',
  'application.approve': 'approved the application of',
  'application.decline': 'declined the application of',
  'invitation.send': 'sent an invitation to',
  'invitation.revoke': 'revoked the invitation to',
  'invite_link.create': 'created the invite link',
  'discussion.pin': 'pinned',
  'discussion.unpin': 'unpinned',
  'discussion.lock': 'locked',
  'discussion.unlock': 'unlocked',
  'discussion.delete': 'deleted the discussion',
  'reply.delete': 'deleted a reply in',
  'job.delete': 'deleted the job posting',
  'resource.delete': 'deleted the resource',
  'album.delete': 'deleted the album',
  'photo.delete': 'deleted the photo',
  'event.delete': 'deleted the event',
  'report.resolve': 'resolved the report on',
  'content.delete': 'deleted',
  'content.hide': 'hid',
  'content.unhide': 'unhid',
  'settings.update': 'updated',
  'category.create': 'added the category',
  'category.rename': 'renamed the category',
  'category.move': 'moved the category',
  'category.archive': 'archived the category',
  'category.unarchive': 'restored the category',
  'skill.create': 'added the skill',
  'skill.rename': 'renamed the skill',
  'skill.merge': 'merged a skill into',
};

/** The audit log's action filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'member.role': 'Role changed',
  'member.suspend': 'Member suspended',
  'member.unsuspend': 'Suspension lifted',
  'member.remove': 'Member removed',
  'application.approve': 'Application approved',
  'application.decline': 'Application declined',
  'invitation.send': 'Invitation sent',
  'invitation.revoke': 'Invitation revoked',
  'invite_link.create': 'Invite link created',
  'discussion.pin': 'Discussion pinned',
  'discussion.unpin': 'Discussion unpinned',
  'discussion.lock': 'Discussion locked',
  'discussion.unlock': 'Discussion unlocked',
  'discussion.delete': 'Discussion deleted',
  'reply.delete': 'Reply deleted',
  'job.delete': 'Job posting deleted',
  'resource.delete': 'Resource deleted',
  'album.delete': 'Album deleted',
  'photo.delete': 'Photo deleted',
  'event.delete': 'Event deleted',
  'report.resolve': 'Report resolved',
  'content.delete': 'Content deleted',
  'content.hide': 'Content hidden',
  'content.unhide': 'Content unhidden',
  'settings.update': 'Settings updated',
  'category.create': 'Category added',
  'category.rename': 'Category renamed',
  'category.move': 'Category moved',
  'category.archive': 'Category archived',
  'category.unarchive': 'Category restored',
  'skill.create': 'Skill added',
  'skill.rename': 'Skill renamed',
  'skill.merge': 'Skills merged',
};

/** "3 entries" / "1 entry". */
export const entryCountText = (total: number) => `${total} ${total === 1 ? 'entry' : 'entries'}`;

/** "Reports", or "Reports (2)" while some items wait. */
export const reportsTabLabel = (open: number | undefined) =>
  open ? `Reports (${open})` : 'Reports';
