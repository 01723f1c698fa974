import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, scratchName } from './scratch-database';
import { type ServerProcess, startServerProcess } from './server-process';

export interface TwoServers {
  one: ServerProcess;
  two: ServerProcess;
  stop(): Promise<void>;
}

/**
 * The scale-out path from the design, for a test: two server processes on one scratch
 * PostgreSQL database (`TEST_DATABASE_URL`) and one object store (a shared DATA_DIR here,
 * a bucket in production), with the same APP_SECRET. Started one after the other: the
 * first applies the migrations, the second finds them done. Only `.postgres.test.ts`
 * files use it: two processes on one embedded PGlite cannot exist.
 */
export async function startTwoServers(
  name: string,
  env: Record<string, string> = {},
): Promise<TwoServers> {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, scratchName(name));
  const dataDir = mkdtempSync(join(tmpdir(), `roundtable-${name}-`));
  const shared = {
    DATABASE_URL: scratch.url,
    DATABASE_POOL_MAX: '4',
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  };
  const stop = async (...servers: (ServerProcess | undefined)[]) => {
    await Promise.all(servers.map((server) => server?.stop()));
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let one: ServerProcess | undefined;
  try {
    one = await startServerProcess(shared);
    const two = await startServerProcess(shared);
    return { one, two, stop: () => stop(one, two) };
  } catch (err) {
    await stop(one);
    throw err;
  }
}

/** The session cookie (`name=value`) a sign-in or sign-up answer set. */
export function sessionOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rt.sid='));
  if (!cookie) throw new Error(`no session cookie (${res.status})`);
  return cookie.split(';')[0];
}
