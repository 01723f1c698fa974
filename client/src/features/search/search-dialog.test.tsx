import { SNIPPET_STOP as E, SNIPPET_START as S } from '@shared/contracts/choices';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api';
import '@/test/browser-gaps';
import { type Answer, failWith, fakeServer, json, reply } from '@/test/fake-server';
import { hitOf, previewOf } from '@/test/search-data';
import { type SearchPreview, searchQueries } from './api';
import { SearchLauncher } from './search-launcher';

const hit = hitOf;

const empty: SearchPreview = previewOf();

const preview: SearchPreview = previewOf({
  members: [hit({ kind: 'members', id: 'u-1', title: 'Miguel Ortiz', href: '/members/u-1' })],
  discussions: [
    hit({ kind: 'discussions', id: 7, title: 'Port logistics', href: '/discussions/7' }),
    hit({
      kind: 'discussions',
      id: 7,
      replyId: 31,
      title: 'Port logistics',
      href: '/discussions/7#reply-31',
      snippet: `Ask ${S}Miguel${E} at Harbor`,
    }),
  ],
});

const previewFor =
  (answers: Record<string, Answer>): Answer =>
  (request) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return (answers[q] ?? reply(empty))(request);
  };

function renderLauncher() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <textarea
        aria-label="Editor"
        onKeyDown={(event) => event.ctrlKey && event.key === 'k' && event.preventDefault()}
      />
      <button type="button">Elsewhere</button>
      <SearchLauncher />
    </QueryClientProvider>,
  );
  return user;
}

const field = () => screen.getByRole('combobox', { name: 'Search' });
const option = (name: RegExp | string) => screen.getByRole('option', { name });

async function openAndType(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.type(await screen.findByRole('combobox', { name: 'Search' }), text);
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the search combobox', () => {
  it('lists the hits grouped under their kind, a reply said to be one, then See all', async () => {
    fakeServer({ 'GET /api/search/preview': previewFor({ miguel: reply(preview) }) });
    const user = renderLauncher();
    await openAndType(user, 'miguel');
    await screen.findByRole('option', { name: /^Miguel Ortiz/ });
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(listbox.id);
    const members = within(listbox).getByRole('group', { name: 'Members' });
    expect(within(members).getByRole('option').textContent).toContain('Miguel Ortiz');
    const discussions = within(listbox).getByRole('group', { name: 'Discussions' });
    expect(
      within(discussions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Port logistics', 'Reply in Port logisticsAsk Miguel at Harbor']);
    expect(within(discussions).getAllByRole('option')[1].querySelector('mark')?.textContent).toBe(
      'Miguel',
    );
    expect(within(listbox).getAllByRole('option').at(-1)?.textContent).toBe(
      'See all results for “miguel”',
    );
  });

  it('moves the active option with the arrows, wrapping at both ends, and Enter opens its href', async () => {
    fakeServer({ 'GET /api/search/preview': previewFor({ miguel: reply(preview) }) });
    const user = renderLauncher();
    await openAndType(user, 'miguel');
    await screen.findByRole('option', { name: /^Miguel Ortiz/ });
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);

    const active = () => screen.getByRole('option', { selected: true });
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(option(/^Miguel Ortiz/));
    expect(field().getAttribute('aria-activedescendant')).toBe(active().id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(option(/^See all results/));
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(option(/^Miguel Ortiz/));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(option(/^Reply in Port logistics/));
    expect(document.activeElement).toBe(field());

    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/discussions/7');
    expect(window.location.hash).toBe('#reply-31');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Enter with no active option opens the results page for the text', async () => {
    fakeServer({ 'GET /api/search/preview': previewFor({}) });
    const user = renderLauncher();
    await openAndType(user, 'port lawyer');
    await user.keyboard('{Enter}');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=port+lawyer');
  });

  it('says when nothing matched, and offers Try again when the search failed', async () => {
    const server = fakeServer({
      'GET /api/search/preview': previewFor({ zzz: reply(empty), broken: failWith(500) }),
    });
    const user = renderLauncher();
    await openAndType(user, 'zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeTruthy();
    await user.clear(field());
    await user.type(field(), 'broken');
    expect(await screen.findByText(/^Search failed/)).toBeTruthy();
    server.answer({ 'GET /api/search/preview': previewFor({ broken: reply(preview) }) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /^Miguel Ortiz/ })).toBeTruthy();
  });

  it('never lets a late answer for earlier text replace the newer one', async () => {
    let release: () => void = () => undefined;
    const slow: Answer = () =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            json({
              ...empty,
              jobs: [hit({ kind: 'jobs', title: 'Stale port job', href: '/jobs?job=1' })],
            }),
          );
      });
    const fresh = {
      ...empty,
      events: [hit({ kind: 'events', title: 'Port mixer', href: '/calendar?event=2' })],
    };
    const server = fakeServer({
      'GET /api/search/preview': previewFor({ po: slow, port: reply(fresh) }),
    });
    const user = renderLauncher();
    await openAndType(user, 'po');
    // The first request is on its way (past the debounce); more typing asks again.
    await waitFor(() => expect(server.calls).toContain('GET /api/search/preview?q=po'));
    await user.type(field(), 'rt');
    expect(await screen.findByRole('option', { name: /^Port mixer/ })).toBeTruthy();
    release();
    // The late answer has been read and kept for its own text, not shown for the newer.
    await waitFor(() =>
      expect(queryClient.getQueryState(searchQueries.preview('po').queryKey)?.status).toBe(
        'success',
      ),
    );
    expect(screen.queryByRole('option', { name: /Stale port job/ })).toBeNull();
    expect(screen.getByRole('option', { name: /^Port mixer/ })).toBeTruthy();
  });

  it('Escape closes it and gives the focus back to what opened it', async () => {
    fakeServer({ 'GET /api/search/preview': previewFor({}) });
    const user = renderLauncher();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(await screen.findByRole('combobox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });

  it('Ctrl-K opens it, unless the field it was pressed in used the key itself', async () => {
    fakeServer({ 'GET /api/search/preview': previewFor({}) });
    const user = renderLauncher();
    await user.click(screen.getByRole('textbox', { name: 'Editor' }));
    await user.keyboard('{Control>}k{/Control}');
    // Opening renders at once, inside the key's act(): the dialog, or while its code
    // loads the backdrop's Loading status (lazyDialog). Neither is there.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
  });
});
