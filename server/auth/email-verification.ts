import { eq, sql } from 'drizzle-orm';
import { users } from '../../shared/schema/users';
import type { Database, Queryable } from '../db/client';
import { badRequest, conflict } from '../lib/http-error';
import { isUniqueViolation } from '../lib/sql';
import type { Mail } from '../mail/plugin';
import type { Brand } from '../mail/templates/layout';
import { emailChangedMail, VERIFY_LINK_HOURS, verifyEmailMail } from '../mail/templates/messages';
import { consumeToken, issueToken, retireTokens } from './account-tokens';

export const VERIFY_TTL_MS = VERIFY_LINK_HOURS * 60 * 60 * 1000;
export const VERIFY_LINK_INVALID =
  'This confirmation link is invalid or has expired. Sign in to send a new one.';
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed';
export const verificationSent = (email: string) => `We sent a new confirmation link to ${email}.`;

export const verifyPage = (brand: Brand, token: string) =>
  `${brand.siteUrl}/verify-email#token=${token}`;

/** Issues a confirmation link for the member's address and queues its e-mail, in `tx`. */
export async function queueVerification(
  tx: Queryable,
  mail: Mail,
  brand: Brand,
  member: { id: string; email: string; firstName: string | null },
) {
  const token = await issueToken(tx, {
    userId: member.id,
    purpose: 'verify-email',
    email: member.email,
    ttlMs: VERIFY_TTL_MS,
  });
  await mail.queue(
    tx,
    member.email,
    verifyEmailMail(brand, { firstName: member.firstName, link: verifyPage(brand, token) }),
  );
}

/** Resend from the banner: a fresh link (older ones stop working), unless already confirmed. */
export async function resendVerification(
  db: Database,
  mail: Mail,
  brand: Brand,
  member: {
    id: string;
    email: string | null;
    firstName: string | null;
    emailVerifiedAt: Date | null;
  },
) {
  if (member.emailVerifiedAt || !member.email) throw conflict(ALREADY_VERIFIED);
  const email = member.email;
  await db.transaction(async (tx) => {
    await retireTokens(tx, member.id, 'verify-email');
    await queueVerification(tx, mail, brand, { ...member, email });
  });
  mail.nudge();
  return email;
}

export const EMAIL_TAKEN_NOW = 'That address is now used by another account';

/**
 * Opens a link we sent to an address: a sign-up's confirmation (the address is confirmed,
 * provided it is still the member's), or an address change's (the account moves to the new
 * address, and the old one is told). Returns the member, to sign in.
 */
export async function confirmEmail(db: Database, mail: Mail, brand: Brand, token: string) {
  const member = await openLink(db, mail, brand, token).catch((err) => {
    // Another account took the address between our check and the update.
    throw isUniqueViolation(err) ? conflict(EMAIL_TAKEN_NOW) : err;
  });
  mail.nudge();
  return member;
}

function openLink(db: Database, mail: Mail, brand: Brand, token: string) {
  return db.transaction(async (tx) => {
    const confirmation = await consumeToken(tx, token, 'verify-email');
    if (confirmation) {
      const [member] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, confirmation.userId))
        .returning();
      if (!member || member.email !== confirmation.email) throw badRequest(VERIFY_LINK_INVALID);
      return member;
    }
    const change = await consumeToken(tx, token, 'change-email');
    if (!change) throw badRequest(VERIFY_LINK_INVALID);
    const [before] = await tx.select().from(users).where(eq(users.id, change.userId));
    if (!before) throw badRequest(VERIFY_LINK_INVALID);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, change.email));
    if (taken) throw conflict(EMAIL_TAKEN_NOW);
    const [member] = await tx
      .update(users)
      .set({ email: change.email, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, before.id))
      .returning();
    // Reset links went to the old address; they must not outlive the change.
    await retireTokens(tx, member.id, 'password-reset');
    await retireTokens(tx, member.id, 'change-email');
    if (before.email) {
      await mail.queue(
        tx,
        before.email,
        emailChangedMail(brand, {
          firstName: member.firstName,
          newEmail: change.email,
          resetLink: `${brand.siteUrl}/forgot-password`,
        }),
      );
    }
    return member;
  });
}
