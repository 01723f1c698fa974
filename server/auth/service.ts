import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type SignIn, type SignUp, userCredentials, users } from '../../shared/schema/users';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { isUniqueViolation } from '../lib/sql';
import type { Mail } from '../mail/plugin';
import type { Brand } from '../mail/templates/layout';
import { accountExistsMail } from '../mail/templates/messages';
import { refuseCommonPassword } from './common-passwords';
import { queueVerification } from './email-verification';
import type { OidcProfile } from './oidc';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { forgotPasswordPage } from './password-reset';
import { roleForNewAccount } from './roles';

const INVALID_CREDENTIALS = 'Invalid email or password';
export const SIGNED_UP =
  'We sent you a link to confirm your address. Open it to finish signing up.';

/**
 * Creates a built-in account and e-mails a confirmation link, in one transaction. An address
 * that already has an account gets an e-mail telling its owner instead, and the caller
 * answers both alike: sign-up reveals nothing about who is a member. The password is hashed
 * either way, so both take the same time.
 */
export async function signUp(db: Database, mail: Mail, brand: Brand, input: SignUp) {
  refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) return tellOwner(db, mail, brand, input.email);
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          id: randomUUID(),
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: await roleForNewAccount(tx),
        })
        .returning();
      await tx.insert(userCredentials).values({ userId: user.id, passwordHash });
      await queueVerification(tx, mail, brand, { ...user, email: input.email });
    });
    mail.nudge();
  } catch (err) {
    // The unique index decides, so of two simultaneous sign-ups one creates the account
    // and the other is answered like any sign-up with a taken address.
    if (isUniqueViolation(err)) return tellOwner(db, mail, brand, input.email);
    throw err;
  }
}

/** "You already have an account": sent after the answer, so its work cannot be timed. */
function tellOwner(db: Database, mail: Mail, brand: Brand, email: string) {
  mail.later(async () => {
    const [owner] = await db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email));
    if (!owner) return;
    await mail.queue(
      db,
      email,
      accountExistsMail(brand, {
        firstName: owner.firstName,
        signInLink: `${brand.siteUrl}/sign-in`,
        resetLink: forgotPasswordPage(brand),
      }),
    );
    mail.nudge();
  });
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
        // The provider's word that the address is theirs is as good as our link.
        emailVerifiedAt: p.email && p.emailVerified ? new Date() : null,
        role: await roleForNewAccount(tx),
      })
      .returning();
    return created;
  });
}
