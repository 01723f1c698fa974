import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { JoinMode } from '../../shared/contracts/choices';
import { REASON_REQUIRED } from '../../shared/contracts/membership';
import type { SignIn, SignUp } from '../../shared/contracts/users';
import { type User, userCredentials, users } from '../../shared/schema/users';

type NewUser = typeof users.$inferInsert;

import type { Database, Queryable } from '../db/client';
import { badRequest, conflict, forbidden, HttpError } from '../lib/http-error';
import { isUniqueViolation } from '../lib/sql';
import type { Mail } from '../mail/plugin';
import type { Brand } from '../mail/templates/layout';
import { accountExistsMail } from '../mail/templates/messages';
import { queueVerification } from './email-verification';
import { joining } from './joining';
import type { OidcProfile } from './oidc';
import { dummyHash, hashPassword, verifyPassword } from './password';
import { forgotPasswordPage } from './password-reset';
import { refusePersonalPassword, refuseWeakPassword } from './password-rules';
import { adminExists, roleForNewAccount } from './roles';

const INVALID_CREDENTIALS = 'Invalid email or password';
export const SIGNED_UP =
  'We sent you a link to confirm your address. Open it to finish signing up.';

export const INVITE_ONLY = 'Joining is by invitation only';
export const ACCOUNT_REMOVED = 'This account was removed from the community.';
export const INVITATION_FOR_ANOTHER = 'This invitation is for another e-mail address';
export const ACCOUNT_EXISTS =
  'An account with this e-mail address already exists. Sign in instead.';

/** The application's answers are asked for but missing: the field that says so. */
const answersMissing = () =>
  badRequest(REASON_REQUIRED, [{ path: 'application.reason', message: REASON_REQUIRED }]);

/**
 * Creates a built-in account. Without an invitation, the account waits for its address to
 * be confirmed (a link by e-mail, in the same transaction); an address that already has an
 * account gets an e-mail telling its owner instead, and the caller answers both alike:
 * sign-up reveals nothing about who is a member. The password is hashed either way, so
 * both take the same time. The join mode decides the rest (issue 21): `approval` makes the
 * account an applicant with its answers, `invite-only` refuses it; the first account of a
 * fresh install is the admin whatever the mode.
 *
 * With an invitation the address is proven (the link went there), so the account is
 * returned for the caller to sign in at once; it is a member, or an applicant when a
 * member's invitation meets approval mode.
 */
export async function signUp(
  db: Database,
  mail: Mail,
  brand: Brand,
  input: SignUp,
  joinMode: JoinMode,
): Promise<User | null> {
  refuseWeakPassword(input.password);
  refusePersonalPassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  if (input.invitation) {
    return signUpInvited(db, mail, brand, input, passwordHash, input.invitation, joinMode);
  }
  const firstAccount = !(await adminExists(db));
  if (!firstAccount && joinMode === 'invite-only') throw forbidden(INVITE_ONLY);
  const applies = !firstAccount && joinMode === 'approval';
  if (applies && !input.application) throw answersMissing();
  if (applies && input.application) await joining().checkAnswers(db, input.application);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) return tellOwner(db, mail, brand, input.email);
  try {
    await db.transaction(async (tx) => {
      const role = await roleForNewAccount(tx);
      const pending = applies && role !== 'admin';
      const user = await insertAccount(tx, input, passwordHash, {
        role,
        membership: pending ? 'pending' : 'active',
        ...profileFrom(input.application),
      });
      if (pending && input.application)
        await joining().recordApplication(tx, user.id, input.application);
      await queueVerification(tx, mail, brand, { ...user, email: input.email });
    });
    mail.nudge();
  } catch (err) {
    // The unique index decides, so of two simultaneous sign-ups one creates the account
    // and the other is answered like any sign-up with a taken address.
    if (isUniqueViolation(err)) return tellOwner(db, mail, brand, input.email);
    throw err;
  }
  return null;
}

/** A new account and its password, in `tx`: the rows every way of signing up with one makes. */
async function insertAccount(
  tx: Queryable,
  input: Pick<SignUp, 'email' | 'firstName' | 'lastName'>,
  passwordHash: string,
  fields: Pick<NewUser, 'role' | 'membership'> & Partial<NewUser>,
): Promise<User> {
  const [user] = await tx
    .insert(users)
    .values({
      id: randomUUID(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      ...fields,
    })
    .returning();
  if (!user) throw new Error('no account row returned');
  await tx.insert(userCredentials).values({ userId: user.id, passwordHash });
  return user;
}

export const ALREADY_SET_UP = 'This community is already set up. Sign in instead.';

/**
 * The first admin of a fresh install, from the setup page (issue 36, decision 048): the
 * account a sign-up would make, active and admin, under the first-admin lock, with what
 * else the setup saves written by `alsoInTx` in the same transaction. Refused with 409
 * once the community has an admin, so of two setups at once exactly one happens. The
 * address is confirmed as any other (its link is mailed); the operator is signed in now.
 */
export async function createFirstAdmin(
  db: Database,
  mail: Mail,
  brand: Brand,
  input: Pick<SignUp, 'email' | 'password' | 'firstName' | 'lastName'>,
  alsoInTx: (tx: Database, admin: User) => Promise<void>,
): Promise<User> {
  refuseWeakPassword(input.password);
  refusePersonalPassword(input.password, input);
  if (await adminExists(db)) throw conflict(ALREADY_SET_UP);
  const passwordHash = await hashPassword(input.password);
  const admin = await db.transaction(async (tx) => {
    if ((await roleForNewAccount(tx)) !== 'admin') throw conflict(ALREADY_SET_UP);
    const user = await insertAccount(tx, input, passwordHash, {
      role: 'admin',
      membership: 'active',
    });
    await alsoInTx(tx, user);
    await queueVerification(tx, mail, brand, { ...user, email: input.email });
    return user;
  });
  mail.nudge();
  return admin;
}

/** An applicant's company, title and website start their profile too: they typed them once. */
const profileFrom = (answers: SignUp['application']) =>
  answers ? { company: answers.company, title: answers.title, website: answers.website } : {};

/**
 * Sign-up through an invitation's link: the invitation is used in the account's transaction.
 * An e-mail invitation's link proved the address, so the account starts signed in; a
 * shareable link (decision 051) proves nothing about it: the address is confirmed as any
 * sign-up's, a taken one is answered as any sign-up's (no use is counted), and the answer
 * is null, as for a sign-up without an invitation.
 */
async function signUpInvited(
  db: Database,
  mail: Mail,
  brand: Brand,
  input: SignUp,
  passwordHash: string,
  token: string,
  joinMode: JoinMode,
) {
  let shared = false;
  try {
    const joined = await db.transaction(async (tx) => {
      const invitation = await joining().usableInvitation(tx, token, true);
      shared = invitation.email === null;
      if (shared) {
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, input.email));
        if (taken) return 'taken' as const;
      } else if (invitation.email !== input.email) {
        throw badRequest(INVITATION_FOR_ANOTHER, [
          { path: 'email', message: INVITATION_FOR_ANOTHER },
        ]);
      }
      const role = await roleForNewAccount(tx);
      const pending = role !== 'admin' && !joining().invitationAdmits(invitation, joinMode);
      if (pending && !input.application) throw answersMissing();
      const user = await insertAccount(tx, input, passwordHash, {
        role,
        membership: pending ? 'pending' : 'active',
        emailVerifiedAt: shared ? null : new Date(),
        ...profileFrom(input.application),
      });
      if (pending && input.application) {
        await joining().recordApplication(tx, user.id, input.application, invitation.id);
      }
      await joining().acceptInvitation(tx, invitation.id, user.id);
      if (!shared) return user;
      await queueVerification(tx, mail, brand, { ...user, email: input.email });
      return 'confirm' as const;
    });
    if (joined === 'taken') return tellOwner(db, mail, brand, input.email);
    if (joined === 'confirm') {
      mail.nudge();
      return null;
    }
    return joined;
  } catch (err) {
    // A shared link's address taken at the same moment: answered as any sign-up's.
    if (isUniqueViolation(err) && shared) return tellOwner(db, mail, brand, input.email);
    if (isUniqueViolation(err)) throw conflict(ACCOUNT_EXISTS);
    throw err;
  }
}

/** "You already have an account": sent after the answer, so its work cannot be timed. */
function tellOwner(db: Database, mail: Mail, brand: Brand, email: string): null {
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
  return null;
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
/**
 * The member behind a provider's sign-in: the account that sub or verified address already
 * has, else a new one. `invitation`, the token of the link the sign-in started from
 * (sealed in the pending sign-in cookie), is used up in the new account's transaction as a
 * built-in sign-up uses it: it admits directly or leads to the application page, as
 * `invitationAdmits` says; a dead one refuses the sign-up with its reason and creates
 * nothing. The address is the invitation's, which the link proved; a provider vouching
 * for another address is refused rather than quietly ignored.
 */
export async function upsertOidcUser(
  db: Database,
  p: OidcProfile,
  joinMode: JoinMode,
  invitationToken?: string,
) {
  const id = `oidc:${p.issuerHost}:${p.sub}`;
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.id, id));
      // A removed member's tombstone keeps this id, as everything they posted points at it
      // (decision 022): the provider account cannot come back, and is told so plainly
      // rather than as a suspension; the tombstone is not refilled with their name.
      if (existing?.membership === 'removed') throw forbidden(ACCOUNT_REMOVED);
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
      const invitation = invitationToken
        ? await joining().usableInvitation(tx, invitationToken, true)
        : null;
      if (invitation?.email && p.email && p.emailVerified && p.email !== invitation.email) {
        throw badRequest(INVITATION_FOR_ANOTHER);
      }
      const email = invitation?.email ?? p.email;
      const role = await roleForNewAccount(tx);
      // Invite-only refuses a newcomer without an invitation here as the built-in sign-up
      // does; the first account of a fresh install is the admin and always gets in.
      if (role !== 'admin' && !invitation && joinMode === 'invite-only') {
        throw forbidden(INVITE_ONLY);
      }
      // Through the same gate as a built-in sign-up: outside open mode, a new account
      // applies (its answers on the application page) unless it is the first, the admin,
      // or an invitation admits it.
      const admitted =
        role === 'admin' ||
        (invitation ? joining().invitationAdmits(invitation, joinMode) : joinMode === 'open');
      const [created] = await tx
        .insert(users)
        .values({
          id,
          email,
          firstName: p.firstName,
          lastName: p.lastName,
          profileImageUrl: p.picture,
          // The provider's word that the address is theirs is as good as our link, and the
          // invitation's link went to its address.
          emailVerifiedAt: invitation?.email || (p.email && p.emailVerified) ? new Date() : null,
          role,
          membership: admitted ? 'active' : 'pending',
        })
        .returning();
      if (invitation) await joining().acceptInvitation(tx, invitation.id, created.id);
      return created;
    });
  } catch (err) {
    // The invitation's address already has an account (made since it was sent).
    if (invitationToken && isUniqueViolation(err)) throw conflict(ACCOUNT_EXISTS);
    throw err;
  }
}
