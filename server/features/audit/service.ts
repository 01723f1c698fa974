import { and, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditFilters } from '../../../shared/contracts/audit';
import { type AuditRow, auditLog } from '../../../shared/schema/audit';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { decodeCursor, exactTime, type Page, takePage } from '../../lib/pagination';
import { likeContains } from '../../lib/sql';

/** (createdAt, id) of the last entry; ids are bigserial, so wider than the usual cursor's. */
const cursorShape = z.object({
  createdAt: z.iso.datetime(),
  id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

const auditColumns = getTableColumns(auditLog);

/**
 * Whether a member named by an entry has since been removed (decision 022): their profile
 * answers "not found", so the log shows the recorded name, marked, with no link.
 */
const removedMember = (id: SQL) =>
  sql<boolean>`exists (select 1 from ${users} u where u.id = ${id} and u.membership = 'removed')`;

type Listed = AuditRow & { sortTime: string; actorRemoved: boolean; targetRemoved: boolean };

const toEntry = ({ sortTime: _, ...row }: Listed) => ({
  id: row.id,
  actor: { id: row.actorId, name: row.actorName, removed: row.actorRemoved },
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  targetRemoved: row.targetRemoved,
  before: row.before,
  after: row.after,
  reason: row.reason,
  createdAt: row.createdAt,
});
export type AuditEntryRow = ReturnType<typeof toEntry>;

/**
 * `type:id` or a bare id. Member ids may hold colons themselves (`oidc:host:sub`), so the
 * text is also tried whole as an id.
 */
function targetFilter(target: string): SQL | undefined {
  const whole = eq(auditLog.targetId, target);
  const colon = target.indexOf(':');
  if (colon <= 0) return whole;
  return or(
    whole,
    and(
      eq(auditLog.targetType, target.slice(0, colon)),
      eq(auditLog.targetId, target.slice(colon + 1)),
    ),
  );
}

/** The log newest first, filtered, paged by (createdAt, id). */
export async function listAuditEntries(
  db: Database,
  query: AuditFilters & { limit: number; cursor?: string },
): Promise<Page<AuditEntryRow>> {
  const after = decodeCursor(query.cursor, cursorShape);
  const where = and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.target ? targetFilter(query.target) : undefined,
    query.q
      ? or(
          ilike(auditLog.actorName, likeContains(query.q)),
          ilike(auditLog.targetLabel, likeContains(query.q)),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        ...auditColumns,
        sortTime: exactTime(auditLog.createdAt),
        actorRemoved: removedMember(sql`${auditLog.actorId}`),
        targetRemoved: sql<boolean>`${auditLog.targetType} = 'member' and ${removedMember(sql`${auditLog.targetId}`)}`,
      })
      .from(auditLog)
      .where(
        and(
          where,
          after
            ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.createdAt}::timestamptz, ${after.id}::bigint)`
            : undefined,
        ),
      )
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit + 1),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  const { items, nextCursor } = takePage(rows, query.limit, (r) => ({
    createdAt: r.sortTime,
    id: r.id,
  }));
  return { items: items.map(toEntry), nextCursor, total };
}
