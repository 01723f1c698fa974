import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  type NotificationActivity,
  notificationActivities,
} from '../../../shared/schema/notifications';
import type { Database } from '../../db/client';
import { QueueWorker } from '../../lib/queue-worker';
import { deliver } from './fanout';
import type { Activity } from './record';
import { resolve } from './registry';

/** How long a claimed activity is held: a worker that dies mid-run frees it after this. */
export const LEASE_MS = 60_000;
/** After this many tries an activity is marked failed, with its last error, for good. */
export const MAX_ATTEMPTS = 5;

/** Wait before try n+1: ten seconds, doubling (10 s, 20 s, 40 s, 80 s). */
export const retryDelayMs = (attempts: number) => 10_000 * 2 ** Math.max(0, attempts - 1);

/**
 * Takes up to `limit` pending activities for this worker, oldest first. The row locks
 * (SKIP LOCKED) keep two workers' claims apart, the lease keeps them apart once the claim
 * has committed; a retry waits in the same column (`locked_until`) until its time.
 */
export async function claimActivities(db: Database, limit: number) {
  const now = sql`now()`;
  const due = db
    .select({ id: notificationActivities.id })
    .from(notificationActivities)
    .where(
      and(
        eq(notificationActivities.state, 'pending'),
        or(
          isNull(notificationActivities.lockedUntil),
          lte(notificationActivities.lockedUntil, now),
        ),
      ),
    )
    .orderBy(notificationActivities.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return (
    db
      .update(notificationActivities)
      .set({
        attempts: sql`${notificationActivities.attempts} + 1`,
        lockedUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
      })
      .where(inArray(notificationActivities.id, due))
      .returning()
      // In the order they happened (an update returns its rows in no set order): a burst's
      // entry ends on its latest reply.
      .then((rows) => rows.sort((a, b) => a.id - b.id))
  );
}

/**
 * Turns one claimed activity into its notifications in one transaction, which also marks
 * it done; the `pending` condition makes a second run of it (a lease that ran out while
 * the first was still at it) write nothing. Resolves with the members to tell live.
 */
export async function fanOut(db: Database, row: NotificationActivity): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .update(notificationActivities)
      .set({ state: 'done', doneAt: sql`now()`, lockedUntil: null })
      .where(
        and(eq(notificationActivities.id, row.id), eq(notificationActivities.state, 'pending')),
      )
      .returning({ id: notificationActivities.id });
    if (!mine) return [];
    const activity = { kind: row.kind, actorId: row.actorId, payload: row.payload } as Activity;
    const delivery = await resolve(tx, activity);
    return delivery ? deliver(tx, delivery) : [];
  });
}

export interface NotificationWorkerOptions {
  db: Database;
  /** Tells the members' open tabs, after the commit. */
  publish: (userIds: string[]) => Promise<void>;
  warn: (obj: object, msg: string) => void;
  /** How often to look besides the nudge after each write that recorded an activity. */
  pollMs?: number;
  batch?: number;
}

/**
 * The fan-out queue's worker, one per server process (like the mail worker): a recorded
 * activity is handled right after its write's answer (`nudge`), a retry when its time
 * comes (the poll).
 */
export class NotificationWorker extends QueueWorker<NotificationActivity> {
  constructor(private readonly opts: NotificationWorkerOptions) {
    super({
      pollMs: opts.pollMs ?? 5_000,
      batch: opts.batch ?? 20,
      warn: opts.warn,
      failure: 'notification worker failed',
    });
  }

  protected claim(limit: number) {
    return claimActivities(this.opts.db, limit);
  }

  protected async handle(row: NotificationActivity) {
    const { db } = this.opts;
    let told: string[];
    try {
      told = await fanOut(db, row);
    } catch (err) {
      const lastError = String((err as Error).message ?? err).slice(0, 1000);
      const failed = row.attempts >= MAX_ATTEMPTS;
      this.opts.warn({ activityId: row.id, kind: row.kind, err: lastError }, 'fan-out failed');
      await db
        .update(notificationActivities)
        .set(
          failed
            ? { state: 'failed', lockedUntil: null, lastError }
            : {
                lockedUntil: sql`now() + ${`${retryDelayMs(row.attempts)} milliseconds`}::interval`,
                lastError,
              },
        )
        .where(eq(notificationActivities.id, row.id));
      return;
    }
    if (told.length > 0) {
      await this.opts
        .publish(told)
        .catch((err) => this.opts.warn({ err }, 'notification hint not published'));
    }
  }
}

/** Handled activities are kept a week (to look into a fan-out), failed ones for good. */
export async function deleteOldActivities(db: Database) {
  await db
    .delete(notificationActivities)
    .where(
      and(
        eq(notificationActivities.state, 'done'),
        lte(notificationActivities.doneAt, sql`now() - interval '7 days'`),
      ),
    );
}
