import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { clusterArchive } from './pglite-cluster';

const MIGRATIONS = resolve(import.meta.dirname, '../db/migrations');

/**
 * An embedded database migrated up to, not including, the migration `tag`, for a test
 * that writes what existed before it and then checks what the migration made of it:
 * `migrateRest` applies the committed migrations that remain. Close `client` when done.
 */
export async function databaseBefore(tag: string) {
  const scratch = mkdtempSync(join(tmpdir(), `migration-${tag}-`));
  const folder = join(scratch, 'before');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  if (index < 1) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));

  const client = await PGlite.create('memory://', {
    extensions: { pg_trgm },
    loadDataDir: clusterArchive(),
  });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  rmSync(scratch, { recursive: true, force: true });
  return {
    client,
    migrateRest: () => migrate(db, { migrationsFolder: MIGRATIONS }),
  };
}
