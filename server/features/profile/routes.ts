import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { objectUploads } from '../../../shared/schema/objects';
import { profileUpdateSchema, users } from '../../../shared/schema/users';
import { findUser, toPublicUser } from '../../auth/users';
import type { Database } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/http-error';

export const PROFILE_IMAGE_NOT_YOURS = 'Profile photo must be an image you uploaded';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** A photo may be kept, removed, or replaced by an image this member uploaded and had checked. */
  async function assertOwnPhoto(userId: string, current: string | null, next: string | null) {
    if (next === null || next === current) return;
    const key = next.startsWith('/objects/') ? next.slice('/objects/'.length) : null;
    const [upload] = key
      ? await db
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
  }

  // A member edits only their own profile: the row is the session's, never one named
  // in the request.
  app.put('/api/auth/user', { schema: { body: profileUpdateSchema } }, async (request) => {
    const userId = request.userId!;
    const { profileImageUrl, ...fields } = request.body;
    if (profileImageUrl !== undefined) {
      const current = await findUser(db, userId);
      if (!current) throw unauthorized();
      await assertOwnPhoto(userId, current.profileImageUrl, profileImageUrl);
    }
    const [user] = await db
      .update(users)
      .set({ ...fields, ...(profileImageUrl !== undefined ? { profileImageUrl } : {}) })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw unauthorized();
    return toPublicUser(user);
  });
};
