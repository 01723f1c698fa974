import { bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { AuditAction } from '../contracts/choices';
import { users } from './users';

/**
 * The audit log (issue 21): one row per admin or moderator action, written in the same
 * transaction as the action. Rows are never updated; the hourly sweep drops those older
 * than the retention period (over a year). The actor's name and the target's label are
 * snapshots, so an entry still reads after the member or the item is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: varchar('actor_id', { length: 255 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    actorName: varchar('actor_name', { length: 255 }).notNull(),
    action: varchar('action', { length: 40 }).$type<AuditAction>().notNull(),
    /** `member`, `discussion`, `reply`, `application`, `settings`, … */
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 255 }).notNull(),
    /** The member's name, a discussion's title, … as it was at the time. */
    targetLabel: varchar('target_label', { length: 300 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: varchar('reason', { length: 1000 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
