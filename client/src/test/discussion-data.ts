import type { OpenedDiscussionItem } from '@shared/contracts/discussions';

/**
 * Discussion 1 as opening it answers, for the component tests: by Grace (member-2), in
 * Events, open, with nothing hidden, reacted to or chosen unless given.
 */
export const openedDiscussionOf = (
  overrides: Partial<OpenedDiscussionItem> = {},
): OpenedDiscussionItem => ({
  id: 1,
  title: 'Best lunch spots downtown',
  content: 'Where do you take clients?',
  categoryId: 3,
  authorId: 'member-2',
  isPinned: false,
  isLocked: false,
  viewCount: 4,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  editedAt: null,
  lastActivityAt: '2026-03-01T10:00:00.000Z',
  author: {
    id: 'member-2',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    profileImageUrl: null,
    title: null,
    company: null,
  },
  category: { id: 3, name: 'Events', color: 'blue' },
  replyCount: 0,
  hidden: false,
  canReport: true,
  mine: false,
  canEdit: false,
  canUnhide: false,
  canSeeEarlierVersions: false,
  canDelete: false,
  canReply: true,
  canPin: false,
  canLock: false,
  deleteNeedsReason: false,
  firstUnreadReplyId: null,
  reactions: [],
  myReactions: [],
  subscription: 'normal',
  ...overrides,
});
