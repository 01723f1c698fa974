import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDataDir } from './test/pglite-cluster';
import { type ServerProcess, startServerProcess } from './test/reliability/server-process';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const dataDir = freshDataDir('roundtable-shutdown-');
  dirs.push(dataDir);
  const server = await startServerProcess(
    { DATA_DIR: dataDir, ...env },
    { readyTimeoutMs: 60_000 },
  );
  servers.push(server);
  return server;
}

/** A sign-in whose body arrives in two parts, so it is in flight until `finish()` is called. */
function slowSignIn(url: string, body: string) {
  const raw = Buffer.from(body);
  const req = httpRequest(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': raw.length },
  });
  const response = once(req, 'response').then(async ([res]: IncomingMessage[]) => {
    let text = '';
    for await (const chunk of res) text += chunk;
    return { status: res.statusCode, headers: res.headers, text };
  });
  req.write(raw.subarray(0, 10));
  return { response, finish: () => req.end(raw.subarray(10)) };
}

const exitOf = (server: ServerProcess) =>
  server.child.exitCode !== null
    ? Promise.resolve(server.child.exitCode)
    : once(server.child, 'exit').then(([code]) => code as number | null);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// The server under test opens its own embedded database whatever the project, so this
// file runs once, in the pglite project (`.once.test.ts`, see vitest.config.ts).
describe('graceful shutdown of the real server', () => {
  it('on SIGTERM stops taking connections, finishes the request in flight and exits 0', async () => {
    const server = await start();
    const credentials = { email: 'drain@example.com', password: 'correct horse' };
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, firstName: 'Dee', lastName: 'Rain' }),
    });
    expect(signup.status).toBe(202);

    const inFlight = slowSignIn(server.url, JSON.stringify(credentials));
    await sleep(300);
    const exit = exitOf(server);
    server.child.kill('SIGTERM');
    await sleep(500);

    // Still running (the request holds it open), but no longer accepting connections.
    expect(server.child.exitCode).toBeNull();
    const refused = await fetch(`${server.url}/healthz`).then(
      () => 'answered',
      (err: Error & { cause?: { code?: string } }) => err.cause?.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    inFlight.finish();
    const res = await inFlight.response;
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ email: credentials.email });
    expect(String(res.headers['set-cookie'])).toMatch(/^rt\.sid=/);
    expect(await exit, server.output()).toBe(0);
  }, 90_000);

  it('gives up on a request that outlives SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const stuck = slowSignIn(server.url, JSON.stringify({ email: 'x@example.com', password: 'y' }));
    stuck.response.catch(() => {});
    await sleep(300);
    const started = Date.now();
    const exit = exitOf(server);
    server.child.kill('SIGTERM');
    expect(await exit, server.output()).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(Date.now() - started).toBeLessThan(5000);
  }, 90_000);
});
