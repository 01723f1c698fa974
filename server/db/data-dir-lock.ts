import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, relative, resolve } from 'node:path';

/**
 * PGlite is PostgreSQL inside this process, with nothing between two processes that open
 * the same files: each sees only its own writes, and one side's acknowledged writes are
 * lost. So the first process to open the embedded database of a DATA_DIR takes this
 * lock, and any other one refuses at once, naming the folder and the process holding it.
 *
 * The lock file sits in DATA_DIR beside (not inside) the `pglite` folder, so
 * `db:restore --force` can move the database aside while holding it.
 */
export const LOCK_FILE_NAME = 'pglite.lock';

export interface LockHolder {
  pid: number;
  hostname: string;
  command: string;
  startedAt: string;
  /**
   * The kernel's start time of the holder (Linux), so a pid reused after a crash (a
   * restarted container hands out the same small pids) is not taken for the holder.
   */
  processStart?: string;
  /** Unique per lock, so a takeover can tell this lock from a newer one. */
  token: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    /** Unknown when the lock file cannot be read. */
    readonly holder: LockHolder | null,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  /** The lock file. */
  path: string;
  /** Gives the folder back; safe to call more than once. */
  release(): void;
}

/** Locks this process holds, by lock file. */
const held = new Map<string, LockHolder>();
let exitHookInstalled = false;

export const lockPathOf = (dataDir: string) => join(resolve(dataDir), LOCK_FILE_NAME);

/**
 * Takes the embedded database of `dataDir` for this process, or throws DataDirInUseError
 * when another live process has it. A lock left by a process that is gone (kill -9, a
 * crash, a power cut) is removed, with a warning, and taken.
 */
export function acquireDataDirLock(
  dataDir: string,
  options: { command?: string } = {},
): DataDirLock {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE_NAME);
  const mine = held.get(path);
  if (mine) throw sameProcessRefusal(dir, mine);
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    command: options.command ?? currentCommand(),
    startedAt: new Date().toISOString(),
    processStart: processStartTime(process.pid),
    token: randomUUID(),
  };
  const content = `${JSON.stringify(me, null, 2)}\n`;

  // Each pass either takes the lock, refuses, or clears a stale lock and tries again;
  // only other processes racing for the same folder make more than two passes.
  for (let attempt = 0; attempt < 10; attempt++) {
    if (createExclusive(path, content, me.token)) {
      held.set(path, me);
      installExitHook();
      return { path, release: () => releaseLock(path, me.token) };
    }
    const raw = readLockFile(dir, path);
    if (raw === null) continue; // released between our attempt and our read
    const holder = parseHolder(raw);
    if (holder) {
      const refusal = refusalFor(dir, path, holder);
      if (refusal) throw refusal;
    }
    if (removeStaleLock(path, raw, me.token)) {
      console.warn(
        holder
          ? `Removed a stale lock on the database in ${dir}: pid ${holder.pid} ("${holder.command}", since ${holder.startedAt}) is no longer running.`
          : `Removed a damaged lock file ${path}.`,
      );
    }
  }
  throw new Error(`Could not lock ${dir}: other processes keep taking and dropping ${path}`);
}

/**
 * Throws DataDirInUseError when a live process holds `dataDir`, without taking it: lets
 * `npm start` fail before spending time on the client build.
 */
export function assertDataDirFree(dataDir: string) {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE_NAME);
  const raw = readLockFile(dir, path);
  const holder = raw === null ? null : parseHolder(raw);
  const refusal = holder && refusalFor(dir, path, holder);
  if (refusal) throw refusal;
}

/** For entry points: a refusal is one clear line and exit code 1, not a stack trace. */
export function exitIfDataDirInUse(err: unknown): never {
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

/**
 * Creates the lock file only if none exists, complete from its first moment: written
 * under a private name, then hard-linked into place (link never replaces a file). A file
 * created empty with `open(wx)` and filled afterwards could be read half-written by a
 * second starter and taken for a stale, unreadable lock.
 */
function createExclusive(path: string, content: string, token: string): boolean {
  const draft = `${path}.${token}.new`;
  writeFileSync(draft, content, { flag: 'wx' });
  try {
    linkSync(draft, path);
    return true;
  } catch (err) {
    if (errorCode(err) === 'EEXIST') return false;
    // A filesystem without hard links: exclusive create, with the short window above.
    try {
      writeFileSync(path, content, { flag: 'wx' });
      return true;
    } catch (fallbackErr) {
      if (errorCode(fallbackErr) === 'EEXIST') return false;
      throw fallbackErr;
    }
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Removes the lock file only if it still holds `judged`, the stale content we read. Two
 * starters can both find the same stale lock; the rename moves it away for exactly one of
 * them, and one that finds it moved a newer lock (the other starter's) puts it back.
 * Returns whether this call removed the stale lock.
 */
export function removeStaleLock(path: string, judged: string, token: string): boolean {
  const claimed = `${path}.${token}.stale`;
  try {
    renameSync(path, claimed);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return false;
    throw err;
  }
  const got = readOrNull(claimed);
  if (got !== judged) {
    try {
      linkSync(claimed, path);
    } catch {
      // Someone created a lock in the instant it was away; theirs stands.
    }
  }
  unlinkSync(claimed);
  return got === judged;
}

function releaseLock(path: string, token: string) {
  if (held.get(path)?.token !== token) return;
  held.delete(path);
  // Only our own lock: never remove one another process took over.
  const holder = parseHolder(readOrNull(path) ?? '');
  if (holder?.token !== token) return;
  try {
    unlinkSync(path);
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err;
  }
}

/** A process that exits without closing the database (an uncaught error, process.exit) still lets go. */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [path, { token }] of held) {
      try {
        releaseLock(path, token);
      } catch {
        // Best effort: the next opener finds the pid gone and clears the lock.
      }
    }
  });
}

/** Why `holder` keeps us out, or null when its lock is stale. */
function refusalFor(dir: string, path: string, holder: LockHolder): DataDirInUseError | null {
  const who = describe(holder);
  if (holder.hostname !== hostname()) {
    // Its pid cannot be checked from here (a folder shared over the network).
    return new DataDirInUseError(
      dir,
      holder,
      `The database in ${dir} is in use by a Roundtable process on host ${holder.hostname} (${who}). ` +
        `Stop it first, or use another DATA_DIR. If it is no longer running, delete ${path}.`,
    );
  }
  if (holder.pid === process.pid) {
    // Our own pid but not our lock: a previous process that had this pid died with it.
    return held.has(path) ? sameProcessRefusal(dir, holder) : null;
  }
  if (!isRunning(holder)) return null;
  return new DataDirInUseError(
    dir,
    holder,
    `The database in ${dir} is in use by another Roundtable process (${who}). ` +
      'Stop it first, or use another DATA_DIR.',
  );
}

const describe = (holder: LockHolder) =>
  `pid ${holder.pid}, "${holder.command}", since ${holder.startedAt}`;

function sameProcessRefusal(dir: string, holder: LockHolder) {
  return new DataDirInUseError(
    dir,
    holder,
    `The database in ${dir} is already open in this process (${describe(holder)}); close it before opening it again.`,
  );
}

function isRunning(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it exists, owned by another user.
    if (errorCode(err) !== 'EPERM') return false;
  }
  if (holder.processStart === undefined) return true;
  const now = processStartTime(holder.pid);
  return now === undefined || now === holder.processStart;
}

/** Field 22 of /proc/<pid>/stat (start time in clock ticks since boot), where there is a /proc. */
function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; fields after it do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function parseHolder(raw: string): LockHolder | null {
  try {
    const value = JSON.parse(raw) as Partial<LockHolder>;
    const valid =
      Number.isInteger(value.pid) &&
      (value.pid as number) > 0 &&
      typeof value.hostname === 'string' &&
      typeof value.token === 'string';
    if (!valid) return null;
    return {
      pid: value.pid as number,
      hostname: value.hostname as string,
      token: value.token as string,
      command: typeof value.command === 'string' ? value.command : 'unknown command',
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : 'an unknown time',
      processStart: typeof value.processStart === 'string' ? value.processStart : undefined,
    };
  } catch {
    return null;
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return null;
    throw err;
  }
}

/** The lock file's text; null when there is none. */
function readLockFile(dir: string, path: string): string | null {
  try {
    return readOrNull(path);
  } catch (err) {
    // Most likely another user's process holds it (a server run as root, a seed as
    // oneself): not something to take over on a guess.
    throw new DataDirInUseError(
      dir,
      null,
      `The database in ${dir} is locked by ${path}, which cannot be read (${errorCode(err)}); ` +
        'another user may be running Roundtable on it. Stop it first, or use another DATA_DIR.',
    );
  }
}

/** What an operator would recognise: `npm start`, `npm run seed`, or the script run. */
function currentCommand(): string {
  const event = process.env.npm_lifecycle_event;
  if (event) return event === 'start' ? 'npm start' : `npm run ${event}`;
  const script = process.argv[1];
  return script ? relative(process.cwd(), script) || script : process.argv0;
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code;
