import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUpdateSchema, users } from '../../../shared/schema/users';
import { toPublicUser } from '../../auth/users';
import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/http-error';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // A member edits only their own profile: the row is the session's, never one named
  // in the request.
  app.put('/api/auth/user', { schema: { body: profileUpdateSchema } }, async (request) => {
    const { profileImageUrl, ...fields } = request.body;
    const [user] = await db
      .update(users)
      .set({ ...fields, ...(profileImageUrl !== undefined ? { profileImageUrl } : {}) })
      .where(eq(users.id, request.userId!))
      .returning();
    if (!user) throw unauthorized();
    return toPublicUser(user);
  });
};
