import { eq, sql } from 'drizzle-orm';
import type { PasswordReset } from '../../shared/contracts/users';
import { userCredentials, users } from '../../shared/schema/users';
import type { Database } from '../db/client';
import { badRequest } from '../lib/http-error';
import type { Mail } from '../mail/plugin';
import type { Brand } from '../mail/templates/layout';
import {
  passwordChangedMail,
  passwordResetMail,
  RESET_LINK_HOURS,
} from '../mail/templates/messages';
import { consumeToken, issueToken, peekToken, retireTokens } from './account-tokens';
import { hashPassword } from './password';
import { refusePersonalPassword, refuseWeakPassword } from './password-rules';
import { endSessionsOf } from './session';

export const RESET_TTL_MS = RESET_LINK_HOURS * 60 * 60 * 1000;
export const RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.';
export const RESET_LINK_INVALID = 'This link is invalid or has expired. Ask for a new one.';

/** The pages a message links to (client routes). */
export const resetPage = (brand: Brand, token: string) =>
  `${brand.siteUrl}/reset-password#token=${token}`;
export const forgotPasswordPage = (brand: Brand) => `${brand.siteUrl}/forgot-password`;

/**
 * Forgot password: e-mails a reset link when `email` belongs to an account with a password.
 * The token sits in the link's fragment, which browsers never send to a server, so it
 * appears in no access log.
 */
export async function sendResetLink(db: Database, mail: Mail, brand: Brand, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, email));
  if (!user?.email) return;
  const to = user.email;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, {
      userId: user.id,
      purpose: 'password-reset',
      email: to,
      ttlMs: RESET_TTL_MS,
    });
    await mail.queue(
      tx,
      to,
      passwordResetMail(brand, { firstName: user.firstName, link: resetPage(brand, token) }),
    );
  });
  mail.nudge();
}

/** Whether a reset link still works, so the page can say so before a password is typed. */
export async function checkResetLink(db: Database, token: string) {
  if (!(await peekToken(db, token, 'password-reset'))) throw badRequest(RESET_LINK_INVALID);
}

/**
 * Sets the new password from a reset link: the link is used up (with every other reset link
 * of the member), every session of the member ends, and the owner is told. Opening the
 * link proved the address, so it counts as verified. Returns the member to sign in.
 */
export async function resetPassword(db: Database, mail: Mail, brand: Brand, input: PasswordReset) {
  // Before the token is used, so a refused password leaves the link working.
  refuseWeakPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const member = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, input.token, 'password-reset');
    if (!used) throw badRequest(RESET_LINK_INVALID);
    const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
    // The address changed since the link was sent: the link was for the old one.
    if (!user || user.email !== used.email) throw badRequest(RESET_LINK_INVALID);
    // Refused here, the transaction rolls back and the link still works.
    refusePersonalPassword(input.password, user);
    await tx
      .insert(userCredentials)
      .values({ userId: user.id, passwordHash })
      .onConflictDoUpdate({
        target: userCredentials.userId,
        set: { passwordHash, updatedAt: sql`now()` },
      });
    await retireTokens(tx, user.id, 'password-reset');
    await endSessionsOf(tx, user.id);
    const [updated] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, user.id))
      .returning();
    await mail.queue(
      tx,
      used.email,
      passwordChangedMail(brand, {
        firstName: user.firstName,
        resetLink: forgotPasswordPage(brand),
      }),
    );
    return updated;
  });
  mail.nudge();
  return member;
}
