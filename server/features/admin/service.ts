import { and, desc, eq, getTableColumns, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Suspension } from '../../../shared/contracts/admin';
import type { MemberRole } from '../../../shared/contracts/choices';
import { type User, users } from '../../../shared/schema/users';
import { RoleChangeRefused, setRole } from '../../auth/roles';
import { endSessionsOf } from '../../auth/session';
import { isSuspended } from '../../auth/suspension';
import type { Database, Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { decodeCursor, exactTime, type Page, takePage } from '../../lib/pagination';
import { likeContains } from '../../lib/sql';
import { type AuditEntry, auditName, recordAudit } from '../audit';

export const MEMBER_NOT_FOUND = 'Member not found';
export const NOT_YOURSELF = 'You cannot suspend yourself';
export const SUSPEND_ADMIN = 'Admins cannot be suspended: change their role first';

const cursorShape = z.object({ joinedAt: z.iso.datetime(), id: z.string().max(255) });

const toAdminMember = ({ sortTime: _, ...u }: User & { sortTime: string }) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  profileImageUrl: u.profileImageUrl,
  title: u.title,
  company: u.company,
  role: u.role,
  joinedAt: u.joinedAt,
  emailVerifiedAt: u.emailVerifiedAt,
  suspended: isSuspended(u),
  suspendedUntil: isSuspended(u) ? u.suspendedUntil : null,
  suspensionReason: isSuspended(u) ? u.suspensionReason : null,
});
export type AdminMemberRow = ReturnType<typeof toAdminMember>;

const suspendedNow = sql`(${users.suspendedAt} is not null and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now()))`;

/** Members newest first, by name or address, role and state; paged by (joinedAt, id). */
export async function listAdminMembers(
  db: Database,
  query: {
    q?: string;
    role?: MemberRole;
    state?: 'active' | 'suspended';
    limit: number;
    cursor?: string;
  },
): Promise<Page<AdminMemberRow>> {
  const after = decodeCursor(query.cursor, cursorShape);
  const filters: (SQL | undefined)[] = [
    // A removed member (decision 022) is no longer one: only their posts remain.
    ne(users.membership, 'removed'),
    query.q
      ? or(
          ilike(
            sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`,
            likeContains(query.q),
          ),
          ilike(users.email, likeContains(query.q)),
        )
      : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.state === 'suspended'
      ? suspendedNow
      : query.state === 'active'
        ? sql`not ${suspendedNow}`
        : undefined,
  ];
  const where = and(...filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...getTableColumns(users), sortTime: exactTime(users.joinedAt) })
      .from(users)
      .where(
        and(
          where,
          after
            ? sql`(${users.joinedAt}, ${users.id}) < (${after.joinedAt}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(users.joinedAt), desc(users.id))
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  const { items, nextCursor } = takePage(rows, query.limit, (r) => ({
    joinedAt: r.sortTime,
    id: r.id,
  }));
  return { items: items.map(toAdminMember), nextCursor, total };
}

/**
 * A member by id, or 404. `forUpdate` (inside a transaction) holds the row until it ends, so
 * two admins acting on one member at once each record what the other left.
 */
async function findMember(db: Queryable, id: string, forUpdate = false) {
  const query = db
    .select({ ...getTableColumns(users), sortTime: exactTime(users.joinedAt) })
    .from(users)
    .where(eq(users.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

/** Who acted, for the audit log: the admin as the request's session read them. */
export type Actor = AuditEntry['actor'];

/** A member as an audit entry names them: their id and name at the time. */
const memberTarget = (member: User) => ({
  targetType: 'member',
  targetId: member.id,
  targetLabel: auditName(member),
});

/** A suspension as the audit log keeps it: until when (null: indefinitely) and why. */
const suspensionOf = (member: User) =>
  isSuspended(member)
    ? {
        until: member.suspendedUntil ? member.suspendedUntil.toISOString() : null,
        reason: member.suspensionReason,
      }
    : null;

/**
 * Changes a member's role; the last admin keeps theirs (roles.ts). The change and its
 * audit entry commit together; asking for the role the member already has changes nothing
 * and records nothing.
 */
export async function changeRole(db: Database, actor: Actor, id: string, role: MemberRole) {
  await db.transaction(async (tx) => {
    const member = await findMember(tx, id);
    if (!member.email) throw conflict('This member has no e-mail address to identify them');
    try {
      // setRole's own transaction runs as a savepoint of this one; it writes the audit entry.
      await setRole(tx, member.email, role, actor);
    } catch (err) {
      if (err instanceof RoleChangeRefused) throw conflict(`${err.message}.`);
      throw err;
    }
  });
  return toAdminMember(await findMember(db, id));
}

/** Suspends a member: their sessions end in the same transaction, and sign-in says why not. */
export async function suspend(db: Database, actor: Actor, id: string, input: Suspension) {
  if (id === actor.id) throw conflict(NOT_YOURSELF);
  await db.transaction(async (tx) => {
    const member = await findMember(tx, id, true);
    if (member.role === 'admin') throw conflict(SUSPEND_ADMIN);
    const until = input.until ? new Date(input.until) : null;
    await tx
      .update(users)
      .set({ suspendedAt: sql`now()`, suspendedUntil: until, suspensionReason: input.reason })
      .where(eq(users.id, id));
    await endSessionsOf(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'member.suspend',
      ...memberTarget(member),
      // A member suspended again: what the earlier suspension was.
      before: suspensionOf(member),
      after: { until: until ? until.toISOString() : null, reason: input.reason },
      reason: input.reason,
    });
  });
  return toAdminMember(await findMember(db, id));
}

/** Lifts a suspension; the entry keeps what it was. Lifting none changes and records nothing. */
export async function unsuspend(db: Database, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const member = await findMember(tx, id, true);
    const lifted = suspensionOf(member);
    await tx
      .update(users)
      .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
      .where(eq(users.id, id));
    if (!lifted) return;
    await recordAudit(tx, {
      actor,
      action: 'member.unsuspend',
      ...memberTarget(member),
      before: lifted,
      after: null,
    });
  });
}
