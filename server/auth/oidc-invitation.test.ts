import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinMode } from '../../shared/contracts/choices';
import { invitations, membershipApplications } from '../../shared/schema/membership';
import { users } from '../../shared/schema/users';
import { saveJoinSettings } from '../features/membership/settings';
import { createTestApp, sessionCookieFor, sessionCookieOf, testDatabase } from '../test/harness';
import {
  followProviderRedirects,
  startOidcProvider,
  type TestAccount,
  type TestOidcProvider,
} from '../test/oidc-provider';
import { hashToken } from './account-tokens';
import { PENDING_COOKIE, PendingSignInSeal } from './pending-sign-in';
import { ACCOUNT_EXISTS, ACCOUNT_REMOVED, INVITATION_FOR_ANOTHER, INVITE_ONLY } from './service';

/**
 * An invitation carried through the OpenID round trip (decision 024): the link's token
 * goes in a POST body, rides sealed in the pending sign-in cookie, and is used up by the
 * callback in the new account's transaction.
 */

type App = Awaited<ReturnType<typeof createTestApp>>;

const PUBLIC_URL = 'http://127.0.0.1:5998';
const CALLBACK = `${PUBLIC_URL}/api/callback`;
const CLIENT_ID = 'roundtable-invitations';
const CLIENT_SECRET = 'another-long-test-client-secret-0123456789';

const account = (sub: string, email: string, email_verified = true): TestAccount => ({
  sub,
  email,
  email_verified,
  given_name: sub.charAt(0).toUpperCase() + sub.slice(1),
  family_name: 'Invited',
  picture: `https://images.example.com/${sub}.png`,
});

const ACCOUNTS = {
  ivy: account('ivy', 'ivy@example.com'),
  pat: account('pat', 'pat@example.com'),
  abe: account('abe', 'abe@example.com'),
  late: account('late', 'late@example.com'),
  gone: account('gone', 'gone@example.com'),
  // Signs in with no invitation while joining is by invitation only.
  uninvited: account('uninvited', 'uninvited@example.com'),
  // The provider vouches for another address than the one invited.
  elsewhere: account('elsewhere', 'elsewhere@example.com'),
  // The provider does not vouch for its address: the invitation's is used.
  unsure: account('unsure', 'unsure-at-provider@example.com', false),
  // Joins, is removed by an admin, and tries the same provider account again.
  leaver: account('leaver', 'leaver@example.com'),
};

let provider: TestOidcProvider;
let app: App;
const ADMIN_ID = 'admin-of-invitations';
const MEMBER_ID = 'member-who-invites';

beforeAll(async () => {
  provider = await startOidcProvider({
    client: {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: CALLBACK,
      postLogoutRedirectUri: `${PUBLIC_URL}/`,
    },
    accounts: Object.values(ACCOUNTS),
  });
  app = await createTestApp(
    {
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      PUBLIC_URL,
    },
    { oidcAllowInsecure: true },
  );
  // An admin exists, so no one signing in here becomes the first admin.
  const { db } = await testDatabase();
  await db.insert(users).values([
    { id: ADMIN_ID, email: 'admin@example.com', role: 'admin' },
    { id: MEMBER_ID, email: 'member@example.com' },
  ]);
});

afterAll(async () => {
  await app?.close();
  await provider?.close();
});

async function setMode(joinMode: JoinMode) {
  const { db } = await testDatabase();
  await saveJoinSettings(db, { joinMode, membersMayInvite: true });
}

/** An invitation written as `POST /api/invitations` would: an admin's admits. */
async function invitation(
  email: string,
  by: 'admin' | 'member',
  overrides: Partial<typeof invitations.$inferInsert> = {},
) {
  const { db } = await testDatabase();
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(invitations)
    .values({
      email,
      tokenHash: hashToken(token),
      invitedBy: by === 'admin' ? ADMIN_ID : MEMBER_ID,
      admits: by === 'admin',
      expiresAt: new Date(Date.now() + 86_400_000),
      ...overrides,
    })
    .returning({ id: invitations.id });
  return { id: row.id, token };
}

/** The join page's "Continue": the provider's address and the sealed sign-in cookie. */
async function startInvited(token: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/invitation',
    payload: { token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { redirectTo } = res.json() as { redirectTo: string };
  expect(redirectTo.startsWith(`${provider.issuer}/auth?`)).toBe(true);
  // The token never travels to the provider: it waits in our sealed cookie.
  expect(redirectTo).not.toContain(token);
  const sealed = res.cookies.find((c) => c.name === PENDING_COOKIE);
  expect(sealed?.httpOnly).toBe(true);
  expect(sealed?.path).toBe('/api/callback');
  return { authorizationUrl: new URL(redirectTo), cookie: `${PENDING_COOKIE}=${sealed?.value}` };
}

/** The browser through the provider as `who`, back at the callback with the cookie. */
async function finish(start: Awaited<ReturnType<typeof startInvited>>, who: TestAccount) {
  const url = new URL(start.authorizationUrl);
  url.searchParams.set('login_hint', who.sub);
  const callback = await followProviderRedirects(url.href, CALLBACK);
  return app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: start.cookie },
  });
}

const userId = (who: TestAccount) => `oidc:127.0.0.1:${provider.port}:${who.sub}`;

async function accountOf(who: TestAccount) {
  const { db } = await testDatabase();
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.id, userId(who)));
  return row ?? null;
}

async function invitationRow(id: number) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
  return row;
}

describe('an invitation through the OpenID round trip', () => {
  it('invite-only: a member’s invitation admits; the account is the invited address, confirmed', async () => {
    await setMode('invite-only');
    const invited = await invitation(ACCOUNTS.ivy.email, 'member');
    const res = await finish(await startInvited(invited.token), ACCOUNTS.ivy);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/');

    const user = await accountOf(ACCOUNTS.ivy);
    expect(user).toMatchObject({ membership: 'active', role: 'member', email: 'ivy@example.com' });
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(await invitationRow(invited.id)).toMatchObject({ acceptedBy: userId(ACCOUNTS.ivy) });
    const me = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(me.json()).toMatchObject({ membership: 'active' });
  });

  it('approval: a member’s invitation leads to the application, which names the invitation', async () => {
    await setMode('approval');
    const invited = await invitation(ACCOUNTS.pat.email, 'member');
    const res = await finish(await startInvited(invited.token), ACCOUNTS.pat);
    expect(res.statusCode, res.body).toBe(302);
    expect(await accountOf(ACCOUNTS.pat)).toMatchObject({ membership: 'pending' });
    expect(await invitationRow(invited.id)).toMatchObject({ acceptedBy: userId(ACCOUNTS.pat) });

    // The answers come on the application page; the admins see who invited.
    const headers = { cookie: sessionCookieOf(res) };
    const status = await app.inject({ url: '/api/membership', headers });
    expect(status.json()).toMatchObject({ state: 'pending', application: null });
    const applied = await app.inject({
      method: 'POST',
      url: '/api/membership/application',
      headers: { ...headers, origin: PUBLIC_URL },
      payload: { company: 'Acme', title: 'CTO', website: '', reason: 'Pat invited... me.' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const { db } = await testDatabase();
    const [application] = await db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.userId, userId(ACCOUNTS.pat)));
    expect(application.invitationId).toBe(invited.id);
  });

  it('approval: an admin’s invitation admits directly', async () => {
    await setMode('approval');
    const invited = await invitation(ACCOUNTS.abe.email, 'admin');
    const res = await finish(await startInvited(invited.token), ACCOUNTS.abe);
    expect(res.statusCode, res.body).toBe(302);
    expect(await accountOf(ACCOUNTS.abe)).toMatchObject({ membership: 'active' });
  });

  it('an expired, revoked or used link is refused before the provider, saying why', async () => {
    const expired = await invitation(ACCOUNTS.late.email, 'admin', {
      expiresAt: new Date(Date.now() - 60_000),
    });
    const revoked = await invitation('revoked@example.com', 'admin', { revokedAt: new Date() });
    const used = await invitation('used@example.com', 'admin', {
      acceptedAt: new Date(),
      acceptedBy: MEMBER_ID,
    });
    const cases = [
      [expired.token, 410, 'This invitation has expired. Ask for a new one.'],
      [revoked.token, 410, 'This invitation was withdrawn'],
      [used.token, 410, 'This invitation was already accepted. Sign in instead.'],
      ['never-was-a-token', 404, 'This invitation link is not valid'],
    ] as const;
    for (const [token, status, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login/invitation',
        payload: { token },
      });
      expect(res.statusCode, token).toBe(status);
      expect(res.json()).toEqual({ message });
      expect(res.cookies.find((c) => c.name === PENDING_COOKIE)).toBeUndefined();
    }
    const empty = await app.inject({
      method: 'POST',
      url: '/api/login/invitation',
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].path).toBe('token');
  });

  it('a link that dies during the round trip is refused on return, and no account is made', async () => {
    await setMode('invite-only');
    const invited = await invitation(ACCOUNTS.gone.email, 'admin');
    const start = await startInvited(invited.token);
    const { db } = await testDatabase();
    await db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invited.id));
    const res = await finish(start, ACCOUNTS.gone);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: 'This invitation has expired. Ask for a new one.' });
    expect(res.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();
    expect(await accountOf(ACCOUNTS.gone)).toBeNull();
    expect((await invitationRow(invited.id)).acceptedAt).toBeNull();
  });

  it('a provider vouching for another address is refused; one that does not vouch takes the invited one', async () => {
    await setMode('invite-only');
    const forOther = await invitation('someone-else@example.com', 'admin');
    const refused = await finish(await startInvited(forOther.token), ACCOUNTS.elsewhere);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: INVITATION_FOR_ANOTHER });
    expect(await accountOf(ACCOUNTS.elsewhere)).toBeNull();
    expect((await invitationRow(forOther.id)).acceptedAt).toBeNull();

    const forUnsure = await invitation('unsure@example.com', 'admin');
    const res = await finish(await startInvited(forUnsure.token), ACCOUNTS.unsure);
    expect(res.statusCode, res.body).toBe(302);
    expect(await accountOf(ACCOUNTS.unsure)).toMatchObject({
      email: 'unsure@example.com',
      membership: 'active',
    });
  });

  it('the invited address taken since by another account: told to sign in instead', async () => {
    await setMode('invite-only');
    const invited = await invitation('member@example.com', 'admin');
    const unsureElse = account('taken', 'taken-at-provider@example.com', false);
    provider.accounts.set(unsureElse.sub, unsureElse);
    const res = await finish(await startInvited(invited.token), unsureElse);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ACCOUNT_EXISTS });
  });
});

describe('a provider sign-in without an invitation', () => {
  it('invite-only: a newcomer is refused as the built-in sign-up is, and no account is made', async () => {
    await setMode('invite-only');
    const start = await app.inject({ method: 'GET', url: '/api/login' });
    expect(start.statusCode, start.body).toBe(302);
    const sealed = start.cookies.find((c) => c.name === PENDING_COOKIE);
    const res = await finish(
      {
        authorizationUrl: new URL(String(start.headers.location)),
        cookie: `${PENDING_COOKIE}=${sealed?.value}`,
      },
      ACCOUNTS.uninvited,
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ message: INVITE_ONLY });
    expect(res.cookies.find((c) => c.name === 'rt.sid' && c.value)).toBeUndefined();
    expect(await accountOf(ACCOUNTS.uninvited)).toBeNull();
  });
});

describe('a removed member back through the provider (decision 022)', () => {
  /** A plain provider sign-in, no invitation. */
  async function signInAs(who: TestAccount) {
    const start = await app.inject({ method: 'GET', url: '/api/login' });
    expect(start.statusCode, start.body).toBe(302);
    const sealed = start.cookies.find((c) => c.name === PENDING_COOKIE);
    return finish(
      {
        authorizationUrl: new URL(String(start.headers.location)),
        cookie: `${PENDING_COOKIE}=${sealed?.value}`,
      },
      who,
    );
  }

  it('is told the account was removed, gets no session, and the tombstone stays empty', async () => {
    await setMode('open');
    const joined = await signInAs(ACCOUNTS.leaver);
    expect(joined.statusCode, joined.body).toBe(302);
    expect(await accountOf(ACCOUNTS.leaver)).toMatchObject({ membership: 'active' });

    const cookie = await sessionCookieFor(ADMIN_ID);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/members/${encodeURIComponent(userId(ACCOUNTS.leaver))}`,
      headers: { cookie, origin: PUBLIC_URL },
      payload: { content: 'keep', reason: 'Asked to leave' },
    });
    expect(removed.statusCode, removed.body).toBe(204);

    const again = await signInAs(ACCOUNTS.leaver);
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json()).toEqual({ message: ACCOUNT_REMOVED });
    expect(again.cookies.find((c) => c.name === 'rt.sid' && c.value)).toBeUndefined();
    // Nothing of theirs is written back into the tombstone from the provider's claims.
    expect(await accountOf(ACCOUNTS.leaver)).toMatchObject({
      membership: 'removed',
      email: null,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
    });
  });
});

describe('the pending sign-in seal', () => {
  const seal = new PendingSignInSeal(CLIENT_SECRET);
  const base = {
    codeVerifier: 'v'.repeat(43),
    state: 's'.repeat(43),
    nonce: 'n'.repeat(43),
    returnTo: '/',
  };

  it('carries an invitation’s token, and keeps none when there is none', () => {
    const token = randomBytes(32).toString('base64url');
    expect(seal.open(seal.seal({ ...base, invitation: token }))).toEqual({
      ok: true,
      pending: { ...base, invitation: token },
    });
    expect(seal.open(seal.seal(base))).toEqual({ ok: true, pending: base });
  });

  it('refuses a token that is not one of ours in shape, even under a good MAC', () => {
    expect(seal.open(seal.seal({ ...base, invitation: 'has spaces and "quotes"' }))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
