/**
 * The reports feature's public entry: what other features use to make their items
 * reportable (decision 021). Each feature registers its kinds from its own reportable.ts;
 * the reports feature works on items only through the registry.
 */
export {
  type QueueSummary,
  type Removal,
  type Reportable,
  type ReportedItem,
  registerReportable,
} from './registry';
export { type TableKind, tableReportable } from './table-reportable';
