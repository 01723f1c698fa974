import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type SignIn, type SignUp, userCredentials, users } from '../../shared/schema/users';
import type { Database } from '../db/client';
import { conflict, HttpError } from '../lib/http-error';
import { isUniqueViolation } from '../lib/sql';
import type { OidcProfile } from './oidc';
import { dummyHash, hashPassword, verifyPassword } from './password';

const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN = 'An account with this email already exists';

export async function signUp(db: Database, input: SignUp) {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
        })
        .returning();
      await tx.insert(userCredentials).values({ userId: user.id, passwordHash });
      return user;
    });
  } catch (err) {
    // The unique index decides, so two simultaneous sign-ups cannot both win.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
    throw err;
  }
}

/** One answer for an unknown e-mail and a wrong password, in the same time. */
export async function signIn(db: Database, input: SignIn) {
  const [row] = await db
    .select({ user: users, passwordHash: userCredentials.passwordHash })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, input.email));
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyHash), input.password);
  if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
  return row.user;
}

/**
 * Finds or creates the member an OpenID provider vouches for. Names and photo are
 * taken only when the account is new (or the field is empty), so a member's own edits
 * in Edit Profile survive the next sign-in. An existing account with the same e-mail is
 * linked only when the provider says the address is verified.
 */
export async function upsertOidcUser(db: Database, p: OidcProfile) {
  const id = `oidc:${p.issuerHost}:${p.sub}`;
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.id, id));
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({
          firstName: existing.firstName ?? p.firstName,
          lastName: existing.lastName ?? p.lastName,
          profileImageUrl: existing.profileImageUrl ?? p.picture,
        })
        .where(eq(users.id, id))
        .returning();
      return updated;
    }
    if (p.email) {
      const [byEmail] = await tx.select().from(users).where(eq(users.email, p.email));
      if (byEmail && p.emailVerified) return byEmail;
      if (byEmail) p = { ...p, email: null };
    }
    const [created] = await tx
      .insert(users)
      .values({
        id,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        profileImageUrl: p.picture,
      })
      .returning();
    return created;
  });
}
