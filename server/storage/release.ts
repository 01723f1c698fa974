import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { photos } from '../../shared/schema/gallery';
import { jobApplications } from '../../shared/schema/jobs';
import { objectUploads } from '../../shared/schema/objects';
import { resources } from '../../shared/schema/resources';
import { users } from '../../shared/schema/users';
import type { Database } from '../db/client';
import { qualified } from '../lib/sql';
import { OBJECT_KEY, type ObjectStore } from './object-store';
import type { Queryable } from './quota';
import { sweepUploads } from './sweep';

/** The storage key behind an `/objects/<key>` path a record holds; null for a web link. */
export function objectKeyOf(path: string | null | undefined): string | null {
  if (!path?.startsWith('/objects/')) return null;
  const key = path.slice('/objects/'.length);
  return OBJECT_KEY.test(key) ? key : null;
}

/**
 * Every column that may point at a stored object. Before uploads were attached once
 * only, one upload could be attached to several records; an object another record still
 * shows is never let go.
 */
const unreferenced = (path: SQL) => sql`not exists (
  select 1 from ${users} where ${qualified(users.profileImageUrl)} = ${path}
  union all
  select 1 from ${photos}
  where ${qualified(photos.objectPath)} = ${path} or ${qualified(photos.thumbnailPath)} = ${path}
  union all
  select 1 from ${resources} where ${qualified(resources.url)} = ${path}
  union all
  select 1 from ${jobApplications} where ${qualified(jobApplications.resumeUrl)} = ${path}
)`;

/**
 * Call in the transaction that deletes a record or replaces its file, after that change:
 * the objects the record held are let go. Their rows stop counting against the owner's
 * quota, cannot be attached or served again, and are dated back past the TTL so any
 * sweep takes them (if this process stops before `discardObjects`, the periodic one
 * does). The keys it returns go to `discardObjects` once the transaction has committed.
 */
export async function releaseObjects(tx: Queryable, paths: (string | null | undefined)[]) {
  const keys = [...new Set(paths.map(objectKeyOf).filter((k): k is string => k !== null))];
  if (keys.length === 0) return [];
  const path = sql`'/objects/' || ${qualified(objectUploads.key)}`;
  const released = await tx
    .update(objectUploads)
    .set({ claimedAt: null, storedAt: null, createdAt: new Date(0), expiresAt: new Date(0) })
    .where(
      and(inArray(objectUploads.key, keys), isNotNull(objectUploads.claimedAt), unreferenced(path)),
    )
    .returning({ key: objectUploads.key });
  return released.map((r) => r.key);
}

/**
 * After the commit: the released objects leave the store now rather than at the next
 * sweep. A store that fails is not the member's problem: the row stays queued, the
 * periodic sweep retries and logs it.
 */
export async function discardObjects(db: Database, store: ObjectStore, keys: string[]) {
  if (keys.length === 0) return;
  await sweepUploads(db, store, { keys }).catch(() => {});
}
