import type { Queryable } from '../../db/client';

/** What a moderation or admin action records (the audit helper's full list replaces this). */
export type AuditAction =
  | 'discussion.pin'
  | 'discussion.unpin'
  | 'discussion.lock'
  | 'discussion.unlock'
  | 'discussion.delete'
  | 'reply.delete';

/**
 * Records one staff action in the audit log, inside the caller's transaction, so the
 * action and its record commit together. Stand-in: the audit helper's version replaces it.
 */
export async function recordAudit(
  _tx: Queryable,
  _entry: {
    actor: { id: string; firstName: string | null; lastName: string | null };
    action: AuditAction;
    targetType: string;
    targetId: string;
    targetLabel: string;
    before?: unknown;
    after?: unknown;
    reason?: string | null;
  },
): Promise<void> {
  // TODO(lead): replaced by the audit helper's version
}
