import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../shared/schema/index';

export type Schema = typeof schema;
/** The one database type features see: the same queries run on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
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
  /** How long a query waits for a PostgreSQL connection before failing (then answered 503). */
  connectTimeoutMs?: number;
}

/** Short, so an unreachable database turns into a quick 503 rather than a hung request. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 2000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // TCP keep-alive notices a database host that vanished without closing the socket.
      keepAlive: true,
    });
    // An idle client losing its connection must not crash the process; the pool drops it
    // and opens fresh connections once the database is back, without a restart.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data';
  let location = 'memory://';
  if (!dataDir.startsWith('memory://')) {
    location = resolve(join(dataDir, 'pglite'));
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
