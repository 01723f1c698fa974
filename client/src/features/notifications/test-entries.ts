import type { MemberSummary } from '@shared/contracts/common';
import type { NotificationEntry } from '@shared/contracts/notifications';

/** A member as entries embed them. */
export function actor(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return {
    id: 'member-2',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    profileImageUrl: null,
    title: null,
    company: null,
    ...overrides,
  };
}

/** An unread reply to the viewer's discussion, a minute old, unless told otherwise. */
export function entry(overrides: Partial<NotificationEntry> = {}): NotificationEntry {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    id: 1,
    type: 'discussion_reply',
    subjectType: 'discussion',
    actor: actor(),
    title: 'Office space downtown',
    excerpt: 'We have a spare desk on Main Street.',
    count: 1,
    href: '/discussions/7#reply-12',
    createdAt: at,
    updatedAt: at,
    read: false,
    ...overrides,
  };
}
