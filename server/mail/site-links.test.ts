import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRole } from '../auth/roles';
import { publicUrlWarning, siteUrlOf } from '../lib/site-url';
import { createTestApp, signUpMember, testDatabase, uniqueEmail } from '../test/harness';
import {
  followProviderRedirects,
  startOidcProvider,
  type TestOidcProvider,
} from '../test/oidc-provider';
import { deliverQueued, linkIn, startSmtpServer, type TestSmtp } from '../test/smtp';

/**
 * Issue 33: every address the server writes out comes from PUBLIC_URL, or without it from
 * http://localhost:PORT — never from the request's Host or X-Forwarded-Host, which whoever
 * sends the request chooses. A reset link built from them carries the member's token to the
 * sender's site.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;

const HOSTILE = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};
// The test config's PORT is the default, 5000.
const LOCAL = 'http://localhost:5000';
const PUBLIC = 'https://club.example.org';

let smtp: TestSmtp;
/** The three ways a site runs: PUBLIC_URL unset, unset behind a trusted proxy, set. */
const sites: { name: string; base: string; app: App }[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  const variants: { name: string; base: string; env: Record<string, string> }[] = [
    { name: 'PUBLIC_URL unset', base: LOCAL, env: {} },
    { name: 'PUBLIC_URL unset, TRUST_PROXY=true', base: LOCAL, env: { TRUST_PROXY: 'true' } },
    { name: 'PUBLIC_URL set', base: PUBLIC, env: { PUBLIC_URL: `${PUBLIC}/` } },
  ];
  for (const v of variants) {
    sites.push({
      name: v.name,
      base: v.base,
      app: await createTestApp({ SMTP_URL: smtp.url, ...v.env }),
    });
  }
});
afterAll(async () => {
  await Promise.all(sites.map((s) => s.app.close()));
  await smtp.close();
});

const eachSite = () => sites.map((s) => [s.name, s] as const);

describe('links written for a request with a hostile Host and X-Forwarded-Host', () => {
  it('a password reset mails a link to the configured address', async () => {
    for (const [name, { app, base }] of eachSite()) {
      const member = await signUpMember(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: HOSTILE,
        payload: { email: member.email },
      });
      expect(res.statusCode, name).toBe(202);
      await deliverQueued(app);
      const mail = smtp.to(member.email, 'Reset your').at(-1);
      expect(mail, name).toBeDefined();
      expect(linkIn(mail!, '/reset-password#token='), name).toMatch(
        new RegExp(`^${base}/reset-password#token=`),
      );
      expect(mail!.text, name).not.toContain('evil.example');
      expect(mail!.html, name).not.toContain('evil.example');
    }
  });

  it('an invitation mails a link to the configured address', async () => {
    const { db } = await testDatabase();
    for (const [name, { app, base }] of eachSite()) {
      const admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
      await setRole(db, admin.email, 'admin');
      const to = uniqueEmail('invitee');
      const res = await app.inject({
        method: 'POST',
        url: '/api/invitations',
        headers: { ...admin.headers, ...HOSTILE },
        payload: { emails: [to] },
      });
      expect(res.statusCode, name).toBe(200);
      await deliverQueued(app);
      const mail = smtp.to(to, 'invited you').at(-1);
      expect(mail, name).toBeDefined();
      expect(linkIn(mail!, '/join#invitation='), name).toMatch(
        new RegExp(`^${base}/join#invitation=`),
      );
      expect(mail!.text, name).not.toContain('evil.example');
    }
  });

  it('the calendar feed address is the configured one', async () => {
    for (const [name, { app, base }] of eachSite()) {
      const member = await signUpMember(app);
      for (const request of [
        { method: 'GET' as const, url: '/api/calendar/feed' },
        { method: 'POST' as const, url: '/api/calendar/feed/reset' },
      ]) {
        const res = await app.inject({ ...request, headers: { ...member.headers, ...HOSTILE } });
        expect(res.statusCode, name).toBe(200);
        const { url, webcalUrl } = res.json();
        expect(url, name).toMatch(new RegExp(`^${base}/api/calendar/[\\w-]{43}\\.ics$`));
        expect(webcalUrl, name).toBe(url.replace(/^https?:/, 'webcal:'));
      }
    }
  });
});

describe('the OpenID Connect redirect with PUBLIC_URL unset', () => {
  const CLIENT_ID = 'roundtable-links';
  const CLIENT_SECRET = 'a-long-test-client-secret-0123456789';
  let provider: TestOidcProvider;
  let app: App;
  beforeAll(async () => {
    provider = await startOidcProvider({
      client: {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUri: `${LOCAL}/api/callback`,
        postLogoutRedirectUri: `${LOCAL}/`,
      },
      accounts: [
        {
          sub: 'links-1',
          email: 'links@example.com',
          email_verified: true,
          given_name: 'Lin',
          family_name: 'Ks',
          picture: 'https://images.example.com/lin.png',
        },
      ],
    });
    app = await createTestApp(
      {
        OIDC_ISSUER_URL: provider.issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        TRUST_PROXY: 'true',
      },
      { oidcAllowInsecure: true },
    );
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('sends the provider the configured callback, whatever Host the request named', async () => {
    for (const headers of [{ host: 'evil.example' }, HOSTILE]) {
      const login = await app.inject({ url: '/api/login', headers });
      expect(login.statusCode).toBe(302);
      const authorization = new URL(String(login.headers.location));
      expect(authorization.searchParams.get('redirect_uri')).toBe(`${LOCAL}/api/callback`);
      // The provider accepts it (it is the registered one) and sends the browser there.
      const callback = await followProviderRedirects(authorization.href, `${LOCAL}/api/callback`);
      expect(callback.searchParams.get('code')).toBeTruthy();
    }
  });
});

describe('the site address and the start-up warning', () => {
  it('comes from PUBLIC_URL, else localhost and PORT', () => {
    expect(siteUrlOf({ PUBLIC_URL: 'https://club.example.org//', PORT: 5000 })).toBe(PUBLIC);
    expect(siteUrlOf({ PUBLIC_URL: undefined, PORT: 8080 })).toBe('http://localhost:8080');
  });

  it('warns once where the site is meant for others, and stays quiet on a laptop', () => {
    const unset = { PUBLIC_URL: undefined, PORT: 5000 } as const;
    const dev = { ...unset, NODE_ENV: 'development' } as const;
    // A laptop: HOST unset (0.0.0.0 by default) or loopback.
    expect(publicUrlWarning(dev, {})).toBeNull();
    for (const HOST of ['localhost', '127.0.0.1', '::1']) {
      expect(publicUrlWarning(dev, { HOST })).toBeNull();
    }
    // Production, or a HOST set to reach the machine from elsewhere.
    expect(publicUrlWarning({ ...unset, NODE_ENV: 'production' }, {})).toContain(
      'PUBLIC_URL is not set',
    );
    expect(publicUrlWarning(dev, { HOST: '0.0.0.0' })).toContain(LOCAL);
    expect(publicUrlWarning(dev, { HOST: '10.0.0.5' })).toContain('PUBLIC_URL is not set');
    // Set: never.
    expect(
      publicUrlWarning({ PUBLIC_URL: PUBLIC, PORT: 5000, NODE_ENV: 'production' }, {}),
    ).toBeNull();
  });
});
