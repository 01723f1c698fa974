import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedDataDir } from '../test/pglite-cluster';
import { openDatabase } from './client';
import {
  acquireDataDirLock,
  assertDataDirFree,
  DataDirInUseError,
  type DataDirLock,
  LOCK_FILE_NAME,
  removeStaleLock,
} from './data-dir-lock';

const dirs: string[] = [];
const locks: DataDirLock[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'roundtable-lock-'));
  dirs.push(dir);
  return dir;
}

function acquire(dataDir: string, command?: string) {
  const lock = acquireDataDirLock(dataDir, { command });
  locks.push(lock);
  return lock;
}

const lockFile = (dataDir: string) => join(dataDir, LOCK_FILE_NAME);
const readLock = (dataDir: string) => JSON.parse(readFileSync(lockFile(dataDir), 'utf8'));

function writeLock(dataDir: string, holder: Record<string, unknown>) {
  const content = JSON.stringify({
    hostname: hostname(),
    command: 'npm start',
    startedAt: '2030-01-02T03:04:05.000Z',
    token: `planted-${Math.random()}`,
    ...holder,
  });
  writeFileSync(lockFile(dataDir), content);
  return content;
}

/** Another process that is alive for the test's length. */
async function liveProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid as number;
}

/** The pid of a process that has exited. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  return child.pid as number;
}

function refusal(run: () => unknown): DataDirInUseError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(DataDirInUseError);
    return err as DataDirInUseError;
  }
  throw new Error('expected the lock to be refused');
}

describe('the data folder lock', () => {
  it('is a file naming this process, removed on release, after which the folder can be taken again', () => {
    const dataDir = join(scratch(), 'new-data');
    const lock = acquire(dataDir, 'npm run seed');
    expect(lock.path).toBe(resolve(dataDir, LOCK_FILE_NAME));
    expect(readLock(dataDir)).toMatchObject({
      pid: process.pid,
      hostname: hostname(),
      command: 'npm run seed',
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    lock.release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    lock.release(); // twice is harmless
    acquire(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
  });

  it('refuses while another live process holds it, naming the folder, the pid and its command', async () => {
    const dataDir = scratch();
    const pid = await liveProcess();
    const planted = writeLock(dataDir, { pid });

    const err = refusal(() => acquire(dataDir));
    expect(err.message).toBe(
      `The database in ${resolve(dataDir)} is in use by another Roundtable process ` +
        `(pid ${pid}, "npm start", since 2030-01-02T03:04:05.000Z). Stop it first, or use another DATA_DIR.`,
    );
    expect(() => assertDataDirFree(dataDir)).toThrow(err.message);
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(planted);
  });

  it('refuses a second open from the same process until the first is released', () => {
    const dataDir = scratch();
    const first = acquire(dataDir);
    expect(refusal(() => acquire(dataDir)).message).toMatch(/already open in this process/);
    first.release();
    acquire(dataDir);
  });

  it('refuses a holder on another host, whose pid cannot be checked, and says how to clear it', () => {
    const dataDir = scratch();
    writeLock(dataDir, { pid: process.pid, hostname: 'elsewhere.example' });
    const { message } = refusal(() => acquire(dataDir));
    expect(message).toContain('on host elsewhere.example');
    expect(message).toContain(`delete ${resolve(lockFile(dataDir))}`);
  });

  it('takes over a lock whose process is gone, and says so', async () => {
    const dataDir = scratch();
    const pid = await deadPid();
    writeLock(dataDir, { pid });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => assertDataDirFree(dataDir)).not.toThrow();

    acquire(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`pid ${pid} ("npm start"`));
  });

  it.each([
    ['empty', ''],
    ['not JSON', '{"pid": 12'],
    ['without a pid', '{"hostname": "h"}'],
    [
      'with pid 0 (which would signal our own process group)',
      '{"pid": 0, "hostname": "h", "token": "t"}',
    ],
  ])('takes over a lock file that is %s', (_, content) => {
    const dataDir = scratch();
    writeFileSync(lockFile(dataDir), content);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    acquire(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
  });

  it('takes over a lock naming our own pid that this process does not hold (a restarted container)', () => {
    const dataDir = scratch();
    writeLock(dataDir, { pid: process.pid });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    acquire(dataDir);
    expect(readLock(dataDir).token).not.toMatch(/^planted-/);
  });

  it('takes over a lock whose pid now belongs to a process started later (pid reuse)', async () => {
    const dataDir = scratch();
    const pid = await liveProcess();
    writeLock(dataDir, { pid, processStart: '1' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    acquire(dataDir);
    expect(readLock(dataDir).pid).toBe(process.pid);
  });

  it('removes a stale lock only if it is still the one judged stale', () => {
    const dataDir = scratch();
    const stale = writeLock(dataDir, { pid: 999_999 });
    // Another starter removed the same stale lock and took the folder in the meantime.
    rmSync(lockFile(dataDir));
    const fresh = writeLock(dataDir, { pid: process.pid, token: 'fresh' });

    expect(removeStaleLock(lockFile(dataDir), stale, 'late-starter')).toBe(false);
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(fresh);
    expect(removeStaleLock(lockFile(dataDir), fresh, 'late-starter')).toBe(true);
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it('is let go when the process exits without closing the database', async () => {
    const dataDir = scratch();
    const script = `
      import { acquireDataDirLock } from ${JSON.stringify(resolve(import.meta.dirname, 'data-dir-lock.ts'))};
      acquireDataDirLock(${JSON.stringify(dataDir)});
      process.exit(3);`;
    const run = promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]);
    await expect(run).rejects.toMatchObject({ code: 3 });
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });
});

describe('openDatabase on a data folder', () => {
  it('holds the folder until close, so a second open is refused and a later one succeeds', async () => {
    const dataDir = seedDataDir(scratch());
    const first = await openDatabase({ dataDir });
    try {
      expect(readLock(dataDir).pid).toBe(process.pid);
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile(dataDir))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
    // Three embedded databases booted one after another: on a loaded two-core machine
    // that takes well over the default.
  }, 90_000);
});
