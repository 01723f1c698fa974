import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { createTestApp, signUpMember } from '../test/harness';
import { oversizedPng } from '../test/images';
import { answerOf, getStatus, type RawClient, rawClient, trickle } from '../test/raw-client';
import { BODY_TOO_SLOW } from './body-rate';
import {
  BUSY_RETRY_AFTER_S,
  CLIENT_BUSY,
  hardConnectionCap,
  REFUSAL_WAIT_MS,
} from './connection-caps';
import { applyServerLimits } from './server-limits';

// Limits scaled down so the attack is cut within seconds; production defaults are in
// server/env.ts (30 s without a byte, then 1,000 bytes a second; 50 connections a client,
// 500 in all). 64 connections at once may be answered 503 beside the 100 served.
const LIMITS = {
  MAX_CONNECTIONS: '100',
  MAX_CONNECTIONS_PER_CLIENT: '20',
  BODY_IDLE_TIMEOUT_MS: '1000',
  BODY_MIN_BYTES_PER_SECOND: '200',
};
const PER_CLIENT = Number(LIMITS.MAX_CONNECTIONS_PER_CLIENT);
const IDLE_MS = Number(LIMITS.BODY_IDLE_TIMEOUT_MS);
/** Past Node's own cap (its backstop): a bound on the connections being refused must hold first. */
const FLOOD = hardConnectionCap(Number(LIMITS.MAX_CONNECTIONS)) + 10;
/** Deadlines are checked every tenth of the idle limit; a loaded machine adds its own delay. */
const SLACK_MS = 1500;

type App = Awaited<ReturnType<typeof createTestApp>>;

/** A test app with the server limits main.ts applies, listening on a real socket. */
async function listeningApp(env: Record<string, string>) {
  const app = await createTestApp(env);
  applyServerLimits(app.server, loadConfig(env), app.log);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** Starts a sign-in whose JSON body then comes a byte at a time. */
async function slowSignIn(
  url: string,
  everyMs: number,
  { extraHeaders = '', localAddress }: { extraHeaders?: string; localAddress?: string } = {},
) {
  const client = await rawClient(url, { localAddress });
  const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(400) });
  client.socket.write(
    'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `${extraHeaders}Content-Length: ${body.length}\r\n\r\n`,
  );
  trickle(client, body, everyMs);
  return client;
}

/** The connections that were answered, by status, once every one of them has closed. */
async function outcomes(clients: RawClient[]) {
  const closed = await Promise.all(clients.map((client) => client.closed));
  return closed.map(({ afterMs, received }) => ({ afterMs, ...answerOf(received) }));
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('slow request bodies from one address (server limits scaled down)', () => {
  let app: App;
  let url: string;

  beforeAll(async () => {
    ({ app, url } = await listeningApp(LIMITS));
  });
  afterAll(async () => {
    await app.close();
  });

  it('holds 20 of 70 trickling connections from one address, answers the rest 503, serves another address at once, and cuts the trickles with 408', async () => {
    // A byte every 300 ms: never idle for a second, but far below 200 bytes a second.
    const attack = await Promise.all(Array.from({ length: 70 }, () => slowSignIn(url, 300)));

    // A client from another address is served at once while the attack runs.
    const other = await timed(() => getStatus(url, '/api/health', { localAddress: '127.0.0.2' }));
    expect(other.result).toBe(200);
    expect(other.ms).toBeLessThan(1000);

    const answers = await outcomes(attack);
    const refused = answers.filter((a) => a.status === 503);
    const cut = answers.filter((a) => a.status === 408);
    expect(refused).toHaveLength(70 - PER_CLIENT);
    expect(cut).toHaveLength(PER_CLIENT);
    for (const answer of refused) {
      expect(answer.header('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
      expect(answer.json()).toEqual({ message: CLIENT_BUSY });
      expect(answer.afterMs).toBeLessThan(1000);
    }
    for (const answer of cut) {
      expect(answer.json()).toEqual({ message: BODY_TOO_SLOW });
      // Allowed: the grace, plus 5 ms for each of the few bytes sent.
      expect(answer.afterMs).toBeGreaterThanOrEqual(IDLE_MS);
      expect(answer.afterMs).toBeLessThan(IDLE_MS + SLACK_MS);
    }

    // The address has its connections back.
    expect(await getStatus(url)).toBe(200);
  });

  it(`serves another address while one holds its share and floods ${FLOOD} connections that send nothing`, async () => {
    const from = { localAddress: '127.0.0.5' };
    const held = await Promise.all(
      Array.from({ length: PER_CLIENT }, () => slowSignIn(url, 300, from)),
    );
    // Without a bound on the connections being refused, these would fill Node's own cap
    // and the next client's connection would be closed unanswered.
    const silent = await Promise.all(Array.from({ length: FLOOD }, () => rawClient(url, from)));

    const other = await timed(() => getStatus(url, '/api/health', { localAddress: '127.0.0.6' }));
    expect(other.result).toBe(200);
    expect(other.ms).toBeLessThan(1000);

    // The silent ones asked nothing and got nothing: closed at once, or after the refusal wait.
    for (const { afterMs, received } of await Promise.all(silent.map((c) => c.closed))) {
      expect(received).toBe('');
      expect(afterMs).toBeLessThan(REFUSAL_WAIT_MS + SLACK_MS);
    }
    for (const answer of await outcomes(held)) expect(answer.status).toBe(408);
  });

  it('cuts a body that stops arriving after the idle limit, whatever it sent before', async () => {
    const client = await rawClient(url, { localAddress: '127.0.0.3' });
    // 1,000 bytes at once earn 5 s at the minimum rate, so only the idle limit can cut it.
    client.socket.write(
      'POST /api/auth/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: 2000\r\n\r\n{"email":"${'a'.repeat(990)}`,
    );
    const { afterMs, received } = await client.closed;
    expect(answerOf(received).status).toBe(408);
    expect(afterMs).toBeGreaterThanOrEqual(IDLE_MS);
    expect(afterMs).toBeLessThan(IDLE_MS + SLACK_MS);
  });

  it('lets an upload through that arrives steadily above the minimum rate, past the grace period', async () => {
    const member = await signUpMember(app);
    const address = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: member.headers,
    });
    const { uploadURL } = address.json() as { uploadURL: string };
    // 3,000 bytes in 200-byte pieces every 100 ms: 2,000 bytes a second for 1.5 s, ten
    // times the minimum (as 0.7 Mbit/s is to the production minimum, and then some).
    const image = await oversizedPng(3000);
    const client = await rawClient(url, { localAddress: '127.0.0.4' });
    client.socket.write(
      `PUT ${uploadURL} HTTP/1.1\r\nHost: localhost\r\nCookie: ${member.cookie}\r\n` +
        `Content-Type: image/png\r\nContent-Length: ${image.length}\r\nConnection: close\r\n\r\n`,
    );
    const started = performance.now();
    for (let at = 0; at < image.length; at += 200) {
      client.socket.write(image.subarray(at, at + 200));
      await new Promise((done) => setTimeout(done, 100));
    }
    const { received } = await client.closed;
    expect(performance.now() - started).toBeGreaterThan(IDLE_MS);
    const answer = answerOf(received);
    expect(answer.status).toBe(200);
    // Every byte was stored.
    const { objectPath } = answer.json() as { objectPath: string };
    const stored = await app.inject({ method: 'GET', url: objectPath, headers: member.headers });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(image)).toBe(true);
  });
});

describe('behind a proxy: the cap counts requests per forwarded client address', () => {
  const PROXIED = { ...LIMITS, TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_CLIENT: '3' };
  let app: App;
  let url: string;

  beforeAll(async () => {
    ({ app, url } = await listeningApp(PROXIED));
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives a finished request its share back: one client asking many times in a row is served', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers the client past its share 503 and serves another client through the same proxy', async () => {
    // Every connection comes from the proxy (127.0.0.1); the client is in X-Forwarded-For.
    const attack = await Promise.all(
      Array.from({ length: 5 }, () =>
        slowSignIn(url, 300, { extraHeaders: 'X-Forwarded-For: 203.0.113.7\r\n' }),
      ),
    );
    const other = await timed(() =>
      getStatus(url, '/api/health', { headers: 'X-Forwarded-For: 203.0.113.8\r\n' }),
    );
    expect(other.result).toBe(200);
    expect(other.ms).toBeLessThan(1000);

    const answers = await outcomes(attack);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer.header('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
      expect(answer.json()).toEqual({ message: CLIENT_BUSY });
      expect(answer.afterMs).toBeLessThan(1000);
    }
    expect(answers.filter((a) => a.status === 408)).toHaveLength(3);
    // Their requests ended, so the client may ask again.
    expect(
      await getStatus(url, '/api/health', { headers: 'X-Forwarded-For: 203.0.113.7\r\n' }),
    ).toBe(200);
  });
});
