import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { selectRows } from '../../db/raw';
import { testDatabase } from '../harness';

/**
 * Bookkeeping the server writes on refused requests too, by design: sessions (renewal,
 * sign-in) and rate-limit counters (a refused attempt still counts). Member data is
 * everything else.
 */
const BOOKKEEPING = new Set(['session', 'rate_limit_counter']);

/**
 * The counters live in a schema of their own, so nothing that lists or empties the app's
 * tables (resetDatabase, the schema's own tests) ever sees them.
 */
const SCHEMA = sql.identifier('write_marks');

/**
 * Counts, per member-data table, every row written and every truncate, from triggers that
 * write into a counter in the same transaction: a committed write moves its table's
 * counter, a rolled-back one takes its count back with it, and a read moves nothing. So
 * the counters are equal before and after a request only if it wrote nothing there; an
 * update to the same values counts as a write. Reading them is one small statement: the
 * earlier marks (each table's row count and newest row version, one scan per table) cost
 * 71 s of the PGlite run's 594 test-seconds, 13 ms a read on a loaded machine.
 *
 * For this file only: installed before its tests and removed after them, so the other
 * files in the worker write without the triggers.
 */
export function countWritesInThisFile() {
  beforeAll(installCounters);
  afterAll(removeCounters);
}

async function installCounters() {
  const { db } = await testDatabase();
  await removeCounters();
  await db.execute(sql`create schema ${SCHEMA}`);
  await db.execute(sql`create table ${SCHEMA}.counts (name text primary key, n bigint not null)`);
  await db.execute(sql`
    create function ${SCHEMA}.bump() returns trigger language plpgsql as $$
    begin
      insert into write_marks.counts as c (name, n) values (tg_table_name, 1)
      on conflict (name) do update set n = c.n + 1;
      return null;
    end $$`);
  // One statement for all the tables: ~60 round trips of DDL would cost more than a file's
  // reads of the counters. The bookkeeping tables' names are the constants above.
  const skipped = sql.raw([...BOOKKEEPING].map((t) => `'${t}'`).join(', '));
  await db.execute(sql`
    do $$
    declare t text;
    begin
      for t in select tablename from pg_tables
               where schemaname = 'public' and tablename not in (${skipped}) loop
        execute format('create trigger write_marks_rows after insert or update or delete on public.%I
                        for each row execute function write_marks.bump()', t);
        execute format('create trigger write_marks_truncate after truncate on public.%I
                        for each statement execute function write_marks.bump()', t);
      end loop;
    end $$`);
}

/** Dropping the function takes its triggers with it (cascade). */
async function removeCounters() {
  const { db } = await testDatabase();
  await db.execute(sql`drop schema if exists ${SCHEMA} cascade`);
}

/**
 * Each member-data table's write counter, keyed by table name; a table never written
 * since the file began is absent. Needs `countWritesInThisFile()` at the file's top.
 */
export async function writeMarks(): Promise<Record<string, string>> {
  const { db } = await testDatabase();
  const rows = await selectRows<{ name: string; n: string }>(
    db,
    sql`select name, n::text as n from ${SCHEMA}.counts`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.n]));
}
