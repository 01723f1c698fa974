import type { OutboxRow } from '../../shared/schema/mail';
import type { Database } from '../db/client';
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
}

/**
 * Sends what the outbox holds. Every server process runs one; the claim (outbox.ts) keeps
 * them from sending a message twice. A new message is sent at once (`nudge`), a retry when
 * its time comes (the poll).
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;

  constructor(private readonly opts: MailWorkerOptions) {}

  start() {
    this.timer = setInterval(() => this.nudge(), this.opts.pollMs ?? 10_000);
    this.timer.unref();
    this.nudge();
  }

  /** Look for due messages now (or right after the run in progress). */
  nudge() {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.drain().catch((err) => this.opts.warn({ err }, 'mail worker failed'));
  }

  /** Sends every due message; resolves with how many it handled. Tests await it. */
  drain(): Promise<number> {
    if (this.running) return this.running.then(() => this.drain());
    this.running = (async () => {
      let handled = 0;
      try {
        do {
          this.again = false;
          for (;;) {
            const batch = await claimDue(this.opts.db, this.opts.batch ?? 10);
            if (batch.length === 0) break;
            for (const row of batch) await this.deliver(row);
            handled += batch.length;
          }
        } while (this.again);
      } finally {
        this.running = null;
      }
      return handled;
    })();
    return this.running;
  }

  private async deliver(row: OutboxRow) {
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
        await markFailed(db, row.id, answer);
      } else {
        await markRetry(db, row.id, backoffMs(row.attempts), answer);
      }
    }
  }

  /** Stops polling and waits for the run in progress (shutdown). */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
