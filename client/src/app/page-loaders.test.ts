import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memberRouteFor, NAV_LINKS, ROUTES } from '@shared/routes';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADERS } from './page-loaders';

// The route table (shared/routes.ts) names each page's module; page-loaders.ts holds the
// written-out import Vite needs to split it. A page added to one and not the other would
// render nothing, or load without the server's preloads.

describe('the route table and the page loaders', () => {
  it('give every page of the table exactly one loader, and no loader without a page', () => {
    const pages = [...new Set(ROUTES.map((route) => route.page))].sort();
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(pages);
  });

  it('load, for each key, the module the key names', () => {
    const source = readFileSync(join(import.meta.dirname, 'page-loaders.ts'), 'utf8');
    const pairs = [
      ...source.matchAll(/'src\/([^']+)\.tsx':\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g),
    ];
    expect(pairs.map(([, key]) => `src/${key}.tsx`).sort()).toEqual(
      Object.keys(PAGE_LOADERS).sort(),
    );
    for (const [, key, imported] of pairs) expect(imported).toBe(key);
  });

  it('keep the top bar’s eight links, in order', () => {
    expect(NAV_LINKS).toEqual([
      { href: '/', label: 'Dashboard' },
      { href: '/calendar', label: 'Calendar' },
      { href: '/discussions', label: 'Discussions' },
      { href: '/members', label: 'Members' },
      { href: '/jobs', label: 'Jobs' },
      { href: '/resources', label: 'Resources' },
      { href: '/gallery', label: 'Gallery' },
      { href: '/about', label: 'About' },
    ]);
  });

  it.each([
    ['/', 'src/features/dashboard/dashboard-page.tsx'],
    ['/discussions/42', 'src/features/discussions/discussion-detail-page.tsx'],
    ['/messages/7', 'src/features/messages/thread-page.tsx'],
    ['/messages', 'src/features/messages/messages-page.tsx'],
    ['/profile', 'src/features/profile/profile-page.tsx'],
    ['/sign-in', undefined],
    // The e-mailed links' pages render outside the member frame in either state.
    ['/reset-password', undefined],
    ['/verify-email', undefined],
    ['/no/such/page', undefined],
  ])('preload the member page of %s', (path, page) => {
    expect(memberRouteFor(path)?.page).toBe(page);
  });
});
