import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '../../shared/contracts/users';
import { users } from '../../shared/schema/users';
import {
  createTestApp,
  type Member,
  sessionCookieFor,
  sessionCookieOf,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
import { deliverQueued, linkIn, startSmtpServer, type TestSmtp, tokenOf } from '../test/smtp';
import {
  CURRENT_SESSION,
  emailChangeSent,
  PASSWORD_MANAGED_BY_PROVIDER,
  SAME_EMAIL,
  SESSION_NOT_FOUND,
  WRONG_CURRENT_PASSWORD,
} from './account';
import { describeDevice } from './devices';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const PASSWORD = 'correct horse';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIREFOX_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

const deliver = () => deliverQueued(app);
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: { cookie: string },
  payload?: object,
  ua?: string,
) =>
  app.inject({
    method,
    url,
    payload,
    headers: { cookie: who.cookie, ...(ua ? { 'user-agent': ua } : {}) },
  });
/** Signs in from a browser: a session of its own with that User-Agent. */
async function signInFrom(member: Member, userAgent: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: { 'user-agent': userAgent },
    payload: { email: member.email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookieOf(res) };
}
const isSignedIn = async (who: { cookie: string }) =>
  (await call('GET', '/api/auth/user', who)).statusCode === 200;

describe('the account settings', () => {
  it('say whether the member has a password here and which address change is waiting', async () => {
    const member = await signUpMember(app);
    const res = await call('GET', '/api/account', member);
    expect(res.json()).toEqual({
      hasPassword: true,
      passwordManagedByProvider: false,
      pendingEmail: null,
    });
    expect((await app.inject({ url: '/api/account' })).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current one, keeps this device signed in, ends the others and tells the owner', async () => {
    const member = await signUpMember(app);
    const laptop = await signInFrom(member, CHROME_MAC);
    const phone = await signInFrom(member, FIREFOX_WIN);

    const wrong = await call('POST', '/api/account/password', laptop, {
      currentPassword: 'not my password',
      newPassword: 'a much better password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
    const common = await call('POST', '/api/account/password', laptop, {
      currentPassword: PASSWORD,
      newPassword: 'iloveyou123',
    });
    expect(common.json().issues).toEqual([{ path: 'newPassword', message: PASSWORD_TOO_COMMON }]);
    const short = await call('POST', '/api/account/password', laptop, {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.json().issues).toEqual([
      { path: 'newPassword', message: 'Password must be at least 10 characters' },
    ]);
    // Nothing changed so far: every device is still in, the old password still works.
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(member)).toBe(true);

    const ok = await call('POST', '/api/account/password', laptop, {
      currentPassword: PASSWORD,
      newPassword: 'a much better password',
    });
    expect(ok.statusCode).toBe(204);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(member)).toBe(false);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: member.email, password: 'a much better password' },
    });
    expect(signIn.statusCode).toBe(200);
    await deliver();
    expect(smtp.to(member.email, 'password was changed')).toHaveLength(1);
  });

  it('is refused to a member whose password lives with their sign-in provider', async () => {
    const { db } = await testDatabase();
    const id = `oidc:idp.example:${randomUUID()}`;
    await db.insert(users).values({ id, email: uniqueEmail('oidc'), firstName: 'Ida' });
    const cookie = await sessionCookieFor(id);
    const res = await call(
      'POST',
      '/api/account/password',
      { cookie },
      {
        currentPassword: 'anything at all',
        newPassword: 'a much better password',
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: PASSWORD_MANAGED_BY_PROVIDER });
    const settings = await call('GET', '/api/account', { cookie });
    expect(settings.json()).toMatchObject({ hasPassword: false });
  });
});

describe('changing the e-mail address', () => {
  it('confirms the new address by a link before it takes effect, and tells the old one', async () => {
    const member = await signUpMember(app);
    const newEmail = uniqueEmail('moved');
    const wrong = await call('POST', '/api/account/email', member, {
      email: newEmail,
      currentPassword: 'nope nope',
    });
    expect(wrong.json().issues).toEqual([
      { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
    const same = await call('POST', '/api/account/email', member, {
      email: member.email,
      currentPassword: PASSWORD,
    });
    expect(same.json().issues).toEqual([{ path: 'email', message: SAME_EMAIL }]);

    const res = await call('POST', '/api/account/email', member, {
      email: newEmail.toUpperCase(),
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: emailChangeSent(newEmail) });
    // Recorded before the answer: the page shows it at once.
    expect((await call('GET', '/api/account', member)).json().pendingEmail).toBe(newEmail);
    await deliver();
    // Not yet: the account keeps its address until the link is opened.
    expect((await call('GET', '/api/auth/user', member)).json().email).toBe(member.email);

    const [mail] = smtp.to(newEmail);
    expect(mail.subject).toBe('Confirm your new e-mail address for Roundtable Houston');
    const opened = await call('POST', '/api/auth/verify-email', member, {
      token: tokenOf(linkIn(mail, '/verify-email#token=')),
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ id: member.id, email: newEmail });
    await deliver();
    const [notice] = smtp.to(member.email, 'address was changed');
    expect(notice.text).toContain(newEmail);
    expect((await call('GET', '/api/account', member)).json().pendingEmail).toBeNull();
  });

  it('answers a taken address alike and sends it nothing', async () => {
    const member = await signUpMember(app);
    const other = await signUpMember(app);
    const res = await call('POST', '/api/account/email', member, {
      email: other.email,
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: emailChangeSent(other.email) });
    // The account page shows the change waiting, as for a free address.
    expect((await call('GET', '/api/account', member)).json().pendingEmail).toBe(other.email);
    await deliver();
    expect(smtp.to(other.email, 'new e-mail')).toHaveLength(0);
    const { db } = await testDatabase();
    const [still] = await db.select().from(users).where(eq(users.id, member.id));
    expect(still.email).toBe(member.email);
  });
});

describe('signed-in devices', () => {
  it('lists each device without its session id, and signs one or all others out', async () => {
    const member = await signUpMember(app);
    const laptop = await signInFrom(member, CHROME_MAC);
    const desktop = await signInFrom(member, FIREFOX_WIN);
    const stranger = await signUpMember(app);

    const list = await call('GET', '/api/account/sessions', laptop);
    expect(list.statusCode).toBe(200);
    const devices = list.json() as { id: string; device: string; current: boolean; ip: string }[];
    expect(devices).toHaveLength(3);
    expect(devices.find((d) => d.current)?.device).toBe('Chrome on macOS');
    expect(devices.map((d) => d.device)).toContain('Firefox on Windows');
    for (const cookie of [laptop.cookie, desktop.cookie, member.cookie]) {
      expect(list.body).not.toContain(cookie.split('=')[1]);
    }
    const firefox = devices.find((d) => d.device === 'Firefox on Windows')!;
    const current = devices.find((d) => d.current)!;

    expect((await call('DELETE', `/api/account/sessions/${firefox.id}`, stranger)).json()).toEqual({
      message: SESSION_NOT_FOUND,
    });
    expect(await isSignedIn(desktop)).toBe(true);
    const mine = await call('DELETE', `/api/account/sessions/${current.id}`, laptop);
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toEqual({ message: CURRENT_SESSION });
    expect((await call('DELETE', '/api/account/sessions/not-an-id', laptop)).statusCode).toBe(400);

    expect((await call('DELETE', `/api/account/sessions/${firefox.id}`, laptop)).statusCode).toBe(
      204,
    );
    expect(await isSignedIn(desktop)).toBe(false);
    expect(await isSignedIn(member)).toBe(true);

    const others = await call('POST', '/api/account/sessions/sign-out-others', laptop);
    expect(others.json()).toEqual({ ended: 1 });
    expect(await isSignedIn(member)).toBe(false);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(stranger)).toBe(true);
  });
});

describe('device names', () => {
  it.each([
    [CHROME_MAC, 'Chrome on macOS'],
    [FIREFOX_WIN, 'Firefox on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'Unknown browser'],
    [undefined, 'Unknown browser'],
  ])('%s is %s', (ua, label) => {
    expect(describeDevice(ua)).toBe(label);
  });
});
