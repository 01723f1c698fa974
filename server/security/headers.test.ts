import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { openObjectStore } from '../storage';
import { S3ObjectStore, type S3Settings, s3UploadOrigin } from '../storage/s3-store';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  testDataDir,
} from '../test/harness';
import { pngImage } from '../test/images';
import { contentSecurityPolicy } from './headers';

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App;
let behindProxy: App;
let member: Member;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'roundtable-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  const config = loadConfig({ DATA_DIR: testDataDir(), AUTH_RATE_LIMIT_MAX: '10000' });
  const { db } = await testDatabase();
  app = await buildApp({ config, db, store: await openObjectStore(config), clientDir });
  behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
  member = await signUpMember(app);
});
afterAll(async () => {
  await Promise.all([app.close(), behindProxy.close()]);
});

/** Directive name → its sources. */
const parseCsp = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources] as const),
  );

async function uploadedImage() {
  const address = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: member.headers,
  });
  const { uploadURL, objectPath } = address.json();
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...member.headers, 'content-type': 'image/png' },
    payload: await pngImage(4, 4),
  });
  expect(put.statusCode, put.body).toBe(200);
  return objectPath as string;
}

describe('security headers', () => {
  it('are on every kind of answer: page, asset, API, object, error and refusal', async () => {
    const objectPath = await uploadedImage();
    const answers = {
      page: await app.inject({ url: '/calendar' }),
      asset: await app.inject({ url: '/assets/index-abc123.js' }),
      api: await app.inject({ url: '/api/auth/user', headers: member.headers }),
      object: await app.inject({ url: objectPath, headers: member.headers }),
      notFound: await app.inject({ url: '/assets/missing.js' }),
      unauthorized: await app.inject({ url: '/api/dashboard' }),
      invalid: await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: '' },
      }),
      health: await app.inject({ url: '/healthz' }),
    };
    for (const [kind, res] of Object.entries(answers)) {
      expect(res.statusCode, kind).toBeLessThan(500);
      expect(res.headers['content-security-policy'], kind).toBe(contentSecurityPolicy());
      expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
      expect(res.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], kind).toBe('DENY');
      expect(res.headers['permissions-policy'], kind).toMatch(/camera=\(\)/);
      expect(res.headers['cross-origin-opener-policy'], kind).toBe('same-origin');
      // Served over plain http: no HSTS.
      expect(res.headers['strict-transport-security'], kind).toBeUndefined();
    }
  });

  it('has a policy that allows no inline script, no plugins, no framing and no foreign forms', () => {
    const csp = parseCsp(contentSecurityPolicy());
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
    expect(String(contentSecurityPolicy())).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('loads images from this server (data: and blob: for previews), not from any site', () => {
    // Before: `https: http:` let a tracking pixel on any host see who reads a page.
    expect(parseCsp(contentSecurityPolicy()).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds the image origins the operator names (IMAGE_ORIGINS), and only origins', () => {
    const config = loadConfig({
      IMAGE_ORIGINS: 'https://lh3.googleusercontent.com, http://pictures.example.org:8080',
    });
    expect(config.IMAGE_ORIGINS).toEqual([
      'https://lh3.googleusercontent.com',
      'http://pictures.example.org:8080',
    ]);
    const csp = parseCsp(contentSecurityPolicy({ imageOrigins: config.IMAGE_ORIGINS }));
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://lh3.googleusercontent.com',
      'http://pictures.example.org:8080',
    ]);
    expect(loadConfig({ IMAGE_ORIGINS: ' ' }).IMAGE_ORIGINS).toEqual([]);
    const bad = [
      'https:',
      '*',
      'https://a.example.com/x',
      'ftp://a.example.com',
      'https://a.example.com;',
    ];
    for (const value of bad) {
      expect(() => loadConfig({ IMAGE_ORIGINS: value }), value).toThrow(/IMAGE_ORIGINS must be/);
    }
  });

  it('lets the browser PUT uploads to the S3 endpoint when S3 is configured', async () => {
    const { db } = await testDatabase();
    const config = loadConfig({
      DATA_DIR: testDataDir(),
      S3_BUCKET: 'roundtable-uploads',
      S3_ENDPOINT: 'https://objects.example.net',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
    });
    const s3App = await buildApp({ config, db, store: await openObjectStore(config) });
    try {
      const res = await s3App.inject({ url: '/healthz' });
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://objects.example.net']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      // The browser PUTs to the store but reads every object from this server (/objects/*).
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    } finally {
      await s3App.close();
    }
  });

  it.each<S3Settings>([
    { bucket: 'roundtable', region: 'us-east-2' },
    { bucket: 'roundtable', region: 'eu-west-1', forcePathStyle: true },
    { bucket: 'my.dotted.bucket', region: 'us-east-1' },
    { bucket: 'roundtable', region: 'auto', endpoint: 'https://acct.r2.example.com' },
    {
      bucket: 'roundtable',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    },
  ])('names the origin the SDK really presigns for %j', async (settings) => {
    const store = new S3ObjectStore({ ...settings, accessKeyId: 'k', secretAccessKey: 's' });
    const presigned = await store.uploadUrl('uploads/x', new Date(Date.now() + 60_000));
    expect(s3UploadOrigin(settings)).toBe(new URL(presigned).origin);
  });

  it('adds HSTS only when the request came over https (through a trusted proxy)', async () => {
    const https = await behindProxy.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const http = await behindProxy.inject({ url: '/healthz' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a forwarded protocol is a client's claim and is ignored.
    const untrusted = await app.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});
