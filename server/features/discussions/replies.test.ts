import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type DiscussionCategory,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import {
  insertCategories,
  insertDiscussion,
  insertReply,
  readAllPages,
  signUpFirstAdmin,
} from './test-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let alice: Member;
let bob: Member;
let general: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpFirstAdmin(app);
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  [general] = await insertCategories([{ name: 'General' }]);
});
afterAll(() => app.close());

const replyCount = async (discussionId?: number) => {
  const { db } = await testDatabase();
  const [row] = await db
    .select({ n: count() })
    .from(discussionReplies)
    .where(discussionId ? eq(discussionReplies.discussionId, discussionId) : undefined);
  return row.n;
};

const repliesOf = (member: Member, id: number | string, query = '') =>
  app.inject({ url: `/api/discussions/${id}/replies${query}`, headers: member.headers });
const post = (member: Member, id: number | string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/discussions/${id}/replies`,
    headers: member.headers,
    payload,
  });

/** Bob as every answer embeds him: the one member summary. */
const bobAuthor = () => ({
  id: bob.id,
  firstName: 'Bob',
  lastName: 'Brown',
  email: bob.email,
  profileImageUrl: null,
  title: null,
  company: null,
});

const newDiscussion = (fields: { isLocked?: boolean } = {}) =>
  insertDiscussion({ authorId: alice.id, categoryId: general.id, ...fields });

describe('POST /api/discussions/:id/replies', () => {
  it('posts a reply and answers 201 with its author, text stored as written', async () => {
    const d = await newDiscussion();
    const content = 'Agreed.\n\n<i>Call me</i> — https://example.com';
    const res = await post(bob, d.id, { content });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      discussionId: d.id,
      authorId: bob.id,
      content,
      parentReplyId: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      editedAt: null,
      author: bobAuthor(),
      isDeleted: false,
      mine: true,
      canEdit: true,
      canDelete: true,
      canUnhide: false,
      canSeeEarlierVersions: false,
      deleteNeedsReason: false,
      hidden: false,
      canReport: false,
      reactions: [],
      myReactions: [],
    });
  });

  it('answers another reply of the same discussion, and a reply to that one', async () => {
    const d = await newDiscussion();
    const top = (await post(bob, d.id, { content: 'Top' })).json();
    const child = await post(alice, d.id, { content: 'Child', parentReplyId: top.id });
    expect(child.statusCode).toBe(201);
    expect(child.json().parentReplyId).toBe(top.id);
    const grandchild = await post(bob, d.id, {
      content: 'Grandchild',
      parentReplyId: child.json().id,
    });
    expect(grandchild.statusCode).toBe(201);
    expect(grandchild.json().parentReplyId).toBe(child.json().id);
    const detail = await app.inject({ url: `/api/discussions/${d.id}`, headers: bob.headers });
    expect(detail.json().replyCount).toBe(3);
  });

  it('takes parentReplyId null as a top-level reply', async () => {
    const d = await newDiscussion();
    const res = await post(bob, d.id, { content: 'Top', parentReplyId: null });
    expect(res.statusCode).toBe(201);
    expect(res.json().parentReplyId).toBeNull();
  });

  it('refuses a parent from another discussion or none at all with 400 and writes nothing', async () => {
    const d = await newDiscussion();
    const elsewhere = await newDiscussion();
    const foreign = await insertReply({ discussionId: elsewhere.id, authorId: bob.id });
    for (const parentReplyId of [foreign.id, 999_999, 99_999_999_999]) {
      const res = await post(bob, d.id, { content: 'Hi', parentReplyId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The reply you are answering is not in this discussion',
        issues: [
          {
            path: 'parentReplyId',
            message: 'The reply you are answering is not in this discussion',
          },
        ],
      });
    }
    expect(await replyCount(d.id)).toBe(0);
    expect(await replyCount(elsewhere.id)).toBe(1);
  });

  it('refuses a reply to a locked discussion with 403 and writes nothing', async () => {
    const d = await newDiscussion({ isLocked: true });
    const res = await post(bob, d.id, { content: 'Let me in' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This discussion is locked' });
    // The author is no exception.
    expect((await post(alice, d.id, { content: 'Me too' })).statusCode).toBe(403);
    expect(await replyCount(d.id)).toBe(0);
  });

  it.each([
    [{}, 'Content is required'],
    [{ content: '' }, 'Content is required'],
    [{ content: ' \n\t ' }, 'Content is required'],
    [{ content: 42 }, 'Content is required'],
    [{ content: 'x'.repeat(10_001) }, 'Must be at most 10000 characters'],
  ])('rejects %j with 400 and writes nothing', async (payload, message) => {
    const d = await newDiscussion();
    const res = await post(bob, d.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'content', message });
    expect(await replyCount(d.id)).toBe(0);
  });

  it('rejects a parentReplyId that is not a positive whole number with 400', async () => {
    const d = await newDiscussion();
    for (const parentReplyId of ['abc', 0, 1.5]) {
      const res = await post(bob, d.id, { content: 'Hi', parentReplyId });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('parentReplyId');
    }
    expect(await replyCount(d.id)).toBe(0);
  });

  it('answers 404 for a discussion that does not exist and writes nothing', async () => {
    const before = await replyCount();
    const res = await post(bob, 999_999, { content: 'Hello?' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Discussion not found' });
    expect(await replyCount()).toBe(before);
  });
});

describe('GET /api/discussions/:id/replies', () => {
  it('lists replies oldest first with authors and parentReplyId, only this discussion’s', async () => {
    const d = await newDiscussion();
    const other = await newDiscussion();
    const t = (s: number) => new Date(Date.UTC(2026, 2, 1, 9, 0, s));
    const first = await insertReply({
      discussionId: d.id,
      authorId: bob.id,
      content: 'First',
      createdAt: t(1),
    });
    const second = await insertReply({
      discussionId: d.id,
      authorId: alice.id,
      content: 'Second',
      parentReplyId: first.id,
      createdAt: t(2),
    });
    const third = await insertReply({
      discussionId: d.id,
      authorId: bob.id,
      content: 'Third',
      parentReplyId: second.id,
      createdAt: t(3),
    });
    await insertReply({ discussionId: other.id, authorId: bob.id, content: 'Elsewhere' });

    const res = await repliesOf(alice, d.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const body = res.json();
    expect(body.map((r: { content: string }) => r.content)).toEqual(['First', 'Second', 'Third']);
    expect(body.map((r: { parentReplyId: number | null }) => r.parentReplyId)).toEqual([
      null,
      first.id,
      second.id,
    ]);
    expect(body[2]).toEqual({
      id: third.id,
      discussionId: d.id,
      authorId: bob.id,
      content: 'Third',
      parentReplyId: second.id,
      createdAt: t(3).toISOString(),
      updatedAt: expect.any(String),
      editedAt: null,
      author: bobAuthor(),
      isDeleted: false,
      mine: false,
      canEdit: false,
      canDelete: false,
      canUnhide: false,
      canSeeEarlierVersions: false,
      deleteNeedsReason: false,
      hidden: false,
      canReport: true,
      reactions: [],
      myReactions: [],
    });
  });

  it('answers an empty list for a discussion without replies', async () => {
    const d = await newDiscussion();
    const res = await repliesOf(bob, d.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('pages oldest first with a cursor, replies in one instant included', async () => {
    const d = await newDiscussion();
    const instant = new Date(Date.UTC(2026, 2, 2));
    for (let i = 0; i < 7; i++) {
      await insertReply({
        discussionId: d.id,
        authorId: bob.id,
        content: `R${i}`,
        createdAt: instant,
      });
    }
    const get = (url: string) => app.inject({ url, headers: alice.headers });
    const { rows, pages } = await readAllPages(get, `/api/discussions/${d.id}/replies?limit=3`);
    expect(pages).toBe(3);
    expect(rows.map((r) => (r as { content: string }).content)).toEqual([
      'R0',
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
    ]);
  });

  it('answers 404 for a discussion that does not exist, 400 for a bad id or cursor', async () => {
    const missing = await repliesOf(bob, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Discussion not found' });
    expect((await repliesOf(bob, 'abc')).statusCode).toBe(400);
    const d = await newDiscussion();
    expect((await repliesOf(bob, d.id, '?cursor=zzz')).statusCode).toBe(400);
    expect((await repliesOf(bob, d.id, '?limit=500')).statusCode).toBe(400);
  });
});

describe('the live hint of a new reply', () => {
  it('goes to everyone for a discussion members see, and to nobody for one moderators hid', async () => {
    const publish = vi.spyOn(app.live, 'publish');
    try {
      const seen = await newDiscussion();
      expect((await post(bob, seen.id, { content: 'Count me in.' })).statusCode).toBe(201);
      expect(publish.mock.calls).toEqual([
        [{ everyone: true }, { type: 'reply', discussionId: seen.id }],
      ]);

      publish.mockClear();
      const hid = await newDiscussion();
      const { db } = await testDatabase();
      await db.update(discussions).set({ hiddenAt: new Date() }).where(eq(discussions.id, hid.id));
      // Staff still see it and may answer; members hear nothing of it.
      expect((await post(admin, hid.id, { content: 'Moderators here.' })).statusCode).toBe(201);
      expect(publish.mock.calls.filter(([, event]) => event.type === 'reply')).toEqual([]);
    } finally {
      publish.mockRestore();
    }
  });
});
