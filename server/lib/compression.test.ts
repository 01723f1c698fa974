import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpMember } from '../test/harness';
import { compression, MIN_COMPRESSED_BYTES } from './compression';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Item number ${i}` })) };
const bigText = JSON.stringify(big);

/** An app with the plugin and one route per kind of answer it must tell apart. */
const app = Fastify();
await app.register(compression);
app.get('/big', async () => big);
app.get('/small', async () => ({ ok: true }));
app.get('/huge', async () => ({ text: 'Houston '.repeat(20_000) }));
app.get('/page', async (_req, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .header('vary', 'cookie')
    .send(`<p>${'a'.repeat(3000)}</p>`),
);
app.get('/stream', async (_req, reply) =>
  reply.type('text/plain').send(Readable.from([Buffer.from('x'.repeat(5000))])),
);
app.get('/image', async (_req, reply) => reply.type('image/webp').send(Buffer.alloc(5000, 1)));
app.get('/encoded', async (_req, reply) =>
  reply.type('application/json').header('content-encoding', 'br').send(Buffer.alloc(5000, 2)),
);
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed answers', () => {
  it('sends JSON over the floor as brotli when the client takes it, and it decodes to the answer', async () => {
    expect(bigText.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const res = await get('/big', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(bigText.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
  });

  it('sends gzip to a client that takes only gzip, and honours q=0', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8', 'identity, gzip;q=0.5']) {
      const res = await get('/big', header);
      expect(res.headers['content-encoding'], header).toBe('gzip');
      expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big);
    }
  });

  it('sends the answer as it is to a client that takes no encoding we make, still varying on it', async () => {
    for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', 'zstd']) {
      const res = await get('/big', header);
      expect(res.headers['content-encoding'], String(header)).toBeUndefined();
      expect(res.json()).toEqual(big);
      expect(res.headers.vary).toBe('accept-encoding');
    }
  });

  it('leaves a small answer alone, with no Vary to split caches for nothing', async () => {
    const res = await get('/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it('compresses a large answer off the event loop the same way', async () => {
    const res = await get('/huge', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).text).toHaveLength(160_000);
  });

  it('keeps the Vary the route set and adds accept-encoding to it', async () => {
    const res = await get('/page', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('cookie, accept-encoding');
  });

  it('passes streams, images and answers that name their own encoding untouched', async () => {
    const stream = await get('/stream', 'br');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.body).toBe('x'.repeat(5000));
    const image = await get('/image', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload).toEqual(Buffer.alloc(5000, 1));
    const encoded = await get('/encoded', 'gzip');
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.rawPayload).toEqual(Buffer.alloc(5000, 2));
  });

  it('reads a hostile Accept-Encoding in linear time and falls back to no encoding', async () => {
    const headers = [
      `${'br;q=0.5,'.repeat(1500)}gzip`,
      ';'.repeat(8000),
      ','.repeat(8000),
      `br;q=${'9'.repeat(8000)}`,
      'gzip;q=NaN, br;q=-1',
    ];
    for (const header of headers) {
      // The CPU this process spent, not the wall clock: on a loaded machine the wall clock
      // also counts the other processes' turns, and the test failed so once (CI, under the
      // whole suite) on work that was not ours.
      const before = process.cpuUsage();
      const res = await get('/big', header);
      const spent = process.cpuUsage(before);
      expect((spent.user + spent.system) / 1000).toBeLessThan(50);
      expect(res.statusCode).toBe(200);
      const body =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(res.rawPayload)
          : res.headers['content-encoding'] === 'gzip'
            ? gunzipSync(res.rawPayload)
            : res.rawPayload;
      expect(JSON.parse(body.toString())).toEqual(big);
    }
  });
});

describe('compression in the app', () => {
  let real: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    real = await createTestApp();
  });
  afterAll(() => real.close());

  it('compresses a member’s JSON answer over the floor and keeps it private', async () => {
    const member = await signUpMember(real, { firstName: 'Ada', lastName: 'Zhang' });
    const bio = 'Founder of a Houston robotics company, mentor and angel investor. '.repeat(20);
    const saved = await real.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: member.headers,
      payload: { firstName: 'Ada', lastName: 'Zhang', bio: bio.trim() },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const plain = await real.inject({ url: '/api/auth/user', headers: member.headers });
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const res = await real.inject({
      url: '/api/auth/user',
      headers: { ...member.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });
});
