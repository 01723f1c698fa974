import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { ownProfile } from '../../../shared/contracts/profile';
import type { profileUpdateSchema } from '../../../shared/contracts/users';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/http-error';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, objectKeyOf, releaseObjects } from '../../storage/release';
import { attachUpload } from '../../storage/uploads';
import { findOwnCheckedImage, lockProfilePhoto } from './queries';

export const PROFILE_IMAGE_NOT_YOURS = 'Profile photo must be an image you uploaded';

/** A new photo must be an image this member uploaded and had checked; it is attached here. */
async function attachOwnPhoto(tx: Queryable, userId: string, path: string) {
  const key = objectKeyOf(path);
  const upload = key ? await findOwnCheckedImage(tx, { ownerId: userId, key }) : null;
  if (!upload) {
    throw badRequest(PROFILE_IMAGE_NOT_YOURS, [
      { path: 'profileImageUrl', message: PROFILE_IMAGE_NOT_YOURS },
    ]);
  }
  await attachUpload(tx, userId, upload.key);
}

/**
 * A member edits only their own profile: the row is the session's, never one named in
 * the request. A photo may be kept, removed, or replaced; the one it replaces is deleted
 * once the change has committed (at once with a store; otherwise by the upload sweep).
 */
export async function updateProfile(
  db: Database,
  store: ObjectStore | undefined,
  viewerId: string,
  body: z.output<typeof profileUpdateSchema>,
): Promise<Answer<typeof ownProfile>> {
  const { profileImageUrl, ...fields } = body;
  let replaced: string[] = [];
  const user = await db.transaction(async (tx) => {
    let previous: string | null = null;
    if (profileImageUrl !== undefined) {
      // Locked, so two saves at once take turns and each lets go of the photo it replaced.
      const current = await lockProfilePhoto(tx, viewerId);
      if (!current) throw unauthorized();
      if (profileImageUrl !== current.profileImageUrl) {
        previous = current.profileImageUrl;
        if (profileImageUrl !== null) await attachOwnPhoto(tx, viewerId, profileImageUrl);
      }
    }
    const [updated] = await tx
      .update(users)
      .set({ ...fields, ...(profileImageUrl !== undefined ? { profileImageUrl } : {}) })
      .where(eq(users.id, viewerId))
      .returning();
    if (!updated) throw unauthorized();
    replaced = await releaseObjects(tx, [previous]);
    return updated;
  });
  if (store) await discardObjects(db, store, replaced);
  return user;
}
