import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type DiscussionCategory,
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
import { insertCategories, insertDiscussion, insertReply, signUpFirstAdmin } from './test-fixtures';

// Reactions to discussions and replies (issue 37).

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let ann: Member;
let bob: Member;
let cat: Member;
let general: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpFirstAdmin(app);
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Ames' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  cat = await signUpMember(app, { firstName: 'Cat', lastName: 'Cole' });
  [general] = await insertCategories([{ name: 'General' }]);
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const call = (m: Member, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: m.headers });
const annsDiscussion = (title = 'Seed rounds') =>
  insertDiscussion({ authorId: ann.id, categoryId: general.id, title });
const bell = async (m: Member) => {
  await app.notifications.drain();
  return (await call(m, 'GET', '/api/notifications?unread=true')).json() as {
    type: string;
    title: string;
    count: number;
    actor: { id: string } | null;
    href: string;
  }[];
};
const readBell = async (m: Member) => {
  await app.notifications.drain();
  await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: m.headers });
};

describe('reacting to a discussion', () => {
  it('leaves, counts, shows the viewer theirs, and takes back', async () => {
    const d = await annsDiscussion();
    const url = `/api/discussions/${d.id}/reactions`;
    const first = await call(bob, 'PUT', `${url}/like`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      reactions: [{ reaction: 'like', count: 1 }],
      myReactions: ['like'],
    });
    // Leaving it twice changes nothing.
    expect((await call(bob, 'PUT', `${url}/like`)).json().reactions).toEqual([
      { reaction: 'like', count: 1 },
    ]);
    await call(cat, 'PUT', `${url}/funny`);
    const cats = await call(cat, 'PUT', `${url}/like`);
    // In the set's order, whatever order they came in.
    expect(cats.json()).toEqual({
      reactions: [
        { reaction: 'like', count: 2 },
        { reaction: 'funny', count: 1 },
      ],
      myReactions: ['like', 'funny'],
    });
    const opened = async (m: Member) =>
      (await call(m, 'GET', `/api/discussions/${d.id}`)).json() as {
        reactions: unknown;
        myReactions: string[];
      };
    expect(await opened(bob)).toMatchObject({
      reactions: [
        { reaction: 'like', count: 2 },
        { reaction: 'funny', count: 1 },
      ],
      myReactions: ['like'],
    });
    expect((await opened(ann)).myReactions).toEqual([]);
    // Taking back answers the counts as they now are; twice is harmless.
    expect((await call(bob, 'DELETE', `${url}/like`)).json()).toEqual({
      reactions: [
        { reaction: 'like', count: 1 },
        { reaction: 'funny', count: 1 },
      ],
      myReactions: [],
    });
    expect((await call(bob, 'DELETE', `${url}/like`)).statusCode).toBe(200);
    // The kept discussion moved with the reaction: bob sees it gone at once.
    expect(await opened(bob)).toMatchObject({ myReactions: [] });
    expect((await opened(cat)).reactions).toEqual([
      { reaction: 'like', count: 1 },
      { reaction: 'funny', count: 1 },
    ]);
  });

  it('refuses an unknown reaction, a bad id, a missing or hidden discussion, and a visitor', async () => {
    const d = await annsDiscussion();
    const unknown = await call(bob, 'PUT', `/api/discussions/${d.id}/reactions/thumbsup`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(
      'Choose one of: like, love, celebrate, insightful, funny',
    );
    for (const spelling of [
      'LIKE',
      '%F0%9F%91%8D',
      'like%00',
      'like%20',
      '__proto__',
      'x'.repeat(300),
    ]) {
      expect(
        (await call(bob, 'PUT', `/api/discussions/${d.id}/reactions/${spelling}`)).statusCode,
      ).toBe(400);
    }
    expect((await call(bob, 'PUT', `/api/discussions/abc/reactions/like`)).statusCode).toBe(400);
    const missing = await call(bob, 'PUT', '/api/discussions/999999/reactions/like');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Discussion not found');
    await (await db())
      .update(discussions)
      .set({ hiddenAt: new Date() })
      .where(eq(discussions.id, d.id));
    expect((await call(bob, 'PUT', `/api/discussions/${d.id}/reactions/like`)).statusCode).toBe(
      404,
    );
    expect((await call(bob, 'GET', `/api/discussions/${d.id}/reactions`)).statusCode).toBe(404);
    // Its author and staff still see it, and may react.
    expect((await call(ann, 'PUT', `/api/discussions/${d.id}/reactions/like`)).statusCode).toBe(
      200,
    );
    expect((await call(admin, 'PUT', `/api/discussions/${d.id}/reactions/love`)).statusCode).toBe(
      200,
    );
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/discussions/${d.id}/reactions/like`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('takes reactions in a locked discussion: a reaction is not a reply', async () => {
    const d = await insertDiscussion({ authorId: ann.id, categoryId: general.id, isLocked: true });
    expect(
      (await call(bob, 'PUT', `/api/discussions/${d.id}/reactions/insightful`)).statusCode,
    ).toBe(200);
  });
});

describe('the live hint of a reaction', () => {
  it("refetches every open copy of the discussion, for its own reactions and its replies'", async () => {
    const d = await annsDiscussion('Live reactions');
    const r = await insertReply({ discussionId: d.id, authorId: bob.id, content: 'Live' });
    const publish = vi.spyOn(app.live, 'publish');
    try {
      await call(bob, 'PUT', `/api/discussions/${d.id}/reactions/love`);
      await call(cat, 'PUT', `/api/discussions/${d.id}/replies/${r.id}/reactions/like`);
      await call(cat, 'DELETE', `/api/discussions/${d.id}/replies/${r.id}/reactions/like`);
      // Refused: nothing changed, nobody hears of it.
      await call(cat, 'PUT', `/api/discussions/999999/reactions/love`);
      await call(cat, 'PUT', `/api/discussions/${d.id}/reactions/shrug`);
      const hint = [{ everyone: true }, { type: 'reply', discussionId: d.id }];
      expect(publish.mock.calls).toEqual([hint, hint, hint]);
    } finally {
      publish.mockRestore();
    }
  });
});

describe('reacting to a reply', () => {
  it('counts per reply in the thread, with the viewer theirs, from one statement per page', async () => {
    const d = await annsDiscussion();
    const one = await insertReply({ discussionId: d.id, authorId: bob.id, content: 'One' });
    const two = await insertReply({ discussionId: d.id, authorId: cat.id, content: 'Two' });
    const base = `/api/discussions/${d.id}/replies`;
    const thread = async (m: Member) =>
      (await call(m, 'GET', base)).json() as {
        id: number;
        reactions: { reaction: string; count: number }[];
        myReactions: string[];
      }[];
    // Nobody reacted: the viewer's part costs nothing.
    await thread(ann);
    const quiet = await statementsOf(() => thread(ann));
    expect(quiet.statements).toHaveLength(WARM_SESSION_STATEMENTS);
    expect((await call(ann, 'PUT', `${base}/${one.id}/reactions/celebrate`)).json()).toEqual({
      reactions: [{ reaction: 'celebrate', count: 1 }],
      myReactions: ['celebrate'],
    });
    await call(cat, 'PUT', `${base}/${one.id}/reactions/celebrate`);
    await thread(ann);
    // Kept: the session and one statement for ann's own reactions on the page.
    const { result, statements } = await statementsOf(() => thread(ann));
    expect(statements).toHaveLength(WARM_SESSION_STATEMENTS + 1);
    expect(result.find((r) => r.id === one.id)).toMatchObject({
      reactions: [{ reaction: 'celebrate', count: 2 }],
      myReactions: ['celebrate'],
    });
    expect(result.find((r) => r.id === two.id)).toMatchObject({ reactions: [], myReactions: [] });
    expect((await thread(bob)).find((r) => r.id === one.id)?.myReactions).toEqual([]);
  });

  it('refuses a reply of another discussion, a tombstone and a hidden reply', async () => {
    const d = await annsDiscussion();
    const other = await annsDiscussion('Elsewhere');
    const r = await insertReply({ discussionId: other.id, authorId: bob.id });
    const wrong = await call(cat, 'PUT', `/api/discussions/${d.id}/replies/${r.id}/reactions/like`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Reply not found');
    const tomb = await insertReply({ discussionId: d.id, authorId: bob.id, content: '' });
    expect(
      (await call(cat, 'PUT', `/api/discussions/${d.id}/replies/${tomb.id}/reactions/like`))
        .statusCode,
    ).toBe(404);
    const hidden = await insertReply({ discussionId: d.id, authorId: bob.id });
    await (await db())
      .update(discussionReplies)
      .set({ hiddenAt: new Date() })
      .where(eq(discussionReplies.id, hidden.id));
    expect(
      (await call(cat, 'PUT', `/api/discussions/${d.id}/replies/${hidden.id}/reactions/like`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(bob, 'PUT', `/api/discussions/${d.id}/replies/${hidden.id}/reactions/like`))
        .statusCode,
    ).toBe(200);
  });

  it('goes with the reply: a deleted reply takes its reactions', async () => {
    const d = await annsDiscussion();
    const r = await insertReply({ discussionId: d.id, authorId: bob.id });
    await call(cat, 'PUT', `/api/discussions/${d.id}/replies/${r.id}/reactions/like`);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/discussions/${d.id}/replies/${r.id}`,
      headers: bob.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await call(cat, 'GET', `/api/discussions/${d.id}/replies/${r.id}/reactions`)).statusCode,
    ).toBe(404);
  });
});

describe('who reacted', () => {
  it('lists members newest first with their summary, one reaction or all, a page at a time', async () => {
    const d = await annsDiscussion();
    const url = `/api/discussions/${d.id}/reactions`;
    await call(bob, 'PUT', `${url}/like`);
    await call(cat, 'PUT', `${url}/like`);
    await call(cat, 'PUT', `${url}/love`);
    const all = await call(ann, 'GET', url);
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((e: { reaction: string; member: { firstName: string } }) => [
          e.reaction,
          e.member.firstName,
        ]),
    ).toEqual([
      ['love', 'Cat'],
      ['like', 'Cat'],
      ['like', 'Bob'],
    ]);
    expect(all.json()[0].member).toMatchObject({
      id: cat.id,
      lastName: 'Cole',
      profileImageUrl: null,
    });
    const likes = await call(ann, 'GET', `${url}?reaction=like&limit=1`);
    expect(likes.json().map((e: { member: { id: string } }) => e.member.id)).toEqual([cat.id]);
    const next = likes.headers.link as string;
    expect(next).toMatch(/rel="next"/);
    const page2 = await call(ann, 'GET', next.slice(1, next.indexOf('>')));
    expect(page2.json().map((e: { member: { id: string } }) => e.member.id)).toEqual([bob.id]);
    expect(page2.headers.link).toBeUndefined();
    expect((await call(ann, 'GET', `${url}?cursor=bm9wZQ`)).statusCode).toBe(400);
    expect((await call(ann, 'GET', `${url}?reaction=nope`)).statusCode).toBe(400);
    expect((await call(ann, 'GET', `${url}?limit=0`)).statusCode).toBe(400);
  });
});

describe('the author hears of it', () => {
  it("collapses a post's burst, names no one twice, and skips the author's own", async () => {
    await readBell(ann);
    const d = await annsDiscussion('Hiring in Houston');
    const url = `/api/discussions/${d.id}/reactions`;
    await call(ann, 'PUT', `${url}/like`);
    expect(await bell(ann)).toEqual([]);
    await call(bob, 'PUT', `${url}/like`);
    // A second kind from bob is not news.
    await call(bob, 'PUT', `${url}/love`);
    let [entry, ...rest] = await bell(ann);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      type: 'reaction',
      title: 'Hiring in Houston',
      count: 1,
      actor: { id: bob.id },
      href: `/discussions/${d.id}`,
    });
    await call(cat, 'PUT', `${url}/celebrate`);
    [entry, ...rest] = await bell(ann);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ type: 'reaction', count: 2, actor: { id: cat.id } });
    // A reply's reaction is an entry of its own, opening at the reply.
    const r = await insertReply({ discussionId: d.id, authorId: ann.id, content: 'Thanks all' });
    await call(bob, 'PUT', `/api/discussions/${d.id}/replies/${r.id}/reactions/like`);
    const entries = await bell(ann);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      type: 'reaction',
      count: 1,
      href: `/discussions/${d.id}#reply-${r.id}`,
    });
  });

  it('says nothing of a reaction taken back before the fan-out ran', async () => {
    await readBell(ann);
    const d = await annsDiscussion();
    await call(bob, 'PUT', `/api/discussions/${d.id}/reactions/funny`);
    await call(bob, 'DELETE', `/api/discussions/${d.id}/reactions/funny`);
    expect(await bell(ann)).toEqual([]);
  });
});
