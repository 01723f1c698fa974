import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '../../shared/contracts/users';
import { sessions } from '../../shared/schema/sessions';
import { userCredentials, users } from '../../shared/schema/users';
import {
  createTestApp,
  sessionCookieOf,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
import { SIGNED_UP } from './service';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const userCount = async () => {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: count() }).from(users);
  return row.n;
};

const signup = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/signup', payload });
const signin = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/signin', payload });

describe('sign-up', () => {
  it('creates an unconfirmed member, starts no session and never returns the password hash', async () => {
    const email = uniqueEmail('ann');
    const res = await signup({ email, password: 'longenough', firstName: 'Ann', lastName: 'Lee' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SIGNED_UP });
    expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();

    const { db } = await testDatabase();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Ann', lastName: 'Lee', emailVerifiedAt: null });
    const [cred] = await db
      .select()
      .from(userCredentials)
      .where(eq(userCredentials.userId, user.id));
    expect(cred.passwordHash).toMatch(/^\$argon2id\$/);

    // The password works at once; the confirmation is asked for by a banner.
    const signedIn = await signin({ email, password: 'longenough' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: user.id, emailVerifiedAt: null });
    expect(JSON.stringify(signedIn.json())).not.toMatch(/argon2|password/i);
    const cookie = signedIn.cookies.find((c) => c.name === 'rt.sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const weekAhead = Date.now() + 7 * 24 * 3600 * 1000;
    expect(Math.abs(new Date(cookie!.expires!).getTime() - weekAhead)).toBeLessThan(60_000);
  });

  it('stores the e-mail in lower case and answers a taken address exactly like a new one', async () => {
    const email = uniqueEmail('dup');
    const first = await signup({
      email: email.toUpperCase(),
      password: 'longenough',
      firstName: 'A',
      lastName: 'B',
    });
    expect(first.statusCode).toBe(202);
    const { db } = await testDatabase();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user.firstName).toBe('A');
    const before = await userCount();
    const again = await signup({ email, password: 'otherpassword', firstName: 'C', lastName: 'D' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['set-cookie']).toEqual(first.headers['set-cookie']);
    expect(await userCount()).toBe(before);
    // The first password still holds: the second sign-up changed nothing.
    expect((await signin({ email, password: 'otherpassword' })).statusCode).toBe(401);
  });

  it.each([
    [{ password: 'too short' }, 'password', 'Password must be at least 10 characters'],
    [{ password: '           ' }, 'password', 'Password cannot be only spaces'],
    [{ password: 'password123' }, 'password', PASSWORD_TOO_COMMON],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
  ])('rejects %j with a 400 naming the field and writes nothing', async (patch, path, message) => {
    const before = await userCount();
    const res = await signup({
      email: uniqueEmail(),
      password: 'longenough',
      firstName: 'Valid',
      lastName: 'Name',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
    expect(await userCount()).toBe(before);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe('sign-in', () => {
  it('signs in with the right password and issues a fresh session id', async () => {
    const member = await signUpMember(app, { password: 'right password' });
    const res = await signin({ email: member.email.toUpperCase(), password: 'right password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: member.id, email: member.email });
    const cookie = sessionCookieOf(res);
    expect(cookie).not.toBe(member.cookie);
    const me = await app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json().id).toBe(member.id);
  });

  it('keeps the old session id worthless after signing in on top of it', async () => {
    const member = await signUpMember(app, { password: 'right password' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: member.headers,
      payload: { email: member.email, password: 'right password' },
    });
    expect(res.statusCode).toBe(200);
    const old = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(old.statusCode).toBe(401);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const member = await signUpMember(app, { password: 'right password' });
    const wrong = await signin({ email: member.email, password: 'wrong password' });
    const unknown = await signin({ email: uniqueEmail('nobody'), password: 'right password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
      expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
    }
  });

  it('rate-limits attempts per address and per e-mail with 429', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const member = await signUpMember(app, { password: 'right password' });
      const attempt = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: member.email, password: 'wrong password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too many attempts, please try again later' });
      // Even the right password is refused while the window lasts.
      const right = await limited.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: member.email, password: 'right password' },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('current user and sign-out', () => {
  it('answers 401 Unauthorized to a visitor', async () => {
    const res = await app.inject({ url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers the session call 200 for everyone: member: null for a visitor, else themselves', async () => {
    const visitor = await app.inject({ url: '/api/auth/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ member: null });
    expect(visitor.headers['cache-control']).toBe('no-store');
    const member = await signUpMember(app);
    const signedIn = await app.inject({ url: '/api/auth/session', headers: member.headers });
    expect(signedIn.statusCode).toBe(200);
    const user = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(signedIn.json()).toEqual({ member: user.json() });
    const forged = await app.inject({
      url: '/api/auth/session',
      headers: { cookie: 'rt.sid=forged' },
    });
    expect(forged.json()).toEqual({ member: null });
  });

  it('treats an unknown or expired session as a visitor', async () => {
    const member = await signUpMember(app);
    const { db } = await testDatabase();
    await db.update(sessions).set({ expire: new Date(Date.now() - 1000) });
    expect((await app.inject({ url: '/api/auth/user', headers: member.headers })).statusCode).toBe(
      401,
    );
    const forged = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: 'rt.sid=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('signs nobody in from a session whose member no longer exists', async () => {
    const { db } = await testDatabase();
    const expire = new Date(Date.now() + 60_000);
    // An id of the shape the server issues, so the lookup really runs.
    const sid = 'orphaned-session'.padEnd(43, '0');
    await db.insert(sessions).values({ sid, sess: { userId: 'gone' }, expire });
    const headers = { cookie: `rt.sid=${sid}` };
    expect((await app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/dashboard', headers })).statusCode).toBe(401);
  });

  const me = (cookie: string) => app.inject({ url: '/api/auth/user', headers: { cookie } });

  it('POST /api/logout ends the session and sends the browser home', async () => {
    const member = await signUpMember(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...member.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectTo: '/' });
    expect(res.cookies.find((c) => c.name === 'rt.sid')?.value).toBe('');
    expect((await me(member.cookie)).statusCode).toBe(401);
    const { db } = await testDatabase();
    const sid = member.cookie.slice('rt.sid='.length);
    expect(await db.select().from(sessions).where(eq(sessions.sid, sid))).toEqual([]);
  });

  it('POST /api/logout without a session is harmless', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectTo: '/' });
  });

  it('GET /api/logout signs nobody out: 405, Allow: POST', async () => {
    const member = await signUpMember(app);
    for (const site of ['cross-site', 'same-origin', undefined]) {
      const res = await app.inject({
        url: '/api/logout',
        headers: { ...member.headers, ...(site ? { 'sec-fetch-site': site } : {}) },
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json()).toEqual({ message: 'Sign out with POST /api/logout' });
      expect(res.cookies).toEqual([]);
    }
    expect((await me(member.cookie)).statusCode).toBe(200);
  });

  it('refuses a cross-site POST /api/logout with 403 and keeps the session', async () => {
    const member = await signUpMember(app);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...member.headers, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: 'Cross-origin request refused' });
    const otherOrigin = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...member.headers, origin: 'https://evil.example' },
    });
    expect(otherOrigin.statusCode).toBe(403);
    expect(crossSite.cookies).toEqual([]);
    expect((await me(member.cookie)).statusCode).toBe(200);
  });

  it('sends /api/login to the built-in sign-in page when no provider is configured', async () => {
    const res = await app.inject({ url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in');
  });

  it('carries the way back and "create an account" to the built-in page, same-site paths only', async () => {
    const cases: [string, string][] = [
      ['/api/login?next=%2Fjobs%3Fmine%3Dtrue', '/sign-in?next=%2Fjobs%3Fmine%3Dtrue'],
      ['/api/login?signup=1', '/sign-in?tab=create'],
      ['/api/login?signup=1&next=%2Fcalendar', '/sign-in?tab=create&next=%2Fcalendar'],
      ['/api/login?next=%2F%2Fevil.example', '/sign-in'],
      ['/api/login?next=%2F%5Cevil.example', '/sign-in'],
      ['/api/login?next=javascript%3Aalert(1)', '/sign-in'],
      ['/api/login?next=%2Fsign-in%3Fnext%3D%2Fjobs', '/sign-in'],
    ];
    for (const [url, location] of cases) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
    // A malformed parameter is a clear 400, not a redirect anywhere.
    const twice = await app.inject({ url: '/api/login?next=%2Fa&next=%2Fb' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().issues).toEqual([expect.objectContaining({ path: 'next' })]);
    const signup = await app.inject({ url: '/api/login?signup=yes' });
    expect(signup.statusCode).toBe(400);
    expect(signup.json().issues).toEqual([expect.objectContaining({ path: 'signup' })]);
  });
});

describe('member routes', () => {
  it.each([
    ['GET', '/api/dashboard'],
    ['PUT', '/api/auth/user'],
  ] as const)('refuse a visitor: %s %s → 401', async (method, url) => {
    const res = await app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers an unknown API path with a JSON 404 that holds nothing (decision 003)', async () => {
    const member = await signUpMember(app);
    for (const headers of [member.headers, {}]) {
      const res = await app.inject({ url: '/api/not-a-route', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('answers through the auth contract (shared/contracts/auth.ts)', () => {
  const MEMBER_KEYS = [
    'abilities',
    'bio',
    'company',
    'createdAt',
    'email',
    'emailVerifiedAt',
    'firstName',
    'id',
    'joinedAt',
    'lastName',
    'membership',
    'onboardedAt',
    'openToConnect',
    'pastCompanies',
    'phone',
    'profileImageUrl',
    'role',
    'title',
    'updatedAt',
    'website',
    'welcomedAt',
  ];
  /** What the member may do, beside who they are (server/lib/abilities.ts). */
  const ABILITY_KEYS = [
    'administer',
    'invite',
    'inviteWithoutReview',
    'moderate',
    'seeEarlierVersions',
    'unhide',
  ];
  const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

  it('sign-in and the current member carry exactly the member and their abilities, times in ISO 8601', async () => {
    const email = uniqueEmail('shape');
    const up = await signup({ email, password: 'longenough', firstName: 'Sue', lastName: 'Ng' });
    expect(up.statusCode).toBe(202);
    const signedIn = await signin({ email, password: 'longenough' });
    expect(signedIn.statusCode).toBe(200);
    const me = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(signedIn) },
    });
    expect(me.statusCode).toBe(200);
    for (const res of [signedIn, me]) {
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(MEMBER_KEYS);
      expect(Object.keys(body.abilities).sort()).toEqual(ABILITY_KEYS);
      for (const key of ABILITY_KEYS) expect(typeof body.abilities[key]).toBe('boolean');
      for (const key of ['joinedAt', 'createdAt', 'updatedAt']) expect(body[key]).toMatch(ISO);
      expect(body).toMatchObject({ email, firstName: 'Sue', lastName: 'Ng', pastCompanies: null });
    }
    expect(me.json()).toEqual(signedIn.json());
  });

  it('sign-out answers only where to go next', async () => {
    const member = await signUpMember(app);
    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectTo: '/' });
  });

  it('the redirect and the refusals keep their bodies: none, and { message }', async () => {
    const login = await app.inject({ url: '/api/login' });
    expect(login.statusCode).toBe(302);
    expect(login.body).toBe('');
    const callback = await app.inject({ url: '/api/callback' });
    expect(callback.statusCode).toBe(400);
    expect(callback.json()).toEqual({
      message: 'No sign-in is in progress. Please sign in again.',
    });
    const get = await app.inject({ url: '/api/logout' });
    expect(get.statusCode).toBe(405);
    expect(get.json()).toEqual({ message: 'Sign out with POST /api/logout' });
  });
});
