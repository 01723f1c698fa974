import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { mailOutbox, type OutboxRow } from '../../shared/schema/mail';
import type { Database, Queryable } from '../db/client';
import type { RenderedMail } from './render';

/**
 * Records a message to send. Call it inside the transaction of the change that causes the
 * message: both commit together or neither does, and the worker sends it after the commit.
 */
export async function queueMail(tx: Queryable, to: string, mail: RenderedMail) {
  await queueMails(tx, [{ to, mail }]);
}

/** Several messages in one insert (an invitation list of a hundred addresses). */
export async function queueMails(tx: Queryable, messages: { to: string; mail: RenderedMail }[]) {
  if (messages.length === 0) return;
  await tx.insert(mailOutbox).values(messages.map(({ to, mail }) => ({ to, ...mail })));
}

/** How long a claimed message is held: a worker that dies mid-send frees it after this. */
export const LEASE_MS = 5 * 60 * 1000;

/**
 * Takes up to `limit` due messages for this worker. The row locks (SKIP LOCKED) keep two
 * workers' claims apart; the lease written in the same statement keeps them apart after the
 * claim commits, while the message is being sent.
 */
export async function claimDue(db: Database, limit: number): Promise<OutboxRow[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.state, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Delivered: the body and headers (which may hold links that act) are erased, the receipt kept. */
export async function markSent(db: Database, id: number, response: string) {
  await db
    .update(mailOutbox)
    .set({
      state: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      html: null,
      text: null,
      // An unsubscribe header carries a signed link too.
      headers: null,
      lastResponse: response,
    })
    .where(eq(mailOutbox.id, id));
}

/** Try again after `delayMs`, keeping the server's answer. */
export async function markRetry(db: Database, id: number, delayMs: number, response: string) {
  await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`now() + ${`${delayMs} milliseconds`}::interval`,
      lockedUntil: null,
      lastResponse: response,
    })
    .where(eq(mailOutbox.id, id));
}

/** Given up: kept with the server's answer for the operator. */
export async function markFailed(db: Queryable, id: number, response: string) {
  await db
    .update(mailOutbox)
    .set({ state: 'failed', lockedUntil: null, lastResponse: response })
    .where(eq(mailOutbox.id, id));
}

/** Delivery receipts are kept a month (for "did my reset e-mail go out?"), failures for good. */
export async function deleteOldReceipts(db: Database) {
  await db
    .delete(mailOutbox)
    .where(
      and(eq(mailOutbox.state, 'sent'), lt(mailOutbox.sentAt, sql`now() - interval '30 days'`)),
    );
}
