import { and, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MemberRole } from '../../../shared/schema/choices';
import type { Suspension } from '../../../shared/schema/forms/admin';
import { type User, users } from '../../../shared/schema/users';
import { RoleChangeRefused, setRole } from '../../auth/roles';
import { endSessionsOf } from '../../auth/session';
import { isSuspended } from '../../auth/suspension';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { decodeCursor, exactTime, type Page, takePage } from '../../lib/pagination';
import { likeContains } from '../../lib/sql';

export const ADMINS_ONLY = 'Only admins can manage members';
export const MEMBER_NOT_FOUND = 'Member not found';
export const NOT_YOURSELF = 'You cannot suspend yourself';
export const SUSPEND_ADMIN = 'Admins cannot be suspended: change their role first';

/** The console belongs to admins; the route guard asks this first. */
export function requireAdmin(viewer: Pick<User, 'role'> | null) {
  if (viewer?.role !== 'admin') throw forbidden(ADMINS_ONLY);
}

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

async function findMember(db: Database, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(users), sortTime: exactTime(users.joinedAt) })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

/** Changes a member's role; the last admin keeps theirs (roles.ts). */
export async function changeRole(db: Database, id: string, role: MemberRole) {
  const member = await findMember(db, id);
  if (!member.email) throw conflict('This member has no e-mail address to identify them');
  try {
    await setRole(db, member.email, role);
  } catch (err) {
    if (err instanceof RoleChangeRefused) throw conflict(`${err.message}.`);
    throw err;
  }
  return toAdminMember(await findMember(db, id));
}

/** Suspends a member: their sessions end in the same transaction, and sign-in says why not. */
export async function suspend(db: Database, adminId: string, id: string, input: Suspension) {
  if (id === adminId) throw conflict(NOT_YOURSELF);
  const member = await findMember(db, id);
  if (member.role === 'admin') throw conflict(SUSPEND_ADMIN);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        suspendedAt: sql`now()`,
        suspendedUntil: input.until ? new Date(input.until) : null,
        suspensionReason: input.reason,
      })
      .where(eq(users.id, id));
    await endSessionsOf(tx, id);
  });
  return toAdminMember(await findMember(db, id));
}

export async function unsuspend(db: Database, id: string) {
  await findMember(db, id);
  await db
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
    .where(eq(users.id, id));
}
