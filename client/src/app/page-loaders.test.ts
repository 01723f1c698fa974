import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { memberRouteFor, NAV_LINKS, ROUTES, type RouteEntry } from '@shared/routes';
import { describe, expect, it } from 'vitest';
import { MEMBER_PAGE_LOADERS } from './member-page-loaders';
import { VISITOR_PAGE_LOADERS } from './visitor-page-loaders';

// The route table (shared/routes.ts) names each page's module; visitor-page-loaders.ts
// (in the entry) and member-page-loaders.ts (in the member frame's chunk) hold the
// written-out import Vite needs to split it. A page added to one and not the other would
// render nothing, or load without the server's preloads.

const pagesOf = (...access: RouteEntry['access'][]) =>
  [...new Set(ROUTES.filter((r) => access.includes(r.access)).map((r) => r.page))].sort();

describe('the route table and the page loaders', () => {
  it('give every visitor page one loader in the entry, and every member page one in the frame', () => {
    expect(Object.keys(VISITOR_PAGE_LOADERS).sort()).toEqual(pagesOf('visitor', 'any'));
    expect(Object.keys(MEMBER_PAGE_LOADERS).sort()).toEqual(pagesOf('member'));
  });

  it.each([
    ['visitor-page-loaders.ts', VISITOR_PAGE_LOADERS],
    ['member-page-loaders.ts', MEMBER_PAGE_LOADERS],
  ])('load, for each key of %s, the module the key names', (file, loaders) => {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8');
    const pairs = [
      ...source.matchAll(/'src\/([^']+)\.tsx':\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g),
    ];
    expect(pairs.map(([, key]) => `src/${key}.tsx`).sort()).toEqual(Object.keys(loaders).sort());
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
