import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts scripts/bench-web/serve.ts in its own process (so the browser driver never
 * shares its event loop) and waits for /api/health.
 */
export async function startBenchServer(opts: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  clientDir: string;
}): Promise<BenchServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-web/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      BENCH_CLIENT_DIR: opts.clientDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${errors}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { url, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`the server did not answer on ${url} within 60 s:\n${errors}`);
}
