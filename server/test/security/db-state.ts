import { type SQL, sql } from 'drizzle-orm';
import { selectRows } from '../../db/raw';
import { testDatabase } from '../harness';

/**
 * Bookkeeping the server writes on refused requests too, by design: sessions (renewal,
 * sign-in) and rate-limit counters (a refused attempt still counts). Member data is
 * everything else.
 */
const BOOKKEEPING = new Set(['session', 'rate_limit_counter']);

let tables: string[] | null = null;

async function memberTables() {
  const { db } = await testDatabase();
  tables ??= (
    await selectRows<{ tablename: string }>(
      db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )
  )
    .map((r) => r.tablename)
    .filter((t) => !BOOKKEEPING.has(t));
  return { db, tables };
}

/** One value per member-data table, read in a single statement. */
async function perTable(value: (table: ReturnType<typeof sql.identifier>) => SQL) {
  const { db, tables } = await memberTables();
  const query = sql.join(
    tables.map((t) => sql`select ${t} as name, (${value(sql.identifier(t))})::text as v`),
    sql` union all `,
  );
  const rows = await selectRows<{ name: string; v: string }>(db, query);
  return Object.fromEntries(rows.map((r) => [r.name, r.v]));
}

/** Row counts of every member-data table, keyed by table name. */
export async function rowCounts(): Promise<Record<string, number>> {
  const counts = await perTable((t) => sql`select count(*) from ${t}`);
  return Object.fromEntries(Object.entries(counts).map(([name, n]) => [name, Number(n)]));
}

/**
 * A mark of every member-data table's content that moves with any write: its row count and
 * the newest row version's transaction id (`xmin`). An insert or an update makes a row
 * version with a newer id than any before it, a delete lowers the count, and a rolled-back
 * write leaves no visible version. So the marks are equal before and after a request only
 * if it wrote nothing there; stricter than comparing contents, since rewriting a row with
 * the same values counts as a write. One scan per table, no sort: the permission matrix on
 * PGlite took 101 s with an md5 of each table's sorted rows, 64 s with this (52 s with no
 * check at all).
 */
export function writeMarks(): Promise<Record<string, string>> {
  return perTable(
    (t) => sql`select count(*) || ':' || coalesce(max(xmin::text::bigint), 0) from ${t}`,
  );
}
