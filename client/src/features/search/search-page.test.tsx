import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { loadPage, renderApp } from '@/test/render-app';
import { hitOf, previewOf } from '@/test/search-data';

// The results page's All view (issue 37).

beforeAll(() => loadPage('/search'));

const noor = {
  id: 'u-9',
  firstName: 'Noor',
  lastName: 'Port',
  email: 'noor@example.com',
  profileImageUrl: '/uploads/noor.webp',
  title: null,
  company: null,
};

function showAll(preview: ReturnType<typeof previewOf>) {
  const server = fakeServer({
    ...signedIn(member()),
    'GET /api/search/preview': reply(preview),
  });
  renderApp('/search?q=port');
  return server;
}

describe('All', () => {
  it('groups the kinds with a match, with their counts and a way to each', async () => {
    const server = showAll(
      previewOf(
        {
          members: [
            hitOf({
              kind: 'members',
              id: noor.id,
              title: 'Noor Port',
              href: '/members/u-9',
              author: noor,
            }),
          ],
          discussions: [
            hitOf({
              kind: 'discussions',
              id: 7,
              title: 'Port logistics',
              href: '/discussions/7',
              author: noor,
            }),
          ],
        },
        { discussions: { count: 100, more: true } },
      ),
    );
    const discussions = await screen.findByRole('region', { name: 'Discussions (100+)' });
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Members (1)', 'Discussions (100+)']);
    expect(
      within(discussions)
        .getByRole('link', { name: 'See all discussions (100+)' })
        .getAttribute('href'),
    ).toBe('/search?q=port&kind=discussions');
    // The title marks the word searched for.
    const title = within(discussions).getByRole('link', { name: 'Port logistics' });
    expect(title.querySelector('mark')?.textContent).toBe('Port');
    // One request: the preview; no kind's page is asked for.
    expect(server.calls.filter((c) => c.startsWith('GET /api/search'))).toEqual([
      'GET /api/search/preview?q=port',
    ]);
  });

  // (Their photo is the avatar's, which shows once loaded: jsdom loads no image.)
  it("shows a member's name once, with no byline", async () => {
    showAll(
      previewOf({
        members: [
          hitOf({
            kind: 'members',
            id: noor.id,
            title: 'Noor Port',
            href: '/members/u-9',
            author: noor,
          }),
        ],
      }),
    );
    const members = await screen.findByRole('region', { name: 'Members (1)' });
    expect(within(members).getAllByText(/Noor/)).toHaveLength(1);
  });

  it('says so when nothing matches', async () => {
    showAll(previewOf());
    expect(await screen.findByText('No results for “port”')).toBeTruthy();
    expect(
      screen.getByText('Nothing in the community matches. Try other words, or fewer of them.'),
    ).toBeTruthy();
  });
});
