// The audit feature's public entry: other features (and sign-in's role changes) record what
// staff did through it.
export { type AuditActor, type AuditEntry, auditName, OPERATOR, recordAudit } from './record';
