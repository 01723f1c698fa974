import { count, eq, sql } from 'drizzle-orm';
import type { MemberRole } from '../../shared/contracts/choices';
import { type User, users } from '../../shared/schema/users';
import type { Database, Queryable } from '../db/client';
import { type AuditActor, auditName, OPERATOR, recordAudit } from '../features/audit';

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

/** A member as an audit entry names them: by id, and their name as it is now. */
const memberTarget = (member: Pick<User, 'id' | 'firstName' | 'lastName'>) => ({
  targetType: 'member',
  targetId: member.id,
  targetLabel: auditName(member),
});

/**
 * Whether a fresh install still waits for its first admin (the setup page, issue 36), as
 * `/api/config` asks on every visit. Once an admin exists one always will (the last admin
 * can be neither removed nor demoted), so each app stops asking after the first no: the
 * answer costs one indexed read until setup, and nothing after.
 */
export function setupNeededCheck(db: Queryable) {
  let adminSeen = false;
  return async () => {
    if (adminSeen) return false;
    adminSeen = await adminExists(db);
    return !adminSeen;
  };
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
 * address, and taking the role from the last admin (a community nobody can run). A change
 * is written to the audit log in the same transaction, as made by `actor`: the command
 * line's unless the console passes the admin who made it. The same role again records
 * nothing.
 */
export async function setRole(
  db: Database,
  email: string,
  role: MemberRole,
  actor: AuditActor = OPERATOR.commandLine,
) {
  return db.transaction(async (tx) => {
    await tx.execute(FIRST_ADMIN_LOCK);
    const [member] = await tx
      .select({
        id: users.id,
        role: users.role,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()));
    if (!member) throw new RoleChangeRefused(`No member has the e-mail address ${email}`);
    if (member.role === 'admin' && role !== 'admin') {
      const [{ n }] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      if (n <= 1) {
        throw new RoleChangeRefused(`${email} is the last admin; grant another member admin first`);
      }
    }
    if (member.role !== role) {
      await tx.update(users).set({ role }).where(eq(users.id, member.id));
      await recordAudit(tx, {
        actor,
        action: 'member.role',
        ...memberTarget(member),
        before: { role: member.role },
        after: { role },
      });
    }
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
 * before the address is confirmed. The promotion is written to the audit log as the
 * configuration's (once: a second confirmation racing this one finds them admin already).
 * Returns the member as it now stands.
 */
export async function promoteNamedAdmin<
  M extends Pick<
    User,
    'id' | 'email' | 'role' | 'emailVerifiedAt' | 'membership' | 'firstName' | 'lastName'
  >,
>(db: Database, member: M, adminEmails: readonly string[]): Promise<M> {
  if (member.role === 'admin' || !member.emailVerifiedAt || !member.email) return member;
  if (!adminEmails.includes(member.email.toLowerCase())) return member;
  await db.transaction(async (tx) => {
    // The operator named them: no application to wait on.
    const [before] = await tx
      .select({ role: users.role, membership: users.membership })
      .from(users)
      .where(eq(users.id, member.id))
      .for('update');
    if (!before || before.role === 'admin') return;
    await tx
      .update(users)
      .set({ role: 'admin', membership: 'active' })
      .where(eq(users.id, member.id));
    const membershipChanged = before.membership !== 'active';
    await recordAudit(tx, {
      actor: OPERATOR.configuration,
      action: 'member.role',
      ...memberTarget(member),
      before: {
        role: before.role,
        ...(membershipChanged ? { membership: before.membership } : {}),
      },
      after: { role: 'admin', ...(membershipChanged ? { membership: 'active' } : {}) },
    });
  });
  return { ...member, role: 'admin', membership: 'active' };
}
