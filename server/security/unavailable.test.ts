import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { loadConfig } from '../env';
import { HttpError } from '../lib/http-error';
import { openObjectStore } from '../storage';
import { testDataDir } from '../test/harness';
import { isDatabaseUnavailable, unavailableCode } from './unavailable';

const withCode = (code: string, message = 'boom') => Object.assign(new Error(message), { code });
/** What node-postgres hands on when its socket cannot be opened. */
const connectError = (code: string) =>
  Object.assign(withCode(code, `connect ${code} 127.0.0.1:5432 - Local (undefined:undefined)`), {
    syscall: 'connect',
  });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused connect', withCode('ECONNREFUSED')],
    ['reset socket', withCode('ECONNRESET')],
    ['connection exception 08006', withCode('08006')],
    ['connection does not exist 08003', withCode('08003')],
    ['admin shutdown 57P01', withCode('57P01')],
    ['crash shutdown 57P02', withCode('57P02')],
    ['starting up 57P03', withCode('57P03')],
    ['too many connections 53300', withCode('53300')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['lost connection', new Error('Connection terminated unexpectedly')],
    [
      'Drizzle-wrapped refusal',
      new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED') as Error),
    ],
    // The shape a real pool gave with every descriptor in use (see the process test below).
    ['out of file descriptors', connectError('EMFILE')],
    ['machine out of file descriptors', connectError('ENFILE')],
    ['out of local ports', connectError('EADDRNOTAVAIL')],
    ['Drizzle-wrapped EMFILE', new DrizzleQueryError('select 1', [], connectError('EMFILE'))],
    [
      'EMFILE on every address, wrapped again',
      new Error('session lookup failed', {
        cause: new DrizzleQueryError(
          'select 1',
          [],
          Object.assign(new AggregateError([connectError('EMFILE'), connectError('EMFILE')]), {
            code: undefined,
          }),
        ),
      }),
    ],
    [
      'every address refused',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {
        code: undefined,
      }),
    ],
  ])('an outage: %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation 23505', withCode('23505')],
    ['syntax error 42601', withCode('42601')],
    ['statement timeout 57014 (a slow query, not an outage)', withCode('57014')],
    ['a bug', new TypeError('x is undefined')],
    ['an HttpError', new HttpError(404, 'Not found')],
    ['Drizzle-wrapped constraint error', new DrizzleQueryError('insert', [], withCode('23503'))],
    ['not an error', 'ECONNREFUSED'],
  ])('not an outage: %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('unavailableCode', () => {
  it('names EMFILE under Drizzle and AggregateError wrappers', () => {
    const wrapped = new DrizzleQueryError(
      'select 1',
      [],
      Object.assign(new AggregateError([connectError('EMFILE')]), { code: undefined }),
    );
    expect(unavailableCode(wrapped)).toBe('EMFILE');
  });
});

/** A port with nothing listening: every connection is refused at once. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('an app whose PostgreSQL cannot be reached', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const url = `postgres://roundtable@127.0.0.1:${await closedPort()}/roundtable`;
    const config = loadConfig({ DATA_DIR: testDataDir(), DATABASE_URL: url });
    database = await openDatabase({ url, connectTimeoutMs: 500 });
    app = await buildApp({ config, db: database.db, store: await openObjectStore(config) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers API requests 503 quickly with Retry-After, for members and visitors alike', async () => {
    for (const request of [
      // A well-formed id (server/auth/session.ts skips the lookup for any other).
      { url: '/api/auth/user', headers: { cookie: `rt.sid=${'a'.repeat(43)}` } },
      {
        method: 'POST' as const,
        url: '/api/auth/signin',
        payload: { email: 'a@example.com', password: 'whatever1' },
      },
    ]) {
      const started = performance.now();
      const res = await app.inject(request);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ message: 'Service unavailable' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });

  it('is alive (/healthz 200) but not ready (/readyz 503 naming the database)', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'unavailable', storage: 'ok' },
    });
  });
});

describe('an app whose process has run out of file descriptors', () => {
  it('answers 503 with Retry-After, not 500, when the pool cannot open a socket (real EMFILE)', async () => {
    // Its own process with a low descriptor limit, so this worker keeps its descriptors.
    const url = `postgres://roundtable@127.0.0.1:${await closedPort()}/roundtable`;
    const child = resolve(import.meta.dirname, 'out-of-descriptors.child.ts');
    const { stdout } = await promisify(execFile)(
      'bash',
      [
        '-c',
        'ulimit -n 256 && exec "$0" --import tsx "$@"',
        process.execPath,
        child,
        url,
        testDataDir(),
      ],
      { cwd: resolve(import.meta.dirname, '../..'), timeout: 30_000 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
    expect(result.held).toBeGreaterThan(0);
    // The pool met EMFILE, not the refused port behind it: the log names the code.
    expect(result.codes).toContain('EMFILE');
    expect(result.status, JSON.stringify(result)).toBe(503);
    expect(result.body).toEqual({ message: 'Service unavailable' });
    expect(Number(result.retryAfter)).toBeGreaterThan(0);
  });
});
