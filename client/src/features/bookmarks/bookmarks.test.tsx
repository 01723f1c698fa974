import type { BookmarkKeys, SavedItem } from '@shared/contracts/bookmarks';
import { TOO_MANY_BOOKMARKS } from '@shared/contracts/bookmarks';
import type { DiscussionReplyItem } from '@shared/contracts/discussions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { zonedDayClockText } from '@/lib/zoned-time';
import { openedDiscussionOf } from '@/test/discussion-data';
import { type Answer, failWith, fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { findToast, loadPage, renderApp } from '@/test/render-app';

// Bookmarks (issue 37): a toggle on each item that keeps its name, and the Saved page.

beforeAll(() => Promise.all([loadPage('/discussions/1'), loadPage('/saved')]));

const KEYS = 'GET /api/bookmarks/keys';
const keys = (some: Partial<BookmarkKeys> = {}) =>
  reply({ discussion: [], reply: [], event: [], job: [], resource: [], ...some });
const noAnswer: Answer = () => json({ bookmarked: true });

const ann = {
  id: 'member-3',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  profileImageUrl: null,
  title: null,
  company: null,
};

const answerOf = (id: number): DiscussionReplyItem => ({
  id,
  discussionId: 1,
  authorId: ann.id,
  content: 'The noodle bar on Main.',
  parentReplyId: null,
  createdAt: '2026-03-01T11:00:00.000Z',
  updatedAt: '2026-03-01T11:00:00.000Z',
  editedAt: null,
  author: ann,
  isDeleted: false,
  hidden: false,
  canReport: false,
  mine: false,
  canEdit: false,
  canUnhide: false,
  canSeeEarlierVersions: false,
  canDelete: false,
  deleteNeedsReason: false,
  reactions: [],
  myReactions: [],
});

/** Discussion 1 with Ann's reply 5, and the member's bookmarks. */
function openDiscussion(bookmarked: Partial<BookmarkKeys> = {}) {
  const server = fakeServer({
    ...signedIn(),
    [KEYS]: keys(bookmarked),
    'GET /api/discussions/1': reply(openedDiscussionOf({ replyCount: 1 })),
    'GET /api/discussions/1/replies': reply([answerOf(5)], 200, { 'X-Total-Count': '1' }),
    'PUT /api/bookmarks/discussion/1': noAnswer,
    'PUT /api/bookmarks/reply/5': noAnswer,
    'DELETE /api/bookmarks/reply/5': () => json({ bookmarked: false }),
  });
  renderApp('/discussions/1');
  return server;
}

const discussionButton = () =>
  screen.findByRole('button', { name: 'Bookmark Best lunch spots downtown' });
const replyButton = () => screen.findByRole('button', { name: 'Bookmark reply by Ann Lee' });
const pressed = async (button: Promise<HTMLElement>) => (await button).getAttribute('aria-pressed');

describe('the Bookmark button', () => {
  it('shows what the member bookmarked, from one request for every button', async () => {
    const server = openDiscussion({ discussion: [1] });
    await waitFor(async () => expect(await pressed(discussionButton())).toBe('true'));
    expect(await pressed(replyButton())).toBe('false');
    // The words stay put; the state is the check mark and aria-pressed.
    expect((await discussionButton()).textContent).toBe('Bookmark');
    expect(server.calls.filter((call) => call === KEYS)).toHaveLength(1);
  });

  it('bookmarks and takes the bookmark away, saying so each time, its name unchanged', async () => {
    const server = openDiscussion();
    await waitFor(async () => expect((await replyButton()).hasAttribute('disabled')).toBe(false));
    await userEvent.click(await replyButton());
    const toast = await findToast();
    expect(toast.textContent).toContain('Bookmarked');
    expect(toast.textContent).toContain('Find it on your Saved page.');
    expect(await pressed(replyButton())).toBe('true');
    expect(server.calls).toContain('PUT /api/bookmarks/reply/5');

    await userEvent.click(await replyButton());
    await waitFor(async () =>
      expect((await findToast()).textContent).toContain('Bookmark removed'),
    );
    expect(await pressed(replyButton())).toBe('false');
    expect(server.calls).toContain('DELETE /api/bookmarks/reply/5');
  });

  it('works from the keyboard', async () => {
    const server = openDiscussion();
    const button = await discussionButton();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(server.calls).toContain('PUT /api/bookmarks/discussion/1');
    expect(document.activeElement).toBe(button);
  });

  it('goes back, with the server’s reason, when the server refuses', async () => {
    const server = openDiscussion();
    server.answer({
      'PUT /api/bookmarks/discussion/1': () => json({ message: TOO_MANY_BOOKMARKS }, 409),
    });
    const button = await discussionButton();
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);
    const toast = await findToast();
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain(TOO_MANY_BOOKMARKS);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });
});

const LIST = 'GET /api/bookmarks?limit=20';
const listOf = (items: SavedItem[], total = items.length, next?: string) =>
  reply(items, 200, {
    'X-Total-Count': String(total),
    ...(next ? { Link: `</api/bookmarks?limit=20&cursor=${next}>; rel="next"` } : {}),
  });

const saved = (overrides: Partial<SavedItem> & Pick<SavedItem, 'kind' | 'id'>): SavedItem => ({
  savedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
  title: 'Best lunch spots downtown',
  excerpt: '',
  href: '/discussions/1',
  author: ann,
  at: '2026-03-01T10:00:00.000Z',
  timeZone: null,
  detail: null,
  closed: false,
  ...overrides,
});

const EVERY_KIND: SavedItem[] = [
  saved({ kind: 'discussion', id: 1, detail: 'Events', excerpt: 'Where do you take clients?' }),
  saved({ kind: 'reply', id: 5, href: '/discussions/1#reply-5', excerpt: 'The noodle bar.' }),
  saved({
    kind: 'event',
    id: 7,
    title: 'Founders breakfast',
    href: '/calendar?event=7',
    at: '2027-07-04T13:00:00.000Z',
    detail: 'The Grove, Houston',
  }),
  saved({
    kind: 'job',
    id: 9,
    title: 'Data Engineer',
    href: '/jobs?job=9',
    detail: 'Bayou Analytics',
    closed: true,
  }),
  saved({ kind: 'resource', id: 11, title: 'Budget template', href: '/resources?resource=11' }),
];

const ALL_KEYS = keys({ discussion: [1], reply: [5], event: [7, 8], job: [9], resource: [11] });

function openSaved(list: Answer, path = '/saved', more: Record<string, Answer> = {}) {
  const server = fakeServer({ ...signedIn(), [KEYS]: ALL_KEYS, [LIST]: list, ...more });
  renderApp(path);
  return server;
}

const entries = () => screen.findAllByTestId('saved-item');
const count = () => screen.findByTestId('saved-count');

describe('the Saved page', () => {
  it('lists an entry of every kind as its card shows it, with counts by kind', async () => {
    const inTokyo = saved({
      kind: 'event',
      id: 8,
      title: 'Tokyo meetup',
      href: '/calendar?event=8',
      at: '2027-07-05T01:00:00.000Z',
      timeZone: 'Asia/Tokyo',
    });
    openSaved(listOf([...EVERY_KIND, inTokyo]));
    await screen.findByRole('heading', { level: 1, name: 'Saved' });
    const [discussion, answer, event, job, resource, elsewhere] = await entries();
    await waitFor(async () => expect((await count()).textContent).toBe('6 saved items'));

    expect(within(discussion).getByText('Discussion')).toBeTruthy();
    const title = within(discussion).getByRole('link', { name: 'Best lunch spots downtown' });
    expect(title.getAttribute('href')).toBe('/discussions/1');
    expect(within(discussion).getByText('Events')).toBeTruthy();
    expect(within(discussion).getByText('Where do you take clients?')).toBeTruthy();
    expect(within(discussion).getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe(
      '/members/member-3',
    );
    expect(within(discussion).getByText('Saved 3 minutes ago')).toBeTruthy();

    const inThread = within(answer).getByRole('link', {
      name: 'Reply in Best lunch spots downtown',
    });
    expect(inThread.getAttribute('href')).toBe('/discussions/1#reply-5');
    expect(
      within(answer).getByRole('button', {
        name: 'Bookmark reply by Ann Lee in Best lunch spots downtown',
      }),
    ).toBeTruthy();

    // An event says when it starts, on its own clock, else the community's, as the calendar does.
    expect(
      within(event).getByText(zonedDayClockText('2027-07-04T13:00:00.000Z', 'America/Chicago')),
    ).toBeTruthy();
    expect(within(event).queryByText(/^Saved/)).toBeNull();
    expect(
      within(elsewhere).getByText(zonedDayClockText('2027-07-05T01:00:00.000Z', 'Asia/Tokyo')),
    ).toBeTruthy();

    expect(within(job).getByText('Closed')).toBeTruthy();
    expect(within(resource).queryByText('Closed')).toBeNull();
    const remove = within(resource).getByRole('button', { name: 'Bookmark Budget template' });
    await waitFor(() => expect(remove.getAttribute('aria-pressed')).toBe('true'));

    const nav = screen.getByRole('navigation', { name: 'Show' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^All/ }).textContent).toBe('All 6'),
    );
    expect(within(nav).getByRole('link', { name: /^Replies/ }).textContent).toBe('Replies 1');
  });

  it('a kind in the filter asks for that kind only', async () => {
    const server = openSaved(listOf(EVERY_KIND), '/saved', {
      [`${LIST}&kind=job`]: listOf([EVERY_KIND[3]]),
    });
    await entries();
    const nav = screen.getByRole('navigation', { name: 'Show' });
    const jobs = within(nav).getByRole('link', { name: /^Jobs/ });
    expect(jobs.getAttribute('href')).toBe('/saved?kind=job');
    await userEvent.click(jobs);
    await screen.findByRole('heading', { level: 2, name: 'Saved jobs' });
    await waitFor(async () => expect(await entries()).toHaveLength(1));
    expect(server.calls).toContain(`${LIST}&kind=job`);
    expect((await count()).textContent).toBe('1 saved job');
    expect(jobs.getAttribute('aria-current')).toBe('page');
  });

  it('says when nothing is saved, in all and in one kind', async () => {
    openSaved(listOf([]), '/saved', { [`${LIST}&kind=discussion`]: listOf([]) });
    expect(await screen.findByText('Nothing saved yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Bookmark discussions, replies, events, jobs and resources to find them here.',
      ),
    ).toBeTruthy();
    expect((await count()).textContent).toBe('0 saved items');

    const nav = screen.getByRole('navigation', { name: 'Show' });
    await userEvent.click(within(nav).getByRole('link', { name: /^Discussions/ }));
    expect(await screen.findByText('No saved discussions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all saved items' }).getAttribute('href')).toBe(
      '/saved',
    );
  });

  it('loads more with the cursor the server gave', async () => {
    const server = openSaved(listOf(EVERY_KIND.slice(0, 3), 5, 'c2'), '/saved', {
      [`${LIST}&cursor=c2`]: listOf(EVERY_KIND.slice(3), 5),
    });
    expect(await entries()).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Load more saved items' }));
    await waitFor(async () => expect(await entries()).toHaveLength(5));
    expect(server.calls).toContain(`${LIST}&cursor=c2`);
    expect(screen.queryByRole('button', { name: 'Load more saved items' })).toBeNull();
  });

  it('removing an entry takes it off the list and moves focus to the next one', async () => {
    const server = openSaved(listOf(EVERY_KIND), '/saved', {
      'DELETE /api/bookmarks/job/9': () => json({ bookmarked: false }),
    });
    const [, , , job] = await entries();
    const remove = within(job).getByRole('button', { name: 'Bookmark Data Engineer' });
    await waitFor(() => expect(remove.getAttribute('aria-pressed')).toBe('true'));
    server.answer({ [LIST]: listOf(EVERY_KIND.filter((item) => item.kind !== 'job')) });
    await userEvent.click(remove);
    expect((await findToast()).textContent).toContain('Bookmark removed');
    await waitFor(async () => expect(await entries()).toHaveLength(4));
    expect(screen.queryByText('Data Engineer')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Budget template' }));
    await waitFor(async () => expect((await count()).textContent).toBe('4 saved items'));
    expect(server.calls).toContain('DELETE /api/bookmarks/job/9');
  });

  it('says when the list failed, with Try again', async () => {
    const server = openSaved(failWith(500));
    expect(await screen.findByText('Failed to fetch saved items')).toBeTruthy();
    server.answer({ [LIST]: listOf(EVERY_KIND.slice(0, 1)) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await entries()).toHaveLength(1);
  });
});
