import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One fixed-window counter per limited key (`write:<member>`, `signin:ip:<address>`, …),
 * shared by every server process on the database. Created UNLOGGED by the hand-written
 * migration 0007; it lives outside shared/schema so drizzle-kit never diffs it.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counter',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counter_window_ends_idx').on(t.windowEnds)],
);
