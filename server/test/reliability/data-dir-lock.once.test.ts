import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../db/data-dir-lock';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../db/seed/members';
import { freshDataDir } from '../pglite-cluster';
import { freePort, type ServerProcess, startServerProcess } from './server-process';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = freshDataDir('roundtable-two-openers-');
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer() {
  const server = await startServerProcess({ DATA_DIR: dataDir }, { readyTimeoutMs: 60_000 });
  servers.push(server);
  return server;
}

/** Runs an entry point as `npm start`/`npm run …` would (minus npm) on the same DATA_DIR. */
async function runScript(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const started = Date.now();
  const result = await new Promise<{ code: number | null; out: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join('scripts', script), ...args],
      {
        cwd: root,
        // Old code would go on to build the client or seed: give up rather than wait.
        timeout: 30_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          ...env,
          DATA_DIR: dataDir,
        },
      },
      (err, stdout, stderr) =>
        done({ code: err ? ((err as { code?: number }).code ?? null) : 0, out: stdout + stderr }),
    );
  });
  return { ...result, ms: Date.now() - started };
}

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const member = (n: number) => ({
  email: `member${n}@example.com`,
  password: 'correct horse battery',
  firstName: 'Member',
  lastName: `Number ${n}`,
});

const signIn = (url: string, n: number) =>
  post(url, '/api/auth/signin', { email: member(n).email, password: member(n).password });

// The servers open their own embedded database whatever the project, so this file runs
// once, in the pglite project (`.once.test.ts`, see vitest.config.ts).
describe('one process per embedded database', () => {
  it('refuses a second server, npm start, seed, seed:large and db:migrate while a server runs, and loses nothing', async () => {
    const first = await startServer();
    expect((await post(first.url, '/api/auth/signup', member(1))).status).toBe(202);

    const holder = `The database in ${resolve(dataDir)} is in use by another Roundtable process (pid ${first.child.pid}, "scripts/serve.ts", since `;
    // Ports of their own, so old code would come up beside the first server rather than
    // fail on a taken port.
    const port = async () => ({ PORT: String(await freePort()) });
    // One after another: five cold starts at once on two busy cores would measure the
    // machine's load, not how quickly each opener refuses.
    const openers = [];
    for (const [name, script, args, env] of [
      ['a second server', 'serve.ts', [], await port()],
      ['npm start', 'start.ts', [], await port()],
      ['npm run seed', 'seed.ts', [], {}],
      ['npm run db:migrate', 'migrate.ts', [], {}],
      ['seed:large', 'seed-large.ts', ['--scale', '0.01'], {}],
    ] as const) {
      openers.push({ name, ...(await runScript(script, [...args], env)) });
    }
    for (const opener of openers) {
      expect(opener.code, `${opener.name}:\n${opener.out}`).toBe(1);
      expect(opener.out, opener.name).toContain(holder);
      expect(opener.out, `${opener.name} printed a stack trace`).not.toMatch(/^\s+at /m);
      expect(opener.ms, opener.name).toBeLessThan(20_000);
    }

    // The first server never noticed, and what it acknowledged survives a restart.
    expect((await post(first.url, '/api/auth/signup', member(2))).status).toBe(202);
    const exited = once(first.child, 'exit');
    first.child.kill('SIGTERM');
    expect((await exited)[0], first.output()).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = await startServer();
    expect((await signIn(second.url, 1)).status).toBe(200);
    expect((await signIn(second.url, 2)).status).toBe(200);
    // The refused seed wrote nothing.
    const demo = await post(second.url, '/api/auth/signin', {
      email: DEMO_LOGIN,
      password: DEMO_PASSWORD,
    });
    expect(demo.status).toBe(401);

    // A server killed outright leaves its lock behind; the next one finds it stale.
    const killed = once(second.child, 'exit');
    second.child.kill('SIGKILL');
    await killed;
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(true);
    const third = await startServer();
    expect(third.output()).toContain('Removed a stale lock on the database');
    expect((await signIn(third.url, 2)).status).toBe(200);
  }, 180_000);
});
