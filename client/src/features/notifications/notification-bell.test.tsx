import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, failWith, fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { findToast, renderApp } from '@/test/render-app';
import { actor, entry } from './test-entries';

const LIST = 'GET /api/notifications?limit=10';
const COUNT = 'GET /api/notifications/unread-count';

const count = (n: number) => reply({ count: n });
const entries = (items: unknown[], total = items.length) =>
  reply(items, 200, { 'X-Total-Count': String(total) });
const noContent: Answer = () => new Response(null, { status: 204 });

const bell = () => screen.findByRole('button', { name: /^Notifications/ });
const panel = () => screen.findByRole('dialog', { name: 'Notifications' });

async function openPanel() {
  await userEvent.click(await bell());
  return panel();
}

describe('the bell', () => {
  it('counts unread notifications in its badge and its name', async () => {
    fakeServer({ ...signedIn(), [COUNT]: count(3) });
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('3');
  });

  it('caps the badge at 99+', async () => {
    fakeServer({ ...signedIn(), [COUNT]: count(120) });
    renderApp('/about');
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('99+');
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications, 120 unread');
  });

  it('has no badge and is plainly "Notifications" when all is read', async () => {
    const server = fakeServer({ ...signedIn(), [COUNT]: count(0) });
    renderApp('/about');
    await waitFor(() => expect(server.calls).toContain(COUNT));
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });
});

describe('the panel', () => {
  it('lists the latest entries: who, what, where, when, and which are unread', async () => {
    fakeServer({
      ...signedIn(),
      [COUNT]: count(2),
      [LIST]: entries(
        [
          entry({ id: 1, count: 5 }),
          entry({ id: 2, type: 'mention', actor: actor({ former: true }), excerpt: null }),
          entry({
            id: 3,
            type: 'event_changed',
            actor: null,
            title: 'Founders breakfast',
            excerpt: null,
            read: true,
          }),
        ],
        42,
      ),
    });
    renderApp('/about');
    const dialog = await openPanel();
    const items = await within(dialog).findAllByTestId('notification');
    expect(items.map((item) => item.querySelector('a')?.textContent)).toEqual([
      'Unread: 5 new replies in “Office space downtown”',
      'Unread: Former member mentioned you in “Office space downtown”',
      "“Founders breakfast”, an event you're going to, was changed",
    ]);
    expect(items[0].textContent).toContain('We have a spare desk on Main Street.');
    expect(items[0].textContent).toContain('1 minute ago');
    expect(within(items[0]).getByTestId('unread-dot')).toBeTruthy();
    expect(items[0].querySelector('a')?.className).toContain('font-semibold');
    expect(within(items[2]).queryByTestId('unread-dot')).toBeNull();
    expect(items[2].querySelector('a')?.className).not.toContain('font-semibold');
    expect(
      within(dialog).getByRole('link', { name: 'See all notifications' }).getAttribute('href'),
    ).toBe('/notifications');
  });

  it('names the member who acted', async () => {
    fakeServer({
      ...signedIn(),
      [COUNT]: count(1),
      [LIST]: entries([entry({ type: 'endorsement', title: 'Negotiation' })]),
    });
    renderApp('/about');
    const dialog = await openPanel();
    expect(
      await within(dialog).findByRole('link', {
        name: 'Unread: Grace Hopper endorsed your skill “Negotiation”',
      }),
    ).toBeTruthy();
  });

  it('says "You\'re all caught up" when there is nothing', async () => {
    fakeServer({ ...signedIn(), [COUNT]: count(0), [LIST]: entries([]) });
    renderApp('/about');
    const dialog = await openPanel();
    expect(await within(dialog).findByText("You're all caught up")).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Replies, mentions, messages and news of your events will show up here.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it("says 'Failed to fetch notifications', and Try again brings them", async () => {
    const server = fakeServer({ ...signedIn(), [COUNT]: count(1), [LIST]: failWith(500) });
    renderApp('/about');
    const dialog = await openPanel();
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Failed to fetch notifications',
    );
    server.answer({ [LIST]: entries([entry()]) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findAllByTestId('notification')).toHaveLength(1);
  });

  it('opening an unread entry marks it read and follows its link', async () => {
    const server = fakeServer({
      ...signedIn(),
      [COUNT]: count(2),
      [LIST]: entries([entry({ id: 5 }), entry({ id: 6 })]),
      'POST /api/notifications/5/read': noContent,
    });
    renderApp('/about');
    const dialog = await openPanel();
    const [first] = await within(dialog).findAllByTestId('notification');
    server.answer({ [COUNT]: count(1) });
    await userEvent.click(within(first).getByRole('link'));
    await waitFor(() => expect(window.location.pathname).toBe('/discussions/7'));
    expect(window.location.hash).toBe('#reply-12');
    expect(server.calls).toContain('POST /api/notifications/5/read');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('opening a read entry only follows its link', async () => {
    const server = fakeServer({
      ...signedIn(),
      [COUNT]: count(0),
      [LIST]: entries([entry({ id: 5, read: true, href: '/events/3' })]),
    });
    renderApp('/about');
    const dialog = await openPanel();
    await userEvent.click(await within(dialog).findByRole('link', { name: /replied/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/events/3'));
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('a refused mark-read puts the count back and says why', async () => {
    fakeServer({
      ...signedIn(),
      [COUNT]: count(1),
      [LIST]: entries([entry({ id: 5 })]),
      'POST /api/notifications/5/read': () => json({ message: 'Notification not found' }, 404),
    });
    renderApp('/about');
    const dialog = await openPanel();
    await userEvent.click(await within(dialog).findByRole('link', { name: /replied/ }));
    expect((await findToast()).textContent).toContain('Notification not found');
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications, 1 unread');
  });

  it('Mark all as read clears the dots and the badge at once', async () => {
    let answerReadAll: (response: Response) => void = () => undefined;
    const server = fakeServer({
      ...signedIn(),
      [COUNT]: count(2),
      [LIST]: entries([entry({ id: 1 }), entry({ id: 2 })]),
      'POST /api/notifications/read-all': () =>
        new Promise<Response>((resolve) => {
          answerReadAll = resolve;
        }),
    });
    renderApp('/about');
    const dialog = await openPanel();
    await within(dialog).findAllByTestId('notification');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    // Before the server answers.
    await waitFor(() => expect(within(dialog).queryAllByTestId('unread-dot')).toHaveLength(0));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(server.calls).toContain('POST /api/notifications/read-all');
    server.answer({
      [COUNT]: count(0),
      [LIST]: entries([entry({ id: 1, read: true }), entry({ id: 2, read: true })]),
    });
    await act(async () => answerReadAll(json({ ok: true })));
    expect((await findToast()).textContent).toContain('All notifications marked as read');
  });

  it('works with the keyboard: arrows through entries, Escape back to the bell', async () => {
    fakeServer({
      ...signedIn(),
      [COUNT]: count(3),
      [LIST]: entries([entry({ id: 1 }), entry({ id: 2 }), entry({ id: 3, title: 'Third' })]),
    });
    renderApp('/about');
    // The first opening, from the keyboard: the panel's code loads, then the entries
    // arrive after the panel, and the focus moves on to the newest one then.
    (await bell()).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await panel();
    await within(dialog).findAllByTestId('notification');
    const newest = within(dialog).getAllByRole('link', { name: /^Unread/ })[0];
    await waitFor(() => expect(document.activeElement).toBe(newest));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The bell the panel came with, in place of the one that loaded it.
    const button = await bell();
    expect(document.activeElement).toBe(button);

    // Again, cached: the panel opens with its entries in place.
    await userEvent.keyboard('{Enter}');
    const links = within(await panel()).getAllByRole('link', { name: /^Unread/ });
    await waitFor(() => expect(document.activeElement).toBe(links[0]));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(links[2]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(links[2]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('See all notifications opens the page', async () => {
    fakeServer({ ...signedIn(), [COUNT]: count(0), [LIST]: entries([]) });
    renderApp('/about');
    const dialog = await openPanel();
    await userEvent.click(within(dialog).getByRole('link', { name: 'See all notifications' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
