import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, failWith, fakeServer, never, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { entry } from './test-entries';

const ALL = 'GET /api/notifications?limit=20';
const UNREAD = 'GET /api/notifications?limit=20&unread=true';
const LATEST = 'GET /api/notifications?limit=10';
const COUNT = 'GET /api/notifications/unread-count';

const count = (n: number) => reply({ count: n });
const entries = (items: unknown[], total = items.length, next?: string) =>
  reply(items, 200, {
    'X-Total-Count': String(total),
    ...(next ? { Link: `</api/notifications?limit=20&cursor=${next}>; rel="next"` } : {}),
  });
const noContent: Answer = () => new Response(null, { status: 204 });

const heading = () => screen.findByRole('heading', { level: 1, name: 'Notifications' });
const rows = () => screen.findAllByTestId('notification');
/** The sidebar's entry: its name and its count pill. */
const filterLink = (name: RegExp) => screen.findByRole('link', { name });

describe('the notifications page', () => {
  it('lists every notification with the All and Unread counts and the way to e-mail preferences', async () => {
    fakeServer({
      ...signedIn(),
      [COUNT]: count(1),
      [ALL]: entries([entry({ id: 1 }), entry({ id: 2, read: true, title: 'Older' })], 2),
    });
    renderApp('/notifications');
    await heading();
    expect(screen.getByText('Replies, mentions, messages and news of your events.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'All notifications' })).toBeTruthy();
    const [unread, read] = await rows();
    expect(unread.getAttribute('data-unread')).toBe('true');
    expect(within(unread).getByRole('link').textContent).toBe(
      'Unread: Grace Hopper replied to your discussion “Office space downtown”',
    );
    expect(within(unread).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    expect(read.getAttribute('data-unread')).toBeNull();
    expect(within(read).queryByRole('button', { name: 'Mark as read' })).toBeNull();

    const all = await filterLink(/^All \d+$/);
    expect(all.getAttribute('aria-current')).toBe('page');
    expect(all.textContent).toBe('All 2');
    const unreadFilter = await filterLink(/^Unread \d+$/);
    expect(unreadFilter.getAttribute('href')).toBe('/notifications?filter=unread');
    await waitFor(() => expect(unreadFilter.textContent).toBe('Unread 1'));
    expect(screen.getByRole('link', { name: 'E-mail preferences' }).getAttribute('href')).toBe(
      '/settings/notifications',
    );
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
  });

  it('the Unread filter asks for unread entries only', async () => {
    const server = fakeServer({
      ...signedIn(),
      [COUNT]: count(1),
      [LATEST]: entries([entry()], 7),
      [UNREAD]: entries([entry({ id: 3, title: 'Just this one' })]),
    });
    renderApp('/notifications');
    await userEvent.click(await filterLink(/^Unread \d+$/));
    expect(window.location.search).toBe('?filter=unread');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Unread notifications' }),
    ).toBeTruthy();
    expect((await rows()).map((row) => row.querySelector('a')?.textContent)).toEqual([
      'Unread: Grace Hopper replied to your discussion “Just this one”',
    ]);
    expect(server.calls).toContain(UNREAD);
    // The All count comes from the bell's list while the unread one is on screen.
    await waitFor(async () => expect((await filterLink(/^All \d+$/)).textContent).toBe('All 7'));
  });

  it('says "No notifications yet" when there are none', async () => {
    fakeServer({ ...signedIn(), [COUNT]: count(0), [ALL]: entries([]) });
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(
      screen.getByText(
        'When members reply to you, mention you, write to you or join your events, you will see it here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('says "No unread notifications" under Unread, with the way back to all', async () => {
    fakeServer({
      ...signedIn(),
      [COUNT]: count(0),
      [LATEST]: entries([], 4),
      [UNREAD]: entries([]),
    });
    renderApp('/notifications?filter=unread');
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
  });

  it('shows a skeleton while the first page loads', async () => {
    fakeServer({ ...signedIn(), [COUNT]: count(0), [ALL]: never });
    renderApp('/notifications');
    expect((await screen.findByText('Loading notifications')).getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it("says 'Failed to fetch notifications', and Try again brings them", async () => {
    const server = fakeServer({ ...signedIn(), [COUNT]: count(0), [ALL]: failWith(500) });
    renderApp('/notifications');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to fetch notifications',
    );
    server.answer({ [ALL]: entries([entry({ read: true })]) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });

  it('Load more brings the next page', async () => {
    const server = fakeServer({
      ...signedIn(),
      [COUNT]: count(0),
      [ALL]: entries(
        Array.from({ length: 20 }, (_, i) => entry({ id: 100 - i, read: true })),
        21,
        'abc',
      ),
      'GET /api/notifications?limit=20&cursor=abc': entries(
        [entry({ id: 1, read: true, title: 'The oldest' })],
        21,
      ),
    });
    renderApp('/notifications');
    expect(await rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await waitFor(async () => expect(await rows()).toHaveLength(21));
    expect(server.calls).toContain('GET /api/notifications?limit=20&cursor=abc');
    expect(screen.getByText(/“The oldest”/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more notifications' })).toBeNull();
  });

  it('Mark as read marks one: its dot, its button and one from the count go', async () => {
    const server = fakeServer({
      ...signedIn(),
      [COUNT]: count(2),
      [ALL]: entries([entry({ id: 1 }), entry({ id: 2 })]),
      'POST /api/notifications/1/read': noContent,
    });
    renderApp('/notifications');
    const [first, second] = await rows();
    server.answer({ [COUNT]: count(1) });
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(first.getAttribute('data-unread')).toBeNull());
    expect(within(first).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(second.getAttribute('data-unread')).toBe('true');
    expect(server.calls).toContain('POST /api/notifications/1/read');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(window.location.pathname).toBe('/notifications');
  });

  it('Mark all as read empties the Unread filter', async () => {
    const server = fakeServer({
      ...signedIn(),
      [COUNT]: count(2),
      [LATEST]: entries([entry({ id: 1 }), entry({ id: 2 })]),
      [UNREAD]: entries([entry({ id: 1 }), entry({ id: 2 })]),
      'POST /api/notifications/read-all': noContent,
    });
    renderApp('/notifications?filter=unread');
    expect(await rows()).toHaveLength(2);
    server.answer({ [COUNT]: count(0), [UNREAD]: entries([]) });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect((await findToast()).textContent).toContain('All notifications marked as read');
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
    expect(server.calls).toContain('POST /api/notifications/read-all');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
