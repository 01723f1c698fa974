import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../shared/schema/mail';
import { notifications } from '../../../shared/schema/notifications';
import { users } from '../../../shared/schema/users';
import { testMail } from '../../mail/templates/messages';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../../test/harness';
import { startSmtpServer, type TestSmtp } from '../../test/smtp';

/**
 * What needs the staff comes to them (issue 36): a new application rings every admin's
 * bell and mails them at once; a new report rings the moderators' and admins'. Nobody
 * else hears of either, and an entry leaves the bell of someone no longer staff.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let smtp: TestSmtp;
let admin: Member;
let moderator: Member;
let member: Member;
let second: Member;

const db = async () => (await testDatabase()).db;

const call = (who: Member | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    JOIN_MODE: 'approval',
    PUBLIC_URL: 'https://rt.example',
    SMTP_URL: smtp.url,
  });
  // A fresh install's first account is the admin, in every mode.
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  await setMode('open');
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  member = await signUpMember(app, { firstName: 'Mel', lastName: 'Member' });
  second = await signUpMember(app, { firstName: 'Sec', lastName: 'Ond' });
  await setMode('approval');
  await (await db()).update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function setMode(joinMode: string) {
  const res = await call(admin, 'PUT', '/api/admin/settings/joining', {
    joinMode,
    membersMayInvite: false,
  });
  expect(res.statusCode).toBe(200);
}

interface Entry {
  type: string;
  actor: { firstName: string } | null;
  title: string;
  count: number;
  href: string;
  read: boolean;
}
const bell = async (who: Member) => {
  await app.notifications.drain();
  const res = await call(who, 'GET', '/api/notifications');
  expect(res.statusCode).toBe(200);
  return res.json() as Entry[];
};
const headlineTypes = async (who: Member) => (await bell(who)).map((e) => e.type);

async function apply(firstName: string) {
  const res = await call(null, 'POST', '/api/auth/signup', {
    email: uniqueEmail('applicant'),
    password: 'correct horse',
    firstName,
    lastName: 'Plicant',
    application: { company: null, title: null, website: null, reason: 'To meet founders.' },
  });
  expect(res.statusCode).toBe(202);
}

describe('a new application', () => {
  it('rings every admin’s bell, collapsed per queue, and nobody else’s', async () => {
    await apply('Apu');
    const [first] = await bell(admin);
    expect(first).toMatchObject({
      type: 'membership_application',
      actor: { firstName: 'Apu' },
      count: 1,
      href: '/admin?tab=applications',
      read: false,
    });

    await apply('Bea');
    const entries = (await bell(admin)).filter((e) => e.type === 'membership_application');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ count: 2, actor: { firstName: 'Bea' } });

    expect(await headlineTypes(moderator)).not.toContain('membership_application');
    expect(await headlineTypes(member)).not.toContain('membership_application');
  });

  it('is mailed to the admins at once, by default, with the headline as the subject', async () => {
    const d = await db();
    // The mail's short wait, passed.
    await d
      .update(notifications)
      .set({ mailDueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(notifications.type, 'membership_application'));
    await app.notificationMail.sweepInstant();
    const mails = await d
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, '%applications to join%'));
    expect(mails).toEqual([{ to: admin.email, subject: '2 new applications to join' }]);
  });

  it('leaves the bell of an admin who is one no longer', async () => {
    const d = await db();
    await d.update(users).set({ role: 'admin' }).where(eq(users.id, second.id));
    await apply('Cy');
    expect(await headlineTypes(second)).toContain('membership_application');
    await d.update(users).set({ role: 'member' }).where(eq(users.id, second.id));
    expect(await headlineTypes(second)).not.toContain('membership_application');
  });
});

describe('a new report', () => {
  /** The member reports the moderator's profile (the same open report each time). */
  const reportModeratorsProfile = () =>
    call(member, 'POST', '/api/reports', {
      itemType: 'profile',
      itemId: moderator.id,
      reason: 'spam',
    });

  it('rings the moderators’ and admins’ bells, without naming the reporter', async () => {
    expect((await reportModeratorsProfile()).statusCode).toBe(200);
    for (const staff of [moderator, admin]) {
      const entry = (await bell(staff)).find((e) => e.type === 'report_filed');
      expect(entry).toMatchObject({
        actor: null,
        title: 'a profile',
        count: 1,
        href: '/admin?tab=reports',
      });
    }
    expect(await headlineTypes(member)).not.toContain('report_filed');
  });

  it('reported again by the same member, tells nobody twice', async () => {
    expect((await reportModeratorsProfile()).statusCode).toBe(200);
    const entry = (await bell(admin)).find((e) => e.type === 'report_filed');
    expect(entry?.count).toBe(1);
    const d = await db();
    const rows = await d
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.type, 'report_filed'), eq(notifications.recipientId, admin.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('an e-mail given up', () => {
  it('rings the admins’ bell with the address and the server’s answer, and is never mailed', async () => {
    const to = uniqueEmail('bounced');
    const d = await db();
    // What the sign-ups above queued goes out first: only this one will be refused.
    await app.mail.worker.drain();
    const brand = await app.mail.brand();
    await d.transaction((tx) => app.mail.queue(tx, to, testMail(brand)));
    smtp.refuse(550, 'No such mailbox');
    await app.mail.worker.drain();
    smtp.accept();

    const entry = (await bell(admin)).find((e) => e.type === 'mail_failed');
    expect(entry).toMatchObject({
      actor: null,
      title: to,
      count: 1,
      href: '/admin?tab=settings',
    });
    const [row] = await d
      .select({ excerpt: notifications.excerpt, mailDueAt: notifications.mailDueAt })
      .from(notifications)
      .where(and(eq(notifications.type, 'mail_failed'), eq(notifications.recipientId, admin.id)));
    expect(row?.excerpt).toContain('550');
    // The bell only: mail is what failed.
    expect(row?.mailDueAt).toBeNull();
    expect(await headlineTypes(moderator)).not.toContain('mail_failed');
    expect(await headlineTypes(member)).not.toContain('mail_failed');
  });
});
