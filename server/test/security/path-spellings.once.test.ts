import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_REFUSED } from '../../security/csrf';
import { MALFORMED_URL } from '../../security/request-line';
import { createTestApp } from '../harness';
import { countWritesInThisFile, writeMarks } from './db-state';
import { type App, buildWorld, type World } from './fixtures';
import { equivalentSpellings, nonPlainSpellings } from './path-spellings';
import { actorOf, ROUTE_TABLE, routeKey } from './route-table';

/**
 * The guards that are not about who you are (the cross-site check, the write limit, the
 * request-line check) under every generated spelling of every route's path. The members-only
 * check and caching are proved route × role × spelling in permission-matrix.test.ts.
 */
let app: App;
/** Same database, one write per member per minute: the second write of a member is over. */
let limited: App;
let world: World;

countWritesInThisFile();
beforeAll(async () => {
  app = await createTestApp();
  limited = await createTestApp({ WRITE_RATE_LIMIT_MAX: '1' });
  world = await buildWorld(app);
});
afterAll(async () => {
  await Promise.all([app.close(), limited.close()]);
});

const writes = ROUTE_TABLE.filter((r) => r.method !== 'GET');
const reads = ROUTE_TABLE.filter((r) => r.method === 'GET');

/** The plain call and its generated spellings, made as the owner (real ids in the path). */
async function spelledCalls(entry: (typeof ROUTE_TABLE)[number]) {
  const call = await entry.build(world, 'owner');
  return [call.url, ...equivalentSpellings(call.url, routeKey(entry))].map((url) => ({
    ...call,
    url,
  }));
}

describe('every spelling of a write', () => {
  it.each(writes.map((e) => [routeKey(e), e] as const))(
    '%s from another site is refused 403 and changes nothing',
    async (_key, entry) => {
      for (const call of await spelledCalls(entry)) {
        const before = await writeMarks();
        const res = await app.inject({
          method: entry.method as 'POST',
          url: call.url,
          headers: { ...world.owner.headers, 'sec-fetch-site': 'cross-site' },
          ...(call.payload === undefined ? {} : { payload: call.payload as object }),
        });
        expect(res.statusCode, call.url).toBe(403);
        expect(res.json(), call.url).toEqual({ message: CROSS_ORIGIN_REFUSED });
        expect(await writeMarks(), `${call.url} changed data`).toEqual(before);
      }
    },
  );

  it('counts against the member’s write limit: past it, every route and spelling gets 429', async () => {
    const member = actorOf(world, 'member');
    if (!member) throw new Error('no member in the world');
    // Spend the one write this minute allows.
    await limited.inject({ method: 'PUT', url: '/api/auth/user', headers: member.headers });
    let refused = 0;
    for (const entry of writes) {
      for (const call of await spelledCalls(entry)) {
        const res = await limited.inject({
          method: entry.method as 'POST',
          url: call.url,
          headers: member.headers,
          ...(call.payload === undefined ? {} : { payload: call.payload as object }),
        });
        expect(res.statusCode, `${entry.method} ${call.url}`).toBe(429);
        expect(Number(res.headers['retry-after']), call.url).toBeGreaterThan(0);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(writes.length * 2);
  });
});

describe('every spelling of a read', () => {
  it.each(reads.map((e) => [routeKey(e), e] as const))(
    '%s answers HEAD as it answers GET',
    async (_key, entry) => {
      for (const call of await spelledCalls(entry)) {
        const get = await app.inject({ method: 'GET', url: call.url });
        const head = await app.inject({ method: 'HEAD', url: call.url });
        expect(head.statusCode, call.url).toBe(get.statusCode);
        expect(head.statusCode, call.url).toBe(entry.expect.visitor);
      }
    },
  );
});

describe('request lines that are not plain paths', () => {
  let port = 0;
  beforeAll(async () => {
    // A real socket: inject() would tidy these lines up before the server saw them.
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  /** Sends one raw request line (with the owner's cookie); the status and body. */
  const send = (line: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = createConnection({ port, host: '127.0.0.1' }, () => {
        socket.end(
          `${line}\r\nHost: 127.0.0.1\r\nCookie: ${world.owner.cookie}\r\n` +
            'Content-Length: 0\r\nConnection: close\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (d) => {
        text += d;
      });
      socket.on('end', () =>
        resolve({
          status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
          body: text.slice(text.indexOf('\r\n\r\n') + 4),
        }),
      );
      socket.on('error', reject);
    });

  it.each(ROUTE_TABLE.map((e) => [routeKey(e), e] as const))(
    'around %s are refused 400 before any guard',
    async (_key, entry) => {
      const call = await entry.build(world, 'owner');
      for (const url of nonPlainSpellings(call.url)) {
        const { status, body } = await send(`${entry.method} ${url} HTTP/1.1`);
        expect(status, url).toBe(400);
        // Refused by us (Malformed URL) or by Node's parser first; never the route's answer.
        expect(JSON.parse(body), url).toMatchObject({ message: expect.any(String) });
        expect(body, url).not.toMatch(/"email"|"id"/);
      }
    },
  );

  it('refuses absolute-form and asterisk-form request lines', async () => {
    for (const line of [
      `GET http://127.0.0.1:${port}/api/users HTTP/1.1`,
      'GET http://evil.example/api/users HTTP/1.1',
      'OPTIONS * HTTP/1.1',
    ]) {
      const { status, body } = await send(line);
      expect(status, line).toBe(400);
      expect(JSON.parse(body), line).toEqual({ message: MALFORMED_URL });
    }
  });
});
