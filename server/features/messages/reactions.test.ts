import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/schema/messages';
import {
  createTestApp,
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
} from '../../test/harness';

// Reactions to direct messages (issue 37): the conversation's members only.

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let ann: Member;
let bob: Member;
let eve: Member;

beforeAll(async () => {
  app = await createTestApp();
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Diaz' });
  eve = await signUpMember(app, { firstName: 'Eve', lastName: 'Stone' });
});
afterAll(() => app.close());

const call = (m: Member, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: m.headers });
/** Ann writes to Bob: the thread's id and its opening message's. */
async function annWritesBob(content = 'Free Thursday at 9?') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: ann.headers,
    payload: { recipientId: bob.id, subject: 'Coffee?', content },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toMatchObject({ reactions: [], myReactions: [] });
  const { id, threadId } = res.json() as { id: number; threadId: number };
  return { threadId, messageId: id, url: `/api/messages/threads/${threadId}/messages/${id}` };
}
const thread = async (m: Member, threadId: number) =>
  (await call(m, 'GET', `/api/messages/threads/${threadId}`)).json().messages as {
    id: number;
    reactions: { reaction: string; count: number }[];
    myReactions: string[];
  }[];
const bell = async (m: Member) => {
  await app.notifications.drain();
  return (await call(m, 'GET', '/api/notifications?unread=true')).json() as {
    type: string;
    subjectType: string;
    excerpt: string | null;
    count: number;
    actor: { id: string } | null;
    href: string;
  }[];
};

describe('reacting to a message', () => {
  it('its two members react; the thread shows counts and each one theirs, in the same statements', async () => {
    const { threadId, url } = await annWritesBob();
    await thread(bob, threadId);
    const before = await statementsOf(() => thread(bob, threadId));
    expect((await call(bob, 'PUT', `${url}/reactions/celebrate`)).json()).toEqual({
      reactions: [{ reaction: 'celebrate', count: 1 }],
      myReactions: ['celebrate'],
    });
    await call(ann, 'PUT', `${url}/reactions/like`);
    const after = await statementsOf(() => thread(bob, threadId));
    // Reactions cost the thread no statement of their own.
    expect(after.statements).toHaveLength(before.statements.length);
    expect(after.result[0]).toMatchObject({
      reactions: [
        { reaction: 'like', count: 1 },
        { reaction: 'celebrate', count: 1 },
      ],
      myReactions: ['celebrate'],
    });
    expect((await thread(ann, threadId))[0].myReactions).toEqual(['like']);
    expect((await call(bob, 'DELETE', `${url}/reactions/celebrate`)).json()).toEqual({
      reactions: [{ reaction: 'like', count: 1 }],
      myReactions: [],
    });
    const who = await call(bob, 'GET', `${url}/reactions`);
    expect(who.json().map((e: { member: { id: string } }) => e.member.id)).toEqual([ann.id]);
  });

  it('an edit answers the message with its reactions', async () => {
    const { url } = await annWritesBob('Lunch?');
    await call(bob, 'PUT', `${url}/reactions/love`);
    const edited = await app.inject({
      method: 'PATCH',
      url,
      headers: ann.headers,
      payload: { content: 'Lunch on Friday?' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      content: 'Lunch on Friday?',
      reactions: [{ reaction: 'love', count: 1 }],
      myReactions: [],
    });
  });

  it('is not found for anyone outside the conversation, nor for a message of another thread', async () => {
    const { threadId, url } = await annWritesBob();
    const outsider = await call(eve, 'PUT', `${url}/reactions/like`);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().message).toBe('Conversation not found');
    expect((await call(eve, 'GET', `${url}/reactions`)).statusCode).toBe(404);
    const other = await annWritesBob('Another thing');
    const crossed = await call(
      bob,
      'PUT',
      `/api/messages/threads/${threadId}/messages/${other.messageId}/reactions/like`,
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe('Message not found');
    for (const spelling of ['LIKE', '%F0%9F%91%8D', 'like;love', '__proto__']) {
      expect((await call(bob, 'PUT', `${url}/reactions/${spelling}`)).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'PUT', url: `${url}/reactions/like` })).statusCode).toBe(
      401,
    );
  });

  it('a message moderators hid is its sender’s alone', async () => {
    const { url, messageId } = await annWritesBob('Hidden soon');
    const { db } = await testDatabase();
    await db.update(messages).set({ hiddenAt: new Date() }).where(eq(messages.id, messageId));
    expect((await call(bob, 'PUT', `${url}/reactions/like`)).statusCode).toBe(404);
    expect((await call(ann, 'PUT', `${url}/reactions/like`)).statusCode).toBe(200);
  });
});

describe('the sender hears of it', () => {
  it('once per message, quoting it, and never of their own; opening the thread reads it', async () => {
    await app.notifications.drain();
    await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: ann.headers });
    const { threadId, messageId, url } = await annWritesBob('See you at the mixer');
    await call(ann, 'PUT', `${url}/reactions/like`);
    expect(await bell(ann)).toEqual([]);
    await call(bob, 'PUT', `${url}/reactions/like`);
    await call(bob, 'PUT', `${url}/reactions/funny`);
    const [entry, ...rest] = await bell(ann);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      type: 'reaction',
      subjectType: 'thread',
      count: 1,
      excerpt: 'See you at the mixer',
      actor: { id: bob.id },
      href: `/messages/${threadId}#message-${messageId}`,
    });
    await call(ann, 'GET', `/api/messages/threads/${threadId}`);
    expect(await bell(ann)).toEqual([]);
  });
});
