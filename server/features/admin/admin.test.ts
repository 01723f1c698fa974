import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../shared/schema/users';
import { setRole } from '../../auth/roles';
import { ADMINS_ONLY } from '../../security/staff-only';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { NOT_YOURSELF, SUSPEND_ADMIN } from './service';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let moderator: Member;
let ann: Member;
let bob: Member;

beforeAll(async () => {
  app = await createTestApp({ COMMUNITY_TIME_ZONE: 'America/Chicago' });
  // This file's first account is a fresh install's: the admin.
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  const { db } = await testDatabase();
  await setRole(db, moderator.email, 'moderator');
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Stone' });
});
afterAll(() => app.close());

const call = (
  who: Member | null,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: who ? who.headers : {} });
const signIn = (member: Member) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: member.email, password: 'correct horse' },
  });
const rowOf = async (id: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('the console belongs to admins', () => {
  it.each([
    ['GET', '/api/admin/members', undefined],
    ['PUT', '/api/admin/members/x/role', { role: 'admin' }],
    ['PUT', '/api/admin/members/x/suspension', { reason: 'spam', until: null }],
    ['DELETE', '/api/admin/members/x/suspension', undefined],
  ] as const)(
    '%s %s: 401 for a visitor, 403 for members and moderators, before the input is read',
    async (method, url, payload) => {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      for (const who of [ann, moderator]) {
        const res = await call(who, method, url, { bogus: true });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: ADMINS_ONLY });
      }
      expect((await rowOf(ann.id)).role).toBe('member');
    },
  );
});

describe('the member list', () => {
  it('finds members by name or address, role and state, newest first, in pages', async () => {
    const all = await call(admin, 'GET', '/api/admin/members');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.json().map((m: { firstName: string }) => m.firstName)).toEqual([
      'Bob',
      'Ann',
      'Mo',
      'Ada',
    ]);
    expect(all.json()[0]).toMatchObject({ email: bob.email, role: 'member', suspended: false });

    const byName = await call(admin, 'GET', '/api/admin/members?q=ann%20l');
    expect(byName.json().map((m: { id: string }) => m.id)).toEqual([ann.id]);
    const byEmail = await call(
      admin,
      'GET',
      `/api/admin/members?q=${encodeURIComponent(bob.email.toUpperCase())}`,
    );
    expect(byEmail.json().map((m: { id: string }) => m.id)).toEqual([bob.id]);
    const staff = await call(admin, 'GET', '/api/admin/members?role=moderator');
    expect(staff.json().map((m: { id: string }) => m.id)).toEqual([moderator.id]);

    const seen: string[] = [];
    let url: string | null = '/api/admin/members?limit=3';
    while (url) {
      const page = await call(admin, 'GET', url);
      seen.push(...page.json().map((m: { id: string }) => m.id));
      url = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1] ?? null;
    }
    expect(seen).toEqual(all.json().map((m: { id: string }) => m.id));

    const bad = await call(admin, 'GET', '/api/admin/members?role=owner');
    expect(bad.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('are changed by an admin, never leaving the community without one', async () => {
    const res = await call(admin, 'PUT', `/api/admin/members/${bob.id}/role`, {
      role: 'moderator',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: bob.id, role: 'moderator' });
    await call(admin, 'PUT', `/api/admin/members/${bob.id}/role`, { role: 'member' });
    const last = await call(admin, 'PUT', `/api/admin/members/${admin.id}/role`, {
      role: 'member',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      message: `${admin.email} is the last admin; grant another member admin first.`,
    });
    expect((await rowOf(admin.id)).role).toBe('admin');
    const missing = await call(admin, 'PUT', '/api/admin/members/nobody/role', { role: 'admin' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('suspension', () => {
  it('ends the member’s sessions at once and sign-in says until when', async () => {
    expect((await call(bob, 'GET', '/api/auth/user')).statusCode).toBe(200);
    const res = await call(admin, 'PUT', `/api/admin/members/${bob.id}/suspension`, {
      reason: 'Spam in three discussions',
      until: '2099-03-12T18:00:00Z',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      suspended: true,
      suspendedUntil: '2099-03-12T18:00:00.000Z',
      suspensionReason: 'Spam in three discussions',
    });
    expect((await call(bob, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const refused = await signIn(bob);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Your account is suspended until March 12, 2099 at 1:00 PM.',
    });
    expect(refused.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
    const suspended = await call(admin, 'GET', '/api/admin/members?state=suspended');
    expect(suspended.json().map((m: { id: string }) => m.id)).toEqual([bob.id]);

    expect(
      (await call(admin, 'DELETE', `/api/admin/members/${bob.id}/suspension`)).statusCode,
    ).toBe(204);
    expect((await signIn(bob)).statusCode).toBe(200);
  });

  it('indefinitely, until lifted; a dated one lapses by itself', async () => {
    await call(admin, 'PUT', `/api/admin/members/${ann.id}/suspension`, {
      reason: 'Harassment',
      until: null,
    });
    expect((await signIn(ann)).json()).toEqual({ message: 'Your account is suspended.' });
    const { db } = await testDatabase();
    await db
      .update(users)
      .set({ suspendedUntil: sql`now() - interval '1 minute'` })
      .where(eq(users.id, ann.id));
    expect((await signIn(ann)).statusCode).toBe(200);
  });

  it('refuses yourself, another admin, a reason left out or a date in the past, changing nothing', async () => {
    const before = await rowOf(moderator.id);
    const cases = [
      [admin.id, { reason: 'x', until: null }, 409, NOT_YOURSELF],
      [moderator.id, { until: inAWeek() }, 400, 'A reason is required'],
      [moderator.id, { reason: '   ', until: inAWeek() }, 400, 'A reason is required'],
      [
        moderator.id,
        { reason: 'Spam', until: '2001-01-01T00:00:00Z' },
        400,
        'Must be in the future',
      ],
      [moderator.id, { reason: 'Spam', until: 'next week' }, 400, 'Must be a date and time'],
    ] as const;
    for (const [id, body, status, message] of cases) {
      const res = await call(admin, 'PUT', `/api/admin/members/${id}/suspension`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await rowOf(moderator.id)).toEqual(before);

    const { db } = await testDatabase();
    await setRole(db, moderator.email, 'admin');
    const otherAdmin = await call(admin, 'PUT', `/api/admin/members/${moderator.id}/suspension`, {
      reason: 'Spam',
      until: null,
    });
    expect(otherAdmin.statusCode).toBe(409);
    expect(otherAdmin.json()).toEqual({ message: SUSPEND_ADMIN });
    await setRole(db, moderator.email, 'moderator');
  });
});
