import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/**
 * Exact row counts kept by triggers (hand-written migrations 0008 and 0024), so a total costs one
 * primary-key lookup rather than a count(*) over every row. It lives outside
 * shared/schema so drizzle-kit never diffs it.
 */
export const rowCounts = pgTable('row_count', {
  key: varchar('key', { length: 100 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});

/** The keys the triggers keep. */
export const ROW_COUNT = {
  discussions: 'discussion',
  discussionsIn: (categoryId: number) => `discussion:category:${categoryId}`,
  /** Active members only, not applicants (migration 0024): the directory's set. */
  members: 'members',
} as const;

/** The count under `key`; a key never written yet (no row ever inserted) counts 0. */
export async function rowCount(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.key, key));
  return row?.n ?? 0;
}

/** The same count as an SQL expression, for a query that gathers several figures. */
export const rowCountSql = (key: string) =>
  sql<number>`coalesce((select ${rowCounts.n}::int from ${rowCounts} where ${rowCounts.key} = ${key}), 0)`;
