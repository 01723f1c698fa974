import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../test/pglite-cluster';
import { answerOf, getStatus, type RawClient, rawClient, trickle } from '../test/raw-client';
import { type ServerProcess, startServerProcess } from '../test/reliability/server-process';
import { BUSY_RETRY_AFTER_S, SERVER_BUSY } from './connection-caps';

// Short limits so each case takes a second or two; production defaults are in server/env.ts.
const HEADERS_TIMEOUT_MS = 1500;
const REQUEST_TIMEOUT_MS = 3000;
const KEEP_ALIVE_TIMEOUT_MS = 1500;
const MAX_CONNECTIONS = 5;
/** Node checks deadlines on a timer (server-limits.ts sets it to a tenth of the headers limit). */
const SLACK_MS = 1000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const SLOW_HEADERS = `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(500)}`;

/** The first response on a keep-alive connection, once it has fully arrived. */
async function responseOn(client: RawClient, since: number) {
  for (let waited = 0; waited < 5000; waited += 20) {
    const text = client.received().slice(since);
    const end = text.indexOf('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(text)?.[1];
    if (end >= 0 && length && text.length >= end + 4 + Number(length)) return text;
    await sleep(20);
  }
  throw new Error(`no response: ${JSON.stringify(client.received().slice(since))}`);
}

// The server under test opens its own embedded database whatever the project, so this
// file runs once, in the pglite project (`.once.test.ts`, see vitest.config.ts).
describe('slow and surplus clients against the real server', () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = freshDataDir('roundtable-slow-clients-');
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
        MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      },
      { readyTimeoutMs: 60_000 },
    );
    // The readiness probe's keep-alive connection must be gone before connections are counted.
    await sleep(KEEP_ALIVE_TIMEOUT_MS + 1500);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cuts a client that sends its headers one byte a second, with a 408, at the headers limit', async () => {
    const client = await rawClient(server.url);
    trickle(client, SLOW_HEADERS, 1000);
    const result = await Promise.race([client.closed, sleep(HEADERS_TIMEOUT_MS + SLACK_MS + 1500)]);
    client.socket.destroy();
    expect(result, 'the slow-header connection was still open').toBeDefined();
    const { afterMs, received } = result as { afterMs: number; received: string };
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  it('cuts a client that trickles its body, with a 408, at the request limit', async () => {
    const client = await rawClient(server.url);
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(300) });
    client.socket.write(
      'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    trickle(client, body, 250);
    const result = await Promise.race([client.closed, sleep(REQUEST_TIMEOUT_MS + SLACK_MS + 1500)]);
    client.socket.destroy();
    expect(result, 'the slow-body connection was still open').toBeDefined();
    const { afterMs, received } = result as { afterMs: number; received: string };
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('answers a normal request, even one whose headers come in a few quick parts', async () => {
    expect(await getStatus(server.url)).toBe(200);
    const client = await rawClient(server.url);
    const request = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
    for (const part of request.match(/[\s\S]{1,12}/g) ?? []) {
      client.socket.write(part);
      await sleep(50);
    }
    const { received } = await client.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
  });

  it(`answers connections beyond MAX_CONNECTIONS 503 while open ones keep working, and recovers`, async () => {
    // One keep-alive connection in use, then enough slow ones to reach the cap.
    const kept = await rawClient(server.url);
    const ask = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    kept.socket.write(ask);
    expect(await responseOn(kept, 0)).toMatch(/^HTTP\/1\.1 200 /);

    const slow = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS - 1 }, () => rawClient(server.url)),
    );
    for (const client of slow) trickle(client, SLOW_HEADERS, 200);
    await sleep(200);

    // Past the cap: answered 503 with Retry-After at once (not dropped without a word), and closed.
    const surplus = await rawClient(server.url);
    surplus.socket.write(ask);
    const refused = await Promise.race([surplus.closed, sleep(1000)]);
    surplus.socket.destroy();
    expect(refused, 'the surplus connection was left waiting').toBeDefined();
    const answer = answerOf((refused as { received: string }).received);
    expect(answer.status).toBe(503);
    expect(answer.header('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(answer.json()).toEqual({ message: SERVER_BUSY });
    // The server's log line crosses a pipe: give it a moment to arrive.
    for (
      let waited = 0;
      waited < 3000 && !server.output().includes('connection limit');
      waited += 100
    ) {
      await sleep(100);
    }
    expect(server.output()).toContain('connection limit reached');

    // The connection already open is still served.
    const before = kept.received().length;
    kept.socket.write(ask);
    expect(await responseOn(kept, before)).toMatch(/^HTTP\/1\.1 200 /);
    kept.socket.destroy();

    // Once the slow clients are cut, new connections are served again.
    const cut = await Promise.all(slow.map((client) => client.closed));
    for (const { received } of cut) expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(await getStatus(server.url)).toBe(200);
  });
});
