import type { UploadPurpose } from '../../../shared/schema/choices';
import type { Database } from '../../db/client';
import type { LocalObjectStore } from '../../storage/local-store';
import { OBJECT_KEY, type ObjectStore } from '../../storage/object-store';
import { claimUpload, issueUpload, receiveLocalUpload } from '../../storage/uploads';
import { findStoredObject } from './queries';

/**
 * The uploads feature over server/storage (which holds the rules: addresses, checks,
 * quota, claiming): what the routes ask, with the member and the address named.
 */

/** An upload address for the member (spec §7 `POST /api/objects/upload`). */
export async function requestUpload(
  db: Database,
  store: ObjectStore,
  viewerId: string,
  purpose: UploadPurpose,
) {
  return issueUpload(db, store, viewerId, purpose);
}

/** Checks an uploaded profile photo is the member's own image; it is attached on save. */
export async function checkProfileImage(
  db: Database,
  store: ObjectStore,
  { viewerId, imageUrl }: { viewerId: string; imageUrl: string },
) {
  const { objectPath } = await claimUpload(db, store, viewerId, imageUrl, 'image');
  return { objectPath };
}

/** The content type to serve an object with, or null when it is not served (unknown key, unchecked). */
export async function servableContentType(db: Database, key: string) {
  if (!OBJECT_KEY.test(key)) return null;
  const row = await findStoredObject(db, key);
  return row ? (row.contentType ?? 'application/octet-stream') : null;
}

/** The local driver's stand-in for S3's presigned PUT. */
export async function receiveUpload(
  db: Database,
  store: LocalObjectStore,
  input: Parameters<typeof receiveLocalUpload>[2],
) {
  return receiveLocalUpload(db, store, input);
}
