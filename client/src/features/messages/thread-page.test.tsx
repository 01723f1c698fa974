import type { MemberSummary } from '@shared/contracts/common';
import type { DirectMessage, ThreadPage } from '@shared/contracts/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';

const bob: MemberSummary = {
  id: 'member-2',
  firstName: 'Bob',
  lastName: 'Diaz',
  email: 'bob@example.com',
  profileImageUrl: null,
  title: 'Founder',
  company: 'Diaz & Co',
};

const message = (id: number, content: string, mine: boolean): DirectMessage => ({
  id,
  // Not compared by the client: the server's `mine` alone decides the side.
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
});

const thread: ThreadPage = {
  thread: { id: 7, subject: 'Coffee?', otherMember: bob },
  messages: [message(1, 'Free Thursday?', true), message(2, 'Thursday works.', false)],
  olderCursor: null,
};

describe('a conversation', () => {
  it("puts each message on the side the server's `mine` says", async () => {
    fakeServer({ ...signedIn(), 'GET /api/messages/threads/7': reply(thread) });
    renderApp('/messages/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Diaz' })).toBeTruthy();
    const bubbles = await screen.findAllByTestId('message');
    expect(bubbles.map((b) => [b.textContent?.split(':')[0], b.dataset.mine ?? null])).toEqual([
      ['You', 'true'],
      ['Bob Diaz', null],
    ]);
  });

  it('a 404 says the conversation was not found; another failure says it failed', async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply({ message: 'Conversation not found' }, 404),
    });
    const { unmount } = renderApp('/messages/7');
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toBeTruthy();
    unmount();

    fakeServer({ ...signedIn(), 'GET /api/messages/threads/7': failWith(500) });
    renderApp('/messages/7');
    expect(await screen.findByText('Failed to fetch conversation')).toBeTruthy();
  });
});
