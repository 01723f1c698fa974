import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionToken } from '../../../shared/mentions';
import { type DiscussionCategory, discussionCategories } from '../../../shared/schema/discussions';
import { editRevisions } from '../../../shared/schema/edits';
import { setRole } from '../../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { insertCategories, signUpFirstAdmin } from '../discussions/test-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let alice: Member;
let bob: Member;
let cat: Member;
let moderator: Member;
let general: DiscussionCategory;
let events: DiscussionCategory;
let archived: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpFirstAdmin(app);
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  cat = await signUpMember(app, { firstName: 'Cat', lastName: 'Ng' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  const { db } = await testDatabase();
  await setRole(db, moderator.email, 'moderator');
  [general, events, archived] = await insertCategories([
    { name: 'General' },
    { name: 'Events' },
    { name: 'Old news' },
  ]);
  await db
    .update(discussionCategories)
    .set({ archivedAt: new Date() })
    .where(eq(discussionCategories.id, archived.id));
});
afterAll(() => app.close());

const call = (m: Member, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: m.headers, ...(payload ? { payload } : {}) });

async function startDiscussion(m: Member, content = 'What worked for you?') {
  const res = await call(m, 'POST', '/api/discussions', {
    title: 'Seed rounds',
    content,
    categoryId: general.id,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
async function replyTo(m: Member, discussionId: number, content = 'Warm introductions') {
  const res = await call(m, 'POST', `/api/discussions/${discussionId}/replies`, { content });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}
async function message(from: Member, to: Member, content = 'Coffee on Friday?') {
  const res = await call(from, 'POST', '/api/messages', { recipientId: to.id, content });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; threadId: number };
}
const revisions = (m: Member, itemType: string, itemId: number | string, query = '') =>
  call(m, 'GET', `/api/moderation/revisions/${itemType}/${itemId}${query}`);
const revisionCount = async () => {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(editRevisions);
  return row.n;
};

describe('PATCH /api/discussions/:id', () => {
  it('lets the author change title, content and category; answers it edited, keeps the earlier version', async () => {
    const d = await startDiscussion(alice);
    const opened = await call(alice, 'GET', `/api/discussions/${d.id}`);
    expect(opened.json()).toMatchObject({ canEdit: true, editedAt: null });
    expect((await call(bob, 'GET', `/api/discussions/${d.id}`)).json().canEdit).toBe(false);

    const res = await call(alice, 'PATCH', `/api/discussions/${d.id}`, {
      title: 'Seed rounds in 2026',
      categoryId: events.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: d.id,
      title: 'Seed rounds in 2026',
      content: 'What worked for you?',
      categoryId: events.id,
      category: { id: events.id, name: 'Events' },
      editedAt: expect.any(String),
      canEdit: true,
    });

    const listed = await revisions(moderator, 'discussion', d.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        id: expect.any(Number),
        title: 'Seed rounds',
        content: 'What worked for you?',
        categoryId: general.id,
        createdAt: expect.any(String),
        editor: expect.objectContaining({ id: alice.id, firstName: 'Alice' }),
      },
    ]);
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const d = await startDiscussion(alice);
    const before = await revisionCount();
    const res = await call(alice, 'PATCH', `/api/discussions/${d.id}`, { title: 'Seed rounds' });
    expect(res.statusCode).toBe(200);
    expect(res.json().editedAt).toBeNull();
    expect(await revisionCount()).toBe(before);
  });

  it("refuses others' edits, staff included (403), and an unknown discussion (404)", async () => {
    const d = await startDiscussion(alice);
    for (const m of [bob, moderator, admin]) {
      const res = await call(m, 'PATCH', `/api/discussions/${d.id}`, { title: 'Mine now' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only edit your own discussions' });
    }
    const gone = await call(alice, 'PATCH', '/api/discussions/999999', { title: 'X' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Discussion not found' });
  });

  it('validates as Start Discussion does (400 naming the field)', async () => {
    const d = await startDiscussion(alice);
    const blank = await call(alice, 'PATCH', `/api/discussions/${d.id}`, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Title is required/);
    const long = await call(alice, 'PATCH', `/api/discussions/${d.id}`, {
      title: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    const nothing = await call(alice, 'PATCH', `/api/discussions/${d.id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(/Nothing to change/);
  });

  it('refuses an archived or unknown category like on create', async () => {
    const d = await startDiscussion(alice);
    const res = await call(alice, 'PATCH', `/api/discussions/${d.id}`, {
      categoryId: archived.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This category is archived and takes no new discussions');
    const unknown = await call(alice, 'PATCH', `/api/discussions/${d.id}`, {
      categoryId: 999999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Category not found');
  });

  it('refuses the author once locked (409); nothing is written', async () => {
    const d = await startDiscussion(alice);
    expect((await call(moderator, 'PUT', `/api/discussions/${d.id}/lock`)).statusCode).toBe(200);
    const before = await revisionCount();
    const res = await call(alice, 'PATCH', `/api/discussions/${d.id}`, { content: 'Changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This discussion is locked' });
    expect(await revisionCount()).toBe(before);
  });
});

describe('PATCH /api/discussions/:id/replies/:replyId', () => {
  it('lets the author edit their reply; others get 403; revisions newest first for staff', async () => {
    const d = await startDiscussion(alice);
    const r = await replyTo(bob, d.id, 'First try');
    const first = await call(bob, 'PATCH', `/api/discussions/${d.id}/replies/${r.id}`, {
      content: 'Second try',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: r.id,
      content: 'Second try',
      editedAt: expect.any(String),
      canEdit: true,
    });
    await call(bob, 'PATCH', `/api/discussions/${d.id}/replies/${r.id}`, { content: 'Third' });
    for (const m of [alice, moderator]) {
      const res = await call(m, 'PATCH', `/api/discussions/${d.id}/replies/${r.id}`, {
        content: 'Not yours',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only edit your own replies' });
    }
    const listed = await revisions(admin, 'reply', r.id);
    expect(listed.json().map((v: { content: string }) => v.content)).toEqual([
      'Second try',
      'First try',
    ]);
    const paged = await revisions(admin, 'reply', r.id, '?limit=1');
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers.link).toMatch(/cursor=/);
    const replies = await call(alice, 'GET', `/api/discussions/${d.id}/replies`);
    expect(replies.json()[0]).toMatchObject({ content: 'Third', canEdit: false });
  });

  it('refuses a reply of another discussion, a deleted one (404) and a blank text (400)', async () => {
    const d = await startDiscussion(alice);
    const other = await startDiscussion(alice);
    const parent = await replyTo(bob, d.id, 'Asked');
    await call(alice, 'POST', `/api/discussions/${d.id}/replies`, {
      content: 'Answered',
      parentReplyId: parent.id,
    });
    const elsewhere = await call(
      bob,
      'PATCH',
      `/api/discussions/${other.id}/replies/${parent.id}`,
      {
        content: 'Moved',
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    const blank = await call(bob, 'PATCH', `/api/discussions/${d.id}/replies/${parent.id}`, {
      content: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Content is required/);
    // Deleted with an answer: a tombstone (decision 011), which nobody edits.
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/discussions/${d.id}/replies/${parent.id}`,
      headers: bob.headers,
    });
    expect(del.statusCode).toBe(204);
    const listed = await call(alice, 'GET', `/api/discussions/${d.id}/replies`);
    expect(listed.json()[0]).toMatchObject({
      id: parent.id,
      isDeleted: true,
      content: '[deleted]',
    });
    const res = await call(bob, 'PATCH', `/api/discussions/${d.id}/replies/${parent.id}`, {
      content: 'Back',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Reply not found' });
  });

  it('refuses members in a locked discussion (409)', async () => {
    const d = await startDiscussion(alice);
    const r = await replyTo(bob, d.id);
    await call(moderator, 'PUT', `/api/discussions/${d.id}/lock`);
    const res = await call(bob, 'PATCH', `/api/discussions/${d.id}/replies/${r.id}`, {
      content: 'Later',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This discussion is locked' });
  });
});

describe('mentions added by an edit', () => {
  const bell = async (m: Member) => {
    await app.notifications.drain();
    const res = await call(m, 'GET', '/api/notifications');
    return res.json() as { type: string; href: string }[];
  };

  it('notify the newly mentioned once, never those already mentioned', async () => {
    const d = await startDiscussion(alice, `Ask ${mentionToken('Bob', bob.id)}`);
    expect((await bell(bob)).filter((e) => e.type === 'mention')).toHaveLength(1);
    const withCat = `Ask ${mentionToken('Bob', bob.id)} and ${mentionToken('Cat', cat.id)}`;
    await call(alice, 'PATCH', `/api/discussions/${d.id}`, { content: withCat });
    await call(alice, 'PATCH', `/api/discussions/${d.id}`, { content: `${withCat}!` });
    expect((await bell(bob)).filter((e) => e.type === 'mention')).toHaveLength(1);
    const toCat = (await bell(cat)).filter((e) => e.type === 'mention');
    expect(toCat).toHaveLength(1);
    expect(toCat[0].href).toBe(`/discussions/${d.id}`);

    const r = await replyTo(bob, d.id, 'Plain');
    await call(bob, 'PATCH', `/api/discussions/${d.id}/replies/${r.id}`, {
      content: `cc ${mentionToken('Cat', cat.id)}`,
    });
    expect((await bell(cat)).filter((e) => e.type === 'mention')).toHaveLength(2);
  });
});

describe('PATCH /api/messages/threads/:id/messages/:messageId', () => {
  it('lets the sender edit; the recipient gets 403, an outsider 404', async () => {
    const m = await message(alice, bob);
    const url = `/api/messages/threads/${m.threadId}/messages/${m.id}`;
    const res = await call(alice, 'PATCH', url, { content: 'Coffee on Saturday?' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: m.id,
      content: 'Coffee on Saturday?',
      editedAt: expect.any(String),
      mine: true,
    });
    const recipient = await call(bob, 'PATCH', url, { content: 'No' });
    expect(recipient.statusCode).toBe(403);
    expect(recipient.json()).toEqual({ message: 'You can only edit messages you sent' });
    const outsider = await call(cat, 'PATCH', url, { content: 'No' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ message: 'Conversation not found' });
    const blank = await call(alice, 'PATCH', url, { content: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Message is required/);
    const thread = await call(bob, 'GET', `/api/messages/threads/${m.threadId}`);
    expect(thread.json().messages[0]).toMatchObject({
      content: 'Coffee on Saturday?',
      editedAt: expect.any(String),
    });
  });

  it("shows staff a message's earlier versions only while it is reported", async () => {
    const m = await message(alice, bob, 'Rude words');
    await call(alice, 'PATCH', `/api/messages/threads/${m.threadId}/messages/${m.id}`, {
      content: 'Kind words',
    });
    const refused = await revisions(moderator, 'message', m.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "A private message's earlier versions are shown only while it is reported",
    });
    const reported = await call(bob, 'POST', '/api/reports', {
      itemType: 'message',
      itemId: String(m.id),
      reason: 'harassment',
    });
    expect(reported.statusCode).toBe(200);
    const shown = await revisions(moderator, 'message', m.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().map((v: { content: string }) => v.content)).toEqual(['Rude words']);
  });
});

describe('GET /api/moderation/revisions/:itemType/:itemId', () => {
  it('is for staff only (403), answers 404 for an unknown item and 400 for a bad kind', async () => {
    const d = await startDiscussion(alice);
    for (const m of [alice, bob]) {
      const res = await revisions(m, 'discussion', d.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only moderators and admins can do this' });
    }
    expect((await revisions(moderator, 'discussion', d.id)).json()).toEqual([]);
    const missing = await revisions(moderator, 'discussion', 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Item not found' });
    expect((await revisions(moderator, 'profile', d.id)).statusCode).toBe(400);
    expect((await revisions(moderator, 'reply', 'abc')).statusCode).toBe(400);
  });

  it('forgets the revisions of a deleted item', async () => {
    const d = await startDiscussion(alice);
    await call(alice, 'PATCH', `/api/discussions/${d.id}`, { content: 'Edited once' });
    const { db } = await testDatabase();
    const kept = () => db.select().from(editRevisions).where(eq(editRevisions.itemId, d.id));
    expect((await kept()).filter((r) => r.itemType === 'discussion')).toHaveLength(1);
    await app.inject({ method: 'DELETE', url: `/api/discussions/${d.id}`, headers: alice.headers });
    expect((await kept()).filter((r) => r.itemType === 'discussion')).toHaveLength(0);
  });
});
