import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import { signUpMember, testDatabase, testDataDir } from '../../test/harness';
import { fakeManifest } from './test-manifest';

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'roundtable-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><head><title>Roundtable</title></head><div id="root"></div>',
  );
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(fakeManifest()));
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const config = loadConfig({ DATA_DIR: testDataDir() });
  const { db } = await testDatabase();
  app = await buildApp({ config, db, store: await openObjectStore(config), clientDir });
});
afterAll(() => app.close());

describe('serving the SPA', () => {
  it.each(['/', '/calendar', '/discussions/12', '/no/such/page'])(
    'answers the page %s with index.html, revalidated every time',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file or API path with a JSON 404, not the page', async () => {
    for (const url of ['/assets/missing.js', '/robots.txt']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
    expect((await app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('names a signed-in member’s scripts in the page, kept by their browser alone', async () => {
    const member = await signUpMember(app);
    const res = await app.inject({ url: '/gallery', headers: member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/gallery-page.js">');
    expect(head).toContain('<link rel="preload" as="fetch" href="/api/auth/session"');
    expect(res.body).toContain('<div id="root">');
  });

  it('gives visitors the page as built, and never serves the manifest', async () => {
    const res = await app.inject({ url: '/gallery' });
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).not.toContain('/api/auth/session');
    for (const url of [
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/%2evite/manifest%2Ejson',
    ]) {
      // However it is spelled, the answer is a 404 or the page shell, never the manifest.
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('assets/index.js');
    }
  });
});
