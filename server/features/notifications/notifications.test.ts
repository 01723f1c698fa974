import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mentionToken } from '../../../shared/mentions';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { eventAttendees } from '../../../shared/schema/events';
import { membershipApplications } from '../../../shared/schema/membership';
import {
  notificationActivities,
  notificationPreferences,
  notifications,
} from '../../../shared/schema/notifications';
import { skills, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { insertCategories } from '../discussions/test-fixtures';
import { plainExcerpt } from './excerpt';
import { deleteOldActivities, NotificationWorker } from './worker';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Diaz' });
  cat = await signUpMember(app, { firstName: 'Cat', lastName: 'Ng' });
  dan = await signUpMember(app, { firstName: 'Dan', lastName: 'Ode' });
  [{ id: categoryId }] = await insertCategories([{ name: 'General' }]);
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;

async function call(
  m: Member,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await app.inject({
    method,
    url,
    headers: m.headers,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode >= 400) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}
const post = async <T = { id: number }>(m: Member, url: string, payload?: object) =>
  (await call(m, 'POST', url, payload)).json() as T;

const startDiscussion = (m: Member, content = 'What worked for you?', title = 'Seed rounds') =>
  post(m, '/api/discussions', { title, content, categoryId });
const replyTo = (m: Member, discussionId: number, content: string, parentReplyId?: number) =>
  post(m, `/api/discussions/${discussionId}/replies`, { content, parentReplyId });

interface Entry {
  id: number;
  type: string;
  actor: { id: string; firstName: string } | null;
  title: string;
  excerpt: string | null;
  count: number;
  href: string;
  read: boolean;
}
const bell = async (m: Member, query = '') => {
  await app.notifications.drain();
  return (await call(m, 'GET', `/api/notifications${query}`)).json() as Entry[];
};
const unread = async (m: Member) => {
  await app.notifications.drain();
  return (await call(m, 'GET', '/api/notifications/unread-count')).json().count as number;
};
const readAll = async (...ms: Member[]) => {
  await app.notifications.drain();
  for (const m of ms) await call(m, 'POST', '/api/notifications/read-all');
};
const mention = (m: Member, name: string) => mentionToken(name, m.id);

// Each test starts with an empty bell for the four members.
beforeEach(() => readAll(ann, bob, cat, dan));

describe('fan-out: who is notified of what', () => {
  it('a reply notifies the discussion author (discussion_reply), never the replier', async () => {
    const d = await startDiscussion(ann);
    const r = await replyTo(bob, d.id, 'Warm **introductions**, every time.');
    const [entry, ...rest] = await bell(ann);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      type: 'discussion_reply',
      actor: { id: bob.id, firstName: 'Bob' },
      title: 'Seed rounds',
      excerpt: 'Warm introductions, every time.',
      count: 1,
      href: `/discussions/${d.id}#reply-${r.id}`,
      read: false,
    });
    expect(await bell(bob)).toEqual([]);
    // Replying in one's own discussion notifies nobody.
    await replyTo(ann, d.id, 'Thanks!');
    expect(await bell(ann)).toHaveLength(1);
    await readAll(ann, bob);
  });

  it('a reply to a reply that also mentions its author is one mention; the discussion author gets discussion_reply', async () => {
    const d = await startDiscussion(ann);
    const bobs = await replyTo(bob, d.id, 'First');
    await replyTo(
      cat,
      d.id,
      `${mention(bob, 'Bob Diaz')} agreed, and ${mention(dan, 'Dan Ode')}`,
      bobs.id,
    );
    // Bob follows since his reply (issue 37), but the mention says more: one entry.
    const toBob = await bell(bob, '?unread=true');
    expect(toBob.map((e) => e.type)).toEqual(['mention']);
    expect(toBob[0]!.excerpt).toBe('@Bob Diaz agreed, and @Dan Ode');
    expect((await bell(dan, '?unread=true')).map((e) => e.type)).toEqual(['mention']);
    expect((await bell(ann)).filter((e) => !e.read).map((e) => e.type)).toEqual([
      'discussion_reply',
    ]);
    // Without a mention, the parent's author gets reply_reply.
    await replyTo(dan, d.id, 'Me too', bobs.id);
    expect((await bell(bob, '?unread=true')).map((e) => e.type)).toEqual([
      'reply_reply',
      'mention',
    ]);
    await readAll(ann, bob, cat, dan);
  });

  it('a new discussion notifies the members it mentions (not its author, even self-mentioned)', async () => {
    const d = await startDiscussion(ann, `Ask ${mention(cat, 'Cat Ng')} or ${mention(ann, 'Ann')}`);
    expect(await bell(cat, '?unread=true')).toMatchObject([
      { type: 'mention', href: `/discussions/${d.id}`, actor: { id: ann.id } },
    ]);
    expect(await bell(ann, '?unread=true')).toEqual([]);
    await readAll(cat);
  });

  it('collapses a burst of replies into one entry until it is read, then starts a new one', async () => {
    const d = await startDiscussion(dan, 'Burst');
    for (let i = 1; i <= 5; i += 1) await replyTo(i % 2 ? bob : cat, d.id, `Reply ${i}`);
    const [entry, ...rest] = await bell(dan, '?unread=true');
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ type: 'discussion_reply', count: 5, excerpt: 'Reply 5' });
    expect(entry!.actor?.id).toBe(bob.id);
    expect(await unread(dan)).toBe(1);
    await call(dan, 'POST', `/api/notifications/${entry!.id}/read`);
    await replyTo(bob, d.id, 'Reply 6');
    const after = await bell(dan);
    expect(after.slice(0, 2).map((e) => [e.count, e.read])).toEqual([
      [1, false],
      [5, true],
    ]);
    await readAll(dan);
  });

  it('a direct message notifies its recipient only; a mention inside adds nobody', async () => {
    const sent = await post<{ id: number; threadId: number }>(bob, '/api/messages', {
      recipientId: cat.id,
      subject: 'Coffee?',
      content: `Shall we ask ${mention(dan, 'Dan Ode')}?`,
    });
    await post(bob, `/api/messages/threads/${sent.threadId}/replies`, { content: 'Or not.' });
    expect(await bell(cat, '?unread=true')).toMatchObject([
      { type: 'message', count: 2, title: 'Coffee?', href: `/messages/${sent.threadId}` },
    ]);
    expect(await bell(dan, '?unread=true')).toEqual([]);
    expect(await bell(bob, '?unread=true')).toEqual([]);
    // Opening the conversation marks it read.
    await call(cat, 'GET', `/api/messages/threads/${sent.threadId}`);
    expect(await unread(cat)).toBe(0);
  });

  it('an endorsement notifies the skill owner at their skills', async () => {
    const d = await db();
    const [skill] = await d.insert(skills).values({ name: 'Go-to-market' }).returning();
    const [us] = await d
      .insert(userSkills)
      .values({ userId: ann.id, skillId: skill!.id })
      .returning();
    await post(bob, `/api/user-skills/${us!.id}/endorse`, { comment: 'Sharp _thinking_.' });
    await post(cat, `/api/user-skills/${us!.id}/endorse`, {});
    expect(await bell(ann, '?unread=true')).toMatchObject([
      { type: 'endorsement', count: 2, title: 'Go-to-market', href: '/profile#skills-heading' },
    ]);
    await readAll(ann);
  });

  it('events: an RSVP tells the organiser; a change, a seat opening and a cancellation tell attendees', async () => {
    const body = {
      title: 'Founders Breakfast',
      startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      location: 'The Ion',
      isVirtual: false,
      maxAttendees: 1,
    };
    const ev = await post(ann, '/api/events', body);
    await post(bob, `/api/events/${ev.id}/attendance`);
    await post(cat, `/api/events/${ev.id}/attendance`); // waiting list
    expect(await bell(ann, '?unread=true')).toMatchObject([
      { type: 'event_rsvp', count: 1, href: `/calendar?event=${ev.id}`, actor: { id: bob.id } },
    ]);
    await call(bob, 'DELETE', `/api/events/${ev.id}/attendance`);
    expect(await bell(cat, '?unread=true')).toMatchObject([
      { type: 'seat_opened', actor: null, title: 'Founders Breakfast' },
    ]);
    await call(ann, 'PUT', `/api/events/${ev.id}`, { ...body, title: 'Founders Lunch' });
    expect((await bell(cat, '?unread=true'))[0]).toMatchObject({
      type: 'event_changed',
      title: 'Founders Lunch',
    });
    // Only the seats change: attendees are not told.
    await call(ann, 'PUT', `/api/events/${ev.id}`, {
      ...body,
      title: 'Founders Lunch',
      maxAttendees: 5,
    });
    expect(await bell(cat, '?unread=true')).toHaveLength(2);
    await call(ann, 'DELETE', `/api/events/${ev.id}`);
    expect((await bell(cat, '?unread=true'))[0]).toMatchObject({
      type: 'event_cancelled',
      title: 'Founders Lunch',
      href: '/calendar',
    });
    // The cancelled event's other entries went with it; the cancellation stays.
    expect((await bell(cat, '?unread=true')).map((e) => e.type)).toEqual(['event_cancelled']);
    await readAll(ann, cat);
  });

  it('an application notifies the poster; opening the applications marks it read', async () => {
    const job = await post(dan, '/api/jobs', {
      title: 'Data Engineer',
      company: 'Bayou',
      description: 'Pipelines.',
      jobType: 'full-time',
      applicationUrl: 'https://jobs.example.com/1',
    });
    await post(bob, `/api/jobs/${job.id}/applications`, { coverLetter: 'Hi', resumeUrl: null });
    expect(await bell(dan, '?unread=true')).toMatchObject([
      { type: 'job_application', href: `/jobs?job=${job.id}`, title: 'Data Engineer' },
    ]);
    await call(dan, 'GET', `/api/jobs/${job.id}/applications`);
    expect(await unread(dan)).toBe(0);
  });

  it('an approved membership welcomes the new member (not a declined one), with no instant mail of ours', async () => {
    const d = await db();
    const admin = await signUpMember(app, { firstName: 'Ad', lastName: 'Min' });
    await d.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const yes = await signUpMember(app, { firstName: 'New', lastName: 'Comer' });
    const no = await signUpMember(app, { firstName: 'Not', lastName: 'Yet' });
    await d.update(users).set({ membership: 'pending' }).where(sql`id in (${yes.id}, ${no.id})`);
    const [a, b] = await d
      .insert(membershipApplications)
      .values([
        { userId: yes.id, reason: 'To meet founders' },
        { userId: no.id, reason: 'To sell things' },
      ])
      .returning();
    await call(admin, 'POST', '/api/admin/applications/decide', {
      ids: [a!.id],
      decision: 'approve',
    });
    await call(admin, 'POST', '/api/admin/applications/decide', {
      ids: [b!.id],
      decision: 'decline',
      message: 'Not now',
    });
    const [entry, ...rest] = await bell(yes);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ type: 'membership_decided', actor: null, href: '/' });
    expect(entry!.title).toBeTruthy();
    const rows = await d
      .select()
      .from(notifications)
      .where(sql`recipient_id in (${yes.id}, ${no.id})`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.mailDueAt).toBeNull();
  });
});

describe('fan-out: what nobody may see', () => {
  it('a reply in a hidden discussion notifies nobody; hiding later takes entries off the bell', async () => {
    const d = await db();
    const hidden = await startDiscussion(ann, 'Hidden later');
    await replyTo(bob, hidden.id, 'Before');
    expect(await unread(ann)).toBe(1);
    await d.update(discussions).set({ hiddenAt: new Date() }).where(eq(discussions.id, hidden.id));
    // The author still sees their own hidden discussion, and its entries.
    expect(await unread(ann)).toBe(1);
    const mentioned = await startDiscussion(ann, `Ping ${mention(cat, 'Cat')}`);
    await app.notifications.drain();
    expect(await unread(cat)).toBe(1);
    await d
      .update(discussions)
      .set({ hiddenAt: new Date() })
      .where(eq(discussions.id, mentioned.id));
    expect(await unread(cat)).toBe(0);
    expect(await bell(cat, '?unread=true')).toEqual([]);
    // Recorded while hidden: nobody is told.
    await d.insert(notificationActivities).values({
      kind: 'discussion',
      actorId: ann.id,
      payload: { discussionId: mentioned.id },
    });
    await app.notifications.drain();
    const rows = await d.select().from(notifications).where(eq(notifications.recipientId, cat.id));
    expect(rows.filter((r) => r.subjectId === String(mentioned.id))).toHaveLength(1);
    await readAll(ann, cat);
  });

  it('a deleted reply leaves the bell', async () => {
    const d = await startDiscussion(ann, 'Deleting');
    const r = await replyTo(bob, d.id, 'Oops');
    expect(await unread(ann)).toBe(1);
    await call(bob, 'DELETE', `/api/discussions/${d.id}/replies/${r.id}`);
    expect(await unread(ann)).toBe(0);
  });

  it('suspended and pending members are not notified', async () => {
    const d = await db();
    const sus = await signUpMember(app, { firstName: 'Sus', lastName: 'Pended' });
    const pend = await signUpMember(app, { firstName: 'Pen', lastName: 'Ding' });
    await d.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, sus.id));
    await d.update(users).set({ membership: 'pending' }).where(eq(users.id, pend.id));
    await startDiscussion(
      ann,
      `${mention(sus, 'Sus')} ${mention(pend, 'Pen')} ${mention(bob, 'Bob')}`,
    );
    await app.notifications.drain();
    const rows = await d.select({ to: notifications.recipientId }).from(notifications);
    const to = new Set(rows.map((r) => r.to));
    expect(to.has(sus.id)).toBe(false);
    expect(to.has(pend.id)).toBe(false);
    expect(await unread(bob)).toBe(1);
    await readAll(bob);
  });
});

describe('the notifications API', () => {
  it('pages by cursor, newest first, with the total', async () => {
    for (let i = 0; i < 3; i += 1)
      await startDiscussion(bob, `Page ${mention(dan, 'Dan')}`, `P${i}`);
    await app.notifications.drain();
    const first = await call(dan, 'GET', '/api/notifications?unread=true&limit=2');
    expect(first.json().map((e: Entry) => e.title)).toEqual(['P2', 'P1']);
    expect(first.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await call(dan, 'GET', next);
    expect(second.json().map((e: Entry) => e.title)).toEqual(['P0']);
    expect(second.headers.link).toBeUndefined();
    const bad = await app.inject({ url: '/api/notifications?cursor=nope', headers: dan.headers });
    expect(bad.statusCode).toBe(400);
    const badUnread = await app.inject({
      url: '/api/notifications?unread=yes',
      headers: dan.headers,
    });
    expect(badUnread.statusCode).toBe(400);
    expect(badUnread.json().message).toMatch(/unread must be true or false/);
  });

  it("reads one's own entry, never someone else's (404), and reads all", async () => {
    for (let i = 0; i < 3; i += 1) await startDiscussion(bob, `Read ${mention(dan, 'Dan')}`);
    const [entry] = await bell(dan, '?unread=true');
    const other = await app.inject({
      method: 'POST',
      url: `/api/notifications/${entry!.id}/read`,
      headers: bob.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Notification not found' });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/notifications/2147483647/read',
      headers: dan.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(dan, 'POST', `/api/notifications/${entry!.id}/read`)).statusCode).toBe(204);
    expect(await unread(dan)).toBe(2);
    await call(dan, 'POST', '/api/notifications/read-all');
    expect(await unread(dan)).toBe(0);
    const visitor = await app.inject({ url: '/api/notifications' });
    expect(visitor.statusCode).toBe(401);
  });

  it("opening the discussion marks its entries read and tells the member's other tabs", async () => {
    const d = await startDiscussion(ann, 'Open me');
    await replyTo(bob, d.id, 'Hello');
    expect(await unread(ann)).toBe(1);
    const heard: unknown[] = [];
    const stop = app.live.subscribe(ann.id, (e) => heard.push(e));
    await call(ann, 'GET', `/api/discussions/${d.id}`);
    stop();
    expect(await unread(ann)).toBe(0);
    expect(heard).toContainEqual({ type: 'notifications' });
  });

  it('live hints: a reply to everyone, a message to both members, new entries to their recipient', async () => {
    const heard: unknown[] = [];
    const stop = app.live.subscribe(cat.id, (e) => heard.push(e));
    const d = await startDiscussion(cat, 'Live');
    await replyTo(bob, d.id, 'Hi');
    const sent = await post<{ threadId: number }>(bob, '/api/messages', {
      recipientId: cat.id,
      subject: null,
      content: 'Hey',
    });
    await app.notifications.drain();
    stop();
    expect(heard).toContainEqual({ type: 'reply', discussionId: d.id });
    expect(heard).toContainEqual({ type: 'message', threadId: sent.threadId });
    expect(heard).toContainEqual({ type: 'notifications' });
    await readAll(cat);
  });
});

describe('the worker', () => {
  it('claims exclusively: two workers draining at once write each entry once', async () => {
    const d = await db();
    const disc = await startDiscussion(ann, 'Race');
    // Its own activity (who watches its category) is the app's worker's, not the race's.
    await app.notifications.drain();
    // Recorded straight to the queue so the app's own worker has not seen them.
    const replies = await d
      .insert(discussionReplies)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          discussionId: disc.id,
          authorId: bob.id,
          content: `R${i}`,
        })),
      )
      .returning({ id: discussionReplies.id });
    await d.insert(notificationActivities).values(
      replies.map((r) => ({
        kind: 'reply',
        actorId: bob.id,
        payload: { discussionId: disc.id, replyId: r.id, parentReplyId: null },
      })),
    );
    const worker = () =>
      new NotificationWorker({ db: d, publish: async () => {}, warn: () => {}, batch: 2 });
    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
    expect(a + b).toBe(6);
    const [row] = await d
      .select()
      .from(notifications)
      .where(
        sql`recipient_id = ${ann.id} and subject_type = 'discussion' and subject_id = ${String(disc.id)}`,
      );
    expect(row!.count).toBe(6);
    await readAll(ann);
  });

  it('retries a failing activity with back-off, then marks it failed with the error', async () => {
    const d = await db();
    const [bad] = await d
      .insert(notificationActivities)
      .values({ kind: 'reply', actorId: bob.id, payload: { discussionId: 'x', replyId: 'y' } })
      .returning();
    await app.notifications.drain();
    let [row] = await d
      .select()
      .from(notificationActivities)
      .where(eq(notificationActivities.id, bad!.id));
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    await d
      .update(notificationActivities)
      .set({ attempts: 5, lockedUntil: null })
      .where(eq(notificationActivities.id, bad!.id));
    await app.notifications.drain();
    [row] = await d
      .select()
      .from(notificationActivities)
      .where(eq(notificationActivities.id, bad!.id));
    expect(row).toMatchObject({ state: 'failed', attempts: 6 });
  });

  it('handled activities go after a week; failed ones stay', async () => {
    const d = await db();
    const old = new Date(Date.now() - 8 * 86_400_000);
    const rows = await d
      .insert(notificationActivities)
      .values([
        { kind: 'reply', payload: {}, state: 'done', doneAt: old },
        { kind: 'reply', payload: {}, state: 'done', doneAt: new Date() },
        { kind: 'reply', payload: {}, state: 'failed', lastError: 'x' },
      ])
      .returning({ id: notificationActivities.id });
    await deleteOldActivities(d);
    const left = await d
      .select({ id: notificationActivities.id })
      .from(notificationActivities)
      .where(
        sql`id in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[1]!.id, rows[2]!.id].sort());
  });

  it('a started worker fans out right after the answer, without being asked', async () => {
    const live = await createTestApp({}, { startNotificationWorker: true });
    try {
      const disc = await startDiscussion(ann, 'Nudged');
      const res = await live.inject({
        method: 'POST',
        url: `/api/discussions/${disc.id}/replies`,
        headers: bob.headers,
        payload: { content: 'Quick' },
      });
      expect(res.statusCode).toBe(201);
      const d = await db();
      const deadline = Date.now() + 5_000;
      let rows: unknown[] = [];
      while (rows.length === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        rows = await d
          .select()
          .from(notifications)
          .where(
            sql`recipient_id = ${ann.id} and subject_type = 'discussion' and subject_id = ${String(disc.id)}`,
          );
      }
      expect(rows).toHaveLength(1);
    } finally {
      await live.close();
    }
  });

  it("a member's own channel choice decides whether mail is due at once", async () => {
    const d = await db();
    await d.insert(notificationPreferences).values([
      { userId: ann.id, type: 'discussion_reply', channel: 'instant' },
      { userId: ann.id, type: 'message', channel: 'off' },
    ]);
    const disc = await startDiscussion(ann, 'Instant');
    await replyTo(bob, disc.id, 'Now');
    const sent = await post<{ threadId: number }>(bob, '/api/messages', {
      recipientId: ann.id,
      subject: null,
      content: 'Quiet',
    });
    await app.notifications.drain();
    const rows = await d
      .select()
      .from(notifications)
      .where(
        sql`recipient_id = ${ann.id} and ((subject_type = 'discussion' and subject_id = ${String(disc.id)}) or (subject_type = 'thread' and subject_id = ${String(sent.threadId)}))`,
      );
    const due = Object.fromEntries(rows.map((r) => [r.type, r.mailDueAt !== null]));
    expect(due).toEqual({ discussion_reply: true, message: false });
    await d.delete(notificationPreferences).where(eq(notificationPreferences.userId, ann.id));
  });

  it('mail is due now for an instant type; a burst keeps its first due time, a later one re-arms it', async () => {
    const d = await db();
    const sent = await post<{ threadId: number }>(dan, '/api/messages', {
      recipientId: ann.id,
      subject: 'Due',
      content: 'One',
    });
    await app.notifications.drain();
    const due = async () =>
      (
        await d
          .select()
          .from(notifications)
          .where(
            sql`recipient_id = ${ann.id} and subject_type = 'thread'
                and subject_id = ${String(sent.threadId)}`,
          )
      )[0]!;
    const first = await due();
    expect(first.mailDueAt).not.toBeNull();
    await post(dan, `/api/messages/threads/${sent.threadId}/replies`, { content: 'Two' });
    await app.notifications.drain();
    const second = await due();
    expect(second.count).toBe(2);
    expect(second.mailDueAt!.getTime()).toBe(first.mailDueAt!.getTime());
    // Once mailed (and digested), a further bump re-arms the mail and the digest.
    await d
      .update(notifications)
      .set({ mailedAt: sql`now()`, digestedAt: sql`now()` })
      .where(sql`id = ${second.id}`);
    await post(dan, `/api/messages/threads/${sent.threadId}/replies`, { content: 'Three' });
    await app.notifications.drain();
    const third = await due();
    expect(third.count).toBe(3);
    expect(third.mailedAt).toBeNull();
    expect(third.digestedAt).toBeNull();
    expect(third.mailDueAt!.getTime()).toBeGreaterThan(first.mailDueAt!.getTime());
    // A digest type (the default for replies) is never due at once.
    const disc = await startDiscussion(ann, 'Digest');
    await replyTo(dan, disc.id, 'Hi');
    await app.notifications.drain();
    const [reply] = await d
      .select()
      .from(notifications)
      .where(
        sql`recipient_id = ${ann.id} and subject_type = 'discussion'
            and subject_id = ${String(disc.id)}`,
      );
    expect(reply!.mailDueAt).toBeNull();
    await readAll(ann);
  });
});

describe('scale', () => {
  /** Statements the app sends while `work` runs (every query passes the dialect once). */
  async function statementsDuring(work: () => Promise<unknown>) {
    const d = await db();
    const spy = vi.spyOn(
      (d as unknown as { dialect: { sqlToQuery: () => unknown } }).dialect,
      'sqlToQuery',
    );
    try {
      await work();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  async function manyMembers(n: number) {
    const d = await db();
    const tag = Math.random().toString(36).slice(2, 8);
    const rows = await d
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => ({ id: `bulk-${tag}-${i}`, firstName: `M${i}` })))
      .returning({ id: users.id });
    return rows.map((r) => r.id);
  }

  it('a reply in a discussion with 500 participants costs the writer what one with 1 does', async () => {
    const d = await db();
    const small = await startDiscussion(ann, 'Small');
    const big = await startDiscussion(ann, 'Big');
    const crowd = await manyMembers(500);
    await d
      .insert(discussionReplies)
      .values(crowd.map((authorId) => ({ discussionId: big.id, authorId, content: 'Here' })));
    await replyTo(cat, small.id, 'Warm-up');
    const one = await statementsDuring(() => replyTo(bob, small.id, 'Hi'));
    const many = await statementsDuring(() => replyTo(bob, big.id, 'Hi'));
    expect(many).toBe(one);
    await readAll(ann);
  });

  it('fanning out to 500 attendees takes as many statements as to 2', async () => {
    const d = await db();
    const crowd = await manyMembers(500);
    const body = {
      title: 'Big night',
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      location: 'Hall',
      isVirtual: false,
    };
    const smallEv = await post(ann, '/api/events', body);
    const bigEv = await post(ann, '/api/events', body);
    await d
      .insert(eventAttendees)
      .values([
        { eventId: smallEv.id, userId: bob.id, status: 'attending' },
        { eventId: smallEv.id, userId: cat.id, status: 'attending' },
        ...crowd.map((userId) => ({ eventId: bigEv.id, userId, status: 'attending' })),
      ]);
    await app.notifications.drain();
    await call(ann, 'PUT', `/api/events/${smallEv.id}`, { ...body, title: 'Small night' });
    const few = await statementsDuring(() => app.notifications.drain());
    await call(ann, 'PUT', `/api/events/${bigEv.id}`, { ...body, title: 'Bigger night' });
    const many = await statementsDuring(() => app.notifications.drain());
    expect(many).toBe(few);
    const [{ n }] = await d
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`subject_type = 'event' and subject_id = ${String(bigEv.id)}`);
    expect(n).toBe(500);
  });
});

describe('plainExcerpt', () => {
  it('drops Markdown marks and mention tokens, and cuts at 200 characters', () => {
    expect(plainExcerpt('# Title\n> quoted **bold** [link](https://x.y) `code`')).toBe(
      'Title quoted bold link code',
    );
    const long = plainExcerpt('word '.repeat(100))!;
    expect(long.length).toBe(200);
    expect(long.endsWith('…')).toBe(true);
    expect(plainExcerpt('   ')).toBeNull();
  });
});
