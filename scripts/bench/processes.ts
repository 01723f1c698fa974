import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '../..');

/** Limits that would turn a benchmark's thousands of requests per member into 429s. */
const LIMITS_OFF = {
  AUTH_RATE_LIMIT_MAX: '1000000000',
  WRITE_RATE_LIMIT_MAX: '1000000000',
  WRITE_RATE_LIMIT_WINDOW_MS: '1000',
};

export interface Child {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited early:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within 60 s:\n${output()}`);
}

/**
 * `BENCH_CPU_PROFILE=<folder>` writes a V8 CPU profile of the server for the run (open it
 * in Chrome's DevTools): where the server's time goes, line by line.
 */
function nodeFlags(script: string) {
  const folder = process.env.BENCH_CPU_PROFILE;
  return folder && script === 'scripts/serve.ts' ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

function start(script: string, env: Record<string, string>, readyUrl: string): Promise<Child> {
  const child = spawn(process.execPath, [...nodeFlags(script), '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
  };
  return waitForHttp(readyUrl, child, () => log).then(
    () => ({ url: new URL(readyUrl).origin, pid: child.pid ?? 0, stop }),
    async (err) => {
      await stop();
      throw err;
    },
  );
}

/**
 * The real server (server/main.ts, the same boot as `npm start` without the client
 * build) on the benchmark database, logging warnings only and with every rate limit
 * lifted: the benchmark measures the work of a request, not the limiter's refusals.
 */
export function startServer(opts: { port: number; databaseUrl?: string; dataDir: string }) {
  return start(
    'scripts/serve.ts',
    {
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      // Blank: the embedded database in DATA_DIR, as a default install (not the caller's).
      DATABASE_URL: opts.databaseUrl ?? '',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      ...LIMITS_OFF,
    },
    `http://127.0.0.1:${opts.port}/api/health`,
  );
}

export function startCeiling(port: number) {
  return start(
    'scripts/bench/ceiling-server.ts',
    { PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
}
