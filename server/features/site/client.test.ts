import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/vite-precompress';
import { buildApp } from '../../app';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import { signUpMember, testDatabase, testDataDir } from '../../test/harness';
import { fakeManifest } from './test-manifest';

const BUNDLE = `export const members = [${'"Houston", '.repeat(400)}];`;

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
  // A file worth compressing, with the copies the build writes beside it.
  writeFileSync(join(clientDir, 'assets', 'page-def456.js'), BUNDLE);
  await precompress(clientDir);
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

  it('sends the build’s brotli or gzip copy of a file to a browser that takes it', async () => {
    const url = '/assets/page-def456.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);

    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });

  it('gives the compressed copies no address of their own, and leaves small files whole', async () => {
    for (const url of ['/assets/page-def456.js.br', '/assets/page-def456.js.gz']) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    const small = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
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
