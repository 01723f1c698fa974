import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionCategories } from '../../../shared/schema/discussions';
import { sessions } from '../../../shared/schema/sessions';
import { users } from '../../../shared/schema/users';
import { publicSessionId } from '../../auth/account';
import { type EventStreamReading, openEventStream } from '../../test/event-stream';
import {
  createTestApp,
  type Member,
  sessionCookieFor,
  signUpMember,
  testDatabase,
} from '../../test/harness';
import { TOO_MANY_STREAMS } from './stream-route';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** The heartbeat of `beating`, the second app; the main one's is far beyond any test, so
 * a stream it closes was closed by an announcement, not by a heartbeat's session check. */
const HEARTBEAT_MS = 150;
const PER_MEMBER = 3;

let app: App;
let base: string;
let beating: App;
let beatingBase: string;
let admin: Member;
let ann: Member;
let bob: Member;

beforeAll(async () => {
  app = await createTestApp({
    LIVE_HEARTBEAT_MS: '120000',
    LIVE_STREAM_MAX_MS: '60000',
    LIVE_STREAMS_PER_MEMBER: String(PER_MEMBER),
  });
  // The file's first account is the fresh install's admin.
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Live' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Live' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  beating = await createTestApp({
    LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
    LIVE_STREAM_MAX_MS: '60000',
  });
  beatingBase = await beating.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await beating.close();
});

const openStream = (cookie: string | null, headers: Record<string, string> = {}) =>
  openEventStream(`${base}/api/stream`, { ...(cookie ? { cookie } : {}), ...headers });
const openBeating = (cookie: string) => openEventStream(`${beatingBase}/api/stream`, { cookie });

const call = (who: Member, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** Waits until the process holds this many open streams (each is one hub subscription). */
async function streamsOpen(count: number) {
  const deadline = Date.now() + 5000;
  while (app.live.listeners !== count) {
    if (Date.now() > deadline) throw new Error(`${app.live.listeners} streams, not ${count}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('GET /api/stream', () => {
  it('refuses a visitor 401, in the JSON error shape', async () => {
    const visitor = await fetch(`${base}/api/stream`);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: 'Unauthorized' });
  });

  it('gives an applicant a stream that carries their decision and nothing of the members’', async () => {
    const pending = await signUpMember(app, { firstName: 'Penny' });
    const { db } = await testDatabase();
    await db.update(users).set({ membership: 'pending' }).where(eq(users.id, pending.id));
    const theirs = await openStream(pending.cookie);
    expect(theirs.res.status).toBe(200);
    const member = await openStream(ann.cookie);
    await streamsOpen(2);
    // What goes to every stream, and what is addressed to them but is a member's hint.
    await app.live.publish({ everyone: true }, { type: 'reply', discussionId: 41 });
    await app.live.publish({ userIds: [pending.id] }, { type: 'notifications' });
    await app.live.publish({ userIds: [pending.id, ann.id] }, { type: 'membership' });
    await member.until(/event: membership/);
    expect(member.text()).toMatch(/event: reply/);
    await theirs.until(/event: membership\ndata: \{"type":"membership"\}/);
    expect(theirs.text()).not.toMatch(/event: reply|discussionId|event: notifications/);
    theirs.close();
    member.close();
    await streamsOpen(0);
  });

  it('answers an event stream with its headers, the retry, and heartbeats', async () => {
    const stream = await openBeating(ann.cookie);
    expect(stream.res.status).toBe(200);
    const h = stream.res.headers;
    expect(h.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(h.get('cache-control')).toMatch(/no-store/);
    expect(h.get('x-accel-buffering')).toBe('no');
    // The security headers of every answer, though the reply was hijacked.
    expect(h.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('x-request-id')).toBeTruthy();
    // An id from the start: the browser's reconnect says Last-Event-ID even when the stream
    // ended before its first event.
    await stream.until(/^retry: 3000\nid: \d+\n\n/);
    await stream.until(/: heartbeat\n\n: heartbeat\n\n/, 3000);
    expect(stream.text()).not.toMatch(/event: sync/);
    stream.close();
  });

  it('carries a member’s events to their streams and to nobody else’s', async () => {
    const mine = await openStream(ann.cookie);
    const theirs = await openStream(bob.cookie);
    await streamsOpen(2);
    await app.live.publish({ userIds: [ann.id] }, { type: 'message', threadId: 7 });
    await app.live.publish({ userIds: [bob.id] }, { type: 'reply', discussionId: 3 });
    const text = await mine.until(/event: message/);
    expect(text).toMatch(/id: \d+\nevent: message\ndata: \{"type":"message","threadId":7\}\n\n/);
    await theirs.until(/event: reply/);
    expect(theirs.text()).not.toMatch(/threadId/);
    expect(mine.text()).not.toMatch(/discussionId/);

    await app.live.publish({ everyone: true }, { type: 'notifications' });
    await mine.until(/event: notifications/);
    await theirs.until(/event: notifications/);
    mine.close();
    theirs.close();
    await streamsOpen(0);
  });

  it('ids count up, and a reconnect with Last-Event-ID starts with sync', async () => {
    const first = await openStream(ann.cookie);
    await streamsOpen(1);
    await app.live.publish({ userIds: [ann.id] }, { type: 'notifications' });
    await app.live.publish({ userIds: [ann.id] }, { type: 'notifications' });
    const ids = [...(await first.until(/(id: \d+[\s\S]*){2}/)).matchAll(/id: (\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(ids[1]).toBeGreaterThan(ids[0]);
    first.close();

    const again = await openStream(ann.cookie, { 'last-event-id': String(ids[1]) });
    const text = await again.until(/event: sync/);
    expect(text).toMatch(
      /^retry: 3000\nid: (\d+)\n\nid: (\d+)\nevent: sync\ndata: \{"type":"sync"\}\n\n/,
    );
    expect(Number(/id: (\d+)/.exec(text)?.[1])).toBeGreaterThan(ids[1]);
    again.close();
  });

  it('a first stream catches up with sync on what the member heard while its page loaded', async () => {
    // On `beating`, whose hub has heard nothing else: what it remembers is this test's.
    const carl = await signUpMember(app, { firstName: 'Carl', lastName: 'Catchup' });
    const dora = await signUpMember(app, { firstName: 'Dora', lastName: 'Catchup' });
    const open = (who: Member, catchUp: number) =>
      openEventStream(`${beatingBase}/api/stream?catchUp=${catchUp}`, { cookie: who.cookie });

    // Heard a moment ago, before this page's stream opened: its first answers may predate it.
    await beating.live.publish({ userIds: [carl.id] }, { type: 'notifications' });
    const late = await open(carl, 2000);
    expect(late.res.status).toBe(200);
    await late.until(/^retry: 3000\nid: \d+\n\nid: \d+\nevent: sync\n/);
    // What Carl heard is not Dora's business.
    const other = await open(dora, 2000);
    await other.until(/^retry: 3000\nid: \d+\n\n/);
    // Without catchUp (a page from before it was sent), nothing to catch up: how far back
    // a catchUp reaches is the hub's (hub.test.ts).
    const old = await openEventStream(`${beatingBase}/api/stream`, { cookie: carl.cookie });
    await old.until(/^retry: 3000\nid: \d+\n\n/);
    await new Promise((r) => setTimeout(r, 100));
    for (const stream of [late, other, old]) stream.close();
    expect(other.text(), 'another member').not.toMatch(/event: sync/);
    expect(old.text(), 'no catchUp').not.toMatch(/event: sync/);
  });

  it('refuses a catchUp that is not a whole number of milliseconds, 400 naming it', async () => {
    for (const [value, message] of [
      ['soon', 'catchUp must be a number of milliseconds'],
      ['1.5', 'catchUp must be a whole number of milliseconds'],
      ['-1', 'catchUp must be at least 0'],
      ['86400001', 'catchUp must be at most 86400000'],
    ]) {
      const res = await fetch(`${base}/api/stream?catchUp=${value}`, {
        headers: { cookie: ann.cookie },
      });
      expect(res.status, value).toBe(400);
      expect(JSON.stringify(await res.json()), value).toContain(message);
    }
  });

  it('never answers 500 to a forged Last-Event-ID', async () => {
    for (const value of ['x'.repeat(10_000), 'not-a-number', '-1', '1e999', '%00']) {
      const stream = await openStream(ann.cookie, { 'last-event-id': value });
      expect(stream.res.status).toBe(200);
      await stream.until(/event: sync/);
      stream.close();
    }
  });

  it('refuses a member past the per-member limit with 429; closing one frees a place', async () => {
    await streamsOpen(0);
    const open: EventStreamReading[] = [];
    for (let i = 0; i < PER_MEMBER; i++) open.push(await openStream(bob.cookie));
    await streamsOpen(PER_MEMBER);
    const refused = await fetch(`${base}/api/stream`, { headers: bob.headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS });
    // Another member is not held back by Bob's tabs.
    const other = await openStream(ann.cookie);
    expect(other.res.status).toBe(200);
    other.close();
    open.pop()?.close();
    await streamsOpen(PER_MEMBER - 1);
    const again = await openStream(bob.cookie);
    expect(again.res.status).toBe(200);
    for (const s of [...open, again]) s.close();
    await streamsOpen(0);
  });
});

describe('shutdown', () => {
  it('ends open streams first, so they never hold the process', async () => {
    const closing = await createTestApp({ LIVE_STREAM_MAX_MS: '60000' });
    const url = await closing.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${url}/api/stream`, { cookie: ann.cookie });
    await stream.until(/^retry/);
    const started = Date.now();
    await closing.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('a session that ends loses its stream at once', () => {
  it('signing out ends that browser’s stream with session-ended, not the member’s others', async () => {
    const member = await signUpMember(app, { firstName: 'Sid' });
    const laptop = await sessionCookieFor(member.id);
    const here = await openStream(member.cookie);
    const there = await openStream(laptop);
    await streamsOpen(2);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: member.headers });
    expect(out.statusCode).toBe(200);
    const text = await here.until(/event: session-ended/, 2000);
    expect(text).toMatch(/event: session-ended\ndata: \{"type":"session-ended"\}\n\n$/);
    await here.ended;
    // The laptop's session is another one: its stream stays.
    await app.live.publish({ userIds: [member.id] }, { type: 'notifications' });
    await there.until(/event: notifications/);
    expect(there.text()).not.toMatch(/session-ended/);
    there.close();
  });

  it('signing out the other devices ends their streams and keeps this one', async () => {
    const member = await signUpMember(app, { firstName: 'Otto' });
    const phone = await sessionCookieFor(member.id);
    const here = await openStream(member.cookie);
    const there = await openStream(phone);
    await streamsOpen(2);
    const res = await call(member, 'POST', '/api/account/sessions/sign-out-others');
    expect(res.json()).toEqual({ ended: 1 });
    await there.until(/event: session-ended/, 2000);
    await there.ended;
    await app.live.publish({ userIds: [member.id] }, { type: 'notifications' });
    await here.until(/event: notifications/);
    expect(here.text()).not.toMatch(/session-ended/);
    here.close();
  });

  it('suspension ends every stream of the member', async () => {
    const member = await signUpMember(app, { firstName: 'Sam' });
    const streams = [await openStream(member.cookie), await openStream(member.cookie)];
    await streamsOpen(2);
    const res = await call(admin, 'PUT', `/api/admin/members/${member.id}/suspension`, {
      reason: 'Spam',
      until: null,
    });
    expect(res.statusCode).toBe(200);
    for (const s of streams) {
      await s.until(/event: session-ended/, 2000);
      await s.ended;
    }
    // And the browser's reconnect is refused.
    expect((await fetch(`${base}/api/stream`, { headers: member.headers })).status).toBe(401);
  });

  it('a new password ends the other devices’ streams and keeps this one', async () => {
    const member = await signUpMember(app, { firstName: 'Pat' });
    const here = await openStream(member.cookie);
    const there = await openStream(await sessionCookieFor(member.id));
    await streamsOpen(2);
    const res = await call(member, 'POST', '/api/account/password', {
      currentPassword: 'correct horse',
      newPassword: 'a much longer passphrase',
    });
    expect(res.statusCode).toBe(204);
    await there.until(/event: session-ended/, 2000);
    await there.ended;
    await app.live.publish({ userIds: [member.id] }, { type: 'notifications' });
    await here.until(/event: notifications/);
    expect(here.text()).not.toMatch(/session-ended/);
    here.close();
  });

  it('removal by an admin, and suspension from the moderation queue, end the streams', async () => {
    const removed = await signUpMember(app, { firstName: 'Rae' });
    const author = await signUpMember(app, { firstName: 'Max' });
    const gone = await openStream(removed.cookie);
    const reported = await openStream(author.cookie);
    await streamsOpen(2);

    const removal = await call(admin, 'DELETE', `/api/admin/members/${removed.id}`, {
      content: 'keep',
      reason: 'Asked to leave',
    });
    expect(removal.statusCode).toBe(204);
    await gone.until(/event: session-ended/, 2000);

    const { db } = await testDatabase();
    const [category] = await db
      .insert(discussionCategories)
      .values({ name: 'Live test', position: 900 })
      .returning({ id: discussionCategories.id });
    const posted = await call(author, 'POST', '/api/discussions', {
      title: 'Buy my course',
      content: 'Limited offer',
      categoryId: category.id,
    });
    expect(posted.statusCode).toBe(201);
    const itemId = String(posted.json().id);
    await call(ann, 'POST', '/api/reports', { itemType: 'discussion', itemId, reason: 'spam' });
    const resolved = await call(
      admin,
      'POST',
      `/api/moderation/reports/discussion/${itemId}/resolve`,
      {
        action: 'suspend',
        reason: 'Spam',
        until: null,
      },
    );
    expect(resolved.statusCode).toBe(204);
    await reported.until(/event: session-ended/, 2000);
    await reported.ended;
  });

  it('a session that ends without a word (expired) is caught on a heartbeat', async () => {
    const member = await signUpMember(app, { firstName: 'Eve' });
    const stream = await openBeating(member.cookie);
    await stream.until(/^retry/);
    const { db } = await testDatabase();
    const sid = member.cookie.split('=')[1];
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid));
    await stream.until(/event: session-ended/, HEARTBEAT_MS * 10);
    await stream.ended;
  });

  it('a session-ended event naming another session leaves the stream open', async () => {
    const stream = await openStream(ann.cookie);
    await streamsOpen(1);
    await app.live.publish(
      { userIds: [ann.id] },
      { type: 'session-ended', sessionId: publicSessionId('not-this-one') },
    );
    await app.live.publish({ userIds: [ann.id] }, { type: 'notifications' });
    await stream.until(/event: notifications/);
    expect(stream.text()).not.toMatch(/session-ended/);
    stream.close();
  });
});
