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

type App = Awaited<ReturnType<typeof createTestApp>>;

// The app is never listening: PUBLIC_URL only shapes the redirect URIs it sends to the
// provider, and the test carries the provider's answer back to it through inject.
const PUBLIC_URL = 'http://127.0.0.1:5999';
const CALLBACK = `${PUBLIC_URL}/api/callback`;

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

beforeAll(async () => {
  provider = await startOidcProvider({
    client: {
      clientId: 'roundtable-test',
      clientSecret: 'a-long-test-client-secret-0123456789',
      redirectUri: CALLBACK,
      postLogoutRedirectUri: `${PUBLIC_URL}/`,
    },
    accounts: [ada, grace],
  });
  app = await createTestApp(
    {
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.client.clientId,
      OIDC_CLIENT_SECRET: provider.client.clientSecret,
      PUBLIC_URL,
    },
    { oidcAllowInsecure: true },
  );
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

const userId = (sub: string) => `oidc:127.0.0.1:${provider.port}:${sub}`;

/** GET /api/login: the provider's authorization URL and the pre-sign-in session cookie. */
async function startLogin() {
  const res = await app.inject({ method: 'GET', url: '/api/login' });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith(`${provider.issuer}/auth?`)).toBe(true);
  return { authorizationUrl: new URL(location), cookie: sessionCookieOf(res) };
}

/** The browser's trip through the provider, ending at the app's callback address. */
async function throughProvider(authorizationUrl: URL, loginHint?: string) {
  const url = new URL(authorizationUrl);
  if (loginHint) url.searchParams.set('login_hint', loginHint);
  return followProviderRedirects(url.href, CALLBACK);
}

/** A whole sign-in: login, provider, callback. Returns the signed-in session cookie. */
async function signInAs(account: TestAccount) {
  const { authorizationUrl, cookie } = await startLogin();
  const callback = await throughProvider(authorizationUrl, account.sub);
  const res = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie },
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
    const { authorizationUrl, cookie: loginCookie } = await startLogin();
    const params = authorizationUrl.searchParams;
    expect(params.get('client_id')).toBe('roundtable-test');
    expect(params.get('redirect_uri')).toBe(CALLBACK);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();

    // Not signed in yet: the cookie only carries the sign-in in progress.
    const before = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: loginCookie },
    });
    expect(before.statusCode).toBe(401);

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
    expect(memberCookie).not.toBe(loginCookie);
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

    // The pre-sign-in session id is worthless after sign-in.
    const old = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: loginCookie },
    });
    expect(old.statusCode).toBe(401);

    // A code is good once: replaying the callback with the new session fails.
    const replay = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: memberCookie },
    });
    expect(replay.statusCode).toBe(400);
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
    const second = await signInAs(grace);
    expect(second).not.toBe(first);
    expect((await countRows()).users).toBe(rowsBefore.users);

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
    expect((await countRows()).users).toBe(rowsBefore.users);

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);

    // The verifier and state were spent: the genuine state cannot be replayed afterwards.
    callback.searchParams.set('state', state!);
    const replay = await app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: 'No sign-in is in progress. Please sign in again.' });
  });

  it('refuses a callback when no sign-in is in progress', async () => {
    const { authorizationUrl } = await startLogin();
    const callback = await throughProvider(authorizationUrl);
    const rowsBefore = await countRows();

    // A genuine code and state, but the browser has no session that started them.
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

    const res = await app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
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
