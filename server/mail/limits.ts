import type { FastifyRequest } from 'fastify';
import { RateLimitedError, type RateLimiter, type RateRule } from '../security/rate-limit';

/**
 * Mail a request can make us send to an address of its choosing (issue 33): invitations and
 * their resends, password resets, confirmation resends, the admin's test mail. Each kind is
 * limited per recipient (whoever asks) and per sender, so nobody can use the site to fill a
 * stranger's inbox, nor to send mail in bulk.
 *
 * The counts live in the rate-limit counters (server/security/rate-limit.ts): shared by
 * every server process, keyed by primary key (one index lookup per address), and they
 * count the test mail, which goes straight through the transport and never reaches the
 * outbox. A window is a fixed day from the first mail of its kind to the address.
 */
export type LimitedMail = 'invitation' | 'password-reset' | 'verify-email' | 'test';

/** Mails of one kind an address may be sent in a day, whoever asks. */
export const MAILS_PER_RECIPIENT = 3;
/** Mails one signed-in member may cause in a day: a pasted list of 100 invitations fits twice. */
export const MAILS_PER_MEMBER = 200;
/** Mails requests from one client address (signed out: password resets) may cause in an hour. */
export const MAILS_PER_CLIENT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
const recipientRule = (kind: LimitedMail): RateRule => ({
  name: `mail-to-${kind}`,
  max: MAILS_PER_RECIPIENT,
  windowMs: DAY_MS,
});
const MEMBER_RULE: RateRule = { name: 'mail-by-member', max: MAILS_PER_MEMBER, windowMs: DAY_MS };
const CLIENT_RULE: RateRule = {
  name: 'mail-by-client',
  max: MAILS_PER_CLIENT,
  windowMs: 60 * 60 * 1000,
};

/** What the member reads when an address has had its mails of a kind for today. */
const RECIPIENT_REFUSED: Record<LimitedMail, (addresses: string[]) => string> = {
  invitation: (a) =>
    `${a.join(', ')} ${a.length === 1 ? 'was' : 'were'} already sent ${MAILS_PER_RECIPIENT} invitations today. Please try again tomorrow${a.length === 1 ? '' : ', or leave them out'}.`,
  'verify-email': () =>
    `We already sent ${MAILS_PER_RECIPIENT} confirmation e-mails to your address today. Please look for them (and in your spam folder), or try again tomorrow.`,
  test: () =>
    `${MAILS_PER_RECIPIENT} test e-mails were already sent to your address today. Please try again tomorrow.`,
  // Never shown: a reset over the limit is skipped without a word (see `allows`).
  'password-reset': () => 'Too many e-mails to this address today',
};
export const TOO_MANY_MAILS_MEMBER = `You have sent too many e-mails today (at most ${MAILS_PER_MEMBER}). Please try again tomorrow.`;
export const TOO_MANY_MAILS_CLIENT =
  'Too many e-mails were asked for from your network. Please try again later.';

/** Who asks: the signed-in member, else the client's address. */
const senderOf = (request: Pick<FastifyRequest, 'userId' | 'ip'>) =>
  request.userId
    ? { rule: MEMBER_RULE, key: `member:${request.userId}`, message: TOO_MANY_MAILS_MEMBER }
    : { rule: CLIENT_RULE, key: `ip:${request.ip}`, message: TOO_MANY_MAILS_CLIENT };

export class MailLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Runs `send` (which mails each of `to` one message of `kind`) under both limits: 429,
   * sending nothing, when the sender or any address is over; the counts are given back
   * when `send` fails (nothing went out, or the transaction that queued it rolled back).
   */
  async guard<T>(
    request: Pick<FastifyRequest, 'userId' | 'ip'>,
    kind: LimitedMail,
    to: string[],
    send: () => Promise<T>,
  ): Promise<T> {
    const addresses = [...new Set(to.map((a) => a.toLowerCase()))];
    const sender = senderOf(request);
    const rule = recipientRule(kind);
    const giveBack = () =>
      Promise.all([
        this.limiter.uncount(sender.rule, [sender.key], addresses.length),
        this.limiter.uncount(rule, addresses),
      ]);
    const [bySender, byAddress] = await Promise.all([
      this.limiter.count(sender.rule, [sender.key], addresses.length),
      this.limiter.count(rule, addresses),
    ]);
    const senderCount = bySender.get(sender.key);
    const over = addresses.filter((a) => (byAddress.get(a)?.count ?? 0) > rule.max);
    if ((senderCount && senderCount.count > sender.rule.max) || over.length > 0) {
      await giveBack();
      const refusal =
        over.length > 0
          ? new RateLimitedError(
              RECIPIENT_REFUSED[kind](over),
              Math.max(...over.map((a) => byAddress.get(a)!.retryAfterSeconds)),
            )
          : new RateLimitedError(sender.message, senderCount!.retryAfterSeconds);
      throw refusal;
    }
    try {
      return await send();
    } catch (err) {
      await giveBack();
      throw err;
    }
  }

  /**
   * The sender's limit alone, now (429 when over), for a request whose recipient must not
   * be judged aloud: see `allows`. Counts one mail.
   */
  async sender(request: Pick<FastifyRequest, 'userId' | 'ip'>) {
    const sender = senderOf(request);
    await this.limiter.hit(sender.rule, [sender.key], sender.message);
  }

  /**
   * Whether one more mail of `kind` may go to `address` today, counting it if so. For a
   * password reset, which answers alike whether or not the address has an account: a
   * refusal would say the address had been mailed, i.e. has an account, so the caller skips
   * the mail in silence instead. Counted for every address asked about, known or not.
   */
  async allows(kind: LimitedMail, address: string) {
    const rule = recipientRule(kind);
    const key = address.toLowerCase();
    const counts = await this.limiter.count(rule, [key]);
    return (counts.get(key)?.count ?? 0) <= rule.max;
  }
}
