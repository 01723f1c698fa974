import { mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import { LocalObjectStore } from '../../storage/local-store';
import { S3ObjectStore } from '../../storage/s3-store';
import { createTestApp, testDatabase, testDataDir } from '../../test/harness';
import { READY_CHECK_TIMEOUT_MS } from './health-routes';

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** An app on the test database with the given object store. */
async function appWithStore(store: LocalObjectStore | S3ObjectStore) {
  const { db } = await testDatabase();
  return buildApp({ config: loadConfig({ DATA_DIR: testDataDir() }), db, store });
}

describe('GET /healthz and /readyz', () => {
  it('answer a visitor (no session) outside /api, never cached', async () => {
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers /api/config and /api/health through the site contract, nothing more', async () => {
    const config = await app.inject({ url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(Object.keys(config.json()).sort()).toEqual([
      'aboutText',
      'accent',
      'city',
      'communityName',
      'contactEmail',
      'contactPhone',
      'joinMode',
      'logoUrl',
      'membersMayInvite',
      'poweredBy',
      'region',
      'setupNeeded',
      'signIn',
      'timeZone',
    ]);
    expect(config.json().signIn).toBe('password');
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
  });

  it('are not ready when the local object store cannot be written', async () => {
    // A file where the objects folder should be: nothing can be stored under it.
    const blocked = join(mkdtempSync(join(tmpdir(), 'roundtable-blocked-')), 'objects');
    writeFileSync(blocked, 'not a folder');
    const broken = await appWithStore(new LocalObjectStore(blocked, 'secret'));
    try {
      const ready = await broken.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', storage: 'unavailable' },
      });
      expect((await broken.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });

  it('are not ready, within the check deadline, when the S3 endpoint does not answer', async () => {
    // Takes the connection and never says a word: only the deadline ends the check.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const store = new S3ObjectStore({
      bucket: 'roundtable',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    const unreachable = await appWithStore(store);
    try {
      const started = performance.now();
      const ready = await unreachable.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: 'ok', storage: 'unavailable' });
      const ms = performance.now() - started;
      expect(ms).toBeGreaterThanOrEqual(READY_CHECK_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(READY_CHECK_TIMEOUT_MS + 1500);
    } finally {
      await unreachable.close();
      silent.close();
    }
  });

  it('turn /readyz to 503 while the server drains, /healthz stays 200', async () => {
    const draining = await createTestApp();
    try {
      draining.lifecycle.draining = true;
      const ready = await draining.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', draining: true });
      expect((await draining.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
