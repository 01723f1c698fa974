import type { MemberSummary } from '@shared/contracts/common';
import type { Conversation, DirectMessage, ThreadHead } from '@shared/contracts/messages';

/** A member as answers embed them, for the messages' component tests. */
export const summaryOf = (
  id: string,
  firstName: string,
  lastName: string,
  extra: Partial<MemberSummary> = {},
): MemberSummary => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  profileImageUrl: null,
  title: null,
  company: null,
  ...extra,
});

/** The other member of the two-person conversation 7. */
export const bob = summaryOf('member-2', 'Bob', 'Diaz');

/** Conversation 7's head as a two-person conversation with `other`. */
export const pairHead = (other: MemberSummary = bob, overrides: Partial<ThreadHead> = {}) => ({
  id: 7,
  subject: 'Coffee?',
  name: null,
  isGroup: false,
  members: [other],
  otherMember: other,
  ...overrides,
});

/** Conversation 7's head as a group (issue 37) with these others in it, in join order. */
export const groupHead = (members: MemberSummary[], overrides: Partial<ThreadHead> = {}) => ({
  id: 7,
  subject: 'Coffee?',
  name: null,
  isGroup: true,
  members,
  otherMember: members[0] ?? null,
  ...overrides,
});

/** An inbox row for a conversation with this head, its last message read. */
export const conversationOf = (
  head: ThreadHead,
  overrides: Partial<Conversation> = {},
): Conversation => ({
  ...head,
  lastMessageAt: '2026-03-01T10:00:00.000Z',
  lastMessage: 'Thursday works.',
  lastMessageFromMe: false,
  unreadCount: 0,
  ...overrides,
});

/**
 * A message of conversation 7 as the thread answers it, for the messages' component tests:
 * sent a minute apart by id, none of it hidden, no reactions unless given.
 */
export const messageOf = (
  id: number,
  content: string,
  mine = false,
  overrides: Partial<DirectMessage> = {},
): DirectMessage => ({
  id,
  senderId: 'someone',
  recipientId: 'someone-else',
  subject: 'Coffee?',
  content,
  isRead: true,
  editedAt: null,
  threadId: 7,
  createdAt: `2026-03-01T10:0${id}:00.000Z`,
  mine,
  hidden: false,
  reactions: [],
  myReactions: [],
  ...overrides,
});

/** A message `sender` wrote in a group: no recipient, the sender named (issue 37). */
export const groupMessageOf = (id: number, content: string, sender: MemberSummary) =>
  messageOf(id, content, false, { senderId: sender.id, recipientId: null, sender });
