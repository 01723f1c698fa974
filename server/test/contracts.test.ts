import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './harness';
import { routeKey } from './security/route-table';

/**
 * Every JSON route names its contract (issue 18, docs/architecture.md): `schema.response`,
 * through which Fastify encodes the answer, so a field the contract does not name never
 * leaves the server. The routes walked are the built app's `registeredRoutes`, the same
 * enumeration the permission matrix (security/permission-matrix.test.ts) checks.
 *
 * A route missing from the list below and declaring no `schema.response` fails; so does
 * an entry for a route that is gone.
 */

/**
 * Routes whose answer is not JSON, so there is no JSON contract to declare. Only these.
 * (The SPA's pages come from the not-found handler and its built files from routes that
 * exist only when the app serves a build; neither is JSON, and neither is registered here.
 * The sign-in redirects, `/api/login` and `/api/callback`, declare their `302` with no body.)
 */
const NOT_JSON: Record<string, string> = {
  // A stored file, streamed with its own type (Range, ETag, 304 and 416 without bodies).
  'GET /objects/*': 'object stream',
  // iCalendar text (text/calendar), for a calendar program to import or subscribe to.
  'GET /api/events/:id.ics': 'ics file',
  'GET /api/calendar/:token.ics': 'ics feed',
  // The community's logo as a PNG (decision 050), for the tab, the landing page and mails.
  'GET /branding/:file': 'logo image',
};

const app = await createTestApp();
afterAll(() => app.close());
const routes = app.registeredRoutes.map((r) => ({ key: routeKey(r), responses: r.responses }));
const registered = new Set(routes.map((r) => r.key));

describe('response contracts', () => {
  it('walks the whole app', () => {
    // The guard against walking nothing: the app registers well over this many routes.
    expect(routes.length).toBeGreaterThan(60);
    expect(registered.size, 'one entry per route').toBe(routes.length);
  });

  it.each(routes.map((r) => [r.key, r] as const))('%s declares its answers', (key, route) => {
    if (key in NOT_JSON) return;
    expect(
      route.responses,
      `${key} answers JSON but declares no schema.response: name its contract (shared/contracts/<feature>.ts)`,
    ).not.toEqual([]);
  });

  it('allows only routes that exist, each in one list', () => {
    const listed = Object.keys(NOT_JSON);
    expect(
      listed.filter((key) => !registered.has(key)),
      'listed routes that are not registered',
    ).toEqual([]);
    expect(new Set(listed).size, 'a route listed twice').toBe(listed.length);
  });
});
