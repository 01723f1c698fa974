import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import { signUpAndSignIn } from '../harness';
import { createScratchDatabase, type ScratchDatabase, scratchName } from './scratch-database';
import { TcpProxy } from './tcp-proxy';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * How quickly a request must be answered while the database is gone: "a couple of
 * seconds", the pool's 2 s connect timeout (and /readyz's 2 s probe) plus slack for a
 * busy two-core machine.
 */
const OUTAGE_ANSWER_MS = 3000;

/**
 * PostgreSQL going away while the server runs, staged by breaking a TCP relay between the
 * server's pool and the database (its own database, so the outage touches no other test). PGlite runs inside the process and cannot become
 * unreachable, so there is nothing to prove there: the whole file runs only in the
 * `postgres` project (its name ends in `.postgres.test.ts`).
 */
describe('database outage', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: App;
  let dataDir: string;
  let cookie: string;
  let categoryId: number;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, scratchName('faults'));
    const target = new URL(scratch.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const viaProxy = new URL(scratch.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;

    dataDir = mkdtempSync(join(tmpdir(), 'roundtable-faults-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: viaProxy.href,
      AUTH_RATE_LIMIT_MAX: '10000',
    });
    database = await openDatabase({ url: viaProxy.href, poolMax: 4 });
    await database.migrate();
    app = await buildApp({
      config,
      db: database.db,
      store: await openObjectStore(config),
    });
    await app.ready();

    ({ cookie } = await signUpAndSignIn(app, {
      email: 'outage@example.com',
      firstName: 'Olga',
      lastName: 'Outage',
    }));
    const categories = await app.inject({
      url: '/api/discussion-categories',
      headers: { cookie },
    });
    categoryId = (categories.json() as { id: number }[])[0].id;
  });

  afterAll(async () => {
    // The relay goes first: whatever still waits on the database then fails at once,
    // so closing the app and the pool cannot hang on a failed case.
    await proxy?.close();
    await app?.close();
    await database?.close().catch(() => {});
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const timed = async (request: InjectOptions) => {
    const started = performance.now();
    const res = await app.inject(request);
    return { res, ms: performance.now() - started };
  };

  const newDiscussion = (title: string) => ({
    method: 'POST' as const,
    url: '/api/discussions',
    headers: { cookie },
    payload: { title, content: 'Written around an outage.', categoryId },
  });

  it.each([
    ['stopped (connections reset, then refused)', () => proxy.cut()],
    ['gone from the network (connections never answered)', () => proxy.silence()],
  ])(
    'PostgreSQL %s: 503 within seconds, then back without a restart',
    async (outage, breakDatabase) => {
      const tag = outage.split(' ')[0];
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect((await app.inject(newDiscussion(`Before ${tag}`))).statusCode).toBe(201);

      await breakDatabase();

      // Several at once, as members would: each is answered on its own within the bound.
      const during = await Promise.all(
        [
          { url: '/api/discussions', headers: { cookie } },
          { url: '/api/auth/user', headers: { cookie } },
          newDiscussion(`During ${tag}`),
        ].map(timed),
      );
      for (const { res, ms } of during) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({ message: 'Service unavailable' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(ms).toBeLessThan(OUTAGE_ANSWER_MS);
      }
      const ready = await timed({ url: '/readyz' });
      expect(ready.res.statusCode).toBe(503);
      expect(ready.res.json()).toMatchObject({
        status: 'unavailable',
        checks: { database: 'unavailable' },
      });
      expect(ready.ms).toBeLessThan(OUTAGE_ANSWER_MS);
      // The process itself is alive: only readiness depends on the database.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

      await proxy.restore();

      const back = await timed({ url: '/readyz' });
      expect(back.res.statusCode).toBe(200);
      const write = await app.inject(newDiscussion(`After ${tag}`));
      expect(write.statusCode, write.body).toBe(201);
      // The write refused during the outage never happened; the others did.
      const list = await app.inject({ url: '/api/discussions?limit=100', headers: { cookie } });
      const titles = (list.json() as { title: string }[]).map((d) => d.title);
      expect(titles.filter((t) => t.endsWith(tag)).sort()).toEqual([
        `After ${tag}`,
        `Before ${tag}`,
      ]);

      const slowest = Math.max(ready.ms, ...during.map((d) => d.ms));
      console.info(
        `database ${tag}: every answer 503 within ${Math.ceil(slowest)} ms; /readyz 200 ${Math.ceil(back.ms)} ms after restore`,
      );
    },
  );
});
