import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../shared/schema/index';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { announceChanges, type InProcessChanges } from './in-process-changes';
import { forDrizzle, keepTypesAsText } from './pglite-driver';
import { withStatementName } from './statement-names';

export type Schema = typeof schema;
/** The one database type features see: the same queries run on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or an open transaction: what a feature's queries.ts functions read through. */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /**
   * On the embedded database, which only this process writes: its changes as they commit
   * (migration 0051), so what it reads on every request can be kept in memory.
   */
  changes?: InProcessChanges;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  /** A PostgreSQL server; without it an embedded PGlite database is used. */
  url?: string;
  /** Where PGlite keeps its files; `memory://` keeps nothing (tests). */
  dataDir?: string;
  poolMax?: number;
  /** How long opening a PostgreSQL connection may take before failing (then answered 503). */
  connectTimeoutMs?: number;
  /**
   * Told of every statement the app sends through Drizzle: the tests count a hot read's
   * statements against its budget with it (server/test/hot-read-budgets.test.ts).
   */
  logger?: Logger;
  /**
   * PGlite in memory only: a cluster archive (PGlite's `dumpDataDir`) to start from instead
   * of running initdb, which costs seconds; the tests share one (server/test/pglite-cluster.ts).
   */
  cluster?: Blob;
}

/** Short, so an unreachable database turns into a quick 503 rather than a hung request. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 2000;

/**
 * How long a request may wait for a free connection when every pooled one is busy. A busy
 * pool is load, not an outage: waiting here beats answering 503, and a 503 after part of a
 * write had committed would tell the member to repeat something that already happened.
 */
const POOL_QUEUE_TIMEOUT_MS = 30_000;

/**
 * A connection whose database stops answering without closing it (a network partition)
 * would hold its request for ever; after this the query fails and the pool drops the
 * connection. Far above any real query here (see docs/benchmarks.md).
 */
const QUERY_TIMEOUT_MS = 15_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      // node-postgres uses one setting both for the queue wait and for opening a connection;
      // the pool gets the long queue wait and each new client its own short connect limit.
      connectionTimeoutMillis: POOL_QUEUE_TIMEOUT_MS,
      Client: class extends pg.Client {
        constructor(config?: pg.ClientConfig) {
          super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
        }
        // biome-ignore lint/suspicious/noExplicitAny: node-postgres overloads query() many ways
        override query(config: any, values?: any, callback?: any): any {
          return super.query(withStatementName(config, values), values, callback);
        }
      },
      query_timeout: QUERY_TIMEOUT_MS,
      statement_timeout: QUERY_TIMEOUT_MS,
      // Short OLTP queries only: JIT compilation cost more than it saved in the benchmark's
      // plans (tens of milliseconds on a directory count).
      options: '-c jit=off',
      // TCP keep-alive notices a database host that vanished without closing the socket.
      keepAlive: true,
    });
    // An idle client losing its connection must not crash the process; the pool drops it
    // and opens fresh connections once the database is back, without a restart.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  let location = 'memory://';
  let lock: DataDirLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    // One process at a time: PGlite itself would let a second one open the same files
    // and lose one side's writes. Throws DataDirInUseError naming the holder.
    lock = acquireDataDirLock(dataDir);
    location = resolve(join(dataDir, 'pglite'));
    mkdirSync(location, { recursive: true });
  }
  let client: PGlite;
  let changes: InProcessChanges;
  try {
    // pg_trgm backs the trigram indexes of the searches (migration 0010).
    const cluster = location === 'memory://' ? options.cluster : undefined;
    client = await PGlite.create(location, { extensions: { pg_trgm }, loadDataDir: cluster });
    await keepTypesAsText(client);
    changes = await announceChanges(client);
  } catch (err) {
    lock?.release();
    throw err;
  }
  // Drizzle's session calls only what forDrizzle keeps (see there).
  const db = drizzlePglite(forDrizzle(client) as PGlite, {
    schema,
    logger: options.logger,
  }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    changes,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      await client.close();
      // Only once the files are closed; if closing fails, the exit hook lets go.
      lock?.release();
    },
  };
}
