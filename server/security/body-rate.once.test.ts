import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerOf, rawClient } from '../test/raw-client';
import { limitBodyRate } from './body-rate';

const IDLE_MS = 500;
const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done));
  server = undefined;
});

/** A bare server that runs `before` and then reads the whole body, answering its length. */
async function serve(before: () => Promise<void> | void) {
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    await before();
    let length = 0;
    try {
      for await (const chunk of req) length += (chunk as Buffer).length;
    } catch {
      return; // Cut off: the client has had its 408.
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ length }));
  });
  limitBodyRate(server, { idleMs: IDLE_MS, minBytesPerSecond: 1000, checkEveryMs: 50 });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function post(url: string, body: Buffer) {
  const client = await rawClient(url);
  client.socket.write(
    `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  client.socket.write(body);
  return answerOf((await client.closed).received);
}

describe('the body pace is the client’s, not the server’s', () => {
  it('does not cut a body the server is slow to read (its buffer full, the client waiting)', async () => {
    // The body is sent at once, but nothing reads it for three idle limits: the client is
    // held back by TCP, which is the server's doing.
    const url = await serve(() => sleep(3 * IDLE_MS));
    const answer = await post(url, Buffer.alloc(2 * 1024 * 1024, 'x'));
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ length: 2 * 1024 * 1024 });
  });

  it('does not cut a body while the server’s event loop is stalled', async () => {
    // A small body, still arriving when the server blocks for three idle limits.
    const url = await serve(async () => {
      await sleep(100);
      const until = performance.now() + 3 * IDLE_MS;
      while (performance.now() < until) {}
    });
    const client = await rawClient(url);
    client.socket.write(
      'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 20\r\nConnection: close\r\n\r\n0123456789',
    );
    await sleep(200);
    client.socket.write('0123456789');
    expect(answerOf((await client.closed).received).status).toBe(200);
  });
});
