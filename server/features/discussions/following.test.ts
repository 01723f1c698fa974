import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentionToken } from '../../../shared/mentions';
import {
  type DiscussionCategory,
  discussionCategories,
  discussionSubscriptions,
  discussions,
} from '../../../shared/schema/discussions';
import {
  createTestApp,
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
} from '../../test/harness';
import { insertCategories, insertDiscussion, signUpFirstAdmin } from './test-fixtures';

// Following, muting and watching (issue 37, decision 062).

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let ann: Member;
let bob: Member;
let cat: Member;
let dan: Member;
let general: DiscussionCategory;
let events: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpFirstAdmin(app);
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Ames' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  cat = await signUpMember(app, { firstName: 'Cat', lastName: 'Cole' });
  dan = await signUpMember(app, { firstName: 'Dan', lastName: 'Dunn' });
  [general, events] = await insertCategories([{ name: 'General' }, { name: 'Events' }]);
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const call = (
  m: Member,
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: m.headers, payload });
const annsDiscussion = (title: string) =>
  insertDiscussion({ authorId: ann.id, categoryId: general.id, title });
const level = async (m: Member, id: number) =>
  (await call(m, 'GET', `/api/discussions/${id}`)).json().subscription as string;
const setLevel = (m: Member, id: number, to: string) =>
  call(m, 'PUT', `/api/discussions/${id}/subscription`, { level: to });
const mention = (m: Member, name: string) => mentionToken(name, m.id);
const reply = async (m: Member, id: number, content: string, parentReplyId?: number) => {
  const res = await call(m, 'POST', `/api/discussions/${id}/replies`, { content, parentReplyId });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};
type Entry = { type: string; title: string; count: number; actor: { id: string } | null };
const bell = async (m: Member) => {
  await app.notifications.drain();
  return (await call(m, 'GET', '/api/notifications?unread=true')).json() as Entry[];
};
const aboutDiscussion = async (m: Member, title: string) =>
  (await bell(m)).filter((e) => e.title === title);

describe('the level a member has in a discussion', () => {
  it('is following for its author and normal for others, until they choose', async () => {
    const d = await annsDiscussion('Levels');
    expect(await level(ann, d.id)).toBe('following');
    expect(await level(bob, d.id)).toBe('normal');
    const set = await setLevel(bob, d.id, 'following');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ level: 'following' });
    expect(await level(bob, d.id)).toBe('following');
    expect((await setLevel(ann, d.id, 'muted')).json()).toEqual({ level: 'muted' });
    expect(await level(ann, d.id)).toBe('muted');
    // Another member's choice is theirs alone.
    expect(await level(cat, d.id)).toBe('normal');
  });

  it('follows a discussion for whoever replies, unless they chose before', async () => {
    const d = await annsDiscussion('Replying follows');
    await reply(bob, d.id, 'Count me in');
    expect(await level(bob, d.id)).toBe('following');
    await setLevel(cat, d.id, 'muted');
    await reply(cat, d.id, 'Quietly');
    expect(await level(cat, d.id)).toBe('muted');
    await setLevel(dan, d.id, 'normal');
    await reply(dan, d.id, 'Once');
    expect(await level(dan, d.id)).toBe('normal');
  });

  it('opens a discussion in as many statements as before', async () => {
    const d = await annsDiscussion('Statements');
    await call(bob, 'GET', `/api/discussions/${d.id}`);
    const { statements } = await statementsOf(() => call(bob, 'GET', `/api/discussions/${d.id}`));
    // The level rides in the statement that counts the view and reads the viewer's own.
    const reading = statements.filter((s) => s.includes('discussion_subscription'));
    expect(reading).toHaveLength(1);
    expect(reading[0]).toContain('discussion_view');
  });

  it('refuses an unknown level, a bad id, a missing or hidden discussion, and a visitor', async () => {
    const d = await annsDiscussion('Refusals');
    for (const body of [{ level: 'watching' }, { level: 'FOLLOWING' }, {}, { level: ['muted'] }]) {
      const res = await call(bob, 'PUT', `/api/discussions/${d.id}/subscription`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Level must be following, normal or muted');
    }
    expect((await setLevel(bob, Number.NaN, 'muted')).statusCode).toBe(400);
    expect(
      (await call(bob, 'PUT', '/api/discussions/0x1/subscription', { level: 'muted' })).statusCode,
    ).toBe(400);
    const missing = await setLevel(bob, 999999, 'muted');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Discussion not found');
    await (await db())
      .update(discussions)
      .set({ hiddenAt: new Date() })
      .where(eq(discussions.id, d.id));
    expect((await setLevel(bob, d.id, 'following')).statusCode).toBe(404);
    expect(await level(admin, d.id)).toBe('normal');
    // Its author still may: they see it, marked.
    expect((await setLevel(ann, d.id, 'normal')).statusCode).toBe(200);
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/discussions/${d.id}/subscription`,
      payload: { level: 'muted' },
    });
    expect(visitor.statusCode).toBe(401);
    // Nothing refused was written: only ann's own choice is on record.
    const rows = await (await db())
      .select({ userId: discussionSubscriptions.userId })
      .from(discussionSubscriptions)
      .where(eq(discussionSubscriptions.discussionId, d.id));
    expect(rows).toEqual([{ userId: ann.id }]);
  });
});

describe('who hears of a new reply', () => {
  it('tells followers, once per burst, and the author as before', async () => {
    const title = 'Followed replies';
    const d = await annsDiscussion(title);
    await reply(bob, d.id, 'First');
    // Who hears of a reply is read when the fan-out runs: dan follows from the next one.
    await app.notifications.drain();
    await setLevel(dan, d.id, 'following');
    await reply(cat, d.id, 'Second');
    await reply(ann, d.id, 'Third');
    const bobs = await aboutDiscussion(bob, title);
    expect(bobs).toEqual([
      expect.objectContaining({
        type: 'followed_reply',
        count: 2,
        actor: expect.objectContaining({ id: ann.id }),
      }),
    ]);
    expect(await aboutDiscussion(dan, title)).toEqual([
      expect.objectContaining({ type: 'followed_reply', count: 2 }),
    ]);
    // The author hears of others' replies as the author, not as a follower.
    expect((await aboutDiscussion(ann, title)).map((e) => [e.type, e.count])).toEqual([
      ['discussion_reply', 2],
    ]);
    // Nobody hears of their own reply: cat replied after bob, so bob is the only actor she hears of.
    expect((await aboutDiscussion(cat, title)).map((e) => e.type)).toEqual(['followed_reply']);
  });

  it('tells a muted member nothing, mentions included, and an unfollowing author only what is theirs', async () => {
    const title = 'Muted and unfollowed';
    const d = await annsDiscussion(title);
    await setLevel(cat, d.id, 'muted');
    await setLevel(ann, d.id, 'normal');
    const bobs = await reply(bob, d.id, `Hello ${mention(cat, 'Cat Cole')}`);
    expect(await aboutDiscussion(cat, title)).toEqual([]);
    // Ann no longer follows her own discussion: a reply to the discussion is not news to her...
    expect(await aboutDiscussion(ann, title)).toEqual([]);
    // ...but a reply to her reply is.
    const anns = await reply(ann, d.id, 'Thanks', bobs.id);
    await reply(dan, d.id, 'Agreed', anns.id);
    expect((await aboutDiscussion(ann, title)).map((e) => e.type)).toEqual(['reply_reply']);
    // And muting silences what is hers too.
    await setLevel(ann, d.id, 'muted');
    await reply(bob, d.id, 'Still here', anns.id);
    await call(bob, 'PUT', `/api/discussions/${d.id}/reactions/like`);
    expect((await aboutDiscussion(ann, title)).map((e) => [e.type, e.count])).toEqual([
      ['reply_reply', 1],
    ]);
  });
});

describe('watching a category', () => {
  it('tells watchers of each new discussion in it, and stops when they stop', async () => {
    const watch = await call(bob, 'PUT', `/api/discussion-categories/${events.id}/watch`);
    expect(watch.statusCode).toBe(200);
    expect(watch.json()).toEqual({ categoryId: events.id, watching: true });
    // Twice changes nothing.
    expect(
      (await call(bob, 'PUT', `/api/discussion-categories/${events.id}/watch`)).statusCode,
    ).toBe(200);
    await call(cat, 'PUT', `/api/discussion-categories/${events.id}/watch`);
    await call(ann, 'PUT', `/api/discussion-categories/${events.id}/watch`);
    expect((await call(bob, 'GET', '/api/discussion-categories/watched')).json()).toEqual({
      categoryIds: [events.id],
    });
    expect((await call(dan, 'GET', '/api/discussion-categories/watched')).json()).toEqual({
      categoryIds: [],
    });
    const started = await call(ann, 'POST', '/api/discussions', {
      title: 'Mixer on Friday',
      content: `Who is coming, ${mention(cat, 'Cat Cole')}?`,
      categoryId: events.id,
    });
    expect(started.statusCode).toBe(201);
    expect(await aboutDiscussion(bob, 'Mixer on Friday')).toEqual([
      expect.objectContaining({
        type: 'category_discussion',
        actor: expect.objectContaining({ id: ann.id }),
        count: 1,
      }),
    ]);
    // A mention says more than a watch: one entry, the mention. The author hears nothing.
    expect((await aboutDiscussion(cat, 'Mixer on Friday')).map((e) => e.type)).toEqual(['mention']);
    expect(await aboutDiscussion(ann, 'Mixer on Friday')).toEqual([]);
    // Another category is not watched.
    await call(ann, 'POST', '/api/discussions', {
      title: 'Elsewhere',
      content: 'Not events',
      categoryId: general.id,
    });
    expect(await aboutDiscussion(bob, 'Elsewhere')).toEqual([]);
    const stop = await call(bob, 'DELETE', `/api/discussion-categories/${events.id}/watch`);
    expect(stop.json()).toEqual({ categoryId: events.id, watching: false });
    const second = await call(ann, 'POST', '/api/discussions', {
      title: 'Second mixer',
      content: 'Again',
      categoryId: events.id,
    });
    expect(second.statusCode).toBe(201);
    expect(await aboutDiscussion(bob, 'Second mixer')).toEqual([]);
    expect((await aboutDiscussion(cat, 'Second mixer')).map((e) => e.type)).toEqual([
      'category_discussion',
    ]);
  });

  it('refuses a missing or archived category, a bad id, and a visitor', async () => {
    const missing = await call(bob, 'PUT', '/api/discussion-categories/999999/watch');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Category not found');
    expect((await call(bob, 'PUT', '/api/discussion-categories/abc/watch')).statusCode).toBe(400);
    expect((await call(bob, 'PUT', '/api/discussion-categories/-1/watch')).statusCode).toBe(400);
    const [old] = await insertCategories([{ name: 'Old news' }]);
    await call(dan, 'PUT', `/api/discussion-categories/${old.id}/watch`);
    await (await db())
      .update(discussionCategories)
      .set({ archivedAt: new Date() })
      .where(eq(discussionCategories.id, old.id));
    expect((await call(bob, 'PUT', `/api/discussion-categories/${old.id}/watch`)).statusCode).toBe(
      404,
    );
    // Stopping is always allowed.
    expect(
      (await call(dan, 'DELETE', `/api/discussion-categories/${old.id}/watch`)).json(),
    ).toEqual({
      categoryId: old.id,
      watching: false,
    });
    const visitor = await app.inject({
      method: 'PUT',
      url: `/api/discussion-categories/${events.id}/watch`,
    });
    // The refused watch wrote nothing: bob watches no archived category.
    expect(
      (await call(bob, 'GET', '/api/discussion-categories/watched')).json().categoryIds,
    ).not.toContain(old.id);
    expect(visitor.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/discussion-categories/watched' })).statusCode,
    ).toBe(401);
  });
});
