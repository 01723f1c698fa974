import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIPPET_START, SNIPPET_STOP } from '../../../shared/contracts/search';
import { messages } from '../../../shared/schema/messages';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

// Issue 23, decision 039: a member searches their own messages.

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let ann: Member;
let bob: Member;
let eve: Member;

interface Hit {
  id: number;
  threadId: number;
  subject: string | null;
  otherMember: { id: string; firstName: string | null; former?: true };
  sender: { id: string };
  mine: boolean;
  createdAt: string;
  snippet: string;
  href: string;
}

beforeAll(async () => {
  app = await createTestApp();
  // The first account is the first admin (decision 017): staff read no one's messages.
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Diaz' });
  eve = await signUpMember(app, { firstName: 'Eve', lastName: 'Stone' });
});
afterAll(() => app.close());

const call = (
  member: Member,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });

async function start(from: Member, to: Member, content: string, subject: string | null = null) {
  const res = await call(from, 'POST', '/api/messages', { recipientId: to.id, subject, content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; threadId: number };
}
async function answer(from: Member, threadId: number, content: string) {
  const res = await call(from, 'POST', `/api/messages/threads/${threadId}/replies`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const search = (member: Member, query: Record<string, string>) =>
  call(member, 'GET', `/api/messages/search?${new URLSearchParams(query)}`);
async function hits(member: Member, q: string, extra: Record<string, string> = {}) {
  const res = await search(member, { q, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Hit[];
}
const idsOf = async (member: Member, q: string) => (await hits(member, q)).map((h) => h.id);

describe('GET /api/messages/search', () => {
  it("finds the viewer's messages, sent and received, newest first, with the thread's other member", async () => {
    const opening = await start(ann, bob, 'Do you know a good lawyer for leases?', 'Lawyers');
    const reply = await answer(bob, opening.threadId, 'Yes: my lawyer, Dana, is excellent.');

    const forAnn = await hits(ann, 'lawyer');
    expect(forAnn.map((h) => h.id)).toEqual([reply.id, opening.id]);
    expect(forAnn[0]).toMatchObject({
      threadId: opening.threadId,
      subject: 'Lawyers',
      otherMember: { id: bob.id, firstName: 'Bob' },
      sender: { id: bob.id },
      mine: false,
      href: `/messages/${opening.threadId}#message-${reply.id}`,
    });
    expect(forAnn[0].snippet).toBe(
      `Yes: my ${SNIPPET_START}lawyer${SNIPPET_STOP}, Dana, is excellent.`,
    );
    expect(new Date(forAnn[0].createdAt).getTime()).not.toBeNaN();
    expect(forAnn[1]).toMatchObject({ mine: true, sender: { id: ann.id } });

    // Bob's copy of the same conversation: the other member is Ann.
    const forBob = await hits(bob, 'lawyer');
    expect(forBob.map((h) => h.id)).toEqual([reply.id, opening.id]);
    expect(forBob[0]).toMatchObject({ mine: true, otherMember: { id: ann.id } });
  });

  it("never finds another member's conversation, for members or staff", async () => {
    await start(ann, bob, 'The quarterly harbourmaster invoice is attached.');
    expect(await idsOf(ann, 'harbourmaster')).toHaveLength(1);
    expect(await idsOf(eve, 'harbourmaster')).toEqual([]);
    expect(await idsOf(admin, 'harbourmaster')).toEqual([]);
    // Eve's own conversation with Ann is hers; Ann and Eve find it, Bob does not.
    const own = await start(eve, ann, 'A harbourmaster question of my own');
    expect(await idsOf(eve, 'harbourmaster')).toEqual([own.id]);
    expect(await idsOf(ann, 'harbourmaster')).toContain(own.id);
    expect(await idsOf(bob, 'harbourmaster')).not.toContain(own.id);
  });

  it('hides a message moderators hid from its recipient, as the thread does, but not from its sender', async () => {
    const rude = await start(ann, bob, 'Something cantankerous was said');
    const { db } = await testDatabase();
    await db.update(messages).set({ hiddenAt: new Date() }).where(eq(messages.id, rude.id));
    expect(await idsOf(bob, 'cantankerous')).toEqual([]);
    expect(await idsOf(ann, 'cantankerous')).toEqual([rude.id]);
  });

  it('keeps a conversation with a member who was removed, as the inbox does', async () => {
    const leaver = await signUpMember(app, { firstName: 'Lea', lastName: 'Ving' });
    const thread = await start(leaver, ann, 'Goodbye and thanks for the kumquats');
    const removed = await call(
      admin,
      'DELETE',
      `/api/admin/members/${encodeURIComponent(leaver.id)}`,
      {
        content: 'keep',
        reason: 'Moved away',
      },
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const [hit] = await hits(ann, 'kumquats');
    expect(hit).toMatchObject({ id: thread.id, otherMember: { id: leaver.id, former: true } });
  });

  it('finds the new words of an edited message, and not the old ones', async () => {
    const sent = await start(ann, bob, 'Meet at the aquarium?');
    const edited = await call(
      ann,
      'PATCH',
      `/api/messages/threads/${sent.threadId}/messages/${sent.id}`,
      {
        content: 'Meet at the planetarium?',
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await idsOf(bob, 'aquarium')).toEqual([]);
    expect(await idsOf(bob, 'planetarium')).toEqual([sent.id]);
  });

  it('matches the word still being typed as a prefix', async () => {
    const sent = await start(bob, ann, 'Our port logistics partner is Meridian Freight.');
    expect(await idsOf(ann, 'logist')).toEqual([sent.id]);
    expect(await idsOf(ann, 'port logi')).toEqual([sent.id]);
    expect(await idsOf(ann, 'meridia')).toEqual([sent.id]);
    const [hit] = await hits(ann, 'logist');
    expect(hit.snippet).toContain(`${SNIPPET_START}logistics${SNIPPET_STOP}`);
  });

  it('shows a long message as fragments around its matches, with the words before them', async () => {
    const filler = 'nothing much to report here, just the usual weekly round of news';
    const long = `${filler}. ${filler}, then the ombudsman called about the lease. ${filler}.`;
    expect(long.length).toBeGreaterThan(200);
    await start(bob, ann, long);
    const [hit] = await hits(ann, 'ombudsman');
    expect(hit.snippet).toContain(`then the ${SNIPPET_START}ombudsman${SNIPPET_STOP} called`);
    expect(hit.snippet.startsWith('… ')).toBe(true);
    expect(hit.snippet.length).toBeLessThan(long.length);
  });

  it('understands quoted phrases and -word', async () => {
    const a = await start(ann, bob, 'The walnut orchard tour was lovely.');
    const b = await start(bob, ann, 'An orchard of walnut trees, and a tour of it.');
    expect(await idsOf(ann, '"walnut orchard"')).toEqual([a.id]);
    expect((await idsOf(ann, 'walnut orchard')).sort()).toEqual([a.id, b.id].sort());
    expect(await idsOf(ann, 'walnut -lovely')).toEqual([b.id]);
    // Stop words alone match nothing; they are not an error.
    expect(await idsOf(ann, 'the and of')).toEqual([]);
  });

  it('keeps hostile stored text as text in snippets', async () => {
    await start(
      bob,
      ann,
      `<script>alert(1)</script> the zanzibar ${SNIPPET_START}fake${SNIPPET_STOP} <b>bold</b> & "quoted"`,
    );
    const [hit] = await hits(ann, 'zanzibar');
    // A short message is its own snippet, word for word: markup stays text, never escaped
    // (the client renders it as text), and markers typed into it are taken out, so the
    // only mark is the real match.
    expect(hit.snippet).toBe(
      `<script>alert(1)</script> the ${SNIPPET_START}zanzibar${SNIPPET_STOP} fake <b>bold</b> & "quoted"`,
    );
    const res = await search(ann, { q: 'zanzibar' });
    expect(res.body).not.toContain('search_vector');
  });

  it('cuts the snippet from the words of a formatted message, not its Markdown', async () => {
    await start(bob, ann, 'Try **Garcia Law** for the [quincunx lease](https://example.com/l)');
    const [hit] = await hits(ann, 'quincunx');
    expect(hit.snippet).toBe(
      `Try Garcia Law for the ${SNIPPET_START}quincunx${SNIPPET_STOP} lease`,
    );
  });

  it('pages newest first with a keyset cursor, never repeating a hit', async () => {
    const thread = await start(ann, eve, 'gooseberry one');
    const sent = [thread.id];
    for (const n of ['two', 'three', 'four', 'five']) {
      sent.push((await answer(n.length % 2 ? eve : ann, thread.threadId, `gooseberry ${n}`)).id);
    }
    const first = await search(ann, { q: 'gooseberry', limit: '2' });
    expect(first.statusCode).toBe(200);
    const link = first.headers.link as string;
    expect(link).toMatch(/rel="next"/);
    const seen: number[] = first.json().map((h: Hit) => h.id);
    let next = /<([^>]+)>/.exec(link)?.[1];
    while (next) {
      const res = await call(ann, 'GET', next);
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...res.json().map((h: Hit) => h.id));
      next = /<([^>]+)>/.exec((res.headers.link as string | undefined) ?? '')?.[1];
    }
    expect(seen).toEqual([...sent].reverse());
  });

  it.each([
    [{}, 'q'],
    [{ q: '' }, 'q'],
    [{ q: '   ' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ q: 'bad\u0002marker' }, 'q'],
    [{ q: 'new\nline' }, 'q'],
    [{ q: 'ok', limit: '0' }, 'limit'],
    [{ q: 'ok', limit: '201' }, 'limit'],
    [{ q: 'ok', cursor: 'not-a-cursor' }, 'cursor'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const res = await search(ann, query as Record<string, string>);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { message: string; issues?: { path: string }[] };
    expect(body.issues?.some((issue) => issue.path === field) || body.message.includes(field)).toBe(
      true,
    );
  });

  it('accepts 200 characters, trimmed', async () => {
    const res = await search(ann, { q: ` ${'y'.repeat(200)} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('is members only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/messages/search?q=lawyer' });
    expect(res.statusCode).toBe(401);
  });
});
