import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { objectUploads } from '../../../shared/schema/objects';
import { profileUpdateSchema, users } from '../../../shared/schema/users';
import { toPublicUser } from '../../auth/users';
import type { Database } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/http-error';
import type { ObjectStore } from '../../storage/object-store';
import type { Queryable } from '../../storage/quota';
import { discardObjects, objectKeyOf, releaseObjects } from '../../storage/release';
import { attachUpload } from '../../storage/uploads';

export const PROFILE_IMAGE_NOT_YOURS = 'Profile photo must be an image you uploaded';

interface Options {
  db: Database;
  /** Where a replaced photo is deleted at once; without it the upload sweep deletes it. */
  store?: ObjectStore;
}

/** A new photo must be an image this member uploaded and had checked; it is attached here. */
async function attachOwnPhoto(tx: Queryable, userId: string, path: string) {
  const key = objectKeyOf(path);
  const [upload] = key
    ? await tx
        .select({ key: objectUploads.key })
        .from(objectUploads)
        .where(
          and(
            eq(objectUploads.key, key),
            eq(objectUploads.ownerId, userId),
            eq(objectUploads.purpose, 'image'),
            isNotNull(objectUploads.storedAt),
          ),
        )
    : [];
  if (!upload) {
    throw badRequest(PROFILE_IMAGE_NOT_YOURS, [
      { path: 'profileImageUrl', message: PROFILE_IMAGE_NOT_YOURS },
    ]);
  }
  await attachUpload(tx, userId, upload.key);
}

export const profileRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, store }) => {
  // A member edits only their own profile: the row is the session's, never one named
  // in the request. A photo may be kept, removed, or replaced; the one it replaces is
  // deleted once the change has committed.
  app.put('/api/auth/user', { schema: { body: profileUpdateSchema } }, async (request) => {
    const userId = request.userId!;
    const { profileImageUrl, ...fields } = request.body;
    let replaced: string[] = [];
    const user = await db.transaction(async (tx) => {
      let previous: string | null = null;
      if (profileImageUrl !== undefined) {
        // Locked, so two saves at once take turns and each lets go of the photo it replaced.
        const [current] = await tx
          .select({ profileImageUrl: users.profileImageUrl })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!current) throw unauthorized();
        if (profileImageUrl !== current.profileImageUrl) {
          previous = current.profileImageUrl;
          if (profileImageUrl !== null) await attachOwnPhoto(tx, userId, profileImageUrl);
        }
      }
      const [updated] = await tx
        .update(users)
        .set({ ...fields, ...(profileImageUrl !== undefined ? { profileImageUrl } : {}) })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw unauthorized();
      replaced = await releaseObjects(tx, [previous]);
      return updated;
    });
    if (store) await discardObjects(db, store, replaced);
    return toPublicUser(user);
  });
};
