import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONVERSATION_MEMBERS, TOO_MANY_MEMBERS } from '../../../shared/contracts/messages';
import { conversationMembers, conversations, messages } from '../../../shared/schema/messages';
import {
  createTestApp,
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
  WARM_SESSION_STATEMENTS,
} from '../../test/harness';

// Group conversations (issue 37, decision 064): up to 20 members, people added later see
// from when they joined, members leave and name a group, each member's unread is their own.

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let ann: Member;
let bob: Member;
let cy: Member;
let dee: Member;
let eve: Member;

beforeAll(async () => {
  app = await createTestApp();
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Diaz' });
  cy = await signUpMember(app, { firstName: 'Cy', lastName: 'Park' });
  dee = await signUpMember(app, { firstName: 'Dee', lastName: 'Ng' });
  eve = await signUpMember(app, { firstName: 'Eve', lastName: 'Stone' });
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (m: Member, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: m.headers, payload });
const unread = async (m: Member) =>
  (await call(m, 'GET', '/api/messages/unread-count')).json().count as number;
const inbox = async (m: Member) =>
  (await call(m, 'GET', '/api/messages?limit=100')).json() as {
    id: number;
    name: string | null;
    isGroup: boolean;
    unreadCount: number;
    lastMessage: string;
    members: { id: string }[];
  }[];
const rowOf = async (m: Member, threadId: number) =>
  (await inbox(m)).find((row) => row.id === threadId);
const thread = (m: Member, threadId: number) => call(m, 'GET', `/api/messages/threads/${threadId}`);
const contents = async (m: Member, threadId: number) =>
  ((await thread(m, threadId)).json().messages as { content: string }[]).map((x) => x.content);
const say = (m: Member, threadId: number, content: string) =>
  call(m, 'POST', `/api/messages/threads/${threadId}/replies`, { content });

/** Ann starts a group with the given members; its thread id. */
async function group(members: Member[], name: string | null = 'Founders circle') {
  const res = await call(ann, 'POST', '/api/messages', {
    recipientIds: members.map((m) => m.id),
    name,
    content: 'Welcome, all',
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ recipientId: null, mine: true, senderId: ann.id });
  return res.json().threadId as number;
}

const rowCounts = async () => {
  const { db } = await testDatabase();
  const [c] = await db.select({ n: count() }).from(conversations);
  const [m] = await db.select({ n: count() }).from(conversationMembers);
  const [x] = await db.select({ n: count() }).from(messages);
  return { conversations: c.n, members: m.n, messages: x.n };
};

describe('group conversations', () => {
  it('starts a named group: every member has it, with their own unread count', async () => {
    const before = { bob: await unread(bob), cy: await unread(cy) };
    const id = await group([bob, cy]);
    expect(await rowOf(bob, id)).toMatchObject({
      name: 'Founders circle',
      isGroup: true,
      unreadCount: 1,
      lastMessage: 'Welcome, all',
    });
    const ids = (await rowOf(bob, id))?.members.map((m) => m.id);
    expect(ids?.sort()).toEqual([ann.id, cy.id].sort());
    expect(await unread(bob)).toBe(before.bob + 1);
    expect(await unread(cy)).toBe(before.cy + 1);

    // Bob reads it: his count goes, Cy's stays; Ann's message is read once both have.
    const bobs = await thread(bob, id);
    expect(bobs.json().thread).toMatchObject({
      id,
      name: 'Founders circle',
      isGroup: true,
    });
    // The read that marks it answers it as it was (new to Bob), the next one as read.
    expect(bobs.json().messages[0]).toMatchObject({
      content: 'Welcome, all',
      recipientId: null,
      isRead: false,
      sender: { id: ann.id, firstName: 'Ann' },
    });
    expect((await thread(bob, id)).json().messages[0].isRead).toBe(true);
    expect(await unread(bob)).toBe(before.bob);
    expect(await unread(cy)).toBe(before.cy + 1);
    const annSees = async () => (await thread(ann, id)).json().messages[0].isRead;
    expect(await annSees()).toBe(false);
    await thread(cy, id);
    expect(await annSees()).toBe(true);

    // Bob answers: both others hear of it; each sees who wrote.
    expect((await say(bob, id, 'Glad to be here')).statusCode).toBe(201);
    expect((await rowOf(ann, id))?.unreadCount).toBe(1);
    expect((await rowOf(cy, id))?.unreadCount).toBe(1);
    const seen = (await thread(cy, id)).json().messages as { sender: { id: string } }[];
    expect(seen.map((x) => x.sender.id)).toEqual([ann.id, bob.id]);
  });

  it('notifies every other member of a message, and mentions reach no one outside', async () => {
    const id = await group([bob, cy]);
    await say(bob, id, `Ask @[Eve Stone](${eve.id}) too?`);
    await app.notifications.drain();
    // One entry per member and conversation, from whoever wrote last; never one's own.
    const bell = async (m: Member) =>
      (
        (await call(m, 'GET', '/api/notifications?unread=true')).json() as {
          type: string;
          href: string;
          actor: { id: string } | null;
        }[]
      )
        .filter((n) => n.href === `/messages/${id}`)
        .map((n) => [n.type, n.actor?.id]);
    expect(await bell(ann)).toEqual([['message', bob.id]]);
    expect(await bell(cy)).toEqual([['message', bob.id]]);
    expect(await bell(bob)).toEqual([['message', ann.id]]);
    expect(await bell(eve)).toEqual([]);
  });

  it('shows people added later only what is said from then on', async () => {
    const id = await group([bob, cy]);
    const before = (await thread(ann, id)).json().messages[0].id as number;
    const added = await call(ann, 'POST', `/api/messages/threads/${id}/members`, {
      userIds: [dee.id, bob.id],
    });
    expect(added.statusCode).toBe(200);
    // The ones added come after those who were there.
    const ids = added.json().members.map((m: { id: string }) => m.id);
    expect(ids.slice(0, 2).sort()).toEqual([bob.id, cy.id].sort());
    expect(ids[2]).toBe(dee.id);
    // In Dee's inbox at once, with nothing to read yet; Dee hears who added them (Bob,
    // already in it, hears nothing); opening the conversation reads the entry.
    expect(await rowOf(dee, id)).toMatchObject({ unreadCount: 0, lastMessage: '' });
    await app.notifications.drain();
    const addedNotices = async (m: Member) =>
      (
        (await call(m, 'GET', '/api/notifications?unread=true')).json() as {
          type: string;
          href: string;
          actor: { id: string } | null;
          title: string;
        }[]
      ).filter((n) => n.type === 'conversation_added');
    expect(await addedNotices(dee)).toEqual([
      expect.objectContaining({
        href: `/messages/${id}`,
        title: 'Founders circle',
        actor: expect.objectContaining({ id: ann.id }),
      }),
    ]);
    expect(await addedNotices(bob)).toEqual([]);
    expect(await contents(dee, id)).toEqual([]);
    expect(await addedNotices(dee)).toEqual([]);
    await say(cy, id, 'Hello Dee');
    expect(await contents(dee, id)).toEqual(['Hello Dee']);
    // What came before is not Dee's: not to react to, nor to find.
    const react = await call(
      dee,
      'PUT',
      `/api/messages/threads/${id}/messages/${before}/reactions/like`,
    );
    expect(react.statusCode).toBe(404);
    const found = (await call(dee, 'GET', '/api/messages/search?q=welcome')).json() as {
      threadId: number;
    }[];
    expect(found.map((h) => h.threadId)).not.toContain(id);
  });

  it('turns a two-person conversation into a group when someone is added', async () => {
    const res = await call(ann, 'POST', '/api/messages', { recipientId: bob.id, content: 'Hi' });
    const id = res.json().threadId as number;
    expect(res.json().recipientId).toBe(bob.id);
    expect((await rowOf(bob, id))?.isGroup).toBe(false);
    // A two-person conversation cannot be left or named.
    const leave = await call(bob, 'DELETE', `/api/messages/threads/${id}/members/me`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().message).toBe('You can only leave a group conversation');
    const rename = await call(bob, 'PATCH', `/api/messages/threads/${id}`, { name: 'Us' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe('Only a group conversation has a name');

    await call(bob, 'POST', `/api/messages/threads/${id}/members`, { userIds: [cy.id] });
    expect((await rowOf(ann, id))?.isGroup).toBe(true);
    const named = await call(bob, 'PATCH', `/api/messages/threads/${id}`, { name: '  Us three ' });
    expect(named.json()).toMatchObject({ name: 'Us three', isGroup: true });
    const cleared = await call(bob, 'PATCH', `/api/messages/threads/${id}`, { name: '' });
    expect(cleared.json().name).toBeNull();
  });

  it('lets a member leave: gone for them, the others go on', async () => {
    const id = await group([bob, cy]);
    await say(cy, id, 'Before I go');
    expect((await call(cy, 'DELETE', `/api/messages/threads/${id}/members/me`)).statusCode).toBe(
      204,
    );
    expect((await thread(cy, id)).statusCode).toBe(404);
    expect(await rowOf(cy, id)).toBeUndefined();
    expect((await say(cy, id, 'Back?')).statusCode).toBe(404);
    expect((await call(cy, 'GET', '/api/messages/search?q=before')).json()).toEqual([]);
    const row = await rowOf(bob, id);
    expect(row?.members.map((m) => m.id)).toEqual([ann.id]);
    // Cy's unread count does not grow from a conversation Cy left.
    const cyBefore = await unread(cy);
    expect((await say(bob, id, 'Still here')).statusCode).toBe(201);
    expect(await unread(cy)).toBe(cyBefore);
  });

  it('keeps a conversation to 20 members, however they are added', async () => {
    const many = [ann];
    for (let i = many.length; i < MAX_CONVERSATION_MEMBERS + 1; i++)
      many.push(await signUpMember(app, { firstName: `Guest${i}`, lastName: 'Crowd' }));
    const [, ...others] = many;
    const before = await rowCounts();
    const tooMany = await call(ann, 'POST', '/api/messages', {
      recipientIds: others.map((m) => m.id),
      content: 'Everyone!',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain(TOO_MANY_MEMBERS);
    expect(await rowCounts()).toEqual(before);

    const id = await group(others.slice(0, 18));
    const full = await call(ann, 'POST', `/api/messages/threads/${id}/members`, {
      userIds: [others[18].id],
    });
    expect(full.statusCode).toBe(200);
    expect(full.json().members).toHaveLength(MAX_CONVERSATION_MEMBERS - 1);
    const over = await call(ann, 'POST', `/api/messages/threads/${id}/members`, {
      userIds: [bob.id],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(TOO_MANY_MEMBERS);
    expect((await thread(bob, id)).statusCode).toBe(404);
  });

  it('is nobody else’s: outsiders get 404 for every conversation route', async () => {
    const id = await group([bob, cy]);
    const before = await rowCounts();
    for (const [method, url, payload] of [
      ['GET', `/api/messages/threads/${id}`, undefined],
      ['POST', `/api/messages/threads/${id}/replies`, { content: 'Hi' }],
      ['POST', `/api/messages/threads/${id}/members`, { userIds: [eve.id] }],
      ['DELETE', `/api/messages/threads/${id}/members/me`, undefined],
      ['PATCH', `/api/messages/threads/${id}`, { name: 'Mine now' }],
    ] as const) {
      const res = await call(eve, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Conversation not found');
    }
    expect(await rowCounts()).toEqual(before);
    expect((await rowOf(bob, id))?.name).toBe('Founders circle');
  });

  it('refuses hostile input with 4xx and writes nothing', async () => {
    const id = await group([bob, cy]);
    const before = await rowCounts();
    const starts: [object, number][] = [
      [{ recipientIds: [], content: 'Hi' }, 400],
      [{ recipientIds: 'bob', content: 'Hi' }, 400],
      [{ recipientIds: [bob.id, ann.id], content: 'Hi' }, 400],
      [{ recipientIds: [bob.id, 'nobody'], content: 'Hi' }, 404],
      [{ recipientIds: [bob.id, ''], content: 'Hi' }, 400],
      [{ recipientIds: [bob.id, { id: cy.id }], content: 'Hi' }, 400],
      [{ recipientIds: [bob.id, 'x'.repeat(300)], content: 'Hi' }, 400],
      [{ recipientIds: [bob.id, cy.id], name: 'Two\nlines', content: 'Hi' }, 400],
      [{ recipientIds: [bob.id, cy.id], name: 'n'.repeat(81), content: 'Hi' }, 400],
      [{ recipientIds: [bob.id, cy.id], content: '' }, 400],
    ];
    for (const [payload, status] of starts) {
      const res = await call(ann, 'POST', '/api/messages', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof res.json().message, JSON.stringify(payload)).toBe('string');
    }
    const adds: [object, number][] = [
      [{ userIds: [] }, 400],
      [{ userIds: ['nobody'] }, 404],
      [{ userIds: [dee.id, 'nobody'] }, 404],
      [{ userIds: dee.id }, 400],
      [{}, 400],
      [{ userIds: Array.from({ length: 20 }, (_, i) => `m${i}`) }, 400],
    ];
    for (const [payload, status] of adds) {
      const res = await call(ann, 'POST', `/api/messages/threads/${id}/members`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    for (const name of [123, ['a'], 'a\u2028b', 'x'.repeat(81)]) {
      const res = await call(ann, 'PATCH', `/api/messages/threads/${id}`, { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
    }
    for (const bad of ['0', '-1', '1.5', '1e3', '99999999999', 'abc']) {
      const res = await call(ann, 'DELETE', `/api/messages/threads/${bad}/members/me`);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
    expect(await rowCounts()).toEqual(before);
    const { db } = await testDatabase();
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    expect(row.name).toBe('Founders circle');
  });

  it('reads the inbox, a thread and the badge in a fixed number of statements', async () => {
    const reader = await signUpMember(app, { firstName: 'Reader', lastName: 'Count' });
    const write = async () => {
      const res = await call(ann, 'POST', '/api/messages', {
        recipientIds: [reader.id, bob.id],
        content: 'Counting',
      });
      return res.json().threadId as number;
    };
    const id = await write();
    await call(reader, 'GET', '/api/auth/user'); // the session, warm as on any later read
    const read = async () => [
      (await statementsOf(() => call(reader, 'GET', '/api/messages'))).statements.length,
      (await statementsOf(() => call(reader, 'GET', '/api/messages/unread-count'))).statements
        .length,
      (await statementsOf(() => thread(reader, id))).statements.length,
    ];
    const one = await read();
    for (let i = 0; i < 4; i++) await say(bob, await write(), 'More');
    const five = await read();
    expect(five).toEqual(one);
    expect(five[0]).toBe(WARM_SESSION_STATEMENTS + 1);
    expect(five[1]).toBe(WARM_SESSION_STATEMENTS + 1);
    // The conversation with its head (one statement since the head came along), its
    // messages, the read marker moved, its bell entries read.
    expect(five[2]).toBe(WARM_SESSION_STATEMENTS + 4);
  });
});
