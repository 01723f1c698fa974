import { sql } from 'drizzle-orm';
import { index, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ReportAction, ReportItemType, ReportReason } from '../contracts/choices';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A member's report of an item (issue 21, decision 021). One open report per reporter and
 * item (the partial unique index): reporting again is the same report. Resolving closes
 * every open report of the item at once; a later report opens a new one.
 * `item_id` is text because a profile's id is a member id; the others are integers as text.
 */
export const reports = pgTable(
  'report',
  {
    id: serial('id').primaryKey(),
    reporterId: varchar('reporter_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: varchar('item_type', { length: 20 }).$type<ReportItemType>().notNull(),
    itemId: varchar('item_id', { length: 255 }).notNull(),
    reason: varchar('reason', { length: 20 }).$type<ReportReason>().notNull(),
    details: varchar('details', { length: 500 }),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: varchar('resolved_by', { length: 255 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    resolution: varchar('resolution', { length: 20 }).$type<ReportAction>(),
  },
  (t) => [
    uniqueIndex('report_open_once_idx')
      .on(t.reporterId, t.itemType, t.itemId)
      .where(sql`resolved_at is null`),
    // The queue: open reports grouped by item.
    index('report_open_item_idx')
      .on(t.itemType, t.itemId, t.createdAt)
      .where(sql`resolved_at is null`),
  ],
);

export type Report = typeof reports.$inferSelect;
