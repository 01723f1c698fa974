import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiscussionCategory,
  discussionReads,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import {
  createTestApp,
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
  WARM_SESSION_STATEMENTS,
} from '../../test/harness';
import { keptAndFresh } from '../../test/kept';
import { insertCategories, insertDiscussion, insertReply, signUpFirstAdmin } from './test-fixtures';

/**
 * The discussions list and each thread keep each audience's page until a discussion,
 * reply, category or author changes (decision 045): these check that a kept page is the
 * page a fresh read gives, that what is the viewer's own is theirs, and that a change is
 * seen at once.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
type Item = {
  id: number;
  title: string;
  mine: boolean;
  canEdit: boolean;
  canPin: boolean;
  hidden: boolean;
  isNew: boolean;
  newReplyCount: number;
  viewCount: number;
};
let app: App;
let admin: Member;
let alice: Member;
let bob: Member;
let general: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpFirstAdmin(app);
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Keeps' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Reads' });
  [general] = await insertCategories([{ name: 'Kept', color: '#D4AF37' }]);
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const list = async (member: Member, query = '?limit=20') => {
  const res = await app.inject({ url: `/api/discussions${query}`, headers: member.headers });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as Item[], total: res.headers['x-total-count'] };
};

describe('the kept discussions list', () => {
  let alicesId: number;

  beforeAll(async () => {
    await (await db()).delete(discussions);
    const recent = new Date(Date.now() - 60_000);
    alicesId = (
      await insertDiscussion({
        authorId: alice.id,
        categoryId: general.id,
        title: "Alice's question",
        createdAt: recent,
      })
    ).id;
    await insertDiscussion({
      authorId: bob.id,
      categoryId: general.id,
      title: "Bob's answer",
      createdAt: recent,
    });
  });

  it('answers the next member from the kept page: their session and one statement of their own', async () => {
    const { kept, statements } = await keptAndFresh(
      'discussions',
      () => list(alice),
      () => list(bob),
    );
    // The session (with the generations) and bob's read marks: no list query, no count.
    expect(statements).toHaveLength(2);
    expect((await list(alice)).total).toBe('2');
    expect(kept.items.map((d) => d.title).sort()).toEqual(["Alice's question", "Bob's answer"]);
  });

  it("joins in what is each viewer's own: theirs to edit, new to them, staff's to pin", async () => {
    const of = async (member: Member) =>
      (await list(member)).items.find((d) => d.id === alicesId) as Item;
    expect(await of(alice)).toMatchObject({
      mine: true,
      canEdit: true,
      isNew: false,
      canPin: false,
    });
    expect(await of(bob)).toMatchObject({
      mine: false,
      canEdit: false,
      isNew: true,
      canPin: false,
    });
    expect(await of(admin)).toMatchObject({ mine: false, canPin: true });
  });

  it('sees a read mark at once, though opening a discussion keeps the kept page', async () => {
    await list(bob);
    const opened = await app.inject({ url: `/api/discussions/${alicesId}`, headers: bob.headers });
    expect(opened.json().viewCount).toBe(1);
    const { result, statements } = await statementsOf(() => list(bob));
    // The session (warm), and bob's read marks.
    expect(statements).toHaveLength(WARM_SESSION_STATEMENTS + 1);
    expect(result.items.find((d) => d.id === alicesId)).toMatchObject({
      isNew: false,
      newReplyCount: 0,
    });
  });

  it('shows a new reply to every member at once, counted as new to those who read before', async () => {
    await list(bob);
    await insertReply({ discussionId: alicesId, authorId: alice.id, content: 'One more thing' });
    const seen = (await list(bob)).items.find((d) => d.id === alicesId);
    expect(seen).toMatchObject({ newReplyCount: 1 });
  });

  it('keeps what moderators hid from members, and shows it to its author and to staff', async () => {
    await list(bob);
    await list(alice);
    await (await db())
      .update(discussions)
      .set({ hiddenAt: new Date() })
      .where(eq(discussions.id, alicesId));
    const ids = async (member: Member) => {
      const { items, total } = await list(member);
      return { ids: items.map((d) => d.id), total };
    };
    expect((await ids(bob)).ids).not.toContain(alicesId);
    expect((await ids(bob)).total).toBe('1');
    expect((await ids(alice)).ids).toContain(alicesId);
    expect((await ids(alice)).total).toBe('2');
    expect((await ids(admin)).ids).toContain(alicesId);
    // Asked again, each audience's page is its own.
    expect((await ids(bob)).ids).not.toContain(alicesId);
    expect((await ids(alice)).ids).toContain(alicesId);
  });

  it('keeps each cursor and query apart', async () => {
    const first = await app.inject({ url: '/api/discussions?limit=1', headers: bob.headers });
    const again = await app.inject({ url: '/api/discussions?limit=1', headers: bob.headers });
    expect(again.headers.link).toBe(first.headers.link);
    const newest = await app.inject({
      url: '/api/discussions?limit=1&sort=newest',
      headers: bob.headers,
    });
    expect(newest.statusCode).toBe(200);
    const bad = await app.inject({
      url: '/api/discussions?limit=1&cursor=not-a-cursor',
      headers: bob.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid cursor');
  });
});

describe('the kept thread', () => {
  let threadId: number;
  let bobsReplyId: number;
  type Reply = { id: number; content: string; mine: boolean; canEdit: boolean; hidden: boolean };
  const replies = async (member: Member) => {
    const res = await app.inject({
      url: `/api/discussions/${threadId}/replies?limit=50`,
      headers: member.headers,
    });
    return {
      status: res.statusCode,
      items: res.json() as Reply[],
      total: res.headers['x-total-count'],
    };
  };

  beforeAll(async () => {
    threadId = (
      await insertDiscussion({ authorId: alice.id, categoryId: general.id, title: 'A thread' })
    ).id;
    await insertReply({ discussionId: threadId, authorId: alice.id, content: 'First' });
    bobsReplyId = (
      await insertReply({ discussionId: threadId, authorId: bob.id, content: 'Second' })
    ).id;
  });

  it('answers the next member from the kept page with no statement but the session', async () => {
    const { kept, statements } = await keptAndFresh(
      'discussions',
      () => replies(alice),
      () => replies(bob),
    );
    expect(statements).toHaveLength(WARM_SESSION_STATEMENTS);
    expect(kept.items.map((r) => [r.content, r.mine, r.canEdit])).toEqual([
      ['First', false, false],
      ['Second', true, true],
    ]);
  });

  it('shows a reply moderators hid to its author and staff only, and a new reply at once', async () => {
    await replies(alice);
    await (await db())
      .update(discussionReplies)
      .set({ hiddenAt: new Date() })
      .where(eq(discussionReplies.id, bobsReplyId));
    expect((await replies(alice)).items.map((r) => r.content)).toEqual(['First']);
    expect((await replies(alice)).total).toBe('1');
    const own = await replies(bob);
    expect(own.items.map((r) => [r.content, r.hidden])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    expect(own.total).toBe('2');
    expect((await replies(admin)).items).toHaveLength(2);
    await insertReply({ discussionId: threadId, authorId: admin.id, content: 'Third' });
    expect((await replies(alice)).items.map((r) => r.content)).toEqual(['First', 'Third']);
  });

  it('keeps a hidden discussion from members, kept or not, and shows it to its author', async () => {
    expect((await replies(bob)).status).toBe(200);
    await (await db())
      .update(discussions)
      .set({ hiddenAt: new Date() })
      .where(eq(discussions.id, threadId));
    expect((await replies(bob)).status).toBe(404);
    expect((await replies(bob)).status).toBe(404);
    expect((await replies(alice)).status).toBe(200);
    expect((await replies(admin)).status).toBe(200);
  });
});

describe('the kept opened discussion', () => {
  let openedId: number;
  type Opened = Item & { content: string; replyCount: number; canReport: boolean };
  const open = async (member: Member) => {
    const res = await app.inject({ url: `/api/discussions/${openedId}`, headers: member.headers });
    return { status: res.statusCode, body: res.json() as Opened };
  };
  const readMark = async (member: Member) =>
    (
      await (
        await db()
      )
        .select({ readAt: discussionReads.readAt })
        .from(discussionReads)
        .where(
          and(eq(discussionReads.discussionId, openedId), eq(discussionReads.userId, member.id)),
        )
    )[0]?.readAt ?? null;

  beforeAll(async () => {
    openedId = (
      await insertDiscussion({ authorId: alice.id, categoryId: general.id, title: 'Opened' })
    ).id;
  });

  it('answers the next opener from the kept discussion: the session, their view, their bell', async () => {
    const { kept, statements } = await keptAndFresh(
      'discussions',
      () => open(alice),
      () => open(bob),
    );
    // The session (warm), the one statement that counts the view and marks it read, and
    // the notifications about it marked read: no read of the discussion itself.
    expect(statements).toHaveLength(WARM_SESSION_STATEMENTS + 2);
    expect(kept.status).toBe(200);
    // Bob's first view counted; asked again afresh it is not counted twice.
    expect(kept.body).toMatchObject({ title: 'Opened', viewCount: 1, mine: false, canEdit: false });
    expect(await readMark(bob)).not.toBeNull();
  });

  it("joins in each opener's own abilities and the view count as it now is", async () => {
    expect((await open(alice)).body).toMatchObject({ mine: true, canEdit: true, viewCount: 1 });
    expect((await open(admin)).body).toMatchObject({ mine: false, canPin: true, viewCount: 2 });
    // The author's own openings never count, kept or not.
    expect((await open(alice)).body.viewCount).toBe(2);
    expect((await open(bob)).body).toMatchObject({ canReport: true, viewCount: 2 });
  });

  it('shows an edit and a new reply to the next opener at once', async () => {
    await open(bob);
    await (await db())
      .update(discussions)
      .set({ content: 'Edited body' })
      .where(eq(discussions.id, openedId));
    expect((await open(bob)).body.content).toBe('Edited body');
    await insertReply({ discussionId: openedId, authorId: alice.id, content: 'A reply' });
    expect((await open(bob)).body.replyCount).toBe(1);
  });

  it('is not found, and not counted or marked, for a member it is hidden from', async () => {
    await open(bob);
    await (await db())
      .update(discussions)
      .set({ hiddenAt: new Date() })
      .where(eq(discussions.id, openedId));
    const before = await readMark(bob);
    const hidden = await open(bob);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ message: 'Discussion not found' });
    expect(await readMark(bob)).toEqual(before);
    expect((await open(alice)).body).toMatchObject({ hidden: true, mine: true });
    expect((await open(admin)).body).toMatchObject({ hidden: true, canUnhide: true });
    expect((await open(bob)).status).toBe(404);
  });

  it('is not found once deleted, kept or not', async () => {
    const gone = (
      await insertDiscussion({ authorId: alice.id, categoryId: general.id, title: 'Gone soon' })
    ).id;
    expect(
      (await app.inject({ url: `/api/discussions/${gone}`, headers: bob.headers })).statusCode,
    ).toBe(200);
    await (await db()).delete(discussions).where(eq(discussions.id, gone));
    expect(
      (await app.inject({ url: `/api/discussions/${gone}`, headers: bob.headers })).statusCode,
    ).toBe(404);
  });
});
