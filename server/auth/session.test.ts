import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../shared/schema/sessions';
import {
  createTestApp,
  type Member,
  sessionCookieOf,
  signUpMember,
  testDatabase,
} from '../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_AGE_DAYS = 30;

beforeAll(async () => {
  app = await createTestApp({ SESSION_MAX_AGE_DAYS: String(MAX_AGE_DAYS) });
});
afterAll(() => app.close());

const sidOf = (member: Member) => member.cookie.slice('rt.sid='.length);

async function sessionRow(sid: string) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(sessions).where(eq(sessions.sid, sid));
  return row;
}

describe('session cookie values', () => {
  // Raw Cookie header values: what a client can send, however the cookie parser decodes them.
  const hostile: [string, string][] = [
    ['a NUL byte', 'rt.sid=abc\u0000def'],
    ['a percent-encoded NUL', 'rt.sid=%00'],
    ['a NUL inside an id-shaped value', `rt.sid=${'A'.repeat(21)}%00${'A'.repeat(21)}`],
    ['a lone surrogate (CESU-8 bytes)', 'rt.sid=%ED%A0%80'],
    ['a lone surrogate in an id-shaped value', `rt.sid=${'A'.repeat(40)}%ED%A0%80`],
    ['bad percent-encoding', 'rt.sid=%E0%A4%A'],
    ['a 4 KB value', `rt.sid=${'x'.repeat(4096)}`],
    ['an id of the right length with a wrong character', `rt.sid=${'A'.repeat(42)}!`],
    ['a duplicated, quoted cookie', 'rt.sid="%00"; rt.sid=%00'],
  ];

  it.each(hostile)('treats %s as signed out, on every kind of address', async (_name, cookie) => {
    const headers = { cookie };
    const health = await app.inject({ url: '/healthz', headers });
    expect(health.statusCode, health.body).toBe(200);
    const config = await app.inject({ url: '/api/config', headers });
    expect(config.statusCode, config.body).toBe(200);
    // A members-only route (the member directory).
    const members = await app.inject({ url: '/api/users', headers });
    expect(members.statusCode, members.body).toBe(401);
    expect(members.json()).toEqual({ message: 'Unauthorized' });
    const page = await app.inject({ url: '/', headers });
    expect(page.statusCode, page.body).toBeLessThan(500);
  });

  it('keeps a genuine session working next to a hostile cookie of another name', async () => {
    const member = await signUpMember(app);
    const res = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: `junk=%00%ED%A0%80; ${member.cookie}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it('looks up nothing for a value the server never issues, even if a row has that id', async () => {
    // A row planted with an id of another shape (as older code or a direct write might)
    // is never reached through a cookie: only the issued shape goes to the database.
    const member = await signUpMember(app);
    const { db } = await testDatabase();
    await db.insert(sessions).values({
      sid: 'not-an-issued-id',
      sess: { userId: member.id, createdAt: Date.now() },
      expire: new Date(Date.now() + DAY_MS),
    });
    const res = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: 'rt.sid=not-an-issued-id' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('absolute session lifetime', () => {
  it('signs out a session created longer ago than SESSION_MAX_AGE_DAYS, however active', async () => {
    const member = await signUpMember(app);
    const sid = sidOf(member);
    const { db } = await testDatabase();
    const row = await sessionRow(sid);
    // Active a minute ago (expiry a week ahead), but created 31 days ago.
    await db
      .update(sessions)
      .set({
        sess: { ...row.sess, createdAt: Date.now() - 31 * DAY_MS },
        expire: new Date(Date.now() + 7 * DAY_MS),
      })
      .where(eq(sessions.sid, sid));
    const res = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
  });

  it('still signs in a session created 29 days ago', async () => {
    const member = await signUpMember(app);
    const sid = sidOf(member);
    const { db } = await testDatabase();
    const row = await sessionRow(sid);
    await db
      .update(sessions)
      .set({ sess: { ...row.sess, createdAt: Date.now() - 29 * DAY_MS } })
      .where(eq(sessions.sid, sid));
    const res = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(res.statusCode).toBe(200);
  });

  it('records when a session was created, and its first expiry is the sliding week', async () => {
    const before = Date.now();
    const member = await signUpMember(app);
    const row = await sessionRow(sidOf(member));
    expect(row.sess.createdAt).toBeGreaterThanOrEqual(before);
    expect(row.sess.createdAt).toBeLessThanOrEqual(Date.now());
    expect(Math.abs(row.expire.getTime() - (before + 7 * DAY_MS))).toBeLessThan(60_000);
  });

  it('renewal never pushes the expiry (row or cookie) past createdAt + max age', async () => {
    const member = await signUpMember(app);
    const sid = sidOf(member);
    const { db } = await testDatabase();
    const row = await sessionRow(sid);
    // 27 days old and due for renewal (2 days left): a week more would pass day 30.
    const createdAt = Date.now() - 27 * DAY_MS;
    const end = createdAt + MAX_AGE_DAYS * DAY_MS;
    await db
      .update(sessions)
      .set({ sess: { ...row.sess, createdAt }, expire: new Date(Date.now() + 2 * DAY_MS) })
      .where(eq(sessions.sid, sid));

    const res = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'rt.sid');
    expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(end);
    // Cookie expiry is written in whole seconds.
    expect(cookie?.expires?.getTime()).toBeGreaterThan(end - 1000);
    const renewed = await sessionRow(sid);
    expect(renewed.expire.getTime()).toBe(end);
    expect(renewed.sess.createdAt).toBe(createdAt);

    // At the cap, further requests write nothing and set no cookie.
    const again = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
    expect((await sessionRow(sid)).expire.getTime()).toBe(end);
  });

  it('counts a session from before the absolute lifetime (no createdAt) from its first sighting', async () => {
    const member = await signUpMember(app);
    const sid = sidOf(member);
    const { db } = await testDatabase();
    const expire = new Date(Date.now() + 6.5 * DAY_MS);
    await db
      .update(sessions)
      .set({ sess: { userId: member.id }, expire })
      .where(eq(sessions.sid, sid));

    const before = Date.now();
    const res = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(res.statusCode).toBe(200);
    const row = await sessionRow(sid);
    expect(row.sess.createdAt).toBeGreaterThanOrEqual(before);
    expect(row.sess.userId).toBe(member.id);
    // Not due for renewal yet: the expiry stays.
    expect(row.expire.getTime()).toBe(expire.getTime());
  });

  it('a fresh sign-in starts a new lifetime', async () => {
    const member = await signUpMember(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: member.headers,
      payload: { email: member.email, password: 'correct horse' },
    });
    expect(res.statusCode).toBe(200);
    const sid = res.cookies.find((c) => c.name === 'rt.sid')?.value ?? '';
    expect(sid).toMatch(/^[\w-]{43}$/);
    const row = await sessionRow(sid);
    expect(Date.now() - (row.sess.createdAt ?? 0)).toBeLessThan(60_000);
  });
});

describe('SESSION_MAX_AGE_DAYS shorter than the sliding week', () => {
  it('caps the very first expiry at the absolute end', async () => {
    const short = await createTestApp({ SESSION_MAX_AGE_DAYS: '1' });
    try {
      const member = await signUpMember(short);
      const signIn = await short.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: member.email, password: 'correct horse' },
      });
      const row = await sessionRow(sessionCookieOf(signIn).slice('rt.sid='.length));
      expect(row.expire.getTime()).toBe((row.sess.createdAt ?? 0) + DAY_MS);
    } finally {
      await short.close();
    }
  });
});
