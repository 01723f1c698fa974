import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../shared/schema/users';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
import { CROSS_ORIGIN_REFUSED } from './csrf';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let behindProxy: App;
let publicSite: App;
let member: Member;

// inject() talks to the app as host "localhost:80" over http.
const OWN_ORIGIN = 'http://localhost:80';

beforeAll(async () => {
  app = await createTestApp();
  behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
  publicSite = await createTestApp({ PUBLIC_URL: 'https://club.example.org/' });
  member = await signUpMember(app);
});
afterAll(async () => {
  await Promise.all([app.close(), behindProxy.close(), publicSite.close()]);
});

const userCount = async () => {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: count() }).from(users);
  return row.n;
};

const updateProfile = (target: App, headers: Record<string, string>) =>
  target.inject({
    method: 'PUT',
    url: '/api/auth/user',
    headers: { ...member.headers, ...headers },
    payload: { firstName: 'Changed', lastName: 'Member' },
  });

describe('state-changing /api requests from another origin', () => {
  it.each([
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site' }],
    // Fetch Metadata decides when present, whatever Origin claims.
    [{ 'sec-fetch-site': 'cross-site', origin: OWN_ORIGIN }],
    [{ origin: 'https://evil.example' }],
    [{ origin: 'null' }],
    [{ origin: 'http://localhost:8080' }],
  ])('are refused with 403 and change nothing: %j', async (headers) => {
    const me = () => app.inject({ url: '/api/auth/user', headers: member.headers });
    const before = (await me()).json();
    const res = await updateProfile(app, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CROSS_ORIGIN_REFUSED });
    expect((await me()).json()).toEqual(before);
  });

  it('cover sign-up and sign-in too (login CSRF), before any account is touched', async () => {
    const before = await userCount();
    const email = uniqueEmail('forced');
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'https://evil.example' },
      payload: { email, password: 'attacker pw', firstName: 'E', lastName: 'Vil' },
    });
    expect(signup.statusCode).toBe(403);
    expect(signup.cookies).toEqual([]);
    expect(await userCount()).toBe(before);

    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: member.email, password: 'correct horse' },
    });
    expect(signin.statusCode).toBe(403);
    expect(signin.cookies).toEqual([]);
  });

  it('refuse every unsafe method, even on an unknown path', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/api/discussions/1',
        headers: { ...member.headers, 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode, method).toBe(403);
    }
  });
});

describe('requests that pass', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }],
    [{ 'sec-fetch-site': 'same-origin', origin: OWN_ORIGIN }],
    // A proxy in front may rewrite Host; the browser's own verdict still holds.
    [{ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' }],
    [{ 'sec-fetch-site': 'none' }],
    [{ origin: OWN_ORIGIN }],
    // Neither header: not a browser a hostile page could drive (decision 002).
    [{}],
  ])('%j', async (headers) => {
    const res = await updateProfile(app, headers);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reads of any origin (GET carries no intent to change anything)', async () => {
    const res = await app.inject({
      url: '/api/auth/user',
      headers: {
        ...member.headers,
        'sec-fetch-site': 'cross-site',
        origin: 'https://evil.example',
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('behind a trusted proxy, the origin the proxy reports', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'club.example.org' };
    const ok = await updateProfile(behindProxy, { ...headers, origin: 'https://club.example.org' });
    expect(ok.statusCode, ok.body).toBe(200);
    const plain = await updateProfile(behindProxy, {
      ...headers,
      origin: 'http://club.example.org',
    });
    expect(plain.statusCode).toBe(403);
  });

  it('with PUBLIC_URL set, its origin and no other', async () => {
    const ok = await updateProfile(publicSite, { origin: 'https://club.example.org' });
    expect(ok.statusCode, ok.body).toBe(200);
    const hostOrigin = await updateProfile(publicSite, { origin: OWN_ORIGIN });
    expect(hostOrigin.statusCode).toBe(403);
  });
});
