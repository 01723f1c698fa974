import { SNIPPET_STOP as E, SNIPPET_START as S } from '@shared/contracts/choices';
import type { MessageSearchHit } from '@shared/contracts/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { bob, conversationOf, groupHead, pairHead, summaryOf } from './test-data';

const ada = summaryOf('m-ada', 'Ada', 'Lovelace');
const ben = summaryOf('m-ben', 'Ben', 'Okafor');
const cy = summaryOf('m-cy', 'Cy', 'Young');
const dee = summaryOf('m-dee', 'Dee', 'Park');

const rows = [
  conversationOf(pairHead(bob), { id: 1 }),
  conversationOf(groupHead([ada, ben, cy], { id: 2, name: 'Founders circle' }), {
    id: 2,
    unreadCount: 3,
  }),
  conversationOf(groupHead([ada, ben, cy, dee], { id: 3 }), { id: 3 }),
  conversationOf(groupHead([], { id: 4 }), { id: 4 }),
];

const titles = () =>
  screen.getAllByTestId('conversation').map((row) => ({
    // The row's first line: who it is with.
    who: row.querySelector('p')?.textContent,
    link: within(row).getByTestId('conversation-link').textContent,
    group: row.dataset.group ?? null,
  }));

describe('inbox rows (issue 37)', () => {
  it('a group shows its name or its members’ first names; a two-person row is as before', async () => {
    fakeServer({
      ...signedIn(),
      'GET /api/messages': reply(rows, 200, { 'X-Total-Count': '4' }),
    });
    renderApp('/messages');
    await screen.findByRole('list', { name: 'Conversations' });
    expect(titles()).toEqual([
      { who: 'Bob Diaz', link: 'Conversation with Bob Diaz: Coffee?', group: null },
      {
        who: 'Founders circle',
        link: 'Group conversation Founders circle, with Ada, Ben and Cy: Coffee?',
        group: 'true',
      },
      {
        who: 'Ada, Ben and 2 others',
        link: 'Group conversation with Ada, Ben and 2 others: Coffee?',
        group: 'true',
      },
      {
        who: 'No one else is here',
        link: 'Group conversation: No one else is here: Coffee?',
        group: 'true',
      },
    ]);
    // The two-person row's name opens the member's profile; a group's title is text.
    const [pair, founders] = screen.getAllByTestId('conversation');
    expect(within(pair).getByRole('link', { name: 'Bob Diaz' })).toBeTruthy();
    expect(within(founders).queryByRole('link', { name: 'Founders circle' })).toBeNull();
    // The unread count shows as on any row.
    expect(within(founders).getByTestId('unread-count').textContent).toBe('3 unread');
    expect(within(founders).getByText('Founders circle').className).toContain('font-bold');
  });

  it('a message search names the group a hit is in, and who wrote it', async () => {
    const hit: MessageSearchHit = {
      id: 9,
      threadId: 2,
      subject: null,
      otherMember: ada,
      name: 'Founders circle',
      isGroup: true,
      sender: ben,
      mine: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      snippet: `Our ${S}budget${E} for March`,
      href: '/messages/2#message-9',
    };
    const unnamed: MessageSearchHit = {
      ...hit,
      id: 10,
      threadId: 99,
      name: null,
      mine: true,
      href: '/messages/99#message-10',
    };
    fakeServer({
      ...signedIn(),
      'GET /api/messages': reply(rows, 200, { 'X-Total-Count': '4' }),
      'GET /api/messages/search?q=budget&limit=20': reply([hit, unnamed]),
    });
    renderApp('/messages');
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your messages' }), {
      target: { value: 'budget' },
    });
    const list = await screen.findByRole('list', { name: 'Messages matching “budget”' });
    const [first, second] = within(list).getAllByTestId('message-hit');
    expect(first.querySelector('p')?.textContent).toBe('Founders circle');
    expect(within(first).getByTestId('message-hit-link').textContent).toBe(
      'Ben Okafor in Founders circle: Ben: Our budget for March',
    );
    // A group not among the inbox rows loaded: the one member the hit names, and others.
    expect(second.querySelector('p')?.textContent).toBe('Ada and others');
    expect(within(second).getByTestId('message-hit-link').textContent).toBe(
      'You in Ada and others: You: Our budget for March',
    );
  });
});
