import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiscussionCategory,
  discussionReads,
  discussions,
} from '../../../shared/schema/discussions';
import { selectRows } from '../../db/raw';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import {
  insertCategories,
  insertDiscussion,
  insertReply,
  readAllPages,
  signUpFirstAdmin,
} from './test-fixtures';

// Fresh content (issue "Everyday use"): last activity, the two list orders with their
// cursors, and what is new to each member (unread replies, never-opened discussions).

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let alice: Member;
let bob: Member;
let carol: Member;
let dave: Member;
let general: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  await signUpFirstAdmin(app);
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  carol = await signUpMember(app, { firstName: 'Carol', lastName: 'Chen' });
  dave = await signUpMember(app, { firstName: 'Dave', lastName: 'Diaz' });
  [general] = await insertCategories([{ name: 'General', color: '#D4AF37' }]);
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const clearDiscussions = async () => (await db()).delete(discussions);
const get = (member: Member, url: string) => app.inject({ url, headers: member.headers });
const open = (member: Member, id: number) => get(member, `/api/discussions/${id}`);
const reply = (member: Member, id: number, content = 'A reply') =>
  app.inject({
    method: 'POST',
    url: `/api/discussions/${id}/replies`,
    headers: member.headers,
    payload: { content },
  });
const start = async (member: Member, title: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/discussions',
    headers: member.headers,
    payload: { title, content: 'Body', categoryId: general.id },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; createdAt: string; lastActivityAt: string };
};

interface Card {
  id: number;
  title: string;
  lastActivityAt: string;
  newReplyCount: number;
  isNew: boolean;
}
const listOf = async (member: Member, query = '') => {
  const res = await get(member, `/api/discussions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Card[];
};
const cardOf = async (member: Member, id: number) => {
  const card = (await listOf(member, '?limit=200')).find((c) => c.id === id);
  if (!card) throw new Error(`no card ${id}`);
  return { newReplyCount: card.newReplyCount, isNew: card.isNew };
};

/** Times written straight to the tables: `t(m)` is m minutes after an hour ago. */
const anHourAgoPlus = () => {
  const base = Date.now() - 3_600_000;
  return (minutes: number) => new Date(base + minutes * 60_000);
};

/** The embedded database's clock has millisecond steps: let it move on between two acts. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

/** The exact (microsecond) times of a discussion, as text. */
async function timesOf(id: number) {
  const [row] = await selectRows<{ created: string; activity: string; updated: string }>(
    await db(),
    sql`select created_at::text as created, last_activity_at::text as activity,
      updated_at::text as updated from discussion where id = ${id}`,
  );
  return row;
}

describe('last activity', () => {
  it('is the start of a new discussion, then moves to each reply in its transaction', async () => {
    const d = await start(alice, 'Where to hold the spring mixer?');
    expect(d.lastActivityAt).toBe(d.createdAt);
    const before = await timesOf(d.id);
    expect(before.activity).toBe(before.created);

    await tick();
    const first = await reply(bob, d.id, 'The rooftop at Post');
    expect(first.statusCode).toBe(201);
    const rows = await selectRows<{ at: string }>(
      await db(),
      sql`select created_at::text as at from discussion_reply where id = ${first.json().id}`,
    );
    const after = await timesOf(d.id);
    // Exactly the reply's time, to the microsecond; and a reply is not an edit.
    expect(after.activity).toBe(rows[0].at);
    expect(after.activity > before.activity).toBe(true);
    expect(after.updated).toBe(before.updated);
    expect(after.created).toBe(before.created);

    const opened = (await open(alice, d.id)).json();
    expect(opened.lastActivityAt).toBe(first.json().createdAt);
    expect(opened.lastActivityAt).not.toBe(d.createdAt);
    const listed = (await listOf(alice, '?limit=200')).find((c) => c.id === d.id);
    expect(listed?.lastActivityAt).toBe(first.json().createdAt);
  });

  it('never moves backwards', async () => {
    const later = new Date(Date.now() + 60_000);
    const d = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      lastActivityAt: later,
    });
    expect((await reply(bob, d.id)).statusCode).toBe(201);
    expect((await open(alice, d.id)).json().lastActivityAt).toBe(later.toISOString());
  });

  it('stays where it was when the reply is refused', async () => {
    const d = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      isLocked: true,
    });
    const before = await timesOf(d.id);
    await tick();
    expect((await reply(bob, d.id)).statusCode).toBe(403);
    expect(await timesOf(d.id)).toEqual(before);
  });
});

describe('GET /api/discussions?sort=', () => {
  const t = (minutes: number) => new Date(Date.UTC(2026, 1, 10, 9, minutes));
  let ids: Record<string, number>;

  beforeAll(async () => {
    await clearDiscussions();
    const at = async (title: string, created: number, activity: number, isPinned = false) =>
      (
        await insertDiscussion({
          authorId: alice.id,
          categoryId: general.id,
          title,
          isPinned,
          createdAt: t(created),
          lastActivityAt: t(activity),
        })
      ).id;
    // Inserted in this order, so ids rise: the tie-breaker within one instant is id, higher first.
    ids = {
      a: await at('A', 0, 50),
      b: await at('B', 10, 10),
      c: await at('C', 20, 50), // same activity as A
      d: await at('D', 20, 30), // started with C
      p1: await at('P1', 5, 60, true),
      p2: await at('P2', 15, 15, true),
    };
  });

  const order = async (query: string) => (await listOf(bob, query)).map((c) => c.title);

  it('orders by latest activity by default, pinned first, ties by id', async () => {
    const expected = ['P1', 'P2', 'C', 'A', 'D', 'B'];
    expect(await order('')).toEqual(expected);
    expect(await order('?sort=activity')).toEqual(expected);
  });

  it('orders newest first with sort=newest, pinned first, ties by id', async () => {
    expect(await order('?sort=newest')).toEqual(['P2', 'P1', 'D', 'C', 'B', 'A']);
  });

  it('gives every card its last activity', async () => {
    const cards = await listOf(bob, '?sort=newest');
    expect(Object.fromEntries(cards.map((c) => [c.title, c.lastActivityAt]))).toEqual({
      A: t(50).toISOString(),
      B: t(10).toISOString(),
      C: t(50).toISOString(),
      D: t(30).toISOString(),
      P1: t(60).toISOString(),
      P2: t(15).toISOString(),
    });
  });

  it.each([
    ['activity', ['P1', 'P2', 'C', 'A', 'D', 'B']],
    ['newest', ['P2', 'P1', 'D', 'C', 'B', 'A']],
  ])('pages sort=%s by cursor without gaps or repeats', async (sort, expected) => {
    const fetch = (url: string) => get(bob, url);
    for (const limit of [1, 2, 4]) {
      const { rows, pages } = await readAllPages<{ title: string }>(
        fetch,
        `/api/discussions?sort=${sort}&limit=${limit}`,
      );
      expect(rows.map((r) => r.title)).toEqual(expected);
      expect(pages).toBe(Math.ceil(6 / limit));
    }
    const first = await get(bob, `/api/discussions?sort=${sort}&limit=2`);
    expect(first.headers['x-total-count']).toBe('6');
    expect(first.headers.link).toMatch(
      new RegExp(`^</api/discussions\\?sort=${sort}&limit=2&cursor=[\\w-]+>; rel="next"$`),
    );
  });

  it('pages a category the same way', async () => {
    const { rows } = await readAllPages<{ title: string }>(
      (url) => get(bob, url),
      `/api/discussions?categoryId=${general.id}&sort=newest&limit=4`,
    );
    expect(rows.map((r) => r.title)).toEqual(['P2', 'P1', 'D', 'C', 'B', 'A']);
  });

  const cursorOf = async (query: string) => {
    const link = (await get(bob, `/api/discussions?${query}`)).headers.link as string;
    return /cursor=([\w-]+)>/.exec(link)![1];
  };

  it('refuses a cursor of one sort given with the other (400 naming cursor)', async () => {
    const activity = await cursorOf('sort=activity&limit=2');
    const newest = await cursorOf('sort=newest&limit=2');
    for (const query of [
      `sort=newest&limit=2&cursor=${activity}`,
      `sort=activity&limit=2&cursor=${newest}`,
      `limit=2&cursor=${newest}`,
    ]) {
      const res = await get(bob, `/api/discussions?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'cursor', message: 'Invalid cursor' }]);
    }
    // The right pairs go on.
    expect((await get(bob, `/api/discussions?limit=2&cursor=${activity}`)).statusCode).toBe(200);
    expect(
      (await get(bob, `/api/discussions?sort=newest&limit=2&cursor=${newest}`)).statusCode,
    ).toBe(200);
  });

  it('refuses a cursor from before sorts existed (no sort in it)', async () => {
    const old = Buffer.from(
      JSON.stringify({ pinned: 0, createdAt: '2026-02-10T09:20:00.000000Z', id: ids.c }),
    ).toString('base64url');
    const res = await get(bob, `/api/discussions?cursor=${old}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['cursor']);
  });

  it.each(['oldest', '', 'ACTIVITY', 'activity,newest'])(
    'refuses sort=%s with 400 naming sort',
    async (sort) => {
      const res = await get(bob, `/api/discussions?sort=${encodeURIComponent(sort)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'sort', message: 'sort must be one of: activity, newest' },
      ]);
    },
  );
});

describe('what is new to each member', () => {
  it('counts replies by others since each member last read it; opening clears them', async () => {
    await clearDiscussions();
    const d = await start(alice, 'Best CPA for a small firm?');
    await tick();
    expect((await open(bob, d.id)).statusCode).toBe(200);
    await tick();
    expect((await reply(carol, d.id, 'Ours is great')).statusCode).toBe(201);
    await tick();
    expect((await reply(carol, d.id, 'Ask for fixed fees')).statusCode).toBe(201);

    // The author read it when starting it; Bob when opening it; Carol by replying; Dave never.
    expect(await cardOf(alice, d.id)).toEqual({ newReplyCount: 2, isNew: false });
    expect(await cardOf(bob, d.id)).toEqual({ newReplyCount: 2, isNew: false });
    expect(await cardOf(carol, d.id)).toEqual({ newReplyCount: 0, isNew: false });
    expect(await cardOf(dave, d.id)).toEqual({ newReplyCount: 0, isNew: true });

    await tick();
    expect((await reply(bob, d.id, 'Thanks both')).statusCode).toBe(201);
    // Replying reads it: Bob's own reply and Carol's before it are not new to him.
    expect(await cardOf(bob, d.id)).toEqual({ newReplyCount: 0, isNew: false });
    expect(await cardOf(alice, d.id)).toEqual({ newReplyCount: 3, isNew: false });
    expect(await cardOf(carol, d.id)).toEqual({ newReplyCount: 1, isNew: false });
    expect(await cardOf(dave, d.id)).toEqual({ newReplyCount: 0, isNew: true });

    await tick();
    expect((await open(alice, d.id)).statusCode).toBe(200);
    expect((await open(dave, d.id)).statusCode).toBe(200);
    expect(await cardOf(alice, d.id)).toEqual({ newReplyCount: 0, isNew: false });
    expect(await cardOf(dave, d.id)).toEqual({ newReplyCount: 0, isNew: false });
    // Others' marks are their own.
    expect(await cardOf(carol, d.id)).toEqual({ newReplyCount: 1, isNew: false });
  });

  it('reads exact counts against the read mark, only replies after it and by others', async () => {
    await clearDiscussions();
    const store = await db();
    const t = anHourAgoPlus();
    const d = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      createdAt: t(0),
    });
    for (const [authorId, minute] of [
      [bob.id, 1],
      [carol.id, 2],
      [bob.id, 3],
      [alice.id, 4],
      [carol.id, 5],
    ] as const) {
      await insertReply({ discussionId: d.id, authorId, createdAt: t(minute) });
    }
    await store.insert(discussionReads).values([
      { discussionId: d.id, userId: alice.id, readAt: t(0) }, // before every reply
      { discussionId: d.id, userId: bob.id, readAt: t(2) }, // exactly at Carol's first
      { discussionId: d.id, userId: carol.id, readAt: t(5) }, // at her last
    ]);
    expect(await cardOf(alice, d.id)).toEqual({ newReplyCount: 4, isNew: false });
    expect(await cardOf(bob, d.id)).toEqual({ newReplyCount: 2, isNew: false });
    expect(await cardOf(carol, d.id)).toEqual({ newReplyCount: 0, isNew: false });
    // Never opened, not his, active an hour ago: new, with no count.
    expect(await cardOf(dave, d.id)).toEqual({ newReplyCount: 0, isNew: true });
    const card = (await listOf(bob)).find((c) => c.id === d.id);
    expect(card?.lastActivityAt).toBe(t(5).toISOString());
  });

  it('is new only to a member who never opened it, not its author, active within 7 days', async () => {
    await clearDiscussions();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const recent = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      title: 'Recent',
      createdAt: daysAgo(10),
      lastActivityAt: daysAgo(6.9),
    });
    const stale = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      title: 'Stale',
      createdAt: daysAgo(10),
      lastActivityAt: daysAgo(7.1),
    });
    const isNew = async (member: Member) =>
      Object.fromEntries((await listOf(member)).map((c) => [c.title, c.isNew]));
    // No read mark for the author here (written straight to the table): still not new to her.
    expect(await isNew(alice)).toEqual({ Recent: false, Stale: false });
    expect(await isNew(bob)).toEqual({ Recent: true, Stale: false });
    await open(bob, recent.id);
    await open(bob, stale.id);
    expect(await isNew(bob)).toEqual({ Recent: false, Stale: false });
    expect(await isNew(carol)).toEqual({ Recent: true, Stale: false });
  });

  it('keeps one read mark per member and discussion, never moving it back', async () => {
    await clearDiscussions();
    const d = await start(alice, 'Marks');
    await open(bob, d.id);
    const store = await db();
    const marks = () =>
      store
        .select({ userId: discussionReads.userId, readAt: discussionReads.readAt })
        .from(discussionReads)
        .where(eq(discussionReads.discussionId, d.id));
    expect((await marks()).map((m) => m.userId).sort()).toEqual([alice.id, bob.id].sort());
    const future = new Date(Date.now() + 3_600_000);
    await store
      .update(discussionReads)
      .set({ readAt: future })
      .where(eq(discussionReads.userId, bob.id));
    await open(bob, d.id);
    await reply(bob, d.id);
    const bobs = (await marks()).filter((m) => m.userId === bob.id);
    expect(bobs).toEqual([{ userId: bob.id, readAt: future }]);
  });

  it('rewrites no mark on a refetch with nothing newer, and moves it on a new reply', async () => {
    await clearDiscussions();
    const d = await start(alice, 'Refetched');
    expect((await open(bob, d.id)).statusCode).toBe(200);
    // The mark's text time and its row version (xmin): an update, even to the same
    // value, writes a new row version, so an unchanged xmin proves nothing was written.
    const markOf = async (member: Member) => {
      const [row] = await selectRows<{ at: string; version: string }>(
        await db(),
        sql`select read_at::text as at, xmin::text as version from discussion_read
          where discussion_id = ${d.id} and user_id = ${member.id}`,
      );
      return row;
    };
    const first = await markOf(bob);
    await tick();
    // The page's 20 s refetches: nothing happened in the thread since.
    expect((await open(bob, d.id)).statusCode).toBe(200);
    expect((await open(bob, d.id)).statusCode).toBe(200);
    expect(await markOf(bob)).toEqual(first);

    await tick();
    expect((await reply(carol, d.id)).statusCode).toBe(201);
    expect((await cardOf(bob, d.id)).newReplyCount).toBe(1);
    await tick();
    expect((await open(bob, d.id)).statusCode).toBe(200);
    const moved = await markOf(bob);
    expect(moved.at > first.at).toBe(true);
    expect(moved.version).not.toBe(first.version);
    expect((await cardOf(bob, d.id)).newReplyCount).toBe(0);
  });

  it('goes with the discussion when it is deleted', async () => {
    await clearDiscussions();
    const d = await start(alice, 'Gone soon');
    await open(bob, d.id);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/discussions/${d.id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(204);
    const left = await (await db())
      .select()
      .from(discussionReads)
      .where(eq(discussionReads.discussionId, d.id));
    expect(left).toEqual([]);
  });

  it('opening a discussion that does not exist writes no mark', async () => {
    const res = await open(bob, 999_999);
    expect(res.statusCode).toBe(404);
    const marks = await (await db())
      .select()
      .from(discussionReads)
      .where(eq(discussionReads.discussionId, 999_999));
    expect(marks).toEqual([]);
  });
});

describe('POST /api/discussions/read-all', () => {
  const readAll = (member: Member) =>
    app.inject({ method: 'POST', url: '/api/discussions/read-all', headers: member.headers });

  it("marks every discussion read for the member: only later replies by others are new, and discussions started later are new until opened; others' marks stay", async () => {
    await clearDiscussions();
    const store = await db();
    const t = anHourAgoPlus();
    const older = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      createdAt: t(0),
    });
    await insertReply({ discussionId: older.id, authorId: carol.id, createdAt: t(1) });
    // Bob's own mark on it is later than his "all read": the later of the two counts.
    const opened = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      createdAt: t(0),
    });
    await store
      .insert(discussionReads)
      .values({ discussionId: opened.id, userId: bob.id, readAt: t(50) });
    await insertReply({ discussionId: opened.id, authorId: carol.id, createdAt: t(40) });
    expect(await cardOf(bob, older.id)).toEqual({ newReplyCount: 0, isNew: true });

    const res = await readAll(bob);
    expect(res.statusCode, res.body).toBe(204);
    expect(await cardOf(bob, older.id)).toEqual({ newReplyCount: 0, isNew: false });
    expect(await cardOf(bob, opened.id)).toEqual({ newReplyCount: 0, isNew: false });
    // Dave did not mark anything: the discussion is still new to him.
    expect(await cardOf(dave, older.id)).toEqual({ newReplyCount: 0, isNew: true });

    await tick();
    // A reply by someone else after it is new; his own is not.
    expect((await reply(carol, older.id)).statusCode).toBe(201);
    expect((await reply(bob, opened.id)).statusCode).toBe(201);
    expect((await reply(carol, opened.id)).statusCode).toBe(201);
    expect(await cardOf(bob, older.id)).toEqual({ newReplyCount: 1, isNew: false });
    expect(await cardOf(bob, opened.id)).toEqual({ newReplyCount: 1, isNew: false });
    // A discussion started after it is new until he opens it.
    const later = await start(alice, 'Started after');
    expect(await cardOf(bob, later.id)).toEqual({ newReplyCount: 0, isNew: true });
    expect((await open(bob, later.id)).statusCode).toBe(200);
    expect(await cardOf(bob, later.id)).toEqual({ newReplyCount: 0, isNew: false });

    // Marking again moves it on; never back, and one row per member whatever the forum's size.
    await tick();
    expect((await readAll(bob)).statusCode).toBe(204);
    expect(await cardOf(bob, older.id)).toEqual({ newReplyCount: 0, isNew: false });
    const rows = await selectRows<{ n: number }>(
      store,
      sql`select count(*)::int as n from discussion_read_all where user_id = ${bob.id}`,
    );
    expect(rows[0].n).toBe(1);
  });

  it('is for members: a visitor gets 401 and nothing is written', async () => {
    const marks = async () =>
      selectRows<{ n: number }>(
        await db(),
        sql`select count(*)::int as n from discussion_read_all`,
      );
    const before = await marks();
    const res = await app.inject({ method: 'POST', url: '/api/discussions/read-all' });
    expect(res.statusCode).toBe(401);
    expect(await marks()).toEqual(before);
  });
});

describe('where the member left off (firstUnreadReplyId)', () => {
  const leftOff = async (member: Member, id: number) => {
    const res = await open(member, id);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { firstUnreadReplyId: number | null }).firstUnreadReplyId;
  };

  it("is the earliest reply by others since the member's mark as it was, null on a first reading and once read", async () => {
    await clearDiscussions();
    const t = anHourAgoPlus();
    const d = await insertDiscussion({
      authorId: alice.id,
      categoryId: general.id,
      createdAt: t(0),
    });
    await insertReply({ discussionId: d.id, authorId: bob.id, createdAt: t(1) });
    // Never read: a first reading starts at the top.
    expect(await leftOff(carol, d.id)).toBeNull();
    await (await db())
      .insert(discussionReads)
      .values({ discussionId: d.id, userId: alice.id, readAt: t(2) });
    const own = await insertReply({ discussionId: d.id, authorId: alice.id, createdAt: t(3) });
    const deleted = await insertReply({
      discussionId: d.id,
      authorId: bob.id,
      createdAt: t(4),
      content: '',
    });
    const first = await insertReply({ discussionId: d.id, authorId: carol.id, createdAt: t(5) });
    await insertReply({ discussionId: d.id, authorId: bob.id, createdAt: t(6) });
    expect([own.id, deleted.id]).not.toContain(first.id);
    // Her own reply and a deleted one are not where she left off.
    expect(await leftOff(alice, d.id)).toBe(first.id);
    // Opening marked it read: the next opening has nothing new.
    expect(await leftOff(alice, d.id)).toBeNull();
  });

  it("counts 'Mark all read' as a mark on discussions started before it", async () => {
    await clearDiscussions();
    const d = await start(alice, 'Before marking');
    await open(dave, d.id);
    expect((await reply(bob, d.id)).statusCode).toBe(201);
    await tick();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/discussions/read-all',
          headers: dave.headers,
        })
      ).statusCode,
    ).toBe(204);
    await tick();
    const after = await reply(bob, d.id);
    expect(after.statusCode).toBe(201);
    expect(await leftOff(dave, d.id)).toBe(after.json().id);
  });
});
