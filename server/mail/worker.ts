import type { OutboxRow } from '../../shared/schema/mail';
import type { Database, Queryable } from '../db/client';
import { QueueWorker } from '../lib/queue-worker';
import { claimDue, markFailed, markRetry, markSent } from './outbox';
import { isPermanentFailure, type MailTransport } from './transport';

/** A message the server could not hand over is retried for this long, then given up. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;

/** Wait before try n+1: a minute, doubling, at most four hours (about ten tries in a day). */
export const backoffMs = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60 * 1000);

const describeError = (err: unknown) => {
  const e = err as { response?: unknown; message?: unknown };
  return String(e.response ?? e.message ?? err).slice(0, 2000);
};

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The sender, or how to find it when each message leaves (the community may be renamed). */
  from: string | (() => Promise<string>);
  warn: (obj: object, msg: string) => void;
  /** How often to look for due messages besides the nudge after each queued one. */
  pollMs?: number;
  batch?: number;
  /**
   * Called in the transaction that marks a message given up (the app tells the admins,
   * issue 36): the mail layer knows nothing of notifications.
   */
  onGivenUp?: (tx: Queryable, outboxId: number) => Promise<unknown>;
}

/**
 * Sends what the outbox holds. Every server process runs one; the claim (outbox.ts) keeps
 * them from sending a message twice. A new message is sent at once (`nudge`), a retry when
 * its time comes (the poll).
 */
export class MailWorker extends QueueWorker<OutboxRow> {
  constructor(private readonly opts: MailWorkerOptions) {
    super({
      pollMs: opts.pollMs ?? 10_000,
      batch: opts.batch ?? 10,
      warn: opts.warn,
      failure: 'mail worker failed',
    });
  }

  protected claim(limit: number) {
    return claimDue(this.opts.db, limit);
  }

  /** Sends one message: delivered, retried after a back-off, or given up. */
  protected async handle(row: OutboxRow) {
    const { db, transport } = this.opts;
    try {
      const from = typeof this.opts.from === 'string' ? this.opts.from : await this.opts.from();
      const response = await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        html: row.html ?? '',
        text: row.text ?? '',
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await markSent(db, row.id, response);
    } catch (err) {
      const answer = describeError(err);
      const tooOld = Date.now() - row.createdAt.getTime() + backoffMs(row.attempts) > RETRY_FOR_MS;
      if (isPermanentFailure(err) || tooOld) {
        this.opts.warn({ mailId: row.id, template: row.template, answer }, 'mail given up');
        await db.transaction(async (tx) => {
          await markFailed(tx, row.id, answer);
          await this.opts.onGivenUp?.(tx, row.id);
        });
      } else {
        await markRetry(db, row.id, backoffMs(row.attempts), answer);
      }
    }
  }
}
