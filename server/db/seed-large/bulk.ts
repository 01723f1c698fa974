import { sql } from 'drizzle-orm';
import { type AnyPgColumn, getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';

/**
 * PostgreSQL takes at most 65,535 parameters per statement; rows per insert are sized
 * to stay under it whatever the table's width.
 */
const MAX_PARAMETERS = 60_000;
const MAX_ROWS_PER_INSERT = 2_000;

/**
 * Inserts many rows as multi-row INSERTs inside one transaction: one round trip per
 * batch instead of per row, and one commit per table, which is what makes the large
 * seed take minutes rather than hours.
 */
export async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
) {
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]).length;
  const perInsert = Math.max(
    1,
    Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_PARAMETERS / columns)),
  );
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += perInsert) {
      await tx.insert(table).values(rows.slice(i, i + perInsert) as never);
    }
  });
  return rows.length;
}

/**
 * Rows inserted with explicit ids leave the table's serial sequence behind; moving it
 * past the largest id lets the app's own inserts continue after the seeded rows.
 */
export async function syncSequence(db: Database, table: PgTable) {
  const name = getTableConfig(table).name;
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`,
  );
}

/**
 * The ids of a reference table (skill catalog, categories), adding `fallback` first when
 * it is empty: migrations fill these, but a database whose reference rows were cleared
 * should still get a complete community rather than rows with no category.
 */
export async function ensureRows<T extends PgTable & { id: AnyPgColumn }>(
  db: Database,
  table: T,
  fallback: T['$inferInsert'][],
): Promise<number[]> {
  const existing = await db.select({ id: table.id }).from(table as PgTable);
  if (existing.length > 0) return existing.map((r) => r.id as number);
  const made = await db
    .insert(table)
    .values(fallback as never)
    .returning({ id: table.id });
  return made.map((r) => r.id as number);
}

/** Runs one step and prints what it made and how long it took. */
export async function step(label: string, run: () => Promise<string>) {
  const started = performance.now();
  process.stdout.write(`  ${label}…`);
  const summary = await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(` ${summary} (${seconds} s)\n`);
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
