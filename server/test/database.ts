import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { GENERATIONS_CHANNEL } from '../db/in-process-changes';
import { selectRows } from '../db/raw';
import { freshDatabase } from './fresh-database';
import { clusterArchive } from './pglite-cluster';

let handle: Promise<DatabaseHandle> | null = null;

/** The statements sent meanwhile, while `statementsOf` records; otherwise none are kept. */
let recording: string[] | null = null;
const logger: Logger = {
  logQuery: (query) => {
    recording?.push(query);
  },
};

/**
 * Runs `work` and returns what it returned with the statements it sent through Drizzle,
 * in order (the hot reads' budgets). One recording at a time, and nothing else may use
 * the database meanwhile, or its statements would be counted too.
 */
export async function statementsOf<T>(work: () => Promise<T>) {
  if (recording) throw new Error('statementsOf: already recording');
  recording = [];
  try {
    const result = await work();
    return { result, statements: recording };
  } finally {
    recording = null;
  }
}

/**
 * What the session lookup of a request sends once its session has been used: one statement
 * on PostgreSQL, none on the embedded database, whose one process keeps sessions in memory
 * (decision 058). For the counts of `statementsOf`.
 */
export const WARM_SESSION_STATEMENTS = process.env.TEST_DB === 'postgres' ? 1 : 0;

/**
 * This worker's database, opened and migrated once: PGlite in memory, or on PostgreSQL
 * a database of its own (roundtable_test_<worker>) so parallel workers never meet.
 * TEST_DB_NAMESPACE keeps concurrent runs on one server apart (roundtable_test_<ns>_<worker>).
 */
export function testDatabase(): Promise<DatabaseHandle> {
  handle ??= open();
  return handle;
}

async function open() {
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const database = await openDatabase({
      dataDir: 'memory://',
      logger,
      cluster: clusterArchive(),
    });
    await database.migrate();
    return database;
  }
  const namespace = (process.env.TEST_DB_NAMESPACE ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
  const name = `roundtable_test_${namespace ? `${namespace}_` : ''}${process.env.VITEST_POOL_ID ?? '0'}`;
  const workerUrl = await freshDatabase(url, name);
  const database = await openDatabase({ url: workerUrl, poolMax: 5, logger });
  await database.migrate();
  return database;
}

/**
 * Empties every table (not the migrations journal) and restarts every sequence, so each
 * test file starts clean. Only the tables that hold rows are truncated and only the
 * sequences that were used are restarted: a file writes to a handful of the ~60 tables, and
 * truncating an empty one still costs a new file for it and its indexes (on PGlite the
 * whole truncate took 150–200 ms per file).
 */
export async function resetDatabase() {
  const { db } = await testDatabase();
  const tables = await selectRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  const full = await selectRows<{ name: string }>(
    db,
    sql.join(
      tables.map(
        ({ tablename: t }) =>
          sql`select ${t} as name where exists (select 1 from ${sql.identifier(t)})`,
      ),
      sql` union all `,
    ),
  );
  if (full.length > 0) {
    const names = sql.join(
      full.map((r) => sql.identifier(r.name)),
      sql`, `,
    );
    await db.execute(sql`truncate ${names} restart identity cascade`);
  }
  // Sequences of tables that are empty again (rows added, then deleted) restart too. The
  // generations are among them, and no trigger tells the apps kept in memory: this does.
  await db.execute(sql`
    select setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false)
    from pg_sequences
    where schemaname = 'public' and last_value is not null
  `);
  await db.execute(sql`select pg_notify(${GENERATIONS_CHANNEL}, '')`);
}
