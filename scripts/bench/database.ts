import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../server/auth/session';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { selectRows } from '../../server/db/raw';
import { seedLarge } from '../../server/db/seed-large/index';
import { loadConfig } from '../../server/env';
import { openObjectStore } from '../../server/storage';
import { sessions } from '../../shared/schema/sessions';
import { BENCH_MESSAGE_SUBJECT, BENCH_REPLY_PREFIX } from './scenarios';

/**
 * One benchmark data set: its database (a PostgreSQL URL, or none for the embedded
 * database in `dataDir`, as a default install keeps it), its object folder and its size.
 */
export interface DataSet {
  label: string;
  databaseUrl?: string;
  dataDir: string;
  scale: number;
}

/**
 * The embedded database's data set (`--db pglite`): one tenth of the large seed, the size
 * issue 35 sets the embedded database's targets at.
 */
export const embeddedDataSet: DataSet = {
  label: 'one tenth, embedded database (PGlite)',
  dataDir: resolve('data', 'bench-embedded'),
  scale: 0.1,
};

/** A data set on the PostgreSQL server the benchmarks are given. */
export type PostgresDataSet = DataSet & { databaseUrl: string };

export function dataSets(baseUrl: string): { full: PostgresDataSet; small: PostgresDataSet } {
  const at = (name: string) => {
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const full = new URL(baseUrl).pathname.replace(/^\//, '') || 'roundtable_bench';
  return {
    full: {
      label: 'full size',
      databaseUrl: at(full),
      dataDir: resolve('data', 'bench'),
      scale: 1,
    },
    small: {
      label: 'one tenth',
      databaseUrl: at(`${full}_small`),
      dataDir: resolve('data', 'bench-small'),
      scale: 0.1,
    },
  };
}

/** Creates the database on its server when it does not exist yet. */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * Opens the data set's database, migrated, and fills it with `seed:large` at its scale
 * when it has no members; a database that has members is used as it is.
 */
export async function prepareDataSet(set: DataSet): Promise<DatabaseHandle> {
  if (set.databaseUrl) await ensureDatabase(set.databaseUrl);
  const database = await openDatabase({ url: set.databaseUrl, dataDir: set.dataDir });
  await database.migrate();
  const [{ n }] = await database.db
    .execute(sql`select count(*)::int as n from users`)
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  if (n === 0) {
    console.log(
      `Seeding the ${set.label} data set (scale ${set.scale}); this takes a few minutes.`,
    );
    const store = await openObjectStore(loadConfig({ ...process.env, DATA_DIR: set.dataDir }));
    await seedLarge(database.db, store, { seed: 42, scale: set.scale, reset: false });
  }
  return database;
}

export interface Fixtures {
  /** `rt.sid=<sid>` cookies of distinct members. */
  cookies: string[];
  /** Members' ids, in the same order as `cookies`. */
  memberIds: string[];
  /** Discussions the reads open; the write mix never replies to them. */
  discussionIds: number[];
  /** Discussions the write mix replies to. */
  replyTargetIds: number[];
  /** A discussion 500 members have replied in (issue 22: the reply's fan-out). */
  crowdedDiscussionId: number;
  albumIds: number[];
  /** Upcoming events without a seat limit: RSVPs to them always succeed. */
  openEventIds: number[];
  /** Rows per table, for the report. */
  counts: Record<string, number>;
}

/**
 * Signed-in sessions for `members` members, written straight into the session table
 * (exactly what sign-in writes), and ids of rows the scenarios read and write.
 */
export async function prepareFixtures(
  database: DatabaseHandle,
  members: number,
): Promise<Fixtures> {
  const { db } = database;
  // Each run starts from the same data: what earlier runs' write mixes posted goes first
  // (left in place, replies piled up on the discussions the reads open, run after run).
  await db.execute(
    sql`delete from discussion_reply where starts_with(content, ${BENCH_REPLY_PREFIX})`,
  );
  await db.execute(sql`delete from message where subject = ${BENCH_MESSAGE_SUBJECT}`);
  const chosen = await selectRows<{ id: string }>(
    db,
    sql`select id from users order by id limit ${members}`,
  );
  const expire = new Date(Date.now() + SESSION_TTL_MS);
  const rows = chosen.map((m) => ({
    sid: randomBytes(32).toString('base64url'),
    sess: { userId: m.id },
    expire,
  }));
  await db.insert(sessions).values(rows);
  const ids = async (query: ReturnType<typeof sql>) =>
    (await selectRows<{ id: number }>(db, query)).map((r) => r.id);
  const unlocked = await ids(
    sql`select id from discussion where not is_locked order by md5(id::text) limit 400`,
  );
  const [discussionIds, replyTargetIds] = [unlocked.slice(0, 200), unlocked.slice(200)];
  // Its 500 participants' replies carry the prefix, so the next run removes them first.
  const [crowdedDiscussionId] = await ids(
    sql`select id from discussion where not is_locked order by md5(id::text) offset 400 limit 1`,
  );
  await db.execute(sql`
    insert into discussion_reply (discussion_id, author_id, content)
    select ${crowdedDiscussionId}, id, ${`${BENCH_REPLY_PREFIX}crowd`} from users
    where membership = 'active' order by md5(id) limit 500`);
  const albumIds = await ids(sql`select id from photo_album order by md5(id::text) limit 100`);
  const openEventIds = await ids(
    sql`select id from event where max_attendees is null and start_date > now() + interval '1 day'
        order by md5(id::text) limit 100`,
  );
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'discussion',
    'discussion_reply',
    'event',
    'job_posting',
    'resource',
    'photo',
    'message',
  ]) {
    const [{ n }] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = n;
  }
  return {
    cookies: rows.map((r) => `${SESSION_COOKIE}=${r.sid}`),
    memberIds: chosen.map((m) => m.id),
    discussionIds,
    replyTargetIds,
    crowdedDiscussionId: crowdedDiscussionId!,
    albumIds,
    openEventIds,
    counts,
  };
}

/** Removes the benchmark's sessions again, so repeated runs do not pile them up. */
export async function dropFixtures(database: DatabaseHandle, fixtures: Fixtures) {
  const sids = fixtures.cookies.map((c) => c.split('=')[1]);
  await database.db.execute(sql`delete from session where sid in ${sids}`);
}
