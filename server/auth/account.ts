import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { EmailChange, PasswordChange } from '../../shared/contracts/users';
import { accountTokens } from '../../shared/schema/account-tokens';
import { sessions } from '../../shared/schema/sessions';
import { type User, userCredentials, users } from '../../shared/schema/users';
import type { Database } from '../db/client';
import { badRequest, conflict, notFound } from '../lib/http-error';
import type { Mail } from '../mail/plugin';
import type { Brand } from '../mail/templates/layout';
import { emailChangeMail, passwordChangedMail } from '../mail/templates/messages';
import { issueToken, retireTokens } from './account-tokens';
import { describeDevice } from './devices';
import { VERIFY_TTL_MS, verifyPage } from './email-verification';
import { hashPassword, verifyPassword } from './password';
import { forgotPasswordPage } from './password-reset';
import { refusePersonalPassword, refuseWeakPassword } from './password-rules';
import { endSessionsOf } from './session';

export const PASSWORD_MANAGED_BY_PROVIDER =
  'Your password is managed by your sign-in provider, not here';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const SAME_EMAIL = 'This is already your e-mail address';
export const emailChangeSent = (email: string) =>
  `We sent a link to ${email}. Your address changes when you open it.`;
export const SESSION_NOT_FOUND = 'That device is no longer signed in';
export const CURRENT_SESSION = 'This is the device you are using: sign out instead';

/** How many devices the account page lists: the most recently active. */
export const DEVICE_LIST_LIMIT = 50;

const credentialOf = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ passwordHash: userCredentials.passwordHash })
    .from(userCredentials)
    .where(eq(userCredentials.userId, userId));
  return row ?? null;
};

export async function accountSettings(db: Database, member: User, oidcEnabled: boolean) {
  const [credential, [pending]] = await Promise.all([
    credentialOf(db, member.id),
    db
      .select({ email: accountTokens.email })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, member.id),
          eq(accountTokens.purpose, 'change-email'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(accountTokens.createdAt))
      .limit(1),
  ]);
  return {
    hasPassword: credential !== null,
    passwordManagedByProvider: oidcEnabled && credential === null,
    pendingEmail: pending?.email ?? null,
  };
}

/** Checks the current password; a wrong one is a field error. Null: the member has none. */
async function proveCurrentPassword(db: Database, member: User, password: string | undefined) {
  const credential = await credentialOf(db, member.id);
  if (!credential) return false;
  if (!password || !(await verifyPassword(credential.passwordHash, password))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, [
      { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  return true;
}

/**
 * A new password from the account page: every other session ends (this one stays), older
 * reset links stop working, and the owner is told by e-mail.
 */
export async function changePassword(
  db: Database,
  mail: Mail,
  brand: Brand,
  who: { member: User; sid: string },
  input: PasswordChange,
) {
  const { member } = who;
  if (!(await credentialOf(db, member.id))) throw conflict(PASSWORD_MANAGED_BY_PROVIDER);
  await proveCurrentPassword(db, member, input.currentPassword);
  refuseWeakPassword(input.newPassword, 'newPassword');
  refusePersonalPassword(input.newPassword, member, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(userCredentials)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(userCredentials.userId, member.id));
    await retireTokens(tx, member.id, 'password-reset');
    await endSessionsOf(tx, member.id, who.sid);
    if (member.email) {
      await mail.queue(
        tx,
        member.email,
        passwordChangedMail(brand, {
          firstName: member.firstName,
          resetLink: forgotPasswordPage(brand),
        }),
      );
    }
  });
  mail.nudge();
}

/**
 * Asks to move the account to a new address: a link goes to the new address and the change
 * happens when it is opened (email-verification.ts). The pending change is recorded the same
 * way whether or not the address is taken, so neither the answer, nor the account page after
 * it, tells who is a member; a taken address is just never sent its link (decided after the
 * answer, so the time does not tell either).
 */
export async function requestEmailChange(
  db: Database,
  mail: Mail,
  brand: Brand,
  member: User,
  input: EmailChange,
) {
  await proveCurrentPassword(db, member, input.currentPassword);
  if (input.email === member.email) {
    throw badRequest(SAME_EMAIL, [{ path: 'email', message: SAME_EMAIL }]);
  }
  const token = await db.transaction(async (tx) => {
    await retireTokens(tx, member.id, 'change-email');
    return issueToken(tx, {
      userId: member.id,
      purpose: 'change-email',
      email: input.email,
      ttlMs: VERIFY_TTL_MS,
    });
  });
  mail.later(async () => {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (taken) return;
    await mail.queue(
      db,
      input.email,
      emailChangeMail(brand, { firstName: member.firstName, link: verifyPage(brand, token) }),
    );
    mail.nudge();
  });
  return emailChangeSent(input.email);
}

/** What the device list shows for a session instead of its id (the cookie's secret). */
export const publicSessionId = (sid: string) =>
  createHash('sha256').update(sid).digest('base64url').slice(0, 22);

export async function listDevices(db: Database, userId: string, currentSid: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(sql`(${sessions.sess}->>'userId') = ${userId}`, gt(sessions.expire, sql`now()`)))
    .orderBy(desc(sql`coalesce((${sessions.sess}->>'lastSeenAt')::bigint, 0)`))
    .limit(DEVICE_LIST_LIMIT);
  return rows.map(({ sid, sess }) => ({
    id: publicSessionId(sid),
    device: describeDevice(sess.userAgent),
    ip: sess.ip ?? null,
    signedInAt: new Date(sess.createdAt ?? 0),
    lastActiveAt: new Date(sess.lastSeenAt ?? sess.createdAt ?? 0),
    current: sid === currentSid,
  }));
}

/** Signs one of the member's other devices out. */
export async function endDevice(db: Database, userId: string, id: string, currentSid: string) {
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(sql`(${sessions.sess}->>'userId') = ${userId}`);
  const target = rows.find((r) => publicSessionId(r.sid) === id);
  if (!target) throw notFound(SESSION_NOT_FOUND);
  if (target.sid === currentSid) throw conflict(CURRENT_SESSION);
  await db.delete(sessions).where(eq(sessions.sid, target.sid));
}

/** "Sign out everywhere else": how many sessions ended. */
export const endOtherDevices = (db: Database, userId: string, currentSid: string) =>
  endSessionsOf(db, userId, currentSid);
