// `npm run db:backup [-- <file.tar.gz>] [--force]`: the embedded (PGlite) database to one
// compressed archive, by default backups/roundtable-<time>.tar.gz.
//
// PGlite is PostgreSQL running inside the server's own process, with no server of its own
// to coordinate two users: a second process opening the same files while the server runs
// could corrupt them. So STOP THE SERVER FIRST; this refuses while the database is open
// (PGlite keeps `postmaster.pid` in its folder until it closes cleanly). After a crash the
// file stays behind: start and stop the server once, or pass --force if you are sure no
// server is running. Even with --force it takes the data folder's lock (see
// server/db/data-dir-lock.ts), so a server or script that is still running stops it.
// Uploaded files (DATA_DIR/objects) are not in the database: copy that folder beside the
// archive. With DATABASE_URL set, use pg_dump instead (see README).
import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, DataDirInUseError } from '../server/db/data-dir-lock';

export class BackupError extends Error {}

/** Where the server keeps its embedded database (as server/db/client.ts opens it). */
export const pgliteDir = (dataDir: string) => resolve(join(dataDir, 'pglite'));

/** Refuses to touch a database that a running server may have open. */
export function assertNotInUse(dir: string, force: boolean) {
  if (force || !existsSync(join(dir, 'postmaster.pid'))) return;
  throw new BackupError(
    `The database in ${dir} is open: stop the server first (PGlite allows one process at a time).\n` +
      'If no server is running (it stopped without a clean shutdown), start and stop it once, or pass --force.',
  );
}

/** `--force` and the positional arguments, from `npm run <script> -- …`. */
export function parseArgs(argv: string[]) {
  const force = argv.includes('--force');
  const paths = argv.filter((a) => a !== '--force');
  const unknown = paths.find((a) => a.startsWith('--'));
  if (unknown) throw new BackupError(`Unknown option ${unknown}`);
  return { force, paths };
}

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export async function backup(options: { dataDir: string; target?: string; force?: boolean }) {
  const dir = pgliteDir(options.dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${dir} (is DATA_DIR right?)`);
  }
  assertNotInUse(dir, options.force ?? false);
  const target = resolve(options.target ?? join('backups', `roundtable-${timestamp()}.tar.gz`));
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose another name`);

  const lock = acquireDataDirLock(options.dataDir);
  try {
    const db = await PGlite.create(dir);
    try {
      const archive = await db.dumpDataDir('gzip');
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, Buffer.from(await archive.arrayBuffer()), { flag: 'wx' });
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
  return { target, bytes: (await stat(target)).size };
}

/** Runs a script's main, printing a refusal as one clear line and exiting 1. */
export async function runScript(main: () => Promise<string>) {
  try {
    console.log(await main());
  } catch (err) {
    if (!(err instanceof BackupError || err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runScript(async () => {
    if (process.env.DATABASE_URL) {
      throw new BackupError('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README).');
    }
    const { force, paths } = parseArgs(process.argv.slice(2));
    const { target, bytes } = await backup({
      dataDir: process.env.DATA_DIR || './data',
      target: paths[0],
      force,
    });
    return `Backed up the database to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
  });
}
