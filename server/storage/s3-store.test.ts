import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
// @ts-expect-error s3rver ships no type declarations.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../shared/contracts/objects';
import { objectUploads } from '../../shared/schema/objects';
import { createTestApp, type Member, signUpMember, testDatabase } from '../test/harness';
import { oversizedPng, pngImage } from '../test/images';
import { S3ObjectStore } from './s3-store';
import { sweepUploads } from './sweep';

/**
 * The S3 driver against a real S3-compatible server (s3rver) on 127.0.0.1. s3rver does
 * not check signatures, so what this proves about refusals rests on the server's own
 * checks: issued keys, ownership, size and bytes.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let s3: { close(): Promise<void> };
let store: S3ObjectStore;
let app: App;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'roundtable-s3-')),
    configureBuckets: [{ name: 'roundtable' }],
  });
  const { port } = await (s3 as unknown as { run(): Promise<{ port: number }> }).run();
  const env = {
    S3_BUCKET: 'roundtable',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // Room for one largest image and a little more, for the quota test.
    STORAGE_QUOTA_BYTES: String(MAX_IMAGE_BYTES + 1024 * 1024),
  };
  app = await createTestApp(env);
  store = new S3ObjectStore({
    bucket: env.S3_BUCKET,
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  alice = await signUpMember(app);
  bob = await signUpMember(app);
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

async function newAddress(member: Member) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: member.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; objectPath: string };
}

const putToStore = (url: string, body: Buffer, type = 'image/png') =>
  fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } });

const claim = (member: Member, imageURL: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/profile-image',
    headers: member.headers,
    payload: { imageURL },
  });

const keyOf = (objectPath: string) => objectPath.replace('/objects/', '');

describe('S3 driver', () => {
  it('presigns a plain PUT for 15 minutes with no checksum baked in', async () => {
    const { uploadURL, objectPath } = await newAddress(alice);
    const url = new URL(uploadURL);
    expect(url.pathname).toBe(`/roundtable/${keyOf(objectPath)}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect([...url.searchParams.keys()].some((k) => /checksum/i.test(k))).toBe(false);
  });

  it('takes an image PUT straight to the store, checks it on claim and serves it', async () => {
    const png = await pngImage(6, 6);
    const { uploadURL, objectPath } = await newAddress(alice);
    expect((await putToStore(uploadURL, png)).status).toBe(200);
    // Before the claim nothing points at it, so it is not served.
    expect((await app.inject({ url: objectPath, headers: alice.headers })).statusCode).toBe(404);

    const res = await claim(alice, uploadURL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath });

    const got = await app.inject({ url: objectPath, headers: bob.headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(png)).toBe(true);
    const part = await app.inject({
      url: objectPath,
      headers: { ...bob.headers, range: 'bytes=1-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(png.subarray(1, 4))).toBe(true);
  });

  it('deletes a non-image on claim with 415', async () => {
    const { uploadURL, objectPath } = await newAddress(alice);
    await putToStore(uploadURL, Buffer.from('<script>alert(1)</script>'));
    const res = await claim(alice, uploadURL);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'JPEG, PNG, GIF or WebP images only' });
    expect(await store.stat(keyOf(objectPath))).toBeNull();
  });

  it('deletes an object over 10485760 bytes on claim with 413', async () => {
    const { uploadURL, objectPath } = await newAddress(alice);
    await putToStore(uploadURL, await oversizedPng(MAX_IMAGE_BYTES + 1));
    const res = await claim(alice, uploadURL);
    expect(res.statusCode).toBe(413);
    expect(await store.stat(keyOf(objectPath))).toBeNull();
  });

  it("refuses another member's upload and an object at a key the server never issued", async () => {
    const { uploadURL } = await newAddress(alice);
    await putToStore(uploadURL, await pngImage());
    expect((await claim(bob, uploadURL)).statusCode).toBe(403);

    // Something written into the bucket behind the server's back.
    const rogueKey = 'uploads/11111111-2222-4333-8444-555555555555';
    await store.write(rogueKey, await pngImage(), 'image/png');
    const rogue = await claim(alice, `/objects/${rogueKey}`);
    expect(rogue.statusCode).toBe(403);
    expect(
      (await app.inject({ url: `/objects/${rogueKey}`, headers: alice.headers })).statusCode,
    ).toBe(404);
  });

  it('sweeps an object PUT to the bucket that nothing claimed within the hour', async () => {
    const unclaimed = await newAddress(alice);
    await putToStore(unclaimed.uploadURL, await pngImage());
    const claimed = await newAddress(alice);
    await putToStore(claimed.uploadURL, await pngImage());
    const photo = await app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: alice.headers,
      payload: { firstName: 'Alice', lastName: 'S3', profileImageUrl: claimed.objectPath },
    });
    // The object path alone is no stored upload yet with S3: the claim checks it first.
    expect(photo.statusCode).toBe(400);
    expect((await claim(alice, claimed.uploadURL)).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/auth/user',
          headers: alice.headers,
          payload: { firstName: 'Alice', lastName: 'S3', profileImageUrl: claimed.objectPath },
        })
      ).statusCode,
    ).toBe(200);

    const { db } = await testDatabase();
    for (const { objectPath } of [unclaimed, claimed]) {
      await db
        .update(objectUploads)
        .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
        .where(eq(objectUploads.key, keyOf(objectPath)));
    }
    const swept = await sweepUploads(db, store);
    expect(swept.removed).toContain(keyOf(unclaimed.objectPath));
    expect(swept.removed).not.toContain(keyOf(claimed.objectPath));
    expect(await store.stat(keyOf(unclaimed.objectPath))).toBeNull();
    expect(await store.stat(keyOf(claimed.objectPath))).not.toBeNull();
  });

  it('deletes on claim an object that would pass the quota, with 413', async () => {
    const carol = await signUpMember(app);
    const big = await newAddress(carol);
    await putToStore(big.uploadURL, await oversizedPng(MAX_IMAGE_BYTES));
    expect((await claim(carol, big.uploadURL)).statusCode).toBe(200);
    const more = await newAddress(carol);
    await putToStore(more.uploadURL, await oversizedPng(2 * 1024 * 1024));
    const res = await claim(carol, more.uploadURL);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message:
        'This file would take you past your 11 MB of storage. Delete files you no longer need, then try again.',
    });
    expect(await store.stat(keyOf(more.objectPath))).toBeNull();
    expect(await store.stat(keyOf(big.objectPath))).not.toBeNull();
  });

  it('answers 404 when nothing was uploaded to the address', async () => {
    const { uploadURL } = await newAddress(alice);
    const res = await claim(alice, uploadURL);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nothing has been uploaded to this address' });
  });
});
