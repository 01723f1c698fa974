import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../harness';
import { tableDigests } from './db-state';
import { type App, buildWorld, type World } from './fixtures';
import { actorOf, ROLES, ROUTE_TABLE, type RouteEntry, routeKey } from './route-table';

let app: App;
let world: World;
/** Every (route, role) pair whose status was checked in this run. */
const checked = new Set<string>();

beforeAll(async () => {
  app = await createTestApp();
  world = await buildWorld(app);
});
afterAll(() => app.close());

const isRead = (method: string) => method === 'GET';

async function checkRoute(entry: RouteEntry) {
  for (const role of ROLES) {
    const call = await entry.build(world, role);
    const session = call.session !== undefined ? call.session : actorOf(world, role);
    const expected = entry.expect[role];
    // A refused write must leave every member-data table exactly as it was.
    const before = !isRead(entry.method) && expected >= 400 ? await tableDigests() : null;
    const res = await app.inject({
      method: entry.method as 'GET',
      url: call.url,
      headers: {
        ...(session ? session.headers : {}),
        ...(call.contentType ? { 'content-type': call.contentType } : {}),
      },
      ...(call.payload === undefined ? {} : { payload: call.payload as Record<string, unknown> }),
    });
    expect(res.statusCode, `${role} ${entry.method} ${call.url}: ${res.body.slice(0, 300)}`).toBe(
      expected,
    );
    if (expected >= 400) {
      expect(res.json(), `${role}: refusal in the JSON error shape`).toMatchObject({
        message: expect.any(String),
      });
    }
    if (before)
      expect(await tableDigests(), `${role}: a refused write changed data`).toEqual(before);
    checked.add(`${routeKey(entry)} as ${role}`);
  }
}

describe('permission matrix (spec §6)', () => {
  it('has one entry per registered route, and none for a route that is gone', () => {
    const registered = app.registeredRoutes.map(routeKey);
    const table = ROUTE_TABLE.map(routeKey);
    const missing = registered.filter((key) => !table.includes(key));
    expect(missing, `add these routes to server/test/security/route-table.ts: ${missing}`).toEqual(
      [],
    );
    expect(
      table.filter((key) => !registered.includes(key)),
      'entries for unknown routes',
    ).toEqual([]);
    expect(new Set(table).size, 'one entry per route').toBe(table.length);
  });

  it.each(ROUTE_TABLE.map((entry) => [routeKey(entry), entry] as const))(
    '%s answers each role as the table says',
    async (_key, entry) => checkRoute(entry),
  );

  it('checked every registered route as every role', () => {
    const expected = app.registeredRoutes.flatMap((r) =>
      ROLES.map((role) => `${routeKey(r)} as ${role}`),
    );
    expect([...checked].sort()).toEqual(expected.sort());
    console.info(
      `permission matrix: ${app.registeredRoutes.length} routes × ${ROLES.length} roles = ${checked.size} checks`,
    );
  });
});
