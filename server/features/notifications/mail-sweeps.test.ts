import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussions } from '../../../shared/schema/discussions';
import { events } from '../../../shared/schema/events';
import { mailOutbox } from '../../../shared/schema/mail';
import { communitySettings } from '../../../shared/schema/membership';
import {
  notificationPreferences,
  notificationSettings,
  notifications,
} from '../../../shared/schema/notifications';
import { skills, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { startSmtpServer, type TestSmtp } from '../../test/smtp';
import { insertCategories, insertDiscussion } from '../discussions/test-fixtures';
import { insertMessage, joinConversation } from '../messages/test-fixtures';
import { DIGEST_CAP } from './mail-digest';

type App = Awaited<ReturnType<typeof createTestApp>>;
let smtp: TestSmtp;
let app: App;
let actor: Member;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://rt.example' });
  actor = await signUpMember(app, { firstName: 'Maya', lastName: 'Patel' });
  real = await realSubjects();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const db = async () => (await testDatabase()).db;

type NewNotification = Partial<typeof notifications.$inferInsert>;
type Subject = Pick<NewNotification, 'subjectId' | 'targetId'>;
/**
 * Things the notifications are about. They must exist: a sweep mails nobody about what the
 * bell would not show them (a hidden or deleted subject).
 */
let real: Record<'thread' | 'discussion' | 'event', Subject>;
async function realSubjects() {
  const d = await db();
  const other = await signUpMember(app);
  const message = await insertMessage({
    senderId: actor.id,
    recipientId: other.id,
    content: 'Are you free on Tuesday?',
  });
  const [category] = await insertCategories([{ name: 'Hiring' }]);
  const discussion = await insertDiscussion({ authorId: actor.id, categoryId: category!.id });
  const [event] = await d
    .insert(events)
    .values({ title: 'Mixer', startDate: new Date(Date.now() + 86_400_000), createdBy: actor.id })
    .returning();
  return {
    thread: { subjectId: String(message.threadId), targetId: String(message.id) },
    discussion: { subjectId: String(discussion.id), targetId: null },
    event: { subjectId: String(event!.id), targetId: null },
  };
}

/** The member's own skill row (an endorsement's subject): its id. */
async function skillOf(member: Member, name: string) {
  const d = await db();
  const [skill] = await d.insert(skills).values({ name }).returning();
  const [held] = await d
    .insert(userSkills)
    .values({ userId: member.id, skillId: skill!.id })
    .returning();
  return String(held!.id);
}

/** A notification as the fan-out writes it, about a real subject of its kind. */
async function notify(recipient: Member, values: NewNotification = {}) {
  const subjectType = values.subjectType ?? 'thread';
  // A message is mailed only to its conversation's members (decision 064).
  if (subjectType === 'thread') await joinConversation(Number(real.thread.subjectId), recipient.id);
  const [row] = await (await db())
    .insert(notifications)
    .values({
      recipientId: recipient.id,
      type: 'message',
      actorId: actor.id,
      subjectType,
      subjectId: '0',
      ...real[subjectType as keyof typeof real],
      title: 'Lunch next week?',
      excerpt: 'Are you free on Tuesday?',
      ...values,
    })
    .returning();
  return row;
}
/** Due for at-once mail since `seconds` ago. */
const dueSince = (seconds: number) => new Date(Date.now() - seconds * 1000);
const rowOf = async (id: number) =>
  (await (await db()).select().from(notifications).where(eq(notifications.id, id)))[0];
const deliver = async () => {
  await app.mail.worker.drain();
};
/** A header of the message as it travelled, its folded lines joined. */
function headerOf(raw: string, name: string) {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** What reached a member, leaving out the sign-up's confirmation mail. */
const inbox = (address: string) =>
  smtp.to(address).filter((m) => !m.subject.startsWith('Confirm your e-mail address'));
const choose = async (member: Member, channels: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: member.headers,
    payload: { channels },
  });

describe('at-once mail', () => {
  it('waits out the delay, then sends one mail with the headline, the link and the unsubscribe headers', async () => {
    const member = await signUpMember(app);
    const n = await notify(member, { mailDueAt: dueSince(60) });
    expect(await app.notificationMail.sweepInstant()).toBe(0);
    await deliver();
    expect(inbox(member.email)).toHaveLength(0);

    await (await db())
      .update(notifications)
      .set({ mailDueAt: dueSince(181) })
      .where(eq(notifications.id, n.id));
    expect(await app.notificationMail.sweepInstant()).toBeGreaterThanOrEqual(1);
    await deliver();
    const [mail] = inbox(member.email);
    expect(mail.subject).toBe('Maya Patel sent you a message');
    expect(mail.text).toContain('“Are you free on Tuesday?”');
    expect(mail.text).toContain(`Open it: https://rt.example/messages/${real.thread.subjectId}`);
    expect(mail.text).toContain('https://rt.example/settings/notifications');
    expect(mail.text).toMatch(
      /Unsubscribe: https:\/\/rt\.example\/unsubscribe#token=[\w-]+\.[\w-]+/,
    );
    expect(mail.html).toContain('Open it on Roundtable Houston');

    // RFC 8058: both headers, the https address carrying the signed token.
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const list = headerOf(mail.raw, 'List-Unsubscribe')?.match(/^<([^>]+)>$/)?.[1];
    expect(list).toMatch(
      /^https:\/\/rt\.example\/api\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
    );
    expect((await rowOf(n.id)).mailedAt).not.toBeNull();
    // Sent: the outbox keeps the receipt, not the links that act.
    const [receipt] = await (await db())
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, member.email), eq(mailOutbox.template, 'notification')));
    expect(receipt).toMatchObject({ state: 'sent', headers: null, html: null, text: null });

    // What a mail provider does with it: a POST with no cookie turns messages off.
    const url = new URL(list!);
    const res = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const [pref] = await (await db())
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, member.id));
    expect(pref).toMatchObject({ type: 'message', channel: 'off' });

    // Mailed once: later sweeps leave it.
    await app.notificationMail.sweepInstant();
    await deliver();
    expect(inbox(member.email)).toHaveLength(1);
  });

  it('sends nothing for a notification read in the app before the wait was over', async () => {
    const member = await signUpMember(app);
    const n = await notify(member, { mailDueAt: dueSince(600), readAt: new Date() });
    await app.notificationMail.sweepInstant();
    await deliver();
    expect(inbox(member.email)).toHaveLength(0);
    expect((await rowOf(n.id)).mailedAt).toBeNull();
  });

  it('sends nothing once the member turned the type off (or to the digest), and forgets it', async () => {
    const member = await signUpMember(app);
    await choose(member, { message: 'off', mention: 'digest' });
    const off = await notify(member, { mailDueAt: dueSince(600) });
    const toDigest = await notify(member, {
      type: 'mention',
      subjectType: 'discussion',
      mailDueAt: dueSince(600),
    });
    await app.notificationMail.sweepInstant();
    await deliver();
    expect(inbox(member.email)).toHaveLength(0);
    for (const id of [off.id, toDigest.id]) {
      expect(await rowOf(id)).toMatchObject({ mailedAt: null, mailDueAt: null });
    }
  });

  it('mails nobody about what moderators hid since, at once or in the digest', async () => {
    const member = await signUpMember(app);
    const d = await db();
    const [category] = await insertCategories([{ name: 'Hidden later' }]);
    const hidden = await insertDiscussion({ authorId: actor.id, categoryId: category!.id });
    const about = {
      subjectType: 'discussion',
      subjectId: String(hidden.id),
      title: 'Secret plans',
    } as const;
    const atOnce = await notify(member, { ...about, type: 'mention', mailDueAt: dueSince(600) });
    const forDigest = await notify(member, { ...about, type: 'discussion_reply' });
    const visible = await digestOf(member, { title: 'Open plans' });
    await d
      .update(discussions)
      .set({ hiddenAt: new Date(), hiddenBy: actor.id })
      .where(eq(discussions.id, hidden.id));
    await app.notificationMail.sweepInstant();
    // 8:00 in Houston: the member's default daily digest is due.
    await app.notificationMail.sweepDigests(at('2026-12-01T14:00:00Z'));
    await deliver();
    const mails = inbox(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Open plans');
    expect(mails[0]!.text).not.toContain('Secret plans');
    expect(await rowOf(atOnce.id)).toMatchObject({ mailedAt: null, mailDueAt: null });
    expect((await rowOf(forDigest.id)).digestedAt).toBeNull();
    expect((await rowOf(visible.id)).digestedAt).not.toBeNull();
  });

  it('mails nobody who is suspended, removed, or without a confirmed address', async () => {
    const [suspended, removed, unconfirmed] = [
      await signUpMember(app),
      await signUpMember(app),
      await signUpMember(app),
    ];
    const d = await db();
    await d.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await d.update(users).set({ membership: 'removed' }).where(eq(users.id, removed.id));
    await d.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unconfirmed.id));
    for (const m of [suspended, removed, unconfirmed])
      await notify(m, { mailDueAt: dueSince(600) });
    await app.notificationMail.sweepInstant();
    await deliver();
    for (const m of [suspended, removed, unconfirmed]) expect(inbox(m.email)).toHaveLength(0);
  });

  it('leaves the membership decision to its own mail', async () => {
    const member = await signUpMember(app);
    await notify(member, {
      type: 'membership_decided',
      actorId: null,
      subjectType: 'membership',
      subjectId: member.id,
      title: 'Roundtable Houston',
      mailDueAt: dueSince(600),
    });
    await app.notificationMail.sweepInstant();
    await deliver();
    expect(inbox(member.email)).toHaveLength(0);
  });

  it('mails each notification once when two server processes sweep at the same moment', async () => {
    const second = await createTestApp({
      SMTP_URL: smtp.url,
      NOTIFICATION_MAIL_DELAY_SECONDS: '0',
    });
    const member = await signUpMember(app);
    const ids = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await notify(member, { subjectId: String(100 + i), mailDueAt: dueSince(1) })).id);
    }
    await Promise.all([
      app.notificationMail.sweepInstant(),
      second.notificationMail.sweepInstant(),
      second.notificationMail.sweepInstant(),
    ]);
    const queued = await (await db())
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, member.email), eq(mailOutbox.template, 'notification')));
    expect(queued).toHaveLength(12);
    await Promise.all([app.mail.worker.drain(), second.mail.worker.drain()]);
    await second.close();
    expect(inbox(member.email)).toHaveLength(12);
    const rows = await (await db())
      .select({ mailedAt: notifications.mailedAt })
      .from(notifications)
      .where(inArray(notifications.id, ids));
    expect(rows.every((r) => r.mailedAt)).toBe(true);
  });
});

/** 2026-12-01 is a Tuesday; 14:00 UTC is 8:00 in Chicago (CST, UTC−6). */
const at = (iso: string) => new Date(iso);

async function digestOf(member: Member, values: NewNotification = {}) {
  return notify(member, {
    type: 'discussion_reply',
    subjectType: 'discussion',
    title: 'Hiring a first sales lead',
    excerpt: 'We used a fractional VP first.',
    ...values,
  });
}
const settingsOf = async (member: Member) =>
  (
    await (
      await db()
    )
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, member.id))
  )[0];

describe('the digest', () => {
  it('sends a daily digest at the hour, grouped by type, newest first, once a day', async () => {
    const member = await signUpMember(app);
    const older = await digestOf(member, { updatedAt: at('2026-11-30T10:00:00Z') });
    const newer = await digestOf(member, {
      title: 'Office space downtown',
      count: 3,
      updatedAt: at('2026-11-30T12:00:00Z'),
    });
    const endorsement = await digestOf(member, {
      type: 'endorsement',
      subjectType: 'skill',
      subjectId: await skillOf(member, 'Negotiation'),
      title: 'Negotiation',
      excerpt: null,
    });
    // Not for the digest: read already, an at-once type, a type turned off.
    await digestOf(member, { readAt: new Date() });
    const instant = await notify(member, { mailDueAt: dueSince(1) });
    await choose(member, { event_rsvp: 'off' });
    await digestOf(member, { type: 'event_rsvp', subjectType: 'event' });

    await app.notificationMail.sweepDigests(at('2026-12-01T13:59:00Z'));
    await deliver();
    expect(inbox(member.email)).toHaveLength(0);

    await app.notificationMail.sweepDigests(at('2026-12-01T14:00:00Z'));
    await deliver();
    const [mail] = inbox(member.email);
    expect(mail.subject).toBe('Your daily digest from Roundtable Houston: 3 notifications');
    const text = mail.text;
    expect(text.indexOf('Replies to my discussions')).toBeLessThan(
      text.indexOf('Endorsements of my skills'),
    );
    expect(text).toContain('3 new replies in “Office space downtown”');
    expect(text).toContain('Maya Patel replied to your discussion “Hiring a first sales lead”');
    expect(text.indexOf('Office space downtown')).toBeLessThan(text.indexOf('Hiring a first'));
    expect(text).toContain('Maya Patel endorsed your skill “Negotiation”');
    expect(text).not.toContain('Lunch next week');
    expect(text).toContain('See all notifications: https://rt.example/notifications');
    expect(headerOf(mail.raw, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/rt\.example\/api\/notifications\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
    );
    for (const n of [older, newer, endorsement]) {
      expect((await rowOf(n.id)).digestedAt).not.toBeNull();
    }
    expect((await rowOf(instant.id)).digestedAt).toBeNull();
    expect((await settingsOf(member)).lastDigestAt?.toISOString()).toBe('2026-12-01T14:00:00.000Z');

    // Later that day, something new: it waits for tomorrow's digest.
    await digestOf(member, { title: 'Board seats' });
    await app.notificationMail.sweepDigests(at('2026-12-01T20:00:00Z'));
    await deliver();
    expect(inbox(member.email)).toHaveLength(1);
    await app.notificationMail.sweepDigests(at('2026-12-02T14:05:00Z'));
    await deliver();
    expect(inbox(member.email)).toHaveLength(2);
    expect(inbox(member.email)[1].subject).toContain('1 notification');
    expect(inbox(member.email)[1].text).toContain('Board seats');
  });

  it('sends nothing when nothing waits, and still moves the last digest time', async () => {
    const member = await signUpMember(app);
    await choose(member, { discussion_reply: 'off' });
    await digestOf(member); // its type is off now
    await app.notificationMail.sweepDigests(at('2026-12-01T15:00:00Z'));
    await deliver();
    expect(inbox(member.email)).toHaveLength(0);
    expect((await settingsOf(member)).lastDigestAt?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });

  it('sends a weekly digest only on its weekday, at its hour', async () => {
    const member = await signUpMember(app);
    await app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: member.headers,
      payload: { digestFrequency: 'weekly', digestWeekday: 3, digestHour: 18 },
    });
    await (await db())
      .update(notificationSettings)
      .set({ lastDigestAt: at('2026-11-26T00:00:00Z') })
      .where(eq(notificationSettings.userId, member.id));
    await digestOf(member);
    // Tuesday evening, Wednesday morning: not yet.
    for (const when of ['2026-12-02T01:00:00Z', '2026-12-02T15:00:00Z']) {
      await app.notificationMail.sweepDigests(at(when));
    }
    await deliver();
    expect(inbox(member.email)).toHaveLength(0);
    // Wednesday 18:00 in Chicago is Thursday 00:00 UTC.
    await app.notificationMail.sweepDigests(at('2026-12-03T00:00:00Z'));
    await deliver();
    expect(inbox(member.email)).toHaveLength(1);
    expect(inbox(member.email)[0].subject).toContain('Your weekly digest');
  });

  it("reads the hour in the community's time zone", async () => {
    const d = await db();
    await d
      .insert(communitySettings)
      .values({ id: 1, timeZone: 'Asia/Tokyo' })
      .onConflictDoUpdate({ target: communitySettings.id, set: { timeZone: 'Asia/Tokyo' } });
    try {
      const member = await signUpMember(app);
      await digestOf(member);
      // 8:00 in Tokyo (UTC+9) is 23:00 UTC the day before; 22:59 UTC is 7:59 there.
      await app.notificationMail.sweepDigests(at('2026-12-04T22:59:00Z'));
      await deliver();
      expect(inbox(member.email)).toHaveLength(0);
      await app.notificationMail.sweepDigests(at('2026-12-04T23:00:00Z'));
      await deliver();
      expect(inbox(member.email)).toHaveLength(1);
    } finally {
      await d.update(communitySettings).set({ timeZone: null }).where(eq(communitySettings.id, 1));
    }
  });

  it(`lists the newest ${DIGEST_CAP} and counts the rest`, async () => {
    const member = await signUpMember(app);
    for (let i = 0; i < DIGEST_CAP + 5; i++) {
      await digestOf(member, {
        title: `Topic ${i}`,
        updatedAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
      });
    }
    await app.notificationMail.sweepDigests(at('2026-12-05T14:00:00Z'));
    await deliver();
    const [mail] = inbox(member.email);
    expect(mail.subject).toContain(`${DIGEST_CAP + 5} notifications`);
    expect(mail.text).toContain('And 5 more.');
    expect(mail.text).toContain(`“Topic ${DIGEST_CAP + 4}”`);
    expect(mail.text).not.toContain('“Topic 4”');
    const left = await (await db())
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, member.id));
    expect(left.every((n) => n.digestedAt)).toBe(true);
  });
});
