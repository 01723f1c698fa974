import { eq } from 'drizzle-orm';
import { type PublicUser, type User, users } from '../../shared/schema/users';
import type { Database } from '../db/client';

/** The wire shape of a member: every column of `users`, which holds nothing secret. */
export const toPublicUser = (u: User): PublicUser => ({
  ...u,
  emailVerifiedAt: u.emailVerifiedAt?.toISOString() ?? null,
  joinedAt: u.joinedAt.toISOString(),
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

export async function findUser(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}
