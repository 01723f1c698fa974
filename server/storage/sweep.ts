import { and, inArray, isNull, not, type SQL } from 'drizzle-orm';
import type { UploadPurpose } from '../../shared/contracts/objects';
import { objectUploads } from '../../shared/schema/objects';
import type { Database } from '../db/client';
import type { ObjectStore } from './object-store';
import { withinTtl } from './quota';

/** Rows taken per statement, so one sweep never holds a long lock over a backlog. */
const BATCH = 500;

export interface SweepResult {
  /** Keys whose row and object are gone. */
  removed: string[];
  /** Keys whose object the store would not delete; queued again for the next sweep. */
  failed: { key: string; err: unknown }[];
}

/**
 * Removes uploads nothing attached within the TTL (or that a record let go of, see
 * release.ts): first their rows, in one statement that re-checks "unattached and
 * expired" on each row, then their objects. A claim racing the sweep either commits
 * first (the row is attached and stays) or finds the row gone (and is refused): never a
 * record pointing at a deleted object. `keys` limits the sweep to those uploads.
 */
export async function sweepUploads(
  db: Database,
  store: ObjectStore,
  options: { keys?: string[] } = {},
): Promise<SweepResult> {
  if (options.keys?.length === 0) return { removed: [], failed: [] };
  const result: SweepResult = { removed: [], failed: [] };
  const failed: { key: string; ownerId: string; purpose: UploadPurpose }[] = [];
  const expired: SQL = and(
    isNull(objectUploads.claimedAt),
    not(withinTtl),
    options.keys ? inArray(objectUploads.key, options.keys) : undefined,
  )!;
  for (;;) {
    // Rows a claim holds right now are skipped, not waited for: the claim decides them.
    const batch = db
      .select({ key: objectUploads.key })
      .from(objectUploads)
      .where(expired)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const gone = await db
      .delete(objectUploads)
      .where(and(inArray(objectUploads.key, batch), expired))
      .returning({
        key: objectUploads.key,
        ownerId: objectUploads.ownerId,
        purpose: objectUploads.purpose,
      });
    await Promise.all(
      gone.map(async (row) => {
        try {
          await store.delete(row.key);
          result.removed.push(row.key);
        } catch (err) {
          failed.push(row);
          result.failed.push({ key: row.key, err });
        }
      }),
    );
    if (gone.length < BATCH) break;
  }
  // Only after the loop, or a store that keeps failing would hand the same rows back.
  if (failed.length > 0) await requeue(db, failed);
  return result;
}

/**
 * Puts back, unattached and already expired, the rows of objects the store failed to
 * delete, so the next sweep tries again instead of the object staying unseen forever.
 */
async function requeue(
  db: Database,
  rows: { key: string; ownerId: string; purpose: UploadPurpose }[],
) {
  const long = new Date(0);
  await db
    .insert(objectUploads)
    .values(rows.map((r) => ({ ...r, expiresAt: long, createdAt: long, claimedAt: null })))
    .onConflictDoNothing()
    // The owner may be gone (the row went with them): nothing is left to retry from.
    .catch(() => {});
}
