import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/api';
import { type Answer, failWith, fakeServer, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { CAROUSEL_KEY, type DashboardData } from './api';

const counts = { eventsThisWeek: 2, newDiscussions: 2, activeJobs: 0, members: 9 };

type Activity = DashboardData['recentActivity'][number];
/**
 * The answer, with room for a row the server never sends (no date): the page must still
 * draw it.
 */
type Fixture = Omit<DashboardData, 'recentActivity'> & {
  recentActivity: Array<Omit<Activity, 'createdAt'> & { createdAt: string | null }>;
};

function openDashboard(dashboard: Fixture, photos: Answer = reply([])) {
  const server = fakeServer({
    ...signedIn(),
    'GET /api/dashboard': reply(dashboard),
    'GET /api/photos?sample=6': photos,
  });
  renderApp('/');
  return server;
}

const welcome = () => screen.findByRole('heading', { level: 1, name: /^Welcome back/ });

// The journeys share one database, so they can never count on a community with nothing
// posted, nor make rows without an author or a date; those screens are checked here.
describe('Recent Activity', () => {
  it('shows its empty state when nothing was posted', async () => {
    openDashboard({ counts, recentActivity: [], openedSeats: [] });
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeTruthy();
    expect(await screen.findByText('No recent activity to display')).toBeTruthy();
  });

  it('lists discussions with author, words and relative time, or stand-ins for them', async () => {
    openDashboard({
      counts,
      openedSeats: [],
      recentActivity: [
        {
          id: 7,
          title: 'Best coworking spaces in Midtown?',
          createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
          author: {
            id: 'member-7',
            firstName: 'Carlos',
            lastName: 'Mendez',
            email: 'carlos@example.com',
            profileImageUrl: null,
            title: null,
            company: null,
          },
        },
        { id: 8, title: 'Looking for a fractional CFO', createdAt: null, author: null },
      ],
    });
    await screen.findByText('Best coworking spaces in Midtown?');
    const items = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('posted a discussion'));
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('C', { exact: true })).toBeTruthy();
    expect(items[0].textContent).toContain('Carlos Mendez posted a discussion');
    expect(items[0].textContent).toContain('Best coworking spaces in Midtown?');
    expect(items[0].textContent).toContain('about 2 hours ago');
    expect(within(items[1]).getByText('U', { exact: true })).toBeTruthy();
    expect(items[1].textContent).toContain('Someone posted a discussion');
    expect(items[1].textContent).toContain('Looking for a fractional CFO');
    expect(items[1].textContent).toContain('Recently');
    expect(screen.getByText('2 Events This Week', { exact: true })).toBeTruthy();
    expect(screen.queryByText('No recent activity to display')).toBeNull();
  });
});

describe('Counts and notices', () => {
  it('pluralises each count: one, many and none', async () => {
    openDashboard({
      counts: { eventsThisWeek: 1, newDiscussions: 1, activeJobs: 1, members: 1 },
      recentActivity: [],
      openedSeats: [],
    });
    for (const text of ['1 Event This Week', '1 New Post', '1 Active Posting', '1 Active Member']) {
      expect(await screen.findByText(text, { exact: true })).toBeTruthy();
    }
  });

  it.each([
    [
      { eventsThisWeek: 2, newDiscussions: 3, activeJobs: 4, members: 5 },
      ['2 Events This Week', '3 New Posts', '4 Active Postings', '5 Active Members'],
    ],
    [
      { eventsThisWeek: 0, newDiscussions: 0, activeJobs: 0, members: 0 },
      ['0 Events This Week', '0 New Posts', '0 Active Postings', '0 Active Members'],
    ],
  ])('says %o as %o', async (many, texts) => {
    openDashboard({ counts: many, recentActivity: [], openedSeats: [] });
    for (const text of texts) expect(await screen.findByText(text, { exact: true })).toBeTruthy();
  });

  it('marks the events whose seat opened up, each linking to its address', async () => {
    openDashboard({
      counts,
      recentActivity: [],
      openedSeats: [
        { id: 42, title: 'Port of Houston tour', startDate: '2030-01-01T15:00:00.000Z' },
      ],
    });
    const notice = await screen.findByRole('region', { name: "A seat opened up — you're going" });
    expect(
      within(notice).getByRole('link', { name: 'Port of Houston tour' }).getAttribute('href'),
    ).toBe('/calendar?event=42');
  });

  it('shows no notice when no seat opened up', async () => {
    openDashboard({ counts, recentActivity: [], openedSeats: [] });
    await welcome();
    expect(screen.queryByText(/A seat opened up/)).toBeNull();
  });
});

describe('Community Gallery', () => {
  it.each([
    ['there are no photos', reply([]), 'success'],
    ['the fetch fails', failWith(500), 'error'],
  ] as const)('is left out when %s', async (_when, photos, status) => {
    const server = openDashboard({ counts, recentActivity: [], openedSeats: [] }, photos);
    await welcome();
    expect(server.calls).toContain('GET /api/photos?sample=6');
    // The answer is in (the sample settled), and still nothing shows.
    await waitFor(() => expect(queryClient.getQueryState(CAROUSEL_KEY)?.status).toBe(status));
    expect(screen.queryByText('Community Gallery')).toBeNull();
    expect(screen.queryByText('Failed to fetch photos')).toBeNull();
  });
});
