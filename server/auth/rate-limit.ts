import { RateLimitedError, type RateLimiter, type RateRule } from '../security/rate-limit';

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later';

/**
 * Wrong passwords one address may try for an e-mail that has had more than the limit of
 * them in the window (from anywhere): room for a member's typo or two, while a spread of
 * guessing addresses gets a few guesses each instead of the full limit.
 */
export const TARGETED_TRIES = 3;

/** Account e-mails (reset links, confirmations) one address may be sent per hour. */
export const MAILS_PER_EMAIL = 5;
const MAIL_PER_EMAIL_RULE: RateRule = {
  name: 'account-mail-email',
  max: MAILS_PER_EMAIL,
  windowMs: 60 * 60 * 1000,
};

/**
 * Sign-in and sign-up attempts. The counters live in the database
 * (server/security/rate-limit.ts), shared by every server process.
 *
 * Sign-in counts wrong passwords only, per address, per e-mail and per address+e-mail,
 * and never lets one address's failures shut out another: a correct password signs in
 * unless this address has itself failed too often. Unknown e-mails are counted exactly
 * like known ones, so the limits reveal nothing about which addresses have accounts.
 */
export class AttemptLimiter {
  private readonly signInRule: RateRule;
  private readonly signUpRule: RateRule;
  private readonly mailByAddressRule: RateRule;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly max: number,
    windowMs: number,
  ) {
    this.signInRule = { name: 'signin', max, windowMs };
    this.signUpRule = { name: 'signup', max, windowMs };
    this.mailByAddressRule = { name: 'account-mail', max, windowMs };
  }

  /**
   * Counts one request that e-mails an address (forgot password, resend a confirmation):
   * per client address like sign-up, and per e-mail at most MAILS_PER_EMAIL an hour whoever
   * asks, so nobody can flood a member's inbox. Counted alike for unknown addresses.
   */
  async accountMail(address: string, email: string) {
    await this.limiter.hit(this.mailByAddressRule, [`ip:${address}`], TOO_MANY_ATTEMPTS);
    await this.limiter.hit(MAIL_PER_EMAIL_RULE, [`email:${email}`], TOO_MANY_ATTEMPTS);
  }

  /** Counts one sign-up (successful or not) per address and e-mail; 429 when over. */
  signUp(address: string, email: string) {
    return this.limiter.hit(
      this.signUpRule,
      [`ip:${address}`, `email:${email}`],
      TOO_MANY_ATTEMPTS,
    );
  }

  /**
   * Runs one password check under the sign-in limits: 429 with Retry-After when this
   * address has failed more than the limit (any e-mails), or when the e-mail has had more
   * than the limit of failures and this address already tried it TARGETED_TRIES times.
   *
   * The attempt is counted before the check and taken back when it succeeds, so a burst
   * of simultaneous guesses cannot all slip in before the first failure is recorded.
   */
  async signIn<T>(address: string, email: string, check: () => Promise<T>): Promise<T> {
    const subjects = {
      address: `ip:${address}`,
      email: `email:${email}`,
      // An address has no spaces, so the first space ends it, whatever the e-mail holds.
      pair: `pair:${address} ${email}`,
    };
    const counts = await this.limiter.count(this.signInRule, Object.values(subjects));
    const get = (subject: string) => counts.get(subject) ?? { count: 0, retryAfterSeconds: 1 };
    const byAddress = get(subjects.address);
    if (byAddress.count > this.max) {
      throw new RateLimitedError(TOO_MANY_ATTEMPTS, byAddress.retryAfterSeconds);
    }
    const byEmail = get(subjects.email);
    const byPair = get(subjects.pair);
    if (byEmail.count > this.max && byPair.count > TARGETED_TRIES) {
      // Either window ending lets this address try again.
      const wait = Math.min(byEmail.retryAfterSeconds, byPair.retryAfterSeconds);
      throw new RateLimitedError(TOO_MANY_ATTEMPTS, wait);
    }

    const result = await check();
    // Success: take this attempt back. The address has shown it knows this e-mail's
    // password, so its earlier misses no longer hold it to TARGETED_TRIES for this
    // e-mail. They stay in the address's own count, so signing in to one's own account
    // between guesses at someone else's buys nothing.
    await Promise.all([
      this.limiter.uncount(this.signInRule, [subjects.address, subjects.email]),
      this.limiter.reset(this.signInRule, [subjects.pair]),
    ]);
    return result;
  }
}
