import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../harness';
import { countWritesInThisFile, writeMarks } from './db-state';
import { type App, buildWorld, type World } from './fixtures';
import { equivalentSpellings } from './path-spellings';
import {
  actorOf,
  expectedFor,
  ROLES,
  ROUTE_TABLE,
  type Role,
  type RouteEntry,
  routeKey,
} from './route-table';

let app: App;
let world: World;
/** Every (route, role) pair whose status was checked in this run. */
const checked = new Set<string>();
/** Calls made under another spelling of their path. */
let spelled = 0;

countWritesInThisFile();
beforeAll(async () => {
  app = await createTestApp();
  world = await buildWorld(app);
});
afterAll(() => app.close());

const isRead = (method: string) => method === 'GET';

/**
 * The router and the guards that judge a path read no database, so one run proves every
 * spelling: the PostgreSQL one when there is a server (the same calls took the embedded
 * database 93 s against ~30 s there), else the embedded one. Both runs check each role's
 * plain call, which is where the two databases could answer differently.
 */
const SPELLINGS = process.env.TEST_DB === 'postgres' || process.env.TEST_DATABASE_URL === undefined;

type Built = Awaited<ReturnType<RouteEntry['build']>>;

const build = async (entry: RouteEntry, role: Role, spell?: (url: string) => string) => {
  const built = await entry.build(world, role);
  return spell ? { ...built, url: spell(built.url) } : built;
};

/** One call as `role`; checks its status, error shape and cache headers. */
async function send(entry: RouteEntry, role: Role, call: Built) {
  const expected = expectedFor(entry, role);
  const session = call.session !== undefined ? call.session : actorOf(world, role);
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
  // A member's answer, and every answer of a members-only route, stays out of shared caches.
  if (session || expected === 401) {
    expect(res.headers['cache-control'], `${role} ${call.url}: cache-control`).toMatch(
      /\b(private|no-store)\b/,
    );
  }
}

/**
 * Calls as `role`, one per entry of `spells` (undefined: the plain address), and returns
 * the addresses called. A refused write must leave every member-data table as it was:
 * refused calls are built first and the two digests bracket them all, so the spellings of
 * one call cost two digests, not two each. Accepted calls are built one before each, as
 * each may use up what the last one built (a skill added, an endorsement given).
 */
async function checkCalls(
  entry: RouteEntry,
  role: Role,
  spells: (((url: string) => string) | undefined)[],
) {
  const urls: string[] = [];
  if (expectedFor(entry, role) < 400) {
    for (const spell of spells) {
      const call = await build(entry, role, spell);
      await send(entry, role, call);
      urls.push(call.url);
    }
    // What a call left to do after its answer (an e-mail to queue) finishes with it.
    await app.mail.settle();
    return urls;
  }
  const calls: Built[] = [];
  for (const spell of spells) calls.push(await build(entry, role, spell));
  // An earlier call's after-work is that call's write, not these.
  await app.mail.settle();
  const before = isRead(entry.method) ? null : await writeMarks();
  for (const call of calls) {
    await send(entry, role, call);
    urls.push(call.url);
  }
  await app.mail.settle();
  if (before) {
    expect(await writeMarks(), `${role}: a refused write changed data`).toEqual(before);
  }
  return urls;
}

async function checkRoute(entry: RouteEntry) {
  for (const role of ROLES) {
    const [plain] = await checkCalls(entry, role, [undefined]);
    checked.add(`${routeKey(entry)} as ${role}`);
    // The same call under generated equivalent spellings of its path: the guards judge
    // the route the router matched, so each must get exactly the plain answer.
    const key = `${routeKey(entry)} ${role}`;
    const variants = SPELLINGS ? equivalentSpellings(plain, key).length : 0;
    const spells = Array.from(
      { length: variants },
      (_, i) => (url: string) => equivalentSpellings(url, key)[i] ?? url,
    );
    if (spells.length > 0) await checkCalls(entry, role, spells);
    spelled += variants;
  }
}

describe('permission matrix (spec §6)', () => {
  it('calls as the roles it says: staff, plain members, applicants and a suspended member', async () => {
    const roleOf = async (member: World['owner']) =>
      (await app.inject({ url: '/api/auth/user', headers: member.headers })).json().role;
    expect(await roleOf(world.admin)).toBe('admin');
    expect(await roleOf(world.moderator)).toBe('moderator');
    for (const member of [world.owner, world.other, world.applicant]) {
      expect(await roleOf(member)).toBe('member');
    }
    // The applicants are signed in but not members; the suspended member is signed out.
    const sessionOf = async (member: World['owner']) =>
      (await app.inject({ url: '/api/auth/session', headers: member.headers })).json().member;
    expect((await sessionOf(world.pending)).membership).toBe('pending');
    expect((await sessionOf(world.declined)).membership).toBe('declined');
    expect(await sessionOf(world.suspended)).toBeNull();
  });

  it("answers each role's abilities as its routes let it through (the browser reads no role)", async () => {
    // Each ability the session answers stands for routes the table already holds: the
    // ability is true exactly when that role's call there is not refused.
    const routeFor = (method: string, url: string) => {
      const entry = ROUTE_TABLE.find((r) => r.method === method && r.url === url);
      if (!entry) throw new Error(`no route-table entry for ${method} ${url}`);
      return entry;
    };
    const standsFor = {
      administer: routeFor('GET', '/api/admin/members'),
      moderate: routeFor('GET', '/api/moderation/reports'),
      unhide: routeFor('DELETE', '/api/moderation/hidden/:itemType/:itemId'),
      seeEarlierVersions: routeFor('GET', '/api/moderation/revisions/:itemType/:itemId'),
      // Members may invite only when the admins allow it, which the world leaves off.
      invite: routeFor('POST', '/api/invitations'),
    };
    for (const role of ['member', 'owner', 'moderator', 'admin'] as const) {
      const member = actorOf(world, role)!;
      const answer = (
        await app.inject({ url: '/api/auth/session', headers: member.headers })
      ).json().member;
      for (const [ability, entry] of Object.entries(standsFor)) {
        expect(answer.abilities[ability], `${role} ${ability}`).toBe(
          expectedFor(entry, role) < 400,
        );
      }
      // An admin's invitation admits its person with no application; anyone else's does not.
      expect(answer.abilities.inviteWithoutReview, `${role} inviteWithoutReview`).toBe(
        role === 'admin',
      );
      // `GET /api/auth/user` answers the same abilities.
      const user = (await app.inject({ url: '/api/auth/user', headers: member.headers })).json();
      expect(user.abilities).toEqual(answer.abilities);
    }
  });

  it('answers, item by item, whose it is (`mine`) apart from what each role may do', async () => {
    const get = async (role: Role, url: string) =>
      (await app.inject({ url, headers: actorOf(world, role)!.headers })).json();
    for (const role of ['member', 'owner', 'moderator', 'admin'] as const) {
      const owns = role === 'owner';
      const staff = role === 'moderator' || role === 'admin';
      const items = {
        discussion: await get(role, `/api/discussions/${world.discussion.id}`),
        reply: (await get(role, `/api/discussions/${world.discussion.id}/replies`)).find(
          (r: { id: number }) => r.id === world.reply.id,
        ),
        job: await get(role, `/api/jobs/${world.job.id}`),
        event: await get(role, `/api/events/${world.event.id}`),
        resource: await get(role, `/api/resources/${world.resource.id}`),
        photo: await get(role, `/api/photos/${world.photo.id}`),
        album: (await get(role, '/api/photo-albums')).find(
          (a: { id: number }) => a.id === world.album.id,
        ),
        skill: (await get(role, `/api/users/${world.owner.id}/skills`)).find(
          (s: { id: number }) => s.id === world.userSkill.id,
        ),
      };
      for (const [kind, item] of Object.entries(items)) {
        expect(item, `${role} ${kind}`).toMatchObject({
          mine: owns,
          // Only its owner edits it; staff delete others' too (decisions 018, 022), but
          // the skills are the owner's alone.
          canEdit: owns,
          canDelete: owns || (staff && kind !== 'skill'),
        });
      }
      for (const kind of ['discussion', 'reply'] as const) {
        expect(items[kind], `${role} ${kind} staff abilities`).toMatchObject({
          canUnhide: staff,
          canSeeEarlierVersions: staff,
        });
      }
      const profile = await get(role, `/api/users/${world.owner.id}/profile`);
      expect(profile.member, `${role} profile`).toMatchObject({ isSelf: owns, canEdit: owns });
    }
  });

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

  it("never registers the journeys' fixture routes: the product has no /__e2e/ address", async () => {
    expect(app.registeredRoutes.filter((r) => r.url.startsWith('/__e2e'))).toEqual([]);
    const res = await app.inject({
      method: 'POST',
      url: '/__e2e/members',
      payload: { email: 'probe@example.com', password: 'x', firstName: 'P', lastName: 'Q' },
    });
    expect(res.statusCode).toBe(404);
  });

  it.each(ROUTE_TABLE.map((entry) => [routeKey(entry), entry] as const))(
    '%s answers each role as the table says',
    async (_key, entry) => checkRoute(entry),
    // Eight roles, each under up to five spellings, with the whole database digested around
    // every refused write: tens of calls, not one.
    120_000,
  );

  it('checked every registered route as every role', () => {
    const expected = app.registeredRoutes.flatMap((r) =>
      ROLES.map((role) => `${routeKey(r)} as ${role}`),
    );
    expect([...checked].sort()).toEqual(expected.sort());
    console.info(
      `permission matrix: ${app.registeredRoutes.length} routes × ${ROLES.length} roles = ${checked.size} checks, and ${spelled} more under other spellings`,
    );
  });
});
