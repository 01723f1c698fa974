import type { UploadPurpose } from '../../../shared/contracts/choices';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-error';
import type { Viewer } from '../../lib/policy';
import { servedAs } from '../../storage/disposition';
import type { LocalObjectStore } from '../../storage/local-store';
import { OBJECT_KEY, type ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { attachUpload, claimUpload, issueUpload, receiveLocalUpload } from '../../storage/uploads';
import { findStoredObject, lockOwnPhoto, setOwnPhoto } from './queries';

/**
 * The uploads feature over server/storage (which holds the rules: addresses, checks,
 * quota, claiming): what the routes ask, with the member and the address named.
 */

/** An upload address for the member (spec §7 `POST /api/objects/upload`). */
export async function requestUpload(
  db: Database,
  store: ObjectStore,
  viewerId: string,
  { purpose, fileName }: { purpose: UploadPurpose; fileName?: string | null },
) {
  return issueUpload(db, store, viewerId, purpose, fileName);
}

/**
 * Checks an uploaded profile photo is the member's own image. By itself (the spec's call)
 * that is all: it is attached when the profile is saved with it. With `save` it becomes the
 * member's photo now, and the one it replaces is let go (decision 010).
 */
export async function checkProfileImage(
  db: Database,
  store: ObjectStore,
  { viewerId, imageUrl, save }: { viewerId: string; imageUrl: string; save?: boolean },
) {
  const { objectPath, upload } = await claimUpload(db, store, viewerId, imageUrl, 'image');
  if (!save) return { objectPath };
  const released = await db.transaction(async (tx) => {
    // Locked, so a profile save at the same time takes its turn.
    const current = await lockOwnPhoto(tx, viewerId);
    if (!current) throw unauthorized();
    if (current.profileImageUrl === objectPath) return [];
    await attachUpload(tx, viewerId, upload.key);
    await setOwnPhoto(tx, viewerId, objectPath);
    return releaseObjects(tx, [current.profileImageUrl]);
  });
  await discardObjects(db, store, released);
  return { objectPath };
}

/**
 * How to serve an object (its type, and `Content-Disposition` with its name), or null when
 * it is not served (unknown key, unchecked, or the file of an item moderators hid that is
 * not the viewer's: the same 404 as a file that does not exist).
 */
export async function servableObject(db: Database, key: string, viewer: Viewer) {
  if (!OBJECT_KEY.test(key)) return null;
  const row = await findStoredObject(db, key, viewer);
  return row && !row.hidden ? servedAs(row) : null;
}

/** The local driver's stand-in for S3's presigned PUT. */
export async function receiveUpload(
  db: Database,
  store: LocalObjectStore,
  input: Parameters<typeof receiveLocalUpload>[2],
) {
  return receiveLocalUpload(db, store, input);
}
