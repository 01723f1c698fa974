/**
 * The notifications feature's public entry (decision 025): what other features use to
 * record activities and to tell the fan-out how to resolve them. Each feature registers
 * its activities and subjects from its own notified.ts; the fan-out, the bell and the
 * mails work through that registry, never on another feature's tables.
 */
export { plainExcerpt } from './excerpt';
export { alreadyNotified } from './fanout';
export { type Activity, type ActivityKind, recordActivity } from './record';
export {
  type ActivityResolver,
  type Delivery,
  type EntryColumns,
  type Notified,
  type Recipient,
  registerNotified,
  type Subject,
  type SubjectRow,
  type SubjectType,
} from './registry';
export { staffRecipients, stillStaff } from './staff';
