import type { MemberSummary } from '@shared/contracts/common';
import type { ThreadPage } from '@shared/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failWith, fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { messageOf, pairHead } from './test-data';

const bob: MemberSummary = {
  id: 'member-2',
  firstName: 'Bob',
  lastName: 'Diaz',
  email: 'bob@example.com',
  profileImageUrl: null,
  title: 'Founder',
  company: 'Diaz & Co',
};

const thread: ThreadPage = {
  thread: pairHead(bob),
  messages: [messageOf(1, 'Free Thursday?', true), messageOf(2, 'Thursday works.', false)],
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

describe('reactions to messages (issue 37)', () => {
  it("each message has its bar; a press leaves a reaction on Bob's message", async () => {
    const server = fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply({
        ...thread,
        messages: [
          messageOf(1, 'Free Thursday?', true, {
            reactions: [{ reaction: 'like', count: 1 }],
          }),
          messageOf(2, 'Thursday works.', false),
        ],
      }),
      'PUT /api/messages/threads/7/messages/2/reactions/celebrate': reply({
        reactions: [{ reaction: 'celebrate', count: 1 }],
        myReactions: ['celebrate'],
      }),
    });
    renderApp('/messages/7');
    const mine = await screen.findByRole('group', { name: 'Reactions to your message' });
    expect(within(mine).getByRole('button', { name: 'Like: 1 member reacted' })).toBeTruthy();
    const bobs = screen.getByRole('group', { name: 'Reactions to the message from Bob Diaz' });
    await userEvent.click(within(bobs).getByRole('button', { name: 'Add reaction' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Celebrate/ }));
    expect(
      await within(bobs).findByRole('button', { name: 'Celebrate: 1 member reacted. You reacted' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(server.calls).toContain('PUT /api/messages/threads/7/messages/2/reactions/celebrate'),
    );
  });
});
