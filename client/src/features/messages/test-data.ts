import type { DirectMessage } from '@shared/contracts/messages';

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
