import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/reliability/server-process';

// Short limits so each case takes a second or two; production defaults are in server/env.ts.
const HEADERS_TIMEOUT_MS = 1500;
const REQUEST_TIMEOUT_MS = 3000;
const KEEP_ALIVE_TIMEOUT_MS = 1500;
const MAX_CONNECTIONS = 5;
/** Node checks deadlines on a timer (server-limits.ts sets it to a tenth of the headers limit). */
const SLACK_MS = 1000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface RawClient {
  socket: Socket;
  /** Resolves when the server closes the connection: after how long, and what it sent. */
  closed: Promise<{ afterMs: number; received: string }>;
  received(): string;
}

/** A raw TCP client, so the test controls every byte and sees exactly when the socket ends. */
async function rawClient(url: string): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  // A refused or reset connection is one of the outcomes under test, not a failure.
  socket.on('error', () => {});
  const started = performance.now();
  // Not events.once: it would reject on the 'error' (a reset) that precedes 'close'.
  const closed = new Promise<{ afterMs: number; received: string }>((done) =>
    socket.on('close', () => done({ afterMs: performance.now() - started, received })),
  );
  // A connection refused past the cap may be reset before 'connect'.
  await new Promise<void>((done) => {
    socket.once('connect', done);
    socket.once('close', done);
  });
  return { socket, closed, received: () => received };
}

/** One request on its own connection (no keep-alive left behind to count against the cap). */
async function getStatus(url: string, path = '/api/health') {
  const client = await rawClient(url);
  client.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  const { received } = await client.closed;
  return Number(/^HTTP\/1\.1 (\d{3}) /.exec(received)?.[1] ?? 0);
}

/** Sends `text` one byte per `everyMs`, never reaching the end while the socket is open. */
function trickle(client: RawClient, text: string, everyMs: number) {
  let i = 0;
  const send = () => {
    if (!client.socket.destroyed && i < text.length) client.socket.write(text[i++]);
  };
  send();
  const timer = setInterval(send, everyMs);
  client.closed.then(() => clearInterval(timer));
  return () => clearInterval(timer);
}

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
    dataDir = mkdtempSync(join(tmpdir(), 'roundtable-slow-clients-'));
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

  it(`refuses connections beyond MAX_CONNECTIONS while open ones keep working, and recovers`, async () => {
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

    // Past the cap: closed at once, without a byte of answer.
    const surplus = await rawClient(server.url);
    surplus.socket.write(ask);
    const refused = await Promise.race([surplus.closed, sleep(1000)]);
    surplus.socket.destroy();
    expect(refused, 'the surplus connection was served').toEqual({
      afterMs: expect.any(Number),
      received: '',
    });
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
