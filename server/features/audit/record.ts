import { lt, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../shared/contracts/choices';
import { auditLog } from '../../../shared/schema/audit';
import type { Database, Queryable } from '../../db/client';

/**
 * One admin or moderator action for the audit log (issue 21). Features call
 * `recordAudit(tx, …)` inside the transaction that makes the change, so the change and
 * its entry commit (or roll back) together.
 */
export interface AuditEntry {
  /** Who acted: their name is kept with the entry, so it reads after they are removed. */
  actor: AuditActor;
  action: AuditAction;
  /** `member`, `discussion`, `reply`, `application`, `invitation`, `settings`, … */
  targetType: string;
  targetId: string;
  /** The item as a person reads it now: a member's name, a discussion's title. */
  targetLabel: string;
  /** What changed, before and after (JSON), where the action changes a value. */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** A member who acted, or the operator acting outside the app (`OPERATOR`). */
export type AuditActor =
  | { id: string; firstName: string | null; lastName: string | null }
  | { id: null; name: string };

/**
 * Changes the operator makes outside the app: no member did them, so the entry has no
 * actor id (the console shows the name without a link) and says where the change came from.
 */
export const OPERATOR = {
  /** `npm run admin -- grant|revoke` (scripts/admin.ts). */
  commandLine: { id: null, name: 'Command line (npm run admin)' },
  /** A confirmed address listed in ADMIN_EMAILS made admin (server/auth/roles.ts). */
  configuration: { id: null, name: 'Configuration (ADMIN_EMAILS)' },
} as const satisfies Record<string, AuditActor>;

/** The name an entry keeps for a member: "First Last", or a placeholder when they have none. */
export function auditName(person: { firstName: string | null; lastName: string | null }) {
  const name = [person.firstName, person.lastName]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');
  return name || 'Unnamed member';
}

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * Writes an entry, or several in one insert, through `tx` (the action's own transaction).
 * Entries are never edited.
 */
export async function recordAudit(
  tx: Queryable,
  entries: AuditEntry | AuditEntry[],
): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(auditLog).values(
    list.map((entry) => ({
      actorId: entry.actor.id,
      actorName: cut('name' in entry.actor ? entry.actor.name : auditName(entry.actor), 255),
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetLabel: cut(entry.targetLabel, 300),
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ? cut(entry.reason, 1000) : null,
    })),
  );
}

/** Entries are kept this long: over a year, as issue 21 asks, with a month to spare. */
export const AUDIT_RETENTION_DAYS = 400;

/** The hourly sweep: drops entries older than the retention period, nothing younger. */
export async function deleteOldAuditEntries(db: Database) {
  await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, sql`now() - make_interval(days => ${AUDIT_RETENTION_DAYS})`));
}
