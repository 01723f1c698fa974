import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/**
 * A real server process (`scripts/serve.ts`, the same entry `npm run dev` uses) on a port
 * of our choosing, for tests and scripts that need the server as production runs it: its
 * own process, its own pool, talking HTTP. Node runs tsx as a loader, so the child is
 * the server itself and a signal reaches it directly (no npx wrapper in between).
 */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last lines it wrote, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

/** A port the OS says is free now (bound and released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Anyone may join, so these suites sign members up without an application.
      JOIN_MODE: 'open',
      ...env,
      PORT: String(port),
    },
    // The IPC channel carries the server's 'ready' once it listens (server/main.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  const url = `http://127.0.0.1:${port}`;
  // Ready when the child says it listens, not when the port answers: the port was free a
  // moment ago, and another test's server that took it meanwhile would answer the health
  // check while this one failed to bind (a lock test signed in to the wrong database).
  const ready = await new Promise<boolean>((done) => {
    const timer = setTimeout(() => done(false), options.readyTimeoutMs ?? 30_000);
    child.on('message', (message) => {
      if (message !== 'ready') return;
      clearTimeout(timer);
      done(true);
    });
    exited.then(() => {
      clearTimeout(timer);
      done(false);
    });
  });
  if (ready) {
    // The channel would keep this process's event loop alive; the child needs it no more.
    child.disconnect();
    return { url, child, output: () => tail, stop };
  }
  await stop();
  throw new Error(`server on port ${port} did not come up:\n${tail}`);
}
