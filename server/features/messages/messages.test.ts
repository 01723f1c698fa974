import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/schema/messages';
import { encodeCursor } from '../../lib/pagination';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

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

const messageCount = async () => {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: count() }).from(messages);
  return row.n;
};
const send = (from: Member, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/messages', headers: from.headers, payload });
const unread = async (m: Member) =>
  (await app.inject({ url: '/api/messages/unread-count', headers: m.headers })).json().count;

describe('messages', () => {
  it('starts a thread, shows it in both inboxes, counts unread, and marks read on opening', async () => {
    const res = await send(ann, {
      recipientId: bob.id,
      subject: 'Coffee?',
      content: 'Free Thursday at 9?',
    });
    expect(res.statusCode).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({
      senderId: ann.id,
      recipientId: bob.id,
      subject: 'Coffee?',
      isRead: false,
    });
    const threadId = message.threadId;

    expect(await unread(bob)).toBe(1);
    expect(await unread(ann)).toBe(0);

    const inbox = await app.inject({ url: '/api/messages', headers: bob.headers });
    expect(inbox.headers['x-total-count']).toBe('1');
    expect(inbox.json()).toEqual([
      expect.objectContaining({
        id: threadId,
        subject: 'Coffee?',
        lastMessage: 'Free Thursday at 9?',
        lastMessageFromMe: false,
        unreadCount: 1,
        otherMember: expect.objectContaining({ id: ann.id, firstName: 'Ann' }),
      }),
    ]);

    const thread = await app.inject({
      url: `/api/messages/threads/${threadId}`,
      headers: bob.headers,
    });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().thread).toMatchObject({
      id: threadId,
      subject: 'Coffee?',
      otherMember: { id: ann.id },
    });
    expect(thread.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'Free Thursday at 9?',
    ]);
    expect(await unread(bob)).toBe(0);

    const reply = await app.inject({
      method: 'POST',
      url: `/api/messages/threads/${threadId}/replies`,
      headers: bob.headers,
      payload: { content: 'Thursday works. Common Bond on Washington?' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      senderId: bob.id,
      recipientId: ann.id,
      threadId,
    });
    expect(await unread(ann)).toBe(1);

    const annThread = await app.inject({
      url: `/api/messages/threads/${threadId}`,
      headers: ann.headers,
    });
    expect(annThread.json().messages.map((m: { senderId: string }) => m.senderId)).toEqual([
      ann.id,
      bob.id,
    ]);
    const annInbox = (await app.inject({ url: '/api/messages', headers: ann.headers })).json();
    expect(annInbox[0]).toMatchObject({
      lastMessage: 'Thursday works. Common Bond on Washington?',
      lastMessageFromMe: false,
    });
  });

  it("previews the last message in the inbox as its words: no Markdown syntax, mentions by name, 200 characters and '...'", async () => {
    const opened = await send(ann, {
      recipientId: eve.id,
      subject: 'Agenda',
      content: `**Bring** the [deck](https://example.com) and ask @[Bob Diaz](${bob.id})\n\n- one\n- two`,
    });
    const threadId = opened.json().threadId;
    const rowOf = async () =>
      (await app.inject({ url: '/api/messages', headers: eve.headers }))
        .json()
        .find((c: { id: number }) => c.id === threadId);
    expect((await rowOf()).lastMessage).toBe('Bring the deck and ask @Bob Diaz one two');

    const long = `${'word '.repeat(60)}end`;
    await app.inject({
      method: 'POST',
      url: `/api/messages/threads/${threadId}/replies`,
      headers: ann.headers,
      payload: { content: long },
    });
    const preview = (await rowOf()).lastMessage;
    expect(preview).toBe(`${'word '.repeat(40).trimEnd()}...`);
    expect(preview).not.toContain('end');
  });

  it('embeds the other member as the one member summary and says which messages are mine', async () => {
    const summaryKeys = [
      'company',
      'email',
      'firstName',
      'id',
      'lastName',
      'profileImageUrl',
      'title',
    ];
    const opened = await send(ann, { recipientId: bob.id, subject: 'Keys', content: 'From Ann' });
    expect(opened.json().mine).toBe(true);
    const threadId = opened.json().threadId;
    const replied = await app.inject({
      method: 'POST',
      url: `/api/messages/threads/${threadId}/replies`,
      headers: bob.headers,
      payload: { content: 'From Bob' },
    });
    expect(replied.json().mine).toBe(true);

    const inbox = (await app.inject({ url: '/api/messages', headers: ann.headers })).json();
    const row = inbox.find((c: { id: number }) => c.id === threadId);
    expect(Object.keys(row.otherMember).sort()).toEqual(summaryKeys);
    expect(row.otherMember).toMatchObject({ id: bob.id, firstName: 'Bob', title: null });

    const read = async (m: Member) =>
      (await app.inject({ url: `/api/messages/threads/${threadId}`, headers: m.headers })).json();
    const annView = await read(ann);
    expect(Object.keys(annView.thread.otherMember).sort()).toEqual(summaryKeys);
    expect(annView.thread.otherMember.id).toBe(bob.id);
    expect(
      annView.messages.map((m: { content: string; mine: boolean }) => [m.content, m.mine]),
    ).toEqual([
      ['From Ann', true],
      ['From Bob', false],
    ]);
    const bobView = await read(bob);
    expect(bobView.thread.otherMember.id).toBe(ann.id);
    expect(
      bobView.messages.map((m: { content: string; mine: boolean }) => [m.content, m.mine]),
    ).toEqual([
      ['From Ann', false],
      ['From Bob', true],
    ]);
  });

  it('lists conversations newest first and pages through them', async () => {
    const member = await signUpMember(app);
    for (const subject of ['First', 'Second', 'Third']) {
      await send(member, { recipientId: eve.id, subject, content: `About ${subject}` });
    }
    const first = await app.inject({ url: '/api/messages?limit=2', headers: member.headers });
    expect(first.json().map((t: { subject: string }) => t.subject)).toEqual(['Third', 'Second']);
    expect(first.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>/.exec(first.headers.link as string)![1];
    const second = await app.inject({ url: next, headers: member.headers });
    expect(second.json().map((t: { subject: string }) => t.subject)).toEqual(['First']);
    expect(second.headers.link).toBeUndefined();
    expect(second.headers['x-total-count']).toBe('3');
    // A page past the last still knows the total; an empty inbox says 0.
    const oldest = second.json()[0];
    const past = `/api/messages?limit=2&cursor=${encodeCursor({
      lastAt: '2000-01-01T00:00:00.000Z',
      threadId: oldest.id,
    })}`;
    const beyond = await app.inject({ url: past, headers: member.headers });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('3');
    const newcomer = await signUpMember(app);
    const empty = await app.inject({ url: '/api/messages', headers: newcomer.headers });
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
  });

  it('keeps a thread to its two members: a third gets 404 and cannot answer', async () => {
    const opened = (await send(ann, { recipientId: bob.id, content: 'Private' })).json();
    const before = await messageCount();
    const read = await app.inject({
      url: `/api/messages/threads/${opened.id}`,
      headers: eve.headers,
    });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ message: 'Conversation not found' });
    const answer = await app.inject({
      method: 'POST',
      url: `/api/messages/threads/${opened.id}/replies`,
      headers: eve.headers,
      payload: { content: 'Let me in' },
    });
    expect(answer.statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
    expect(
      (await app.inject({ url: '/api/messages/threads/999999', headers: ann.headers })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ recipientId: 'nobody', content: 'Hi' }, 404, 'Recipient not found'],
    [{ content: 'Hi' }, 400, 'Recipient is required'],
    [{ recipientId: 'SELF', content: 'Hi' }, 400, 'You cannot send a message to yourself'],
    [{ recipientId: 'BOB', content: '   ' }, 400, 'Message is required'],
    [
      { recipientId: 'BOB', subject: 'x'.repeat(201), content: 'Hi' },
      400,
      'Must be at most 200 characters',
    ],
  ])('refuses %j with %i and writes nothing', async (payload, status, message) => {
    const body = { ...payload } as Record<string, unknown>;
    if (body.recipientId === 'SELF') body.recipientId = ann.id;
    if (body.recipientId === 'BOB') body.recipientId = bob.id;
    const before = await messageCount();
    const res = await send(ann, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await messageCount()).toBe(before);
  });
});
