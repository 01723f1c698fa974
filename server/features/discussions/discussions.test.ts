import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiscussionCategory,
  discussionReplies,
  discussions,
  discussionViews,
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
let alice: Member;
let bob: Member;
let carol: Member;
let general: DiscussionCategory;
let strategy: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  await signUpFirstAdmin(app);
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  carol = await signUpMember(app, { firstName: 'Carol', lastName: 'Chen' });
  [general, strategy] = await insertCategories([
    { name: 'General', color: '#D4AF37' },
    { name: 'Business Strategy', color: '#7A5C0F' },
  ]);
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const discussionCount = async () =>
  (await (await db()).select({ n: count() }).from(discussions))[0].n;
const rowOf = async (id: number) =>
  (await (await db()).select().from(discussions).where(eq(discussions.id, id)))[0];

const list = (member: Member, query = '') =>
  app.inject({ url: `/api/discussions${query}`, headers: member.headers });
const open = (member: Member, id: number | string) =>
  app.inject({ url: `/api/discussions/${id}`, headers: member.headers });
const create = (member: Member, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/discussions', headers: member.headers, payload });
const remove = (member: Member, id: number | string) =>
  app.inject({ method: 'DELETE', url: `/api/discussions/${id}`, headers: member.headers });

/** Removes every discussion, so a describe block can reason about the whole list. */
const clearDiscussions = async () => (await db()).delete(discussions);

/** Alice as every answer embeds her: the one member summary. */
const aliceAuthor = () => ({
  id: alice.id,
  firstName: 'Alice',
  lastName: 'Adams',
  email: alice.email,
  profileImageUrl: null,
  title: null,
  company: null,
});

describe('GET /api/discussions', () => {
  it('lists pinned first, then newest, with author, category and replyCount embedded', async () => {
    await clearDiscussions();
    const t = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes));
    const old = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      title: 'Old',
      createdAt: t(0),
    });
    const pinnedOld = await insertDiscussion({
      authorId: bob.id,
      categoryId: strategy.id,
      title: 'Pinned old',
      isPinned: true,
      createdAt: t(1),
    });
    const newest = await insertDiscussion({
      authorId: alice.id,
      categoryId: strategy.id,
      title: 'Newest',
      createdAt: t(30),
    });
    const pinnedNew = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      title: 'Pinned new',
      isPinned: true,
      isLocked: true,
      createdAt: t(2),
    });
    const first = await insertReply({ discussionId: old.id, authorId: bob.id });
    await insertReply({ discussionId: old.id, authorId: alice.id, parentReplyId: first.id });
    await insertReply({ discussionId: newest.id, authorId: carol.id });

    const res = await list(alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.headers.link).toBeUndefined();
    const body = res.json();
    expect(body.map((d: { id: number }) => d.id)).toEqual([
      pinnedNew.id,
      pinnedOld.id,
      newest.id,
      old.id,
    ]);
    expect(body.map((d: { replyCount: number }) => d.replyCount)).toEqual([0, 0, 1, 2]);
    expect(body[0]).toEqual({
      id: pinnedNew.id,
      title: 'Pinned new',
      excerpt: 'Its content',
      categoryId: general.id,
      authorId: alice.id,
      isPinned: true,
      isLocked: true,
      viewCount: 0,
      createdAt: t(2).toISOString(),
      updatedAt: expect.any(String),
      editedAt: null,
      lastActivityAt: t(2).toISOString(),
      author: aliceAuthor(),
      category: { id: general.id, name: 'General', color: '#D4AF37' },
      replyCount: 0,
      mine: true,
      canEdit: true,
      canDelete: true,
      canUnhide: false,
      canSeeEarlierVersions: false,
      canReply: false,
      canPin: false,
      canLock: false,
      deleteNeedsReason: false,
      hidden: false,
      canReport: false,
      newReplyCount: 0,
      isNew: false,
    });
    expect(body[1].author).toMatchObject({ firstName: 'Bob', lastName: 'Brown' });
    expect(body[1].category).toEqual({
      id: strategy.id,
      name: 'Business Strategy',
      color: '#7A5C0F',
    });
  });

  it("answers each card's preview, not the content: the words, cut at 200 characters", async () => {
    const long = `**Welcome** to [the plan](https://example.com/plan), @[Bob Stone](${bob.id}). ${'word '.repeat(60)}`;
    const d = await insertDiscussion({ authorId: alice.id, categoryId: general.id, content: long });
    const cardOf = async () =>
      (await list(alice, '?limit=200')).json().find((row: { id: number }) => row.id === d.id);
    const card = await cardOf();
    expect(card.content).toBeUndefined();
    const words = `Welcome to the plan, @Bob Stone. ${'word '.repeat(60)}`.slice(0, 200).trimEnd();
    expect(card.excerpt).toBe(`${words}...`);

    // An edit is a new text, and its preview shows at the next read.
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/discussions/${d.id}`,
      headers: alice.headers,
      payload: { content: 'Short and *plain* now' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await cardOf()).excerpt).toBe('Short and plain now');
  });
  it('filters by category, with the filtered total', async () => {
    const res = await list(alice, `?categoryId=${strategy.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((d: { title: string }) => d.title)).toEqual(['Pinned old', 'Newest']);
  });

  it('answers an empty list for a category that does not exist', async () => {
    const res = await list(alice, '?categoryId=999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('pages through the pinned boundary and same-millisecond rows without gaps or repeats', async () => {
    await clearDiscussions();
    const store = await db();
    const ids: number[] = [];
    for (let i = 0; i < 9; i++) {
      const row = await insertDiscussion({
        authorId: bob.id,
        categoryId: i % 2 ? general.id : strategy.id,
        title: `Thread ${i}`,
        isPinned: i % 4 === 0,
      });
      ids.push(row.id);
    }
    // Rows a few microseconds apart inside one millisecond, and rows sharing one instant:
    // a cursor rounded to milliseconds would lose or repeat some of them.
    await store.execute(
      sql`update discussion set created_at = timestamptz '2026-02-01 10:00:00.123000+00' + (id % 3) * interval '1 microsecond'`,
    );

    const all = (await list(alice, '?limit=200')).json();
    expect(all).toHaveLength(9);
    expect(all.slice(0, 3).every((d: { isPinned: boolean }) => d.isPinned)).toBe(true);
    const get = (url: string) => app.inject({ url, headers: alice.headers });
    const { rows, pages } = await readAllPages(get, '/api/discussions?limit=2');
    expect(pages).toBe(5);
    expect(rows).toEqual(all);

    const filtered = await list(alice, `?categoryId=${general.id}&limit=1`);
    expect(filtered.headers['x-total-count']).toBe('4');
    expect(filtered.headers.link).toMatch(
      new RegExp(
        `^</api/discussions\\?categoryId=${general.id}&limit=1&cursor=[\\w-]+>; rel="next"$`,
      ),
    );
    const byCategory = await readAllPages<{ id: number }>(
      get,
      `/api/discussions?categoryId=${general.id}&limit=3`,
    );
    expect(byCategory.rows.map((d) => d.id)).toEqual(
      all
        .filter((d: { categoryId: number }) => d.categoryId === general.id)
        .map((d: { id: number }) => d.id),
    );
  });

  it('uses a default page of 50', async () => {
    await clearDiscussions();
    const store = await db();
    await store.insert(discussions).values(
      Array.from({ length: 51 }, (_, i) => ({
        title: `Bulk ${i}`,
        content: 'Bulk',
        authorId: carol.id,
        categoryId: general.id,
      })),
    );
    const res = await list(alice);
    expect(res.json()).toHaveLength(50);
    expect(res.headers['x-total-count']).toBe('51');
    expect(res.headers.link).toMatch(/rel="next"$/);
  });

  it.each([
    ['?categoryId=abc', 'categoryId'],
    ['?categoryId=1.5', 'categoryId'],
    ['?categoryId=-1', 'categoryId'],
    ['?categoryId=0', 'categoryId'],
    ['?categoryId=99999999999', 'categoryId'],
    ['?limit=0', 'limit'],
    ['?limit=201', 'limit'],
    ['?limit=ten', 'limit'],
    ['?cursor=not-a-cursor', 'cursor'],
    [
      `?cursor=${Buffer.from('{"pinned":2,"createdAt":"x","id":1}').toString('base64url')}`,
      'cursor',
    ],
  ])('rejects %s with 400 naming %s', async (query, path) => {
    const res = await list(alice, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });
});

describe('POST /api/discussions', () => {
  it('starts a discussion and answers 201 with it embedded, text stored as written', async () => {
    const content =
      'Line one\n\n  <b>not bold</b> <script>alert(1)</script>\nhttps://example.com/a?b=1';
    const res = await create(alice, {
      title: 'Who handles payroll for a 20-person firm?',
      content,
      categoryId: general.id,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      title: 'Who handles payroll for a 20-person firm?',
      content,
      categoryId: general.id,
      authorId: alice.id,
      isPinned: false,
      isLocked: false,
      viewCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      editedAt: null,
      lastActivityAt: body.createdAt,
      author: aliceAuthor(),
      category: { id: general.id, name: 'General', color: '#D4AF37' },
      replyCount: 0,
      mine: true,
      canEdit: true,
      canDelete: true,
      canUnhide: false,
      canSeeEarlierVersions: false,
      canReply: true,
      canPin: false,
      canLock: false,
      deleteNeedsReason: false,
      hidden: false,
      canReport: false,
    });
    expect(await rowOf(body.id)).toMatchObject({ content, authorId: alice.id });
  });

  it('accepts the category id as a string (a select sends one)', async () => {
    const res = await create(alice, { title: 'T', content: 'C', categoryId: String(strategy.id) });
    expect(res.statusCode).toBe(201);
    expect(res.json().category.name).toBe('Business Strategy');
  });

  it('ignores server-assigned fields in the body', async () => {
    const res = await create(alice, {
      title: 'Mine',
      content: 'Body',
      categoryId: general.id,
      authorId: bob.id,
      isPinned: true,
      isLocked: true,
      viewCount: 999,
      id: 1,
    });
    expect(res.statusCode).toBe(201);
    expect(await rowOf(res.json().id)).toMatchObject({
      authorId: alice.id,
      isPinned: false,
      isLocked: false,
      viewCount: 0,
    });
  });

  it.each([
    [{ title: undefined }, 'title', 'Title is required'],
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters'],
    [{ content: undefined }, 'content', 'Content is required'],
    [{ content: '\n\n' }, 'content', 'Content is required'],
    [{ categoryId: undefined }, 'categoryId', 'Category is required'],
    [{ categoryId: 'abc' }, 'categoryId', 'Category is required'],
    [{ categoryId: 0 }, 'categoryId', 'Category is required'],
  ])('rejects %j with 400 naming %s and writes nothing', async (patch, path, message) => {
    const before = await discussionCount();
    const res = await create(alice, { title: 'T', content: 'C', categoryId: general.id, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect(await discussionCount()).toBe(before);
  });

  it.each([999_999, 99_999_999_999])(
    'refuses category %i that does not exist with 400 and writes nothing',
    async (categoryId) => {
      const before = await discussionCount();
      const res = await create(alice, { title: 'T', content: 'C', categoryId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Category not found',
        issues: [{ path: 'categoryId', message: 'Category not found' }],
      });
      expect(await discussionCount()).toBe(before);
    },
  );
});

describe('GET /api/discussions/:id', () => {
  it('answers the discussion with author, category and replyCount', async () => {
    const d = await insertDiscussion({ authorId: alice.id, categoryId: strategy.id, title: 'Hi' });
    const reply = await insertReply({ discussionId: d.id, authorId: bob.id });
    const res = await open(alice, d.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: d.id,
      title: 'Hi',
      content: 'Its content',
      categoryId: strategy.id,
      authorId: alice.id,
      isPinned: false,
      isLocked: false,
      viewCount: 0,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
      editedAt: null,
      lastActivityAt: reply.createdAt.toISOString(),
      author: aliceAuthor(),
      category: { id: strategy.id, name: 'Business Strategy', color: '#7A5C0F' },
      replyCount: 1,
      mine: true,
      canEdit: true,
      canDelete: true,
      canUnhide: false,
      canSeeEarlierVersions: false,
      canReply: true,
      canPin: false,
      canLock: false,
      deleteNeedsReason: false,
      hidden: false,
      canReport: false,
      firstUnreadReplyId: null,
      reactions: [],
      myReactions: [],
      // The author follows their own discussion until they say otherwise (issue 37).
      subscription: 'following',
    });
  });

  it('counts one view per member, never the author, and leaves updatedAt alone', async () => {
    const d = await insertDiscussion({ authorId: alice.id, categoryId: general.id });
    expect((await open(alice, d.id)).json().viewCount).toBe(0);
    expect((await open(alice, d.id)).json().viewCount).toBe(0);
    expect((await open(bob, d.id)).json().viewCount).toBe(1);
    expect((await open(bob, d.id)).json().viewCount).toBe(1);
    expect((await open(carol, d.id)).json().viewCount).toBe(2);
    const row = await rowOf(d.id);
    expect(row.viewCount).toBe(2);
    expect(row.updatedAt.toISOString()).toBe(d.updatedAt.toISOString());
    const views = await (await db())
      .select({ userId: discussionViews.userId })
      .from(discussionViews)
      .where(eq(discussionViews.discussionId, d.id));
    expect(views.map((v) => v.userId).sort()).toEqual([bob.id, carol.id].sort());
  });

  it('counts a member once even when they open it in several tabs at the same moment', async () => {
    const d = await insertDiscussion({ authorId: alice.id, categoryId: general.id });
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(bob, d.id)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expect((await rowOf(d.id)).viewCount).toBe(1);
  });

  it('answers 404 for a discussion that does not exist, counting nothing', async () => {
    const res = await open(bob, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Discussion not found' });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 for id %s', async (id) => {
    const res = await open(bob, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('id');
  });

  it('refuses a visitor with 401 and counts no view', async () => {
    const d = await insertDiscussion({ authorId: alice.id, categoryId: general.id });
    const res = await app.inject({ url: `/api/discussions/${d.id}` });
    expect(res.statusCode).toBe(401);
    expect((await rowOf(d.id)).viewCount).toBe(0);
  });
});

describe('DELETE /api/discussions/:id', () => {
  const threadOf = async (id: number) => {
    const store = await db();
    const replies = await store
      .select({ id: discussionReplies.id })
      .from(discussionReplies)
      .where(eq(discussionReplies.discussionId, id));
    const views = await store
      .select({ userId: discussionViews.userId })
      .from(discussionViews)
      .where(eq(discussionViews.discussionId, id));
    return { discussion: await rowOf(id), replies: replies.length, views: views.length };
  };

  const discussionWithThread = async () => {
    const d = await insertDiscussion({ authorId: alice.id, categoryId: general.id });
    const top = await insertReply({ discussionId: d.id, authorId: bob.id });
    await insertReply({ discussionId: d.id, authorId: alice.id, parentReplyId: top.id });
    await open(bob, d.id);
    return d;
  };

  it('lets the author delete it, its replies and views going with it', async () => {
    const d = await discussionWithThread();
    const other = await discussionWithThread();
    expect(await threadOf(d.id)).toMatchObject({ replies: 2, views: 1 });

    const res = await remove(alice, d.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await threadOf(d.id)).toEqual({ discussion: undefined, replies: 0, views: 0 });
    expect(await threadOf(other.id)).toMatchObject({ replies: 2, views: 1 });
    expect((await open(bob, d.id)).statusCode).toBe(404);
    expect((await remove(alice, d.id)).statusCode).toBe(404);
  });

  it('refuses another member with 403 and removes nothing', async () => {
    const d = await discussionWithThread();
    const res = await remove(bob, d.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only delete your own discussions' });
    expect(await threadOf(d.id)).toMatchObject({ discussion: { id: d.id }, replies: 2, views: 1 });
  });

  it('answers 404 for a discussion that does not exist and 400 for a bad id', async () => {
    const res = await remove(alice, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Discussion not found' });
    expect((await remove(alice, 'abc')).statusCode).toBe(400);
  });
});
