import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A new PGlite database starts with initdb, which costs 5–10 CPU-seconds in WASM; opening
 * one that exists costs under one. The API tests start about a dozen new ones a run (each
 * worker's database in memory, the data folders of the tests that start real servers,
 * back up, restore or lock), so the run makes one cluster first, as initdb leaves it
 * (nothing migrated), and every new database starts as a copy of it. What the product
 * does next (migrate, serve) is unchanged: it finds a cluster, exactly as initdb left one.
 *
 * vitest's global setup makes it (`makeTestCluster`) and names its folder in
 * TEST_PGLITE_CLUSTER, which the workers and the servers they start inherit; without it
 * (a script run outside vitest) databases start with initdb as before.
 */
const ENV = 'TEST_PGLITE_CLUSTER';

/** The cluster's folder, as PGlite's data folder (DATA_DIR/pglite) holds it. */
const folderOf = (root: string) => join(root, 'pglite');
/** The same cluster as one archive, for databases in memory (PGlite's `loadDataDir`). */
const archiveOf = (root: string) => join(root, 'cluster.tar');

/**
 * Makes the run's cluster and returns a function that removes it. Both API projects ask;
 * the second finds the first's.
 */
export async function makeTestCluster(): Promise<() => void> {
  if (process.env[ENV]) return () => {};
  const root = mkdtempSync(join(tmpdir(), 'roundtable-cluster-'));
  const cluster = await PGlite.create(folderOf(root), { extensions: { pg_trgm } });
  try {
    const archive = await cluster.dumpDataDir('none');
    writeFileSync(archiveOf(root), Buffer.from(await archive.arrayBuffer()));
  } finally {
    await cluster.close();
  }
  process.env[ENV] = root;
  return () => rmSync(root, { recursive: true, force: true });
}

/**
 * Puts a copy of the run's cluster in `dataDir` (which must not hold a database yet), so
 * the app or script opening it skips initdb. Returns `dataDir`.
 */
export function seedDataDir(dataDir: string): string {
  const root = process.env[ENV];
  if (!root) return dataDir;
  const target = folderOf(dataDir);
  if (existsSync(target)) throw new Error(`seedDataDir: ${target} already holds a database`);
  mkdirSync(dataDir, { recursive: true });
  cpSync(folderOf(root), target, { recursive: true });
  return dataDir;
}

/** A new temporary data folder holding a copy of the run's cluster (see seedDataDir). */
export const freshDataDir = (prefix: string) => seedDataDir(mkdtempSync(join(tmpdir(), prefix)));

/** The run's cluster as an archive, for a database in memory; undefined outside vitest. */
export function clusterArchive(): Blob | undefined {
  const root = process.env[ENV];
  return root ? new Blob([readFileSync(archiveOf(root))]) : undefined;
}
