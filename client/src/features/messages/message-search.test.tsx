import { SNIPPET_STOP as E, SNIPPET_START as S } from '@shared/contracts/choices';
import type { MessageSearchHit, ThreadPage } from '@shared/contracts/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { bob, conversationOf, messageOf, pairHead } from './test-data';

const conversation = conversationOf(pairHead());

const hit = (id: number, snippet: string, mine: boolean): MessageSearchHit => ({
  id,
  threadId: 7,
  subject: 'Coffee?',
  otherMember: bob,
  name: null,
  isGroup: false,
  sender: mine ? { ...bob, id: 'me', firstName: 'Me' } : bob,
  mine,
  createdAt: '2026-03-01T10:00:00.000Z',
  snippet,
  href: `/messages/7#message-${id}`,
});

function serve() {
  return fakeServer({
    ...signedIn(),
    'GET /api/messages': reply([conversation], 200, { 'X-Total-Count': '1' }),
    'GET /api/messages/search?q=lawyer&limit=20': reply([
      hit(3, `Yes: my ${S}lawyer${E} <script>alert(1)</script>`, false),
      hit(2, `Do you know a ${S}lawyer${E}?`, true),
    ]),
    'GET /api/messages/search?q=zzz&limit=20': reply([]),
  });
}

const field = () => screen.getByRole('searchbox', { name: 'Search your messages' });

describe('searching your messages', () => {
  it('shows the matching messages in place of the conversations, the match marked', async () => {
    const server = serve();
    renderApp('/messages');
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'lawyer' } });

    const list = await screen.findByRole('list', { name: 'Messages matching “lawyer”' });
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    const rows = within(list).getAllByTestId('message-hit');
    expect(rows).toHaveLength(2);
    expect([...list.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'lawyer',
      'lawyer',
    ]);
    // Stored markup is shown as the characters it is.
    expect(list.querySelector('script')).toBeNull();
    expect(rows[0].textContent).toContain('<script>alert(1)</script>');
    const links = within(list).getAllByTestId('message-hit-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/messages/7#message-3',
      '/messages/7#message-2',
    ]);
    expect(links[0].textContent).toContain('Bob Diaz to you');
    expect(links[1].textContent).toContain('You to Bob Diaz');
    expect(await screen.findByText('2 messages match')).toBeTruthy();
    // One request for the settled text, not one per keystroke.
    expect(server.calls.filter((c) => c.startsWith('GET /api/messages/search'))).toEqual([
      'GET /api/messages/search?q=lawyer&limit=20',
    ]);
  });

  it('says so when nothing matches, and clearing the field brings the conversations back', async () => {
    serve();
    renderApp('/messages');
    await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.change(field(), { target: { value: 'zzz' } });
    expect(await screen.findByText('No messages match “zzz”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeTruthy();
    expect(screen.queryByText('No messages match “zzz”')).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  it('keeps the search in the address, so Back returns to the same hits', async () => {
    serve();
    renderApp('/messages?q=lawyer');
    expect(await screen.findByRole('list', { name: 'Messages matching “lawyer”' })).toBeTruthy();
    expect((field() as HTMLInputElement).value).toBe('lawyer');
  });
});

const message = messageOf;

describe("a message's address (#message-<id>)", () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrollIntoView; the hook's call is what is checked.
    Element.prototype.scrollIntoView = scrolled;
  });
  afterEach(() => scrolled.mockReset());

  it('loads earlier messages until the one named is there, then focuses and outlines it', async () => {
    const latest: ThreadPage = {
      thread: pairHead(),
      messages: [message(5, 'Latest words')],
      olderCursor: 'older',
    };
    const older: ThreadPage = {
      ...latest,
      messages: [message(1, 'The message found')],
      olderCursor: null,
    };
    const server = fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(latest),
      'GET /api/messages/threads/7?before=older': reply(older),
    });
    renderApp('/messages/7#message-1');
    expect(await screen.findByText('The message found')).toBeTruthy();
    const target = document.getElementById('message-1')!;
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.hasAttribute('data-anchored')).toBe(true);
    expect(scrolled).toHaveBeenCalled();
    expect(server.calls).toContain('GET /api/messages/threads/7?before=older');
  });
});
