import { z } from 'zod';
import { AUDIT_ACTIONS } from './choices';
import { timestamp, type Wire } from './common';

/**
 * One entry of the audit log (issue 21): who acted (their id is null once their row is
 * gone; the name stays), what they did, to which item (its label as it was then),
 * what changed (JSON, where the action changes a value), why, and when. `removed` and
 * `targetRemoved` say a member it names was removed since (decision 022): their profile
 * is gone, so the name as recorded is all there is.
 */
export const auditEntry = z.object({
  id: z.number(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), removed: z.boolean() }),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
  targetRemoved: z.boolean(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  createdAt: timestamp,
});
export type AuditEntryWire = Wire<typeof auditEntry>;
export const auditEntries = z.array(auditEntry);

/** The log's filters: an action, an actor (member id), a target (`type:id` or an id), a text. */
export const auditFilters = z.object({
  action: z.enum(AUDIT_ACTIONS, 'Unknown action').optional(),
  actor: z.string().trim().min(1).max(255).optional(),
  target: z.string().trim().min(1).max(300).optional(),
  q: z.string().trim().max(100).optional(),
});
export type AuditFilters = z.infer<typeof auditFilters>;
