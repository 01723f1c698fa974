import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../shared/schema/users';
import { openDatabase } from '../db/client';
import { seedDataDir } from '../test/pglite-cluster';

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'roundtable-backup-'));
const sourceDir = join(scratch, 'source');
const archive = join(scratch, 'archives', 'nightly.tar.gz');

/**
 * Runs `npm run db:backup`/`db:restore` as the operator would (minus npm), with DATA_DIR,
 * from the scratch folder so a default `backups/` lands there and not in the project.
 */
async function run(script: 'db-backup' | 'db-restore', dataDir: string, args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), join(root, 'scripts', `${script}.ts`), ...args],
      { cwd: scratch, env: { PATH: process.env.PATH, DATA_DIR: dataDir } },
    );
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

async function memberEmails(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select({ email: users.email }).from(users);
    return rows.map((r) => r.email).sort();
  } finally {
    await database.close();
  }
}

// Backups are of the embedded database; these scratch databases are PGlite in either
// project, so this file runs once, in the pglite project (`.once.test.ts`).
describe('db:backup and db:restore', () => {
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: seedDataDir(sourceDir) });
    await database.migrate();
    await database.db.insert(users).values([
      { id: 'u-ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' },
      { id: 'u-grace', email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' },
    ]);
    await database.close();
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses to back up while the database is open (a server is running)', async () => {
    const running = await openDatabase({ dataDir: sourceDir });
    try {
      const res = await run('db-backup', sourceDir, [archive]);
      expect(res.code).toBe(1);
      expect(res.out).toMatch(/stop the server first/);
      expect(existsSync(archive)).toBe(false);
    } finally {
      await running.close();
    }
  }, 60_000);

  it('backs up a stopped database and restores it into a new DATA_DIR with every row', async () => {
    const backup = await run('db-backup', sourceDir, [archive]);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toContain(archive);

    const again = await run('db-backup', sourceDir, [archive]);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/already exists/);

    const restoredDir = join(scratch, 'restored');
    const restored = await run('db-restore', restoredDir, [archive]);
    expect(restored.code, restored.out).toBe(0);
    expect(await memberEmails(restoredDir)).toEqual(['ada@example.com', 'grace@example.com']);
  }, 120_000);

  it('will not restore over a database without --force, and with it keeps the old one aside', async () => {
    const target = seedDataDir(join(scratch, 'existing'));
    const database = await openDatabase({ dataDir: target });
    await database.migrate();
    await database.db
      .insert(users)
      .values({ id: 'u-old', email: 'old@example.com', firstName: 'O', lastName: 'Ld' });
    await database.close();

    const refused = await run('db-restore', target, [archive]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/already holds a database/);
    expect(await memberEmails(target)).toEqual(['old@example.com']);

    const forced = await run('db-restore', target, [archive, '--force']);
    expect(forced.code, forced.out).toBe(0);
    expect(await memberEmails(target)).toEqual(['ada@example.com', 'grace@example.com']);
    const aside = readdirSync(target).find((name) => name.startsWith('pglite.before-restore-'));
    expect(aside).toBeDefined();

    // The database that was replaced is intact where it was moved.
    const kept = await PGlite.create(join(target, aside!));
    try {
      const rows = await kept.query<{ email: string }>('select email from users');
      expect(rows.rows).toEqual([{ email: 'old@example.com' }]);
    } finally {
      await kept.close();
    }
  }, 120_000);

  it('names a timestamped file in backups/ when no path is given', async () => {
    const res = await run('db-backup', sourceDir, []);
    expect(res.code, res.out).toBe(0);
    const made = /to (\S+roundtable-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz)/.exec(res.out)?.[1];
    expect(made).toBeDefined();
    expect(made!.startsWith(join(scratch, 'backups'))).toBe(true);
    expect(existsSync(made!)).toBe(true);
  }, 60_000);
});
