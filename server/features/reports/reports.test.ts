import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ITEM_TYPES, type ReportItemType } from '../../../shared/contracts/choices';
import { auditLog } from '../../../shared/schema/audit';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { photos } from '../../../shared/schema/gallery';
import { messages } from '../../../shared/schema/messages';
import { reports } from '../../../shared/schema/reports';
import { resources } from '../../../shared/schema/resources';
import { users } from '../../../shared/schema/users';
import { setRole } from '../../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { NO_PROFILE_DELETE } from '../members';
import { MESSAGE_REMOVED_TEXT } from '../messages';
import { THANKS } from './service';
import { insertItemsOf } from './test-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let moderator: Member;
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  await setRole((await testDatabase()).db, moderator.email, 'moderator');
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  carol = await signUpMember(app, { firstName: 'Carol', lastName: 'Clark' });
});
afterAll(async () => {
  await app.close();
});

const db = async () => (await testDatabase()).db;
const call = (member: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: member.headers, payload: payload as never });
const report = (member: Member, itemType: ReportItemType, itemId: string, extra = {}) =>
  call(member, 'POST', '/api/reports', { itemType, itemId, reason: 'spam', ...extra });
const queue = async (member: Member = moderator) => {
  const res = await call(member, 'GET', '/api/moderation/reports?limit=200');
  expect(res.statusCode).toBe(200);
  return res.json() as {
    itemType: string;
    itemId: string;
    count: number;
    hidden: boolean;
    href: string | null;
    excerpt: string | null;
    editedAt: string | null;
    title: string | null;
    author: { id: string } | null;
    reports: { reason: string; details: string | null; reporter: { id: string } }[];
  }[];
};
const groupOf = async (itemType: string, itemId: string) =>
  (await queue()).find((g) => g.itemType === itemType && g.itemId === itemId);
const resolve = (member: Member, itemType: string, itemId: string, body: unknown) =>
  call(member, 'POST', `/api/moderation/reports/${itemType}/${itemId}/resolve`, body);
const auditRows = async (targetType: string, targetId: string) =>
  (await db())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)));

describe('reporting', () => {
  it('takes a report of every kind of item, and answers thanks', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    for (const kind of REPORT_ITEM_TYPES) {
      const res = await report(bob, kind, items[kind]);
      expect(res.statusCode, kind).toBe(200);
      expect(res.json()).toEqual({ message: THANKS });
    }
    const groups = await queue();
    for (const kind of REPORT_ITEM_TYPES) {
      const group = groups.find((g) => g.itemType === kind && g.itemId === items[kind]);
      expect(group, kind).toMatchObject({ count: 1, author: { id: alice.id }, hidden: false });
    }
  });

  it('reports deduplicated: the same member reporting the same item again is one report', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    expect((await report(bob, 'reply', items.reply)).statusCode).toBe(200);
    const again = await report(bob, 'reply', items.reply, { reason: 'harassment' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: THANKS });
    const rows = await (await db())
      .select()
      .from(reports)
      .where(and(eq(reports.itemType, 'reply'), eq(reports.itemId, items.reply)));
    expect(rows).toHaveLength(1);
    expect(rows[0].reason).toBe('spam');
  });

  it("refuses a member's report of their own item", async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    const res = await report(alice, 'discussion', items.discussion);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot report your own post');
  });

  it('answers 404 for an item that does not exist or is not the reporter’s to see', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    for (const [kind, id] of [
      ['discussion', '999999'],
      ['job', 'abc'],
      ['profile', 'nobody'],
      ['message', items.message],
    ] as const) {
      const res = await report(carol, kind, id);
      expect(res.statusCode, `${kind} ${id}`).toBe(404);
    }
  });

  it('answers 400 naming the field for a bad reason, and for "other" without details', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    const bad = await report(bob, 'job', items.job, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'reason' })]),
    );
    const other = await report(bob, 'job', items.job, { reason: 'other', details: '  ' });
    expect(other.statusCode).toBe(400);
    expect(other.json().issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'details' })]),
    );
    const long = await report(bob, 'job', items.job, { reason: 'other', details: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(
      (await report(bob, 'job', items.job, { reason: 'other', details: 'Scam' })).statusCode,
    ).toBe(200);
  });
});

describe('the queue', () => {
  it('groups reports by item with their count, reasons and reporters; moderators only', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await report(bob, 'reply', items.reply);
    await report(carol, 'reply', items.reply, { reason: 'other', details: 'Insults' });
    const group = await groupOf('reply', items.reply);
    expect(group).toMatchObject({
      count: 2,
      excerpt: 'Rude words',
      title: 'Cheap watches here',
      author: { id: alice.id },
    });
    expect(group?.href).toMatch(/^\/discussions\/\d+#reply-\d+$/);
    expect(group?.reports.map((r) => r.reporter.id).sort()).toEqual([bob.id, carol.id].sort());
    expect(group?.reports).toEqual(
      expect.arrayContaining([expect.objectContaining({ reason: 'other', details: 'Insults' })]),
    );
    expect((await call(alice, 'GET', '/api/moderation/reports')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/moderation/reports')).statusCode).toBe(200);
  });

  it('shows a message’s text, never a link into the conversation', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await report(bob, 'message', items.message);
    expect(await groupOf('message', items.message)).toMatchObject({
      excerpt: 'Unwanted message',
      href: null,
      editedAt: null,
    });
  });

  it('shows a formatted post’s words in the excerpt, not its Markdown', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await (await db())
      .update(discussionReplies)
      .set({ content: 'Buy **cheap** [watches](https://spam.example) now' })
      .where(eq(discussionReplies.id, Number(items.reply)));
    await report(bob, 'reply', items.reply);
    expect((await groupOf('reply', items.reply))?.excerpt).toBe('Buy cheap watches now');
  });

  it('says when a reported item was edited, so staff can read what it said before', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    const editedAt = new Date('2026-11-20T10:00:00Z');
    await (await db())
      .update(messages)
      .set({ content: 'Nothing to see', editedAt })
      .where(eq(messages.id, Number(items.message)));
    await report(bob, 'message', items.message);
    await report(bob, 'job', items.job);
    expect((await groupOf('message', items.message))?.editedAt).toBe(editedAt.toISOString());
    expect((await groupOf('job', items.job))?.editedAt).toBeNull();
  });

  it('shows mentions as @Name, before the excerpt is cut, so no half token shows', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    const token = `@[Carol Clark](${encodeURIComponent(carol.id)})`;
    await (await db())
      .update(messages)
      .set({ content: `${'x'.repeat(490)} ${token} and more` })
      .where(eq(messages.id, Number(items.message)));
    await (await db())
      .update(discussionReplies)
      .set({ content: `Ask ${token}` })
      .where(eq(discussionReplies.id, Number(items.reply)));
    await report(bob, 'message', items.message);
    await report(bob, 'reply', items.reply);
    expect((await groupOf('message', items.message))?.excerpt).toBe(`${'x'.repeat(490)} @Carol Cl`);
    expect((await groupOf('reply', items.reply))?.excerpt).toBe('Ask @Carol Clark');
    // The audit log keeps the same label.
    expect((await resolve(moderator, 'reply', items.reply, { action: 'hide' })).statusCode).toBe(
      204,
    );
    const rows = await auditRows('reply', items.reply);
    expect(rows.map((r) => r.targetLabel)).toContain('Ask @Carol Clark');
  });

  it('pages by cursor, newest report first', async () => {
    const first = await insertItemsOf(alice.id, bob.id);
    const second = await insertItemsOf(alice.id, bob.id);
    await report(bob, 'event', first.event);
    await report(bob, 'event', second.event);
    const res = await call(moderator, 'GET', '/api/moderation/reports?limit=1');
    expect(res.json()).toMatchObject([{ itemType: 'event', itemId: second.event }]);
    const next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1];
    expect(next).toBeTruthy();
    const page2 = await call(moderator, 'GET', next!);
    expect(page2.json()).toMatchObject([{ itemType: 'event', itemId: first.event }]);
  });
});

describe('resolving', () => {
  it('dismiss closes every open report of the item, audited; a later report opens a new group', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await report(bob, 'job', items.job);
    await report(carol, 'job', items.job);
    const res = await resolve(moderator, 'job', items.job, { action: 'dismiss' });
    expect(res.statusCode).toBe(204);
    expect(await groupOf('job', items.job)).toBeUndefined();
    expect(await auditRows('job', items.job)).toMatchObject([
      { action: 'report.resolve', actorId: moderator.id, after: { action: 'dismiss', reports: 2 } },
    ]);
    await report(bob, 'job', items.job);
    expect(await groupOf('job', items.job)).toMatchObject({ count: 1 });
  });

  it('hide: the reply disappears for members, stays marked for its author and staff; unhide undoes it', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await report(bob, 'reply', items.reply);
    expect((await resolve(moderator, 'reply', items.reply, { action: 'hide' })).statusCode).toBe(
      204,
    );
    expect(await auditRows('reply', items.reply)).toMatchObject([{ action: 'content.hide' }]);
    const [reply] = await (await db())
      .select()
      .from(discussionReplies)
      .where(eq(discussionReplies.id, Number(items.reply)));
    const url = `/api/discussions/${reply.discussionId}/replies`;
    expect((await call(bob, 'GET', url)).json()).toEqual([]);
    expect((await call(alice, 'GET', url)).json()).toMatchObject([{ id: reply.id, hidden: true }]);
    expect((await call(moderator, 'GET', url)).json()).toMatchObject([
      { id: reply.id, hidden: true },
    ]);
    // Reporting it again is not possible: for Bob it no longer exists.
    expect((await report(bob, 'reply', items.reply)).statusCode).toBe(404);

    const unhide = await call(moderator, 'DELETE', `/api/moderation/hidden/reply/${items.reply}`);
    expect(unhide.statusCode).toBe(204);
    expect((await call(bob, 'GET', url)).json()).toMatchObject([{ id: reply.id, hidden: false }]);
    expect((await auditRows('reply', items.reply)).map((r) => r.action).sort()).toEqual([
      'content.hide',
      'content.unhide',
    ]);
  });

  it('hide: a discussion is gone for members (list and by id), not for its author', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await resolve(moderator, 'discussion', items.discussion, { action: 'hide' });
    expect((await call(bob, 'GET', `/api/discussions/${items.discussion}`)).statusCode).toBe(404);
    const list = (await call(bob, 'GET', '/api/discussions?limit=200')).json() as { id: number }[];
    expect(list.map((d) => String(d.id))).not.toContain(items.discussion);
    const own = await call(alice, 'GET', `/api/discussions/${items.discussion}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ hidden: true });
  });

  it('hide: a job, resource, photo or event leaves members’ lists and by-id reads, not its author’s', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    const [photo] = await (await db())
      .select({ albumId: photos.albumId })
      .from(photos)
      .where(eq(photos.id, Number(items.photo)));
    const reads = {
      job: { one: `/api/jobs/${items.job}`, list: '/api/jobs?limit=200' },
      resource: { one: `/api/resources/${items.resource}`, list: '/api/resources?limit=200' },
      photo: { one: `/api/photos/${items.photo}`, list: `/api/photos?albumId=${photo.albumId}` },
      event: { one: `/api/events/${items.event}`, list: '/api/events?upcoming=20' },
    };
    for (const [kind, urls] of Object.entries(reads) as [
      keyof typeof reads,
      { one: string; list: string },
    ][]) {
      const listed = async (member: Member) =>
        ((await call(member, 'GET', urls.list)).json() as { id: number; hidden: boolean }[]).find(
          (row) => String(row.id) === items[kind],
        );
      expect(await listed(bob), kind).toMatchObject({ hidden: false, canReport: true });
      expect(
        (await resolve(moderator, kind, items[kind], { action: 'hide' })).statusCode,
        kind,
      ).toBe(204);
      expect((await call(bob, 'GET', urls.one)).statusCode, kind).toBe(404);
      expect(await listed(bob), kind).toBeUndefined();
      expect((await call(alice, 'GET', urls.one)).json(), kind).toMatchObject({ hidden: true });
      expect(await listed(alice), kind).toMatchObject({ hidden: true, canReport: false });
      expect(await listed(moderator), kind).toMatchObject({ hidden: true });
    }
  });

  it('hide: a message leaves its recipient’s thread, inbox and unread count; its sender sees it marked', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    const [{ threadId }] = await (await db())
      .select({ threadId: messages.threadId })
      .from(messages)
      .where(eq(messages.id, Number(items.message)));
    const thread = `/api/messages/threads/${threadId}`;
    const unread = async () =>
      ((await call(bob, 'GET', '/api/messages/unread-count')).json() as { count: number }).count;
    const before = await unread();
    await resolve(moderator, 'message', items.message, { action: 'hide' });
    expect(await unread()).toBe(before - 1);
    const inbox = (await call(bob, 'GET', '/api/messages')).json() as { id: number }[];
    expect(inbox.map((t) => t.id)).not.toContain(threadId);
    const own = await call(alice, 'GET', thread);
    expect(own.json().messages).toMatchObject([{ id: Number(items.message), hidden: true }]);
  });

  it('hide: a profile leaves the directory and is 404 for other members, not for its member or staff', async () => {
    const erin = await signUpMember(app, { firstName: 'Erin', lastName: 'Hidden' });
    await report(bob, 'profile', erin.id);
    expect((await resolve(moderator, 'profile', erin.id, { action: 'hide' })).statusCode).toBe(204);
    const url = `/api/users/${erin.id}/profile`;
    expect((await call(bob, 'GET', url)).statusCode).toBe(404);
    const directory = (await call(bob, 'GET', '/api/users?search=Erin')).json() as { id: string }[];
    expect(directory.map((m) => m.id)).not.toContain(erin.id);
    expect((await call(erin, 'GET', url)).json()).toMatchObject({ member: { hidden: true } });
    expect((await call(moderator, 'GET', url)).json()).toMatchObject({ member: { hidden: true } });
  });

  it('hide works from the item itself, with no open report: audited, and unhide undoes it', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    for (const kind of ['reply', 'job', 'resource', 'photo', 'event'] as const) {
      const res = await resolve(moderator, kind, items[kind], { action: 'hide' });
      expect(res.statusCode, kind).toBe(204);
      const [entry] = await auditRows(kind, items[kind]);
      expect(entry, kind).toMatchObject({
        action: 'content.hide',
        actorId: moderator.id,
        after: { hidden: true, reports: 0 },
      });
      expect(await groupOf(kind, items[kind]), kind).toBeUndefined();
    }
    const hidden = await call(bob, 'GET', `/api/discussions/${items.discussion}`);
    expect(hidden.statusCode).toBe(200);
    expect(
      (await resolve(admin, 'discussion', items.discussion, { action: 'hide' })).statusCode,
    ).toBe(204);
    expect((await call(bob, 'GET', `/api/discussions/${items.discussion}`)).statusCode).toBe(404);
    const shown = await call(
      admin,
      'DELETE',
      `/api/moderation/hidden/discussion/${items.discussion}`,
    );
    expect(shown.statusCode).toBe(204);
    expect((await call(bob, 'GET', `/api/discussions/${items.discussion}`)).statusCode).toBe(200);
  });

  it('hide: a discussion or resource leaves its category’s count for other members', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    const [{ categoryId }] = await (await db())
      .select({ categoryId: discussions.categoryId })
      .from(discussions)
      .where(eq(discussions.id, Number(items.discussion)));
    const [{ categoryId: resourceCategoryId }] = await (await db())
      .select({ categoryId: resources.categoryId })
      .from(resources)
      .where(eq(resources.id, Number(items.resource)));
    const counts = async (member: Member) => {
      const discussion = (await call(member, 'GET', '/api/discussion-categories?limit=100'))
        .json()
        .find((c: { id: number }) => c.id === categoryId);
      const resource = (await call(member, 'GET', '/api/resource-categories'))
        .json()
        .find((c: { id: number }) => c.id === resourceCategoryId);
      return [discussion.discussionCount, resource.resourceCount];
    };
    expect(await counts(bob)).toEqual([1, 1]);
    await resolve(moderator, 'discussion', items.discussion, { action: 'hide' });
    await resolve(moderator, 'resource', items.resource, { action: 'hide' });
    expect(await counts(bob)).toEqual([0, 0]);
    expect(await counts(alice)).toEqual([1, 1]);
    expect(await counts(moderator)).toEqual([1, 1]);
  });

  it('delete needs a reason, and deletes the reply through the staff delete', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await report(bob, 'reply', items.reply);
    const bare = await resolve(moderator, 'reply', items.reply, { action: 'delete' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().issues).toEqual([expect.objectContaining({ path: 'reason' })]);
    expect(await groupOf('reply', items.reply)).toMatchObject({ count: 1 });
    const res = await resolve(moderator, 'reply', items.reply, {
      action: 'delete',
      reason: 'Abuse',
    });
    expect(res.statusCode).toBe(204);
    expect(await groupOf('reply', items.reply)).toBeUndefined();
    expect(await auditRows('reply', items.reply)).toMatchObject([
      { action: 'reply.delete', reason: 'Abuse' },
    ]);
  });

  it('delete removes a message’s text and keeps the conversation; a profile cannot be deleted', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await report(bob, 'message', items.message);
    expect(
      (await resolve(moderator, 'message', items.message, { action: 'delete', reason: 'Spam' }))
        .statusCode,
    ).toBe(204);
    const [row] = await (await db())
      .select()
      .from(messages)
      .where(eq(messages.id, Number(items.message)));
    expect(row.content).toBe(MESSAGE_REMOVED_TEXT);
    await report(bob, 'profile', items.profile);
    const profile = await resolve(moderator, 'profile', items.profile, {
      action: 'delete',
      reason: 'x',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().message).toBe(NO_PROFILE_DELETE);
    expect(await groupOf('profile', items.profile)).toMatchObject({ count: 1 });
  });

  it('delete of a job, resource, photo or event goes through its staff delete, audited', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    for (const kind of ['job', 'resource', 'photo', 'event'] as const) {
      await report(bob, kind, items[kind]);
      const res = await resolve(moderator, kind, items[kind], { action: 'delete', reason: 'Scam' });
      expect(res.statusCode, kind).toBe(204);
      expect(await groupOf(kind, items[kind]), kind).toBeUndefined();
      expect(await auditRows(kind, items[kind]), kind).toEqual([
        expect.objectContaining({ actorId: moderator.id, reason: 'Scam' }),
      ]);
      expect((await report(bob, kind, items[kind])).statusCode, kind).toBe(404);
    }
  });

  it('suspend ends the author’s sessions, closes the reports and is audited', async () => {
    const dave = await signUpMember(app, { firstName: 'Dave', lastName: 'Doe' });
    const items = await insertItemsOf(dave.id, bob.id);
    await report(bob, 'event', items.event);
    const res = await resolve(moderator, 'event', items.event, {
      action: 'suspend',
      reason: 'Repeated spam',
      until: null,
    });
    expect(res.statusCode).toBe(204);
    expect((await call(dave, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const [row] = await (await db()).select().from(users).where(eq(users.id, dave.id));
    expect(row.suspendedAt).not.toBeNull();
    expect(await groupOf('event', items.event)).toBeUndefined();
    expect(await auditRows('member', dave.id)).toMatchObject([{ action: 'member.suspend' }]);
  });

  it('refuses members (403) and changes nothing', async () => {
    const items = await insertItemsOf(alice.id, bob.id);
    await report(bob, 'photo', items.photo);
    expect((await resolve(carol, 'photo', items.photo, { action: 'hide' })).statusCode).toBe(403);
    expect(await groupOf('photo', items.photo)).toMatchObject({ count: 1, hidden: false });
  });
});
