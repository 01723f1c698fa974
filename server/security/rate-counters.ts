import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/rate-limits';
import type { RateCounters, WindowCount } from './rate-limit';

/**
 * Counters in the `rate_limit_counter` table, so every server process on a PostgreSQL
 * database counts together: two servers behind a balancer allow the limit once, not twice.
 * One statement per hit, whatever the number of subjects; the database's clock decides
 * the windows, so servers with drifting clocks still agree.
 */
export class DatabaseRateCounters implements RateCounters {
  constructor(private readonly db: Database) {}

  async count(keys: string[], windowMs: number, weight: number) {
    const t = rateLimitCounters;
    const expired = sql`${t.windowEnds} <= now()`;
    const rows = await this.db
      .insert(t)
      .values(
        keys.map((key) => ({
          key,
          count: weight,
          windowEnds: sql`now() + ${windowMs} * interval '1 millisecond'`,
        })),
      )
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`case when ${expired} then ${weight}::int else ${t.count} + ${weight}::int end`,
          windowEnds: sql`case when ${expired} then excluded.window_ends else ${t.windowEnds} end`,
        },
      })
      .returning({
        key: t.key,
        count: t.count,
        retryAfter: sql<number>`ceil(extract(epoch from (${t.windowEnds} - now())))::int`,
      });
    return new Map<string, WindowCount>(
      rows.map((r) => [
        r.key,
        { count: r.count, retryAfterSeconds: Math.max(1, Number(r.retryAfter)) },
      ]),
    );
  }

  async uncount(keys: string[], weight: number) {
    const t = rateLimitCounters;
    await this.db
      .update(t)
      .set({ count: sql`greatest(${t.count} - ${weight}::int, 0)` })
      .where(and(inArray(t.key, keys), gt(t.windowEnds, sql`now()`)));
  }

  async reset(keys: string[]) {
    await this.db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
  }

  async sweep() {
    const gone = await this.db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowEnds, sql`now()`))
      .returning({ key: rateLimitCounters.key });
    return gone.length;
  }
}

/** Counts kept at most: past it, the counts hit longest ago go first. */
export const MEMORY_COUNTERS_MAX = 200_000;

/**
 * Counters in this process's memory, for the embedded database: only one process opens its
 * data folder (server/db/data-dir-lock.ts), so it sees every request there is to count,
 * and a counted write no longer costs a statement on the database's one thread (decision
 * 059). A restart forgets the counts, as a passed window would.
 *
 * Bounded: a flood of new subjects (sign-in attempts with made-up e-mails) cannot grow it
 * past `max`. A hit moves its key to the back of the map's order, so what goes first is
 * what was hit longest ago; a client that keeps hammering keeps its own count.
 */
export class MemoryRateCounters implements RateCounters {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly max = MEMORY_COUNTERS_MAX,
  ) {}

  async count(keys: string[], windowMs: number, weight: number) {
    const now = this.now();
    const counts = new Map<string, WindowCount>();
    for (const key of keys) {
      const live = this.live(key, now);
      const window = live ?? { count: 0, endsAt: now + windowMs };
      window.count += weight;
      this.windows.delete(key);
      this.windows.set(key, window);
      counts.set(key, {
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
      });
    }
    for (const oldest of this.windows.keys()) {
      if (this.windows.size <= this.max) break;
      this.windows.delete(oldest);
    }
    return counts;
  }

  async uncount(keys: string[], weight: number) {
    const now = this.now();
    for (const key of keys) {
      const live = this.live(key, now);
      if (live) live.count = Math.max(live.count - weight, 0);
    }
  }

  async reset(keys: string[]) {
    for (const key of keys) this.windows.delete(key);
  }

  async sweep() {
    const now = this.now();
    let gone = 0;
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) {
        this.windows.delete(key);
        gone++;
      }
    }
    return gone;
  }

  /** How many counts are kept (for the bound's test). */
  get size() {
    return this.windows.size;
  }

  private live(key: string, now: number) {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window : undefined;
  }
}
