import { tooManyRequests } from '../lib/http-error';

/**
 * Fixed-window attempt counter for the sign-in and sign-up forms, keyed by client
 * address and by e-mail so neither a single address nor a spread of addresses can
 * hammer one account. Counts live in this process: with several server copies each
 * allows the limit, which still bounds guessing to a small multiple.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt against every key; throws 429 when any is over the limit. */
  hit(...keys: string[]) {
    const now = Date.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let limited = false;
    for (const key of keys) {
      let w = this.windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + this.windowMs };
        this.windows.set(key, w);
      }
      w.count += 1;
      if (w.count > this.max) limited = true;
    }
    if (limited) throw tooManyRequests('Too many attempts, please try again later');
  }

  private sweep(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}
