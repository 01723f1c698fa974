import type { RateLimiter, RateRule } from '../security/rate-limit';

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later';

/**
 * Sign-in and sign-up attempts, counted per client address and per e-mail so neither a
 * single address nor a spread of addresses can hammer one account. The counters live in
 * the database (server/security/rate-limit.ts), shared by every server process.
 */
export class AttemptLimiter {
  private readonly rules: Record<'signin' | 'signup', RateRule>;

  constructor(
    private readonly limiter: RateLimiter,
    max: number,
    windowMs: number,
  ) {
    this.rules = {
      signin: { name: 'signin', max, windowMs },
      signup: { name: 'signup', max, windowMs },
    };
  }

  /** Counts one attempt; throws 429 with Retry-After when the address or e-mail is over. */
  hit(action: 'signin' | 'signup', address: string, email: string) {
    return this.limiter.hit(
      this.rules[action],
      [`ip:${address}`, `email:${email}`],
      TOO_MANY_ATTEMPTS,
    );
  }
}
