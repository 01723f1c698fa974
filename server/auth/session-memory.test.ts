import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../shared/schema/sessions';
import { users } from '../../shared/schema/users';
import {
  createTestApp,
  signUpMember,
  statementsOf,
  testDatabase,
  WARM_SESSION_STATEMENTS,
} from '../test/harness';
import { SessionMemory, type SessionRow } from './session-memory';

// On the embedded database the session lookup answers from memory (decision 058); on
// PostgreSQL from the database. Either way, whatever changes a session or its member
// shows on the very next request, even written straight into the tables.
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const whoAmI = (headers: { cookie: string }) => app.inject({ url: '/api/auth/user', headers });

describe('the session lookup, kept or not', () => {
  it('costs a used session nothing on the embedded database, one statement on PostgreSQL', async () => {
    const member = await signUpMember(app);
    expect((await whoAmI(member.headers)).statusCode).toBe(200);
    const { result, statements } = await statementsOf(() => whoAmI(member.headers));
    expect(result.statusCode).toBe(200);
    const lookups = statements.filter((statement) => statement.includes('from "session"'));
    expect(lookups, statements.join('\n')).toHaveLength(WARM_SESSION_STATEMENTS);
  });

  it('shows a member row changed behind its back on the next request', async () => {
    const member = await signUpMember(app, { firstName: 'Before' });
    expect((await whoAmI(member.headers)).json().firstName).toBe('Before');
    const { db } = await testDatabase();
    await db.update(users).set({ firstName: 'After' }).where(eq(users.id, member.id));
    expect((await whoAmI(member.headers)).json().firstName).toBe('After');
  });

  it('signs nobody in once the session row is gone or its member suspended', async () => {
    const { db } = await testDatabase();
    const ended = await signUpMember(app);
    expect((await whoAmI(ended.headers)).statusCode).toBe(200);
    await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${ended.id}`);
    expect((await whoAmI(ended.headers)).statusCode).toBe(401);

    const suspended = await signUpMember(app);
    expect((await whoAmI(suspended.headers)).statusCode).toBe(200);
    await db
      .update(users)
      .set({ suspendedAt: new Date(), suspendedUntil: null })
      .where(eq(users.id, suspended.id));
    expect((await whoAmI(suspended.headers)).statusCode).toBe(401);
  });

  it('forgets a session whose expiry is moved into the past', async () => {
    const member = await signUpMember(app);
    expect((await whoAmI(member.headers)).statusCode).toBe(200);
    const { db } = await testDatabase();
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(sql`${sessions.sess}->>'userId' = ${member.id}`);
    expect((await whoAmI(member.headers)).statusCode).toBe(401);
  });

  it('sees a new discussion at once in a list kept under the generations', async () => {
    const member = await signUpMember(app);
    const titles = async () =>
      (await app.inject({ url: '/api/discussions', headers: member.headers }))
        .json()
        .map((d: { title: string }) => d.title);
    expect(await titles()).not.toContain('Written behind its back');
    const { db } = await testDatabase();
    await db.execute(sql`
      with category as (insert into discussion_category (name) values ('Behind') returning id)
      insert into discussion (title, content, author_id, category_id)
      select 'Written behind its back', 'x', ${member.id}, id from category`);
    expect(await titles()).toContain('Written behind its back');
  });
});

describe('the generations after a write (migration 0052)', () => {
  const insertDiscussion = async (title: string, authorId: string) => {
    const { db } = await testDatabase();
    await db.execute(sql`
      with category as (insert into discussion_category (name) values (${title}) returning id)
      insert into discussion (title, content, author_id, category_id)
      select ${title}, 'x', ${authorId}, id from category`);
  };

  it('cost the next request no statement of their own', async () => {
    const member = await signUpMember(app);
    expect((await whoAmI(member.headers)).statusCode).toBe(200);
    await insertDiscussion('Moved in place', member.id);
    const { statements } = await statementsOf(() => whoAmI(member.headers));
    // The embedded database's memory moved the domain the write announced; PostgreSQL
    // reads the generations with the session, as ever.
    expect(statements, statements.join('\n')).toHaveLength(WARM_SESSION_STATEMENTS);
  });

  it('move search too: a kept search finds what was written after it', async () => {
    const member = await signUpMember(app);
    const search = async () =>
      (
        await app.inject({
          url: '/api/search?kind=discussions&q=zanzibar',
          headers: member.headers,
        })
      ).body;
    expect(await search()).not.toContain('Zanzibar spice traders');
    await insertDiscussion('Zanzibar spice traders', member.id);
    expect(await search()).toContain('Zanzibar spice traders');
  });
});

describe('SessionMemory', () => {
  const row = (expire: number, createdAt: number): SessionRow => ({
    session: { sid: 's', sess: { userId: 'u', createdAt }, expire: new Date(expire) },
    member: { id: 'u' } as SessionRow['member'],
  });
  const generations = { discussions: 1n } as never;

  it('answers a kept session only while it is valid at the time asked', () => {
    const memory = new SessionMemory();
    memory.keep(memory.mark(), 's', row(2000, 100), generations);
    expect(memory.session('s', 1000, 50)).toBeDefined();
    expect(memory.session('s', 2000, 50)).toBeUndefined();
    // Born before the absolute lifetime's start: over.
    expect(memory.session('s', 1000, 100)).toBeUndefined();
  });

  it('does not keep what was read while a change came in, and drops what a change names', () => {
    const memory = new SessionMemory();
    const mark = memory.mark();
    memory.apply({ kind: 'session', sid: 'other' });
    memory.keep(mark, 's', row(2000, 100), generations);
    expect(memory.session('s', 1000, 50)).toBeUndefined();
    expect(memory.currentGenerations()).toBeNull();

    memory.keep(memory.mark(), 's', row(2000, 100), generations);
    memory.apply({ kind: 'member', id: 'u' });
    expect(memory.session('s', 1000, 50)).toBeUndefined();

    memory.keep(memory.mark(), 's', row(2000, 100), generations);
    memory.apply({ kind: 'generations' });
    expect(memory.session('s', 1000, 50)).toBeDefined();
    expect(memory.currentGenerations()).toBeNull();
    memory.apply({ kind: 'everything' });
    expect(memory.session('s', 1000, 50)).toBeUndefined();
  });

  const of = (sid: string, memberId: string): SessionRow => ({
    session: { sid, sess: { userId: memberId, createdAt: 100 }, expire: new Date(2000) },
    member: { id: memberId } as SessionRow['member'],
  });

  it('moves a generation the announcement names in place, never back; one that names none drops them', () => {
    const memory = new SessionMemory();
    const read = { discussions: 5n, search: 9n } as never;
    memory.keep(memory.mark(), 's', row(2000, 100), read);
    memory.apply({ kind: 'generations', domain: 1, generation: 7n });
    expect(memory.currentGenerations()).toEqual({ discussions: 7n, search: 9n });
    // What a request was given stays as it was.
    expect(read).toEqual({ discussions: 5n, search: 9n });
    memory.apply({ kind: 'generations', domain: 1, generation: 6n });
    expect(memory.currentGenerations()).toEqual({ discussions: 7n, search: 9n });
    memory.apply({ kind: 'generations', domain: 7, generation: 10n });
    expect(memory.currentGenerations()).toEqual({ discussions: 7n, search: 10n });
    memory.apply({ kind: 'generations' });
    expect(memory.currentGenerations()).toBeNull();
    // Nothing kept: an announcement has nothing to move.
    memory.apply({ kind: 'generations', domain: 1, generation: 8n });
    expect(memory.currentGenerations()).toBeNull();
  });

  it("drops every session of a changed member and no one else's, whoever held it before", () => {
    const memory = new SessionMemory();
    for (const [sid, id] of [
      ['a1', 'a'],
      ['a2', 'a'],
      ['b1', 'b'],
      ['moved', 'a'],
    ]) {
      memory.keep(memory.mark(), sid, of(sid, id), generations);
    }
    // The same session read again under another member (the account behind it changed).
    memory.keep(memory.mark(), 'moved', of('moved', 'b'), generations);
    memory.apply({ kind: 'member', id: 'a' });
    expect(['a1', 'a2', 'b1', 'moved'].filter((sid) => memory.session(sid, 1000, 50))).toEqual([
      'b1',
      'moved',
    ]);
    memory.apply({ kind: 'member', id: 'b' });
    expect(memory.size).toBe(0);
  });

  it('keeps at most 10,000 sessions, letting the longest kept go', () => {
    const memory = new SessionMemory();
    for (let i = 0; i <= 10_000; i++)
      memory.keep(memory.mark(), `s${i}`, of(`s${i}`, `m${i}`), generations);
    expect(memory.size).toBe(10_000);
    expect(memory.session('s0', 1000, 50)).toBeUndefined();
    expect(memory.session('s10000', 1000, 50)).toBeDefined();
    // A change to the member whose session was let go drops no one else's.
    memory.apply({ kind: 'member', id: 'm0' });
    expect(memory.size).toBe(10_000);
  });
});
