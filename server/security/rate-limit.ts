import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
 * Where the fixed-window counts live (server/security/rate-counters.ts): in the database,
 * shared by every server process on it, or in this process's memory when it is the only
 * one (the embedded database). Keys are whole (rule and subject); each answer is the key's
 * count in its window, this hit included, and the seconds until that window ends (≥ 1).
 */
export interface RateCounters {
  count(keys: string[], windowMs: number, weight: number): Promise<Map<string, WindowCount>>;
  /** Takes `weight` back from each key's live window, never below zero. */
  uncount(keys: string[], weight: number): Promise<void>;
  /** Forgets the keys, as if their windows had passed. */
  reset(keys: string[]): Promise<void>;
  /** Drops the counts whose window has passed; returns how many. */
  sweep(): Promise<number>;
}

/** Fixed-window limits per subject (an address, an e-mail, a member) over `RateCounters`. */
export class RateLimiter {
  constructor(private readonly counters: RateCounters) {}

  /**
   * Counts one hit against every subject and throws a 429 when any of them is over the
   * rule's limit. A refused hit still counts, so hammering on does not open the window early.
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
   * subject and returns each subject's count in its window (this hit included) without
   * judging it; the caller decides.
   */
  async count(rule: RateRule, subjects: string[], weight = 1): Promise<Map<string, WindowCount>> {
    const keys = this.keys(rule, subjects);
    if (keys.length === 0) return new Map();
    const counts = await this.counters.count(keys, rule.windowMs, weight);
    const prefix = keyPrefix(rule);
    return new Map([...counts].map(([key, count]) => [key.slice(prefix.length), count]));
  }

  /** Takes back one hit (or `weight`) from each subject's current window (never below zero). */
  async uncount(rule: RateRule, subjects: string[], weight = 1) {
    const keys = this.keys(rule, subjects);
    if (keys.length > 0) await this.counters.uncount(keys, weight);
  }

  /** Forgets the subjects' counts, as if their windows had passed. */
  async reset(rule: RateRule, subjects: string[]) {
    const keys = this.keys(rule, subjects);
    if (keys.length > 0) await this.counters.reset(keys);
  }

  /** Drops counters whose window has passed; returns how many. */
  sweep() {
    return this.counters.sweep();
  }

  private keys(rule: RateRule, subjects: string[]) {
    const prefix = keyPrefix(rule);
    return [...new Set(subjects)].map((s) => prefix + s);
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
