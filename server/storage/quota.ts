import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { objectUploads } from '../../shared/schema/objects';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';

/** A query runner: the database or a transaction on it. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** An upload nothing attaches within this time (from its issue) is swept with its object. */
export const UNCLAIMED_UPLOAD_TTL_MS = 60 * 60 * 1000;

/**
 * Upload addresses one member may hold unattached at once. Their bytes are unknown until
 * the PUT, so without a cap one member could take many addresses and fill them together.
 */
export const MAX_PENDING_UPLOADS = 50;

/** Still within the TTL, measured on the database's clock like `created_at` itself. */
export const withinTtl: SQL = sql`${objectUploads.createdAt} > now() - make_interval(secs => ${UNCLAIMED_UPLOAD_TTL_MS / 1000})`;

/** 1073741824 → "1 GB", 524288000 → "500 MB", 1536 → "1.5 KB". */
export function formatBytes(bytes: number) {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

export const quotaUsedUp = (quota: number) =>
  new HttpError(
    413,
    `You have used your ${formatBytes(quota)} of storage. Delete files you no longer need, then try again.`,
  );

export const overQuota = (quota: number) =>
  new HttpError(
    413,
    `This file would take you past your ${formatBytes(quota)} of storage. Delete files you no longer need, then try again.`,
  );

export const tooManyPending = () =>
  new HttpError(
    429,
    `You have ${MAX_PENDING_UPLOADS} uploads not yet attached to anything. Finish those first, or try again in an hour when unused ones expire.`,
  );

/**
 * Makes one member's quota decisions take turns until the transaction ends, so two
 * uploads finishing together cannot both fit in the room that only one of them has.
 */
export async function lockMemberStorage(tx: Queryable, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`object_upload:${ownerId}`}))`);
}

/**
 * What a member holds: bytes stored (attached, or waiting within the TTL) and uploads not
 * yet attached. Uploads past the TTL are the sweep's and count for nothing.
 */
export async function storageUse(tx: Queryable, ownerId: string) {
  const [row] = await tx
    .select({
      bytes: sql<number>`coalesce(sum(${objectUploads.size}) filter (where ${objectUploads.storedAt} is not null), 0)::float8`,
      pending: sql<number>`(count(*) filter (where ${objectUploads.claimedAt} is null))::int`,
    })
    .from(objectUploads)
    .where(
      and(eq(objectUploads.ownerId, ownerId), or(isNotNull(objectUploads.claimedAt), withinTtl)),
    );
  return { bytes: Number(row?.bytes ?? 0), pending: Number(row?.pending ?? 0) };
}
