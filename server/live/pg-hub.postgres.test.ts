import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  type ScratchDatabase,
  scratchName,
} from '../test/reliability/scratch-database';
import type { LiveEvent } from './hub';
import { PgHub } from './pg-hub';

/**
 * The PostgreSQL hub as two server processes use it: two hubs on one database, each with
 * its own LISTEN connection, publishing through a pool as the server does.
 */
describe('PgHub on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let pool: pg.Pool;
  let one: PgHub;
  let two: PgHub;
  const warnings: string[] = [];
  const log = { info() {}, warn: (_: object, msg: string) => void warnings.push(msg) };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, scratchName('livehub'));
    pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    const make = () =>
      new PgHub({
        connectionString: scratch.url,
        notify: (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
      });
    one = make();
    two = make();
    await one.start(log);
    await two.start(log);
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await pool?.end();
    await scratch?.drop();
  });

  /** Collects a member's events on a hub until `count` have come. */
  function collect(hub: PgHub, userId: string) {
    const events: LiveEvent[] = [];
    const unsubscribe = hub.subscribe(userId, (e) => events.push(e));
    const until = async (count: number, ms = 5000) => {
      const deadline = Date.now() + ms;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`${events.length} of ${count} events`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return events;
    };
    return { events, until, unsubscribe };
  }

  it('a publish in one process reaches the member’s listeners in both, and no one else', async () => {
    const there = collect(two, 'ann');
    const here = collect(one, 'ann');
    const other = collect(two, 'bob');
    await one.publish({ userIds: ['ann'] }, { type: 'message', threadId: 4 });
    expect(await there.until(1)).toEqual([{ type: 'message', threadId: 4 }]);
    expect(await here.until(1)).toEqual([{ type: 'message', threadId: 4 }]);
    await two.publish({ everyone: true }, { type: 'notifications' });
    await other.until(1);
    expect(other.events).toEqual([{ type: 'notifications' }]);
    for (const c of [there, here, other]) c.unsubscribe();
  });

  it('an audience too large for one notify arrives whole, split over several', async () => {
    // 2,000 ids of OpenID length: ~90 kB of ids, far past the 8,000-byte payload limit.
    const ids = Array.from(
      { length: 2000 },
      (_, i) => `oidc:login.example.com:${'x'.repeat(60)}${i}`,
    );
    const first = collect(two, ids[0]);
    const last = collect(two, ids[1999]);
    let heard = 0;
    const all = ids.map((id) => two.subscribe(id, () => heard++));
    await one.publish({ userIds: ids }, { type: 'reply', discussionId: 9 });
    await first.until(1);
    await last.until(1);
    const deadline = Date.now() + 5000;
    while (heard < 2000 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(heard).toBe(2000);
    for (const off of all) off();
    first.unsubscribe();
    last.unsubscribe();
  });

  it('ignores what others NOTIFY on the channel that is not an event', async () => {
    const c = collect(two, 'ann');
    await pool.query(`select pg_notify('roundtable_live', 'not json')`);
    await pool.query(`select pg_notify('roundtable_live', '{"a":{"userIds":[1]},"e":{}}')`);
    await one.publish({ userIds: ['ann'] }, { type: 'notifications' });
    expect(await c.until(1)).toEqual([{ type: 'notifications' }]);
    c.unsubscribe();
  });

  it('reconnects after its connection is cut, tells its streams to sync, and hears again', async () => {
    const c = collect(two, 'ann');
    const pid = two.backendPid;
    expect(pid).toBeTypeOf('number');
    await pool.query('select pg_terminate_backend($1)', [pid]);
    // The streams are told they may have missed something.
    expect(await c.until(1, 10_000)).toEqual([{ type: 'sync' }]);
    expect(two.reconnects).toBe(1);
    expect(two.backendPid).not.toBe(pid);
    expect(warnings).toContain('live: LISTEN connection lost, reconnecting');
    await one.publish({ userIds: ['ann'] }, { type: 'notifications' });
    expect(await c.until(2)).toEqual([{ type: 'sync' }, { type: 'notifications' }]);
    c.unsubscribe();
  });
});
