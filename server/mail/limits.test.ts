import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INVITATIONS_AT_ONCE } from '../../shared/contracts/choices';
import { mailOutbox } from '../../shared/schema/mail';
import { RESET_REQUESTED } from '../auth/password-reset';
import { setRole } from '../auth/roles';
import {
  createTestApp,
  type Member,
  signUpAndSignIn,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
import { deliverQueued, startSmtpServer, type TestSmtp } from '../test/smtp';
import {
  MAILS_PER_CLIENT,
  MAILS_PER_MEMBER,
  MAILS_PER_RECIPIENT,
  TOO_MANY_MAILS_CLIENT,
  TOO_MANY_MAILS_MEMBER,
} from './limits';

/**
 * Issue 33, mail bombing: mail a request sends to an address of its choosing is limited
 * per recipient (MAILS_PER_RECIPIENT of a kind a day, whoever asks) and per sender. A
 * refused request sends nothing.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let smtp: TestSmtp;
let admin: Member;
let member: Member;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  member = await signUpMember(app, { firstName: 'Mel', lastName: 'Member' });
  const { db } = await testDatabase();
  await setRole(db, admin.email, 'admin');
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings/joining',
    headers: admin.headers,
    payload: { joinMode: 'open', membersMayInvite: true },
  });
  expect(res.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** Messages of a template queued (sent or not) to an address. */
async function queuedTo(to: string, template: string) {
  const { db } = await testDatabase();
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)));
  return row.n;
}

let nextClient = 0;
/** A client address of its own per test, so the per-client counts of tests stay apart. */
const clientAddress = () => `198.51.100.${++nextClient}`;

const requestReset = (email: string, from: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    remoteAddress: from,
  });

const invite = (who: Member, emails: string[]) =>
  app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: who.headers,
    payload: { emails },
  });

describe('password resets', () => {
  it(`mail an address at most ${MAILS_PER_RECIPIENT} a day whoever asks, and answer alike after`, async () => {
    const target = await signUpMember(app);
    const answers: string[] = [];
    for (let i = 0; i < MAILS_PER_RECIPIENT + 2; i++) {
      // Each from another client: the limit is the recipient's, not the asker's.
      const res = await requestReset(target.email, clientAddress());
      expect(res.statusCode).toBe(202);
      answers.push(res.body);
      await deliverQueued(app);
    }
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ message: RESET_REQUESTED })]));
    expect(smtp.to(target.email, 'Reset your')).toHaveLength(MAILS_PER_RECIPIENT);
    expect(await queuedTo(target.email, 'password-reset')).toBe(MAILS_PER_RECIPIENT);
  });

  it('answer an unknown address exactly as a known one over its limit (no 429 to tell them apart)', async () => {
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < MAILS_PER_RECIPIENT + 2; i++) {
      const res = await requestReset(unknown, clientAddress());
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: RESET_REQUESTED });
    }
    await deliverQueued(app);
    expect(smtp.to(unknown)).toHaveLength(0);
  });

  it(`are limited to ${MAILS_PER_CLIENT} an hour per client address, with a 429 that says so`, async () => {
    const from = clientAddress();
    for (let i = 0; i < MAILS_PER_CLIENT; i++) {
      expect((await requestReset(uniqueEmail('spread'), from)).statusCode).toBe(202);
    }
    const target = await signUpMember(app);
    const refused = await requestReset(target.email, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_MAILS_CLIENT });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await deliverQueued(app);
    expect(smtp.to(target.email, 'Reset your')).toHaveLength(0);
    // Another client is not held back by this one.
    expect((await requestReset(target.email, clientAddress())).statusCode).toBe(202);
  });
});

describe('invitations', () => {
  it(`go to an address at most ${MAILS_PER_RECIPIENT} times a day, resends and other inviters included`, async () => {
    const to = uniqueEmail('popular');
    expect((await invite(admin, [to])).statusCode).toBe(200);
    const list = await app.inject({ url: '/api/invitations', headers: admin.headers });
    const id = list.json().find((i: { email: string }) => i.email === to).id;
    for (let i = 1; i < MAILS_PER_RECIPIENT; i++) {
      const resend = await app.inject({
        method: 'POST',
        url: `/api/invitations/${id}/resend`,
        headers: admin.headers,
      });
      expect(resend.statusCode).toBe(200);
    }
    expect(await queuedTo(to, 'invitation')).toBe(MAILS_PER_RECIPIENT);

    const again = await app.inject({
      method: 'POST',
      url: `/api/invitations/${id}/resend`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(
      `${to} was already sent ${MAILS_PER_RECIPIENT} invitations today. Please try again tomorrow.`,
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else asking changes nothing.
    const byMember = await invite(member, [to]);
    expect(byMember.statusCode).toBe(429);
    expect(await queuedTo(to, 'invitation')).toBe(MAILS_PER_RECIPIENT);
  });

  it('refuse a whole list when one address is over, sending none, and keep the others’ counts', async () => {
    const full = uniqueEmail('full');
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++) {
      expect((await invite(admin, [full])).statusCode).toBe(200);
    }
    const fresh = uniqueEmail('fresh');
    const refused = await invite(admin, [fresh, full]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain(full);
    expect(refused.json().message).not.toContain(fresh);
    expect(await queuedTo(fresh, 'invitation')).toBe(0);
    // The refused list used none of the fresh address's allowance.
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++) {
      expect((await invite(admin, [fresh])).statusCode).toBe(200);
    }
    expect(await queuedTo(fresh, 'invitation')).toBe(MAILS_PER_RECIPIENT);
  });

  it(`are limited to ${MAILS_PER_MEMBER} a day per inviting member`, async () => {
    const busy = await signUpMember(app);
    const batches = MAILS_PER_MEMBER / MAX_INVITATIONS_AT_ONCE;
    for (let b = 0; b < batches; b++) {
      const emails = Array.from({ length: MAX_INVITATIONS_AT_ONCE }, () => uniqueEmail('bulk'));
      expect((await invite(busy, emails)).statusCode).toBe(200);
    }
    const one = uniqueEmail('one-more');
    const refused = await invite(busy, [one]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_MAILS_MEMBER });
    expect(await queuedTo(one, 'invitation')).toBe(0);
    // The limit is the member's: someone else may invite that address.
    expect((await invite(member, [one])).statusCode).toBe(200);
  });
});

describe('confirmation resends', () => {
  it(`send at most ${MAILS_PER_RECIPIENT} a day, then answer 429 with the reason`, async () => {
    const email = uniqueEmail('unconfirmed');
    const who = await signUpAndSignIn(app, { email, firstName: 'Una', lastName: 'Confirmed' });
    const resend = () =>
      app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: who.headers });
    // Sign-up's own confirmation is not a resend.
    const before = await queuedTo(email, 'verify-email');
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++) expect((await resend()).statusCode).toBe(202);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^We already sent 3 confirmation e-mails/);
    expect(await queuedTo(email, 'verify-email')).toBe(before + MAILS_PER_RECIPIENT);
  });
});

describe("the admin's test mail", () => {
  it(`goes at most ${MAILS_PER_RECIPIENT} times a day; one the server refused does not count`, async () => {
    const tester = await signUpMember(app);
    const { db } = await testDatabase();
    await setRole(db, tester.email, 'admin');
    const send = () =>
      app.inject({ method: 'POST', url: '/api/admin/mail/test', headers: tester.headers });
    smtp.refuse(550, 'Not today');
    expect((await send()).statusCode).toBe(502);
    smtp.accept();
    for (let i = 0; i < MAILS_PER_RECIPIENT; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/test e-mails were already sent to your address today/);
    expect(smtp.to(tester.email, 'Test message from')).toHaveLength(MAILS_PER_RECIPIENT);
  });
});
