import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/rate-limits';
import { HttpError } from '../lib/http-error';

/** A limit: at most `max` hits per subject in each fixed window of `windowMs`. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
}

/** A 429 that tells the client when to come back (the error handler sends Retry-After). */
export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** A subject's hits in its current window, and the seconds until that window ends. */
export interface WindowCount {
  count: number;
  retryAfterSeconds: number;
}

// The rule's numbers are part of the key: a counter is only ever judged by the rule that
// counted it, so changing a limit starts fresh counts.
const keyPrefix = (rule: RateRule) => `${rule.name}/${rule.max}/${rule.windowMs}:`;

/**
 * Fixed-window counters in the `rate_limit_counter` table, so every server process on the
 * database counts together: two servers behind a balancer allow the limit once, not twice.
 * One statement per hit, whatever the number of subjects; the database's clock decides
 * the windows, so servers with drifting clocks still agree.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /**
   * Counts one hit against every subject (an address, an e-mail, a member) and throws
   * a 429 when any of them is over the rule's limit. A refused hit still counts, so
   * hammering on does not open the window early.
   */
  async hit(rule: RateRule, subjects: string[], message: string) {
    const counts = await this.count(rule, subjects);
    const over = [...counts.values()].filter((c) => c.count > rule.max);
    if (over.length > 0) {
      throw new RateLimitedError(message, Math.max(...over.map((c) => c.retryAfterSeconds)));
    }
  }

  /**
   * Counts one hit (or `weight` hits: one request that sends many e-mails) against every
   * subject, in one statement, and returns each subject's count in its window (this hit
   * included) without judging it; the caller decides.
   */
  async count(rule: RateRule, subjects: string[], weight = 1): Promise<Map<string, WindowCount>> {
    const prefix = keyPrefix(rule);
    const keys = this.keys(rule, subjects);
    if (keys.length === 0) return new Map();
    const t = rateLimitCounters;
    const expired = sql`${t.windowEnds} <= now()`;
    const rows = await this.db
      .insert(t)
      .values(
        keys.map((key) => ({
          key,
          count: weight,
          windowEnds: sql`now() + ${rule.windowMs} * interval '1 millisecond'`,
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
    return new Map(
      rows.map((r) => [
        r.key.slice(prefix.length),
        { count: r.count, retryAfterSeconds: Math.max(1, Number(r.retryAfter)) },
      ]),
    );
  }

  /** Takes back one hit (or `weight`) from each subject's current window (never below zero). */
  async uncount(rule: RateRule, subjects: string[], weight = 1) {
    const keys = this.keys(rule, subjects);
    if (keys.length === 0) return;
    const t = rateLimitCounters;
    await this.db
      .update(t)
      .set({ count: sql`greatest(${t.count} - ${weight}::int, 0)` })
      .where(and(inArray(t.key, keys), gt(t.windowEnds, sql`now()`)));
  }

  /** Forgets the subjects' counts, as if their windows had passed. */
  async reset(rule: RateRule, subjects: string[]) {
    const keys = this.keys(rule, subjects);
    if (keys.length === 0) return;
    await this.db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
  }

  private keys(rule: RateRule, subjects: string[]) {
    const prefix = keyPrefix(rule);
    return [...new Set(subjects)].map((s) => prefix + s);
  }

  /** Drops counters whose window has passed; returns how many. */
  async sweep() {
    const gone = await this.db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowEnds, sql`now()`))
      .returning({ key: rateLimitCounters.key });
    return gone.length;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SWEEP_EVERY_MS = 5 * 60 * 1000;

export interface WriteLimitOptions {
  limiter: RateLimiter;
  rule: RateRule;
}

/**
 * Writes per member: every state-changing request of a signed-in member counts
 * against one budget, so a stolen or runaway session cannot flood the community.
 * Registered after the session hook (it needs the member); also sweeps old counters.
 */
export const writeRateLimit = fp(
  async (app: FastifyInstance, { limiter, rule }: WriteLimitOptions) => {
    app.addHook('onRequest', async (request) => {
      if (!request.userId || !STATE_CHANGING.has(request.method)) return;
      await limiter.hit(rule, [request.userId], 'Too many requests, please try again later');
    });

    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        limiter.sweep().catch((err) => app.log.warn({ err }, 'rate-limit sweep failed'));
      }, SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'roundtable-write-rate-limit', dependencies: ['roundtable-session'] },
);
