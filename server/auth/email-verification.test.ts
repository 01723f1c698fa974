import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../shared/schema/users';
import { MAILS_PER_RECIPIENT } from '../mail/limits';
import {
  createTestApp,
  sessionCookieFor,
  sessionCookieOf,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
import { deliverQueued, linkIn, startSmtpServer, type TestSmtp, tokenOf } from '../test/smtp';
import { ALREADY_VERIFIED, VERIFY_LINK_INVALID, verificationSent } from './email-verification';

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

const deliver = () => deliverQueued(app);
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const signUp = (email: string, password = 'a long password') =>
  post('/api/auth/signup', { email, password, firstName: 'Nia', lastName: 'Ode' });
const memberByEmail = async (email: string) => {
  const { db } = await testDatabase();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
};

describe('confirming the address', () => {
  it('sign-up e-mails a link that confirms the address and signs the member in, once', async () => {
    const email = uniqueEmail('confirm');
    expect((await signUp(email)).statusCode).toBe(202);
    await deliver();
    const [mail] = smtp.to(email);
    expect(mail.subject).toBe('Confirm your e-mail address for Roundtable Houston');
    expect(mail.text).toContain('Hello Nia,');
    const token = tokenOf(linkIn(mail, '/verify-email#token='));

    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email, firstName: 'Nia' });
    expect(res.json().emailVerifiedAt).toMatch(/^\d{4}-/);
    const me = await app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(res) },
    });
    expect(me.json().email).toBe(email);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: VERIFY_LINK_INVALID });
    const forged = await post('/api/auth/verify-email', { token: `${token}x` });
    expect(forged.json()).toEqual({ message: VERIFY_LINK_INVALID });
  });

  it('tells the owner of a taken address instead, and confirms nothing', async () => {
    const email = uniqueEmail('taken');
    await signUp(email);
    await deliver();
    const second = await signUp(email, 'someone elses password');
    expect(second.statusCode).toBe(202);
    await deliver();
    const [notice] = smtp.to(email, 'already have');
    expect(notice.subject).toBe('You already have a Roundtable Houston account');
    expect(linkIn(notice, '/forgot-password')).toBe('http://localhost:5000/forgot-password');
    expect(smtp.to(email, 'Confirm')).toHaveLength(1);
    expect((await memberByEmail(email)).emailVerifiedAt).toBeNull();
  });

  it('resends a fresh link from the banner; the older one stops working', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    await deliver();
    const first = tokenOf(linkIn(smtp.to(email)[0], '/verify-email#token='));
    const cookie = await sessionCookieFor((await memberByEmail(email)).id);

    const res = await post('/api/auth/verify-email/resend', undefined, { cookie });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: verificationSent(email) });
    await deliver();
    const second = tokenOf(linkIn(smtp.to(email, 'Confirm')[1], '/verify-email#token='));
    expect(second).not.toBe(first);
    expect((await post('/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    const ok = await post('/api/auth/verify-email', { token: second }, { cookie });
    expect(ok.statusCode).toBe(200);
    // Already signed in as this member: the session stays, no new cookie.
    expect(ok.cookies.find((c) => c.name === 'rt.sid')).toBeUndefined();

    const done = await post('/api/auth/verify-email/resend', undefined, { cookie });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ message: ALREADY_VERIFIED });
  });

  // Five an hour per address (server/auth/rate-limit.ts) was the limit; issue 33's three a
  // day (server/mail/limits.ts) now comes first.
  it('refuses a resend to a visitor and past three a day', async () => {
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
    const email = uniqueEmail('many');
    await signUp(email);
    const cookie = await sessionCookieFor((await memberByEmail(email)).id);
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++) {
      expect((await post('/api/auth/verify-email/resend', undefined, { cookie })).statusCode).toBe(
        202,
      );
    }
    expect((await post('/api/auth/verify-email/resend', undefined, { cookie })).statusCode).toBe(
      429,
    );
  });
});
