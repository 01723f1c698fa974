import { and, count, eq, sql } from 'drizzle-orm';
import { type MemberRole, type User, users } from '../../shared/schema/users';
import type { Database, Queryable } from '../db/client';

/** One lock for "who is the first account": two sign-ups at once cannot both see no admin. */
const FIRST_ADMIN_LOCK = sql`select pg_advisory_xact_lock(hashtext('roundtable:first-admin'))`;

/**
 * The role of an account being created in `tx`: admin when the community has no admin yet
 * (a fresh install's first account, built-in or OIDC), else member. Takes a transaction
 * lock, so of two simultaneous first sign-ups exactly one becomes admin.
 */
export async function roleForNewAccount(tx: Queryable): Promise<MemberRole> {
  await tx.execute(FIRST_ADMIN_LOCK);
  return (await adminExists(tx)) ? 'member' : 'admin';
}

/** Whether the community has an admin yet (a fresh install has none). */
export async function adminExists(db: Queryable) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return admin !== undefined;
}

export class RoleChangeRefused extends Error {}

/**
 * `npm run admin -- grant|revoke`: sets a member's role by e-mail. Refuses an unknown
 * address, and taking the role from the last admin (a community nobody can run).
 */
export async function setRole(db: Database, email: string, role: MemberRole) {
  return db.transaction(async (tx) => {
    await tx.execute(FIRST_ADMIN_LOCK);
    const [member] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!member) throw new RoleChangeRefused(`No member has the e-mail address ${email}`);
    if (member.role === 'admin' && role !== 'admin') {
      const [{ n }] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      if (n <= 1) {
        throw new RoleChangeRefused(`${email} is the last admin; grant another member admin first`);
      }
    }
    await tx
      .update(users)
      .set({ role })
      .where(and(eq(users.id, member.id)));
    return { previous: member.role, role };
  });
}

/** The admins and moderators, for `npm run admin -- list`. */
export const staff = (db: Database) =>
  db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(sql`${users.role} <> 'member'`)
    .orderBy(users.role, users.email);

/**
 * Makes a member admin when their confirmed address is one ADMIN_EMAILS names. Only a
 * confirmed address counts: anyone may sign up with any address, and the password works
 * before the address is confirmed. Returns the member as it now stands.
 */
export async function promoteNamedAdmin<
  M extends Pick<User, 'id' | 'email' | 'role' | 'emailVerifiedAt' | 'membership'>,
>(db: Database, member: M, adminEmails: readonly string[]): Promise<M> {
  if (member.role === 'admin' || !member.emailVerifiedAt || !member.email) return member;
  if (!adminEmails.includes(member.email.toLowerCase())) return member;
  // The operator named them: no application to wait on.
  await db
    .update(users)
    .set({ role: 'admin', membership: 'active' })
    .where(eq(users.id, member.id));
  return { ...member, role: 'admin', membership: 'active' };
}
