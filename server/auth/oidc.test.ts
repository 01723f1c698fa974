import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../shared/schema/sessions';
import { users } from '../../shared/schema/users';
import { createTestApp, sessionCookieOf, testDatabase } from '../test/harness';
import {
  followProviderRedirects,
  startOidcProvider,
  type TestAccount,
  type TestOidcProvider,
} from '../test/oidc-provider';
import { isProviderUnavailable } from './oidc';
import { PENDING_COOKIE, PENDING_TTL_S, PendingSignInSeal } from './pending-sign-in';

type App = Awaited<ReturnType<typeof createTestApp>>;

// The app is never listening: PUBLIC_URL only shapes the redirect URIs it sends to the
// provider, and the test carries the provider's answer back to it through inject.
const PUBLIC_URL = 'http://127.0.0.1:5999';
const CALLBACK = `${PUBLIC_URL}/api/callback`;

const CLIENT_ID = 'roundtable-test';
const CLIENT_SECRET = 'a-long-test-client-secret-0123456789';

const ada: TestAccount = {
  sub: 'ada-1815',
  email: 'ada@example.com',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
  picture: 'https://images.example.com/ada.png',
};
const grace: TestAccount = {
  sub: 'grace-1906',
  email: 'grace@example.com',
  email_verified: true,
  given_name: 'Grace',
  family_name: 'Hopper',
  picture: 'https://images.example.com/grace.png',
};

let provider: TestOidcProvider;
let app: App;

const startProvider = () =>
  startOidcProvider({
    client: {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: CALLBACK,
      postLogoutRedirectUri: `${PUBLIC_URL}/`,
    },
    accounts: [ada, grace],
  });

const appFor = (issuer: string) =>
  createTestApp(
    {
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      PUBLIC_URL,
    },
    { oidcAllowInsecure: true },
  );

beforeAll(async () => {
  provider = await startProvider();
  app = await appFor(provider.issuer);
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const userId = (sub: string) => `oidc:127.0.0.1:${provider.port}:${sub}`;

type Res = { cookies: { name: string; value: string }[] };

/** `rt.signin=<value>` from a response's Set-Cookie: the sign-in in progress. */
function pendingCookieOf(res: Res) {
  const c = res.cookies.find((k) => k.name === PENDING_COOKIE);
  if (!c?.value) throw new Error('no pending sign-in cookie in response');
  return `${PENDING_COOKIE}=${c.value}`;
}

/** True when the response tells the browser to drop the pending sign-in cookie. */
const clearsPending = (res: { cookies: { name: string; value: string; path?: string }[] }) =>
  res.cookies.some(
    (c) => c.name === PENDING_COOKIE && c.value === '' && c.path === '/api/callback',
  );

/** GET /api/login: the provider's authorization URL and the sign-in-in-progress cookie. */
async function startLogin(target: App = app, issuer = provider.issuer, url = '/api/login') {
  const res = await target.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith(`${issuer}/auth?`)).toBe(true);
  // Nothing about the visitor is stored: no session cookie, no row.
  expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
  return { authorizationUrl: new URL(location), cookie: pendingCookieOf(res) };
}

/** The browser's trip through the provider, ending at the app's callback address. */
async function throughProvider(authorizationUrl: URL, loginHint?: string) {
  const url = new URL(authorizationUrl);
  if (loginHint) url.searchParams.set('login_hint', loginHint);
  return followProviderRedirects(url.href, CALLBACK);
}

/**
 * A whole sign-in: login, provider, callback (carrying `existing`, the browser's session
 * cookie, if any). Returns the signed-in session cookie.
 */
async function signInAs(account: TestAccount, existing?: string) {
  const { authorizationUrl, cookie } = await startLogin();
  const callback = await throughProvider(authorizationUrl, account.sub);
  const res = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: existing ? `${existing}; ${cookie}` : cookie },
  });
  expect(res.statusCode, res.body).toBe(302);
  expect(res.headers.location).toBe('/');
  return sessionCookieOf(res);
}

async function countRows() {
  const { db } = await testDatabase();
  const [u] = await db.select({ n: count() }).from(users);
  const [s] = await db.select({ n: count() }).from(sessions);
  return { users: u.n, sessions: s.n };
}

describe('OpenID Connect sign-in against a real provider', () => {
  it('runs the whole authorization-code flow with PKCE and signs the member in', async () => {
    const rowsBefore = await countRows();
    const login = await app.inject({ method: 'GET', url: '/api/login' });
    expect(login.statusCode).toBe(302);
    const pendingSetCookie = login.cookies.find((c) => c.name === PENDING_COOKIE);
    expect(pendingSetCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/callback',
      maxAge: PENDING_TTL_S,
    });
    const loginCookie = pendingCookieOf(login);
    const authorizationUrl = new URL(String(login.headers.location));
    const params = authorizationUrl.searchParams;
    expect(params.get('client_id')).toBe('roundtable-test');
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();

    // Not signed in yet, and nothing written: the browser carries the sign-in in progress.
    expect(await countRows()).toEqual(rowsBefore);

    const interactionsBefore = provider.interactions;
    const callback = await throughProvider(authorizationUrl);
    expect(provider.interactions).toBe(interactionsBefore + 1);
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe(params.get('state'));

    const res = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: loginCookie },
    });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/');
    const memberCookie = sessionCookieOf(res);
    // The sign-in in progress is over: the browser drops it.
    expect(clearsPending(res)).toBe(true);
    // The one session row, written at the successful callback.
    expect((await countRows()).sessions).toBe(rowsBefore.sessions + 1);
    const setCookie = res.cookies.find((c) => c.name === 'rt.sid');
    expect(setCookie?.httpOnly).toBe(true);
    expect(setCookie?.sameSite).toBe('Lax');

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: memberCookie },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: `oidc:127.0.0.1:${provider.port}:ada-1815`,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://images.example.com/ada.png',
    });

    // The browser dropped the sign-in in progress: replaying the callback finds none.
    const replay = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: memberCookie },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: 'No sign-in is in progress. Please sign in again.' });

    // A copy of the pending cookie kept by someone else is no use: the code is good once.
    const stolen = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: loginCookie },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ message: 'Sign-in failed. Please try again.' });
    expect(stolen.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
  });

  it('comes back to the address the member opened, a same-site path only', async () => {
    const cases: [string, string][] = [
      ['/api/login?next=%2Fdiscussions%2F7%3Fsort%3Dnewest', '/discussions/7?sort=newest'],
      ['/api/login?next=%2F%2Fevil.example%2F', '/'],
      ['/api/login?next=https%3A%2F%2Fevil.example%2F', '/'],
      ['/api/login', '/'],
    ];
    for (const [url, landing] of cases) {
      const { authorizationUrl, cookie } = await startLogin(app, provider.issuer, url);
      // The way back rides sealed in the sign-in cookie, never in the provider's URL.
      expect(authorizationUrl.href).not.toContain('discussions');
      const callback = await throughProvider(authorizationUrl);
      const res = await app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(302);
      expect(res.headers.location, url).toBe(landing);
    }
  });

  it('writes no session row for sign-ins that are started and never finished', async () => {
    const before = await countRows();
    const answers = [];
    for (let i = 0; i < 50; i++)
      answers.push(await app.inject({ method: 'GET', url: '/api/login' }));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(302));
    expect(await countRows()).toEqual(before);
    // Each sign-in has its own verifier, state and nonce, in the browser's keeping.
    expect(new Set(answers.map(pendingCookieOf)).size).toBe(50);
  });

  it('a second sign-in finds the same member and keeps the names they edited', async () => {
    const first = await signInAs(grace);
    const id = userId(grace.sub);
    const edit = await app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie: first },
      payload: { firstName: 'Amazing', lastName: 'Hopper' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ id, firstName: 'Amazing' });

    const rowsBefore = await countRows();
    // Signing in on top of a session replaces it: the old id is worthless afterwards.
    const second = await signInAs(grace, first);
    expect(second).not.toBe(first);
    expect(await countRows()).toEqual(rowsBefore);
    const old = await app.inject({ url: '/api/auth/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);

    const { db } = await testDatabase();
    const rows = await db.select().from(users).where(eq(users.email, grace.email));
    expect(rows.map((r) => r.id)).toEqual([id]);

    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: second },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id,
      email: 'grace@example.com',
      firstName: 'Amazing',
      lastName: 'Hopper',
      profileImageUrl: 'https://images.example.com/grace.png',
    });
  });

  it('refuses a callback whose state does not match the sign-in in progress', async () => {
    const { authorizationUrl, cookie } = await startLogin();
    const callback = await throughProvider(authorizationUrl);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const state = callback.searchParams.get('state');
    callback.searchParams.set('state', 'not-the-state-we-sent');
    const rowsBefore = await countRows();

    const res = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Sign-in failed. Please try again.' });
    expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
    expect(await countRows()).toEqual(rowsBefore);

    // The verifier and state are good for one attempt: the browser is told to drop them,
    // so the genuine state cannot follow.
    expect(clearsPending(res)).toBe(true);
    callback.searchParams.set('state', state!);
    const replay = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: 'No sign-in is in progress. Please sign in again.' });
  });

  it('refuses a pending sign-in cookie that was altered, forged or kept too long', async () => {
    const { authorizationUrl, cookie } = await startLogin();
    const callback = await throughProvider(authorizationUrl);
    const url = `${callback.pathname}${callback.search}`;
    const value = cookie.slice(`${PENDING_COOKIE}=`.length);
    const [payload, mac] = value.split('.');
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const genuine = {
      codeVerifier: 'v'.repeat(43),
      state: callback.searchParams.get('state') ?? '',
      nonce: 'n'.repeat(43),
      returnTo: '/',
    };
    const refused: [string, string, string][] = [
      ['payload changed', `${flip(payload, 5)}.${mac}`, 'invalid'],
      ['signature changed', `${payload}.${flip(mac, 5)}`, 'invalid'],
      ['signature missing', payload, 'invalid'],
      ['not base64', '%00.%ED%A0%80', 'invalid'],
      ['huge', 'x'.repeat(4000), 'invalid'],
      [
        'sealed with another secret',
        new PendingSignInSeal('another-secret').seal(genuine),
        'invalid',
      ],
      [
        'older than ten minutes',
        new PendingSignInSeal(CLIENT_SECRET).seal(genuine, Date.now() - (PENDING_TTL_S + 5) * 1000),
        'expired',
      ],
    ];
    const messages = {
      invalid: 'The sign-in in progress could not be verified. Please sign in again.',
      expired: 'The sign-in took too long. Please sign in again.',
    } as Record<string, string>;
    const rowsBefore = await countRows();
    for (const [name, forged, reason] of refused) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: `${PENDING_COOKIE}=${forged}` },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ message: messages[reason] });
      expect(
        res.cookies.find((c) => c.name === 'rt.sid'),
        name,
      ).toBeUndefined();
      expect(clearsPending(res), name).toBe(true);
    }
    expect(await countRows()).toEqual(rowsBefore);

    // The genuine cookie still completes the very same callback: the refusals cost nothing.
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(302);
  });

  it('refuses a callback when no sign-in is in progress', async () => {
    const { authorizationUrl } = await startLogin();
    const callback = await throughProvider(authorizationUrl);
    const rowsBefore = await countRows();

    // A genuine code and state, but the browser holds no sign-in that started them.
    const res = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'No sign-in is in progress. Please sign in again.' });
    expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
    expect(await countRows()).toEqual(rowsBefore);
  });

  it('turns the built-in sign-up and sign-in away while a provider is configured', async () => {
    const rowsBefore = await countRows();
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: 'builtin@example.com',
        password: 'correct horse',
        firstName: 'Built',
        lastName: 'In',
      },
    });
    expect(signup.statusCode).toBe(403);
    expect(signup.json()).toEqual({ message: 'Sign-in is handled by the identity provider' });
    expect(signup.cookies).toEqual([]);

    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: ada.email, password: 'correct horse' },
    });
    expect(signin.statusCode).toBe(403);
    expect(signin.json()).toEqual({ message: 'Sign-in is handled by the identity provider' });
    expect(signin.cookies).toEqual([]);

    expect(await countRows()).toEqual(rowsBefore);
    const { db } = await testDatabase();
    expect(await db.select().from(users).where(eq(users.email, 'builtin@example.com'))).toEqual([]);
  });

  it("logout ends the session and sends the browser to the provider's end-session endpoint", async () => {
    const cookie = await signInAs(ada);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(signedIn.statusCode).toBe(200);

    // A GET (a link, an <img> on another site) signs nobody out.
    const get = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const still = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(still.statusCode).toBe(200);

    const res = await app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    const location = new URL(res.json().redirectTo);
    expect(location.origin + location.pathname).toBe(`${provider.issuer}/session/end`);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
    expect(location.searchParams.get('client_id')).toBe('roundtable-test');
    expect(location.searchParams.get('id_token_hint')?.split('.')).toHaveLength(3);
    const cleared = res.cookies.find((c) => c.name === 'rt.sid');
    expect(cleared?.value).toBe('');

    // The provider accepts the request (a bad hint or unregistered return address is a 400).
    const endSession = await fetch(location, { redirect: 'manual' });
    expect(endSession.status).toBe(200);
    expect(await endSession.text()).toContain('logout');

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('an identity provider that is down', () => {
  let down: TestOidcProvider;
  let downApp: App;

  beforeAll(async () => {
    down = await startProvider();
    downApp = await appFor(down.issuer);
  });
  afterAll(async () => {
    await downApp?.close();
    // Closed by the test itself unless it failed early.
    await down?.close().catch(() => {});
  });

  it('answers the callback 503 with Retry-After, writes nothing, and keeps the sign-in', async () => {
    // Signed in up to the provider's answer; then the provider goes away before the
    // code can be exchanged.
    const { authorizationUrl, cookie } = await startLogin(downApp, down.issuer);
    const callback = await throughProvider(authorizationUrl);
    await down.close();
    const rowsBefore = await countRows();

    const res = await downApp.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      message: 'The sign-in provider cannot be reached. Please try again shortly.',
    });
    expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
    // The code was never taken, so the browser keeps what it needs to try again.
    expect(clearsPending(res)).toBe(false);
    expect(await countRows()).toEqual(rowsBefore);
  });

  it('answers /api/login 503 with Retry-After when discovery cannot reach the provider', async () => {
    // A provider that is gone before this server ever talked to it (discovery runs on
    // the first sign-in, not at boot).
    const gone = await startProvider();
    await gone.close();
    const fresh = await appFor(gone.issuer);
    try {
      const res = await fresh.inject({ method: 'GET', url: '/api/login' });
      expect(res.statusCode, res.body).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        message: 'The sign-in provider cannot be reached. Please try again shortly.',
      });
      expect(res.cookies).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('telling an outage from a failed sign-in', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  it.each([
    ['a refused connection', new TypeError('fetch failed', { cause: refused })],
    ['a timeout', new Error('operation timed out', { cause: { code: 'OAUTH_TIMEOUT' } })],
    ['a 502 answer', new Error('unexpected status', { cause: new Response('', { status: 502 }) })],
    ['a 503 error body', { status: 503, error: 'temporarily_unavailable' }],
  ])('%s is the provider being down (503)', (_name, err) => {
    expect(isProviderUnavailable(err)).toBe(true);
  });

  it.each([
    ['a spent or forged code', { status: 400, error: 'invalid_grant' }],
    ['a state that does not match', new Error('unexpected JWT claim value encountered')],
    ['a 404 discovery document', new Error('bad', { cause: new Response('', { status: 404 }) })],
    ['nothing at all', undefined],
  ])('%s is not (400, or a bug)', (_name, err) => {
    expect(isProviderUnavailable(err)).toBe(false);
  });
});
