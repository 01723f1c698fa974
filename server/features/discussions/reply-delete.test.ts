import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DiscussionCategory,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { insertCategories, insertDiscussion, insertReply, signUpFirstAdmin } from './test-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let alice: Member;
let bob: Member;
let carol: Member;
let general: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  await signUpFirstAdmin(app);
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  carol = await signUpMember(app, { firstName: 'Carol', lastName: 'Chen' });
  [general] = await insertCategories([{ name: 'General' }]);
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));

/** Alice's discussion, started at 10:00. */
const newDiscussion = () =>
  insertDiscussion({ authorId: alice.id, categoryId: general.id, createdAt: at(0) });
const reply = (
  discussionId: number,
  author: Member,
  minute: number,
  parentReplyId: number | null = null,
) =>
  insertReply({
    discussionId,
    authorId: author.id,
    content: `By ${author.id} at ${minute}`,
    parentReplyId,
    createdAt: at(minute),
  });

const remove = (member: Member, discussionId: number | string, replyId: number | string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/discussions/${discussionId}/replies/${replyId}`,
    headers: member.headers,
  });
const thread = async (viewer: Member, discussionId: number) => {
  const res = await app.inject({
    url: `/api/discussions/${discussionId}/replies`,
    headers: viewer.headers,
  });
  expect(res.statusCode).toBe(200);
  return { total: res.headers['x-total-count'], replies: res.json() };
};
const detail = async (viewer: Member, discussionId: number) =>
  (
    await app.inject({ url: `/api/discussions/${discussionId}`, headers: viewer.headers })
  ).json() as { replyCount: number; lastActivityAt: string };
const listed = async (viewer: Member, discussionId: number) => {
  const res = await app.inject({ url: '/api/discussions', headers: viewer.headers });
  return res.json().find((d: { id: number }) => d.id === discussionId) as {
    replyCount: number;
    newReplyCount: number;
    lastActivityAt: string;
  };
};
const rowsOf = async (discussionId: number) =>
  (await db())
    .select({
      id: discussionReplies.id,
      content: discussionReplies.content,
      parentReplyId: discussionReplies.parentReplyId,
    })
    .from(discussionReplies)
    .where(eq(discussionReplies.discussionId, discussionId))
    .orderBy(discussionReplies.id);
const lastActivity = async (discussionId: number) =>
  (
    await (
      await db()
    )
      .select({ at: discussions.lastActivityAt })
      .from(discussions)
      .where(eq(discussions.id, discussionId))
  )[0].at.toISOString();

describe('DELETE /api/discussions/:id/replies/:replyId', () => {
  it('removes your own unanswered reply: 204, gone from the thread, counts and last activity follow', async () => {
    const d = await newDiscussion();
    const first = await reply(d.id, bob, 5);
    const latest = await reply(d.id, bob, 9);
    expect(await lastActivity(d.id)).toBe(at(9).toISOString());

    const res = await remove(bob, d.id, latest.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await thread(carol, d.id);
    expect(after.total).toBe('1');
    expect(after.replies.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect((await detail(carol, d.id)).replyCount).toBe(1);
    // The latest remaining reply is the discussion's last activity again.
    expect(await lastActivity(d.id)).toBe(at(5).toISOString());
    expect(await listed(carol, d.id)).toMatchObject({
      replyCount: 1,
      lastActivityAt: at(5).toISOString(),
    });
  });

  it('moves last activity back to the start when the only reply goes', async () => {
    const d = await newDiscussion();
    const only = await reply(d.id, bob, 7);
    expect((await remove(bob, d.id, only.id)).statusCode).toBe(204);
    expect(await rowsOf(d.id)).toEqual([]);
    expect(await lastActivity(d.id)).toBe(at(0).toISOString());
    expect((await detail(carol, d.id)).replyCount).toBe(0);
  });

  it('keeps a reply that has answers as a tombstone, its answers in place', async () => {
    const d = await newDiscussion();
    const asked = await reply(d.id, bob, 5);
    const answer = await reply(d.id, carol, 6, asked.id);
    const later = await reply(d.id, alice, 8);

    expect((await remove(bob, d.id, asked.id)).statusCode).toBe(204);

    const { total, replies } = await thread(carol, d.id);
    // The thread still lists the tombstone, so the answer keeps its place under it.
    expect(total).toBe('3');
    expect(replies.map((r: { id: number }) => r.id)).toEqual([asked.id, answer.id, later.id]);
    expect(replies[0]).toEqual({
      id: asked.id,
      discussionId: d.id,
      authorId: bob.id,
      content: '[deleted]',
      parentReplyId: null,
      createdAt: at(5).toISOString(),
      updatedAt: expect.any(String),
      editedAt: null,
      author: expect.objectContaining({ id: bob.id, firstName: 'Bob', lastName: 'Brown' }),
      isDeleted: true,
      // Carol reads Bob's tombstone: not hers, and nothing earlier to show.
      mine: false,
      canEdit: false,
      canDelete: false,
      canUnhide: false,
      canSeeEarlierVersions: false,
      deleteNeedsReason: false,
      hidden: false,
      canReport: false,
      reactions: [],
      myReactions: [],
    });
    expect(replies[1]).toMatchObject({
      id: answer.id,
      parentReplyId: asked.id,
      content: `By ${carol.id} at 6`,
      isDeleted: false,
    });
    // Nobody acts on a tombstone, its author included.
    const byBob = (await thread(bob, d.id)).replies[0];
    expect([byBob.isDeleted, byBob.canDelete, byBob.canEdit]).toEqual([true, false, false]);
    // What was written is gone from the database, not just from the answer.
    expect((await rowsOf(d.id)).find((r) => r.id === asked.id)?.content).toBe('');

    // The count is of replies members can read; the last activity is the latest of those.
    expect((await detail(carol, d.id)).replyCount).toBe(2);
    expect(await lastActivity(d.id)).toBe(at(8).toISOString());
  });

  it('counts a tombstone as nothing new to read', async () => {
    const d = await newDiscussion();
    await app.inject({ url: `/api/discussions/${d.id}`, headers: alice.headers });
    // Alice read it at "now"; replies written later than that are new to her.
    const future = (minute: number) => new Date(Date.now() + 60_000 * minute);
    const asked = await insertReply({
      discussionId: d.id,
      authorId: bob.id,
      content: 'Question',
      createdAt: future(1),
    });
    await insertReply({
      discussionId: d.id,
      authorId: carol.id,
      content: 'Answer',
      parentReplyId: asked.id,
      createdAt: future(2),
    });
    expect(await listed(alice, d.id)).toMatchObject({ replyCount: 2, newReplyCount: 2 });
    expect((await remove(bob, d.id, asked.id)).statusCode).toBe(204);
    expect(await listed(alice, d.id)).toMatchObject({ replyCount: 1, newReplyCount: 1 });
  });

  it('removes a tombstone once its last answer is deleted, up the thread', async () => {
    const d = await newDiscussion();
    const top = await reply(d.id, bob, 5);
    const middle = await reply(d.id, carol, 6, top.id);
    const leaf = await reply(d.id, alice, 7, middle.id);
    const kept = await reply(d.id, carol, 8);

    expect((await remove(bob, d.id, top.id)).statusCode).toBe(204);
    expect((await remove(carol, d.id, middle.id)).statusCode).toBe(204);
    expect((await rowsOf(d.id)).map((r) => [r.id, r.content === ''])).toEqual([
      [top.id, true],
      [middle.id, true],
      [leaf.id, false],
      [kept.id, false],
    ]);
    expect((await detail(carol, d.id)).replyCount).toBe(2);

    // The leaf was all the two tombstones held in place: all three go.
    expect((await remove(alice, d.id, leaf.id)).statusCode).toBe(204);
    expect((await rowsOf(d.id)).map((r) => r.id)).toEqual([kept.id]);
    const after = await thread(carol, d.id);
    expect(after.total).toBe('1');
    expect((await detail(carol, d.id)).replyCount).toBe(1);
    expect(await lastActivity(d.id)).toBe(at(8).toISOString());
  });

  it('keeps a tombstone that still holds another answer', async () => {
    const d = await newDiscussion();
    const top = await reply(d.id, bob, 5);
    const one = await reply(d.id, carol, 6, top.id);
    const two = await reply(d.id, alice, 7, top.id);
    expect((await remove(bob, d.id, top.id)).statusCode).toBe(204);
    expect((await remove(carol, d.id, one.id)).statusCode).toBe(204);
    expect((await rowsOf(d.id)).map((r) => [r.id, r.content === ''])).toEqual([
      [top.id, true],
      [two.id, false],
    ]);
    expect((await detail(carol, d.id)).replyCount).toBe(1);
  });

  it("refuses another member's reply with 403 and changes nothing", async () => {
    const d = await newDiscussion();
    const bobs = await reply(d.id, bob, 5);
    const before = await rowsOf(d.id);
    // Not even the discussion's author deletes someone else's reply.
    for (const member of [carol, alice]) {
      const res = await remove(member, d.id, bobs.id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only delete your own replies' });
    }
    expect(await rowsOf(d.id)).toEqual(before);
    expect(await lastActivity(d.id)).toBe(at(5).toISOString());
  });

  it('tells the author they may edit and delete their reply, and others neither', async () => {
    const d = await newDiscussion();
    await reply(d.id, bob, 5);
    const permissionsAs = async (viewer: Member) => {
      const [r] = (await thread(viewer, d.id)).replies;
      return [r.canDelete, r.canEdit, r.isDeleted];
    };
    expect(await permissionsAs(bob)).toEqual([true, true, false]);
    expect(await permissionsAs(alice)).toEqual([false, false, false]);
  });

  it('answers 404 for a reply that is not in the discussion, is gone, or is a tombstone', async () => {
    const d = await newDiscussion();
    const other = await newDiscussion();
    const elsewhere = await reply(other.id, bob, 5);
    const asked = await reply(d.id, bob, 6);
    await reply(d.id, carol, 7, asked.id);
    const leaf = await reply(d.id, bob, 8);
    expect((await remove(bob, d.id, asked.id)).statusCode).toBe(204);
    expect((await remove(bob, d.id, leaf.id)).statusCode).toBe(204);

    for (const replyId of [elsewhere.id, leaf.id, asked.id, 2_147_483_647]) {
      const res = await remove(bob, d.id, replyId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Reply not found' });
    }
    expect((await rowsOf(other.id)).map((r) => r.id)).toEqual([elsewhere.id]);
  });

  it('answers 404 for a discussion that does not exist', async () => {
    const res = await remove(bob, 2_147_483_647, 1);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Discussion not found' });
  });

  it.each([
    ['abc', '1', 'id'],
    ['1', 'abc', 'replyId'],
    ['1', '0', 'replyId'],
    ['1', '2147483648', 'replyId'],
  ])('rejects /%s/replies/%s with 400 naming %s, deleting nothing', async (id, replyId, path) => {
    await reply((await newDiscussion()).id, bob, 1);
    // Every reply of every discussion: the refused path names none of them for sure.
    const everyReply = async () =>
      (await db()).select().from(discussionReplies).orderBy(asc(discussionReplies.id));
    const before = await everyReply();
    expect(before.length).toBeGreaterThan(0);
    const res = await remove(bob, id, replyId);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    expect(await everyReply()).toEqual(before);
  });

  it('refuses an answer to a tombstone with 400 naming parentReplyId', async () => {
    const d = await newDiscussion();
    const asked = await reply(d.id, bob, 5);
    await reply(d.id, carol, 6, asked.id);
    expect((await remove(bob, d.id, asked.id)).statusCode).toBe(204);
    const res = await app.inject({
      method: 'POST',
      url: `/api/discussions/${d.id}/replies`,
      headers: alice.headers,
      payload: { content: 'Too late', parentReplyId: asked.id },
    });
    expect(res.statusCode).toBe(400);
    const message = 'The reply you are answering was deleted';
    expect(res.json()).toEqual({ message, issues: [{ path: 'parentReplyId', message }] });
    expect(await rowsOf(d.id)).toHaveLength(2);
  });

  it('goes with its discussion: deleting the discussion removes tombstones too', async () => {
    const d = (
      await app.inject({
        method: 'POST',
        url: '/api/discussions',
        headers: alice.headers,
        payload: { title: 'Short-lived', content: 'Soon gone', categoryId: general.id },
      })
    ).json();
    const asked = await reply(d.id, bob, 5);
    await reply(d.id, carol, 6, asked.id);
    expect((await remove(bob, d.id, asked.id)).statusCode).toBe(204);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/discussions/${d.id}`,
      headers: alice.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await rowsOf(d.id)).toEqual([]);
  });
});
