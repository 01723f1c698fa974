import { describe, expect, it } from 'vitest';
import { routeMatches } from '../../../shared/routes';
import { memberPreloads } from './member-preloads';
import { fakeManifest } from './test-manifest';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('member preloads', () => {
  const preloadsFor = memberPreloads(fakeManifest());

  it('names the frame and the route’s page with their chunks, never what the entry loads', () => {
    expect(hrefs(preloadsFor('/gallery'))).toEqual([
      '/api/auth/session',
      '/assets/member-routes.js',
      '/assets/icons.js',
      '/assets/gallery-page.js',
      '/assets/viewer.js',
    ]);
    expect(preloadsFor('/gallery')).toContain('rel="modulepreload" crossorigin');
  });

  it('names the parts a page loads as it first paints beside the page (the console’s Members tab)', () => {
    expect(hrefs(preloadsFor('/admin'))).toEqual([
      '/api/auth/session',
      '/assets/member-routes.js',
      '/assets/icons.js',
      '/assets/admin-page.js',
      '/assets/members-section.js',
    ]);
  });

  it('matches routes with parameters and a trailing slash, and falls back to the frame', () => {
    expect(hrefs(preloadsFor('/discussions/42'))).toContain('/assets/discussion-detail-page.js');
    expect(hrefs(preloadsFor('/'))).toContain('/assets/dashboard-page.js');
    expect(hrefs(preloadsFor('/jobs/'))).toContain('/assets/jobs-page.js');
    expect(hrefs(preloadsFor('/no/such/page'))).toEqual([
      '/api/auth/session',
      '/assets/member-routes.js',
      '/assets/icons.js',
    ]);
  });

  it('refuses a build whose manifest lacks a page of the route table', () => {
    const manifest = fakeManifest();
    delete manifest['src/features/jobs/jobs-page.tsx'];
    expect(() => memberPreloads(manifest)).toThrow(/jobs-page.tsx is not in the build manifest/);
  });
});

describe('routeMatches', () => {
  it.each([
    ['/', '/', true],
    ['/', '/calendar', false],
    ['/discussions/:id', '/discussions/7', true],
    ['/discussions/:id', '/discussions/', false],
    ['/discussions/:id', '/discussions/7/replies', false],
    ['/messages', '/messages/', true],
  ])('%s against %s is %s', (route, path, expected) => {
    expect(routeMatches(route, path)).toBe(expected);
  });
});
