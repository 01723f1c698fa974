// `npm run db:restore -- <file.tar.gz> [--force]`: an archive made by `npm run db:backup`
// becomes the embedded database of DATA_DIR. Into an empty or new DATA_DIR only, unless
// --force: then the database there is moved aside (pglite.before-restore-<time>), never
// deleted. The server must be stopped (see db-backup.ts); it applies any newer migrations
// when it next starts.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../server/db/data-dir-lock';
import { assertNotInUse, BackupError, parseArgs, pgliteDir, runScript } from './db-backup';

export async function restore(options: { dataDir: string; archive: string; force?: boolean }) {
  const archive = resolve(options.archive);
  if (!existsSync(archive)) throw new BackupError(`No such file: ${archive}`);
  // Held from the first look at the folder to the restored database's close, so no server
  // or script opens it half-replaced.
  const lock = acquireDataDirLock(options.dataDir);
  try {
    return await restoreLocked(options.dataDir, archive, options.force ?? false);
  } finally {
    lock.release();
  }
}

async function restoreLocked(dataDir: string, archive: string, force: boolean) {
  const dir = pgliteDir(dataDir);

  let setAside: string | null = null;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!force) {
      throw new BackupError(
        `${dir} already holds a database; restore into a new DATA_DIR, or pass --force to move it aside`,
      );
    }
    // Even with --force, never pull the files out from under a running server.
    assertNotInUse(dir, false);
    setAside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dir, setAside);
  }

  await mkdir(dirname(dir), { recursive: true });
  const blob = new Blob([await readFile(archive)]);
  const db = await PGlite.create(dir, { loadDataDir: blob });
  try {
    // A damaged archive fails here rather than at the server's next start.
    await db.query('select count(*) from pg_class');
  } finally {
    await db.close();
  }
  return { dir, setAside };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runScript(async () => {
    const { force, paths } = parseArgs(process.argv.slice(2));
    if (paths.length !== 1)
      throw new BackupError('Usage: npm run db:restore -- <file.tar.gz> [--force]');
    const { dir, setAside } = await restore({
      dataDir: process.env.DATA_DIR || './data',
      archive: paths[0],
      force,
    });
    return [`Restored the database into ${dir}`, setAside && `The previous one is in ${setAside}`]
      .filter(Boolean)
      .join('\n');
  });
}
