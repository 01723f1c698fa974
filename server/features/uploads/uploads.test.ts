import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../../shared/contracts/objects';
import { objectUploads } from '../../../shared/schema/objects';
import { users } from '../../../shared/schema/users';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import type { LocalObjectStore } from '../../storage/local-store';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  testDataDir,
} from '../../test/harness';
import { oversizedPng, pngImage } from '../../test/images';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await createTestApp();
  alice = await signUpMember(app, { firstName: 'Alice' });
  bob = await signUpMember(app, { firstName: 'Bob' });
});
afterAll(() => app.close());

const objectsDir = () => join(testDataDir(), 'objects', 'uploads');
const storedFiles = () => (existsSync(objectsDir()) ? readdirSync(objectsDir()) : []);
const incomingFiles = () => {
  const dir = join(testDataDir(), 'objects', '.incoming');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function newAddress(member: Member, payload?: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: member.headers,
    ...(payload === undefined ? {} : { payload }),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; objectPath: string };
}

const put = (member: Member, url: string, body: Buffer, type = 'image/png') =>
  app.inject({
    method: 'PUT',
    url,
    headers: { ...member.headers, 'content-type': type },
    payload: body,
  });

describe('POST /api/objects/upload', () => {
  it('hands a member a signed, single-use address good for 15 minutes', async () => {
    const address = await newAddress(alice);
    // Exactly the uploads contract's fields (shared/contracts/uploads.ts).
    expect(Object.keys(address).sort()).toEqual(['objectPath', 'uploadURL']);
    const { uploadURL, objectPath } = address;
    expect(uploadURL).toMatch(/^\/api\/objects\/local\/[0-9a-f-]{36}\?expires=\d+&sig=[\w-]+$/);
    expect(objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    const expires = Number(new URL(uploadURL, 'http://x').searchParams.get('expires'));
    expect(Math.abs(expires - (Date.now() + 15 * 60 * 1000))).toBeLessThan(10_000);
  });

  it('refuses an unknown purpose', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: alice.headers,
      payload: { purpose: 'video' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('purpose');
  });
});

describe('PUT to a local upload address', () => {
  it('stores an image once and serves it to members', async () => {
    const png = await pngImage();
    const { uploadURL, objectPath } = await newAddress(alice);
    const res = await put(alice, uploadURL, png, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath });

    const got = await app.inject({ url: objectPath, headers: bob.headers });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(got.rawPayload.equals(png)).toBe(true);

    const cached = await app.inject({
      url: objectPath,
      headers: { ...bob.headers, 'if-none-match': String(got.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    const part = await app.inject({
      url: objectPath,
      headers: { ...bob.headers, range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(0, 8))).toBe(true);

    const outOfRange = await app.inject({
      url: objectPath,
      headers: { ...bob.headers, range: `bytes=${png.length + 10}-` },
    });
    expect(outOfRange.statusCode).toBe(416);
  });

  it('refuses a reused address with 403 and keeps the first file', async () => {
    const png = await pngImage();
    const { uploadURL, objectPath } = await newAddress(alice);
    expect((await put(alice, uploadURL, png)).statusCode).toBe(200);
    const again = await put(alice, uploadURL, await pngImage(8, 8));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: 'This upload address has already been used' });
    const got = await app.inject({ url: objectPath, headers: alice.headers });
    expect(got.rawPayload.equals(png)).toBe(true);
  });

  it.each([
    [
      'a tampered signature',
      // One character changed, always to a different one.
      (u: URL) => {
        const sig = u.searchParams.get('sig')!;
        u.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
      },
    ],
    ['a later expiry', (u: URL) => u.searchParams.set('expires', String(Date.now() + 3600_000))],
    [
      'another id',
      (u: URL) => (u.pathname = '/api/objects/local/00000000-0000-4000-8000-000000000000'),
    ],
  ])('refuses %s with 403 and stores nothing', async (_name, tamper) => {
    const before = storedFiles().length;
    const { uploadURL } = await newAddress(alice);
    const url = new URL(uploadURL, 'http://x');
    tamper(url);
    const res = await put(alice, `${url.pathname}${url.search}`, await pngImage());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Invalid upload address' });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses an expired address with 403', async () => {
    const { uploadURL } = await newAddress(alice);
    const key = `uploads/${uploadURL.split('/').pop()!.split('?')[0]}`;
    // Re-sign the same key with an expiry in the past, as if 15 minutes had gone by.
    const local = (await openObjectStore(
      loadConfig({ DATA_DIR: testDataDir() }),
    )) as LocalObjectStore;
    const past = Date.now() - 1000;
    const res = await put(
      alice,
      `/api/objects/local/${key.slice(8)}?expires=${past}&sig=${local.signature(key, past)}`,
      await pngImage(),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This upload address has expired' });
  });

  it("refuses another member's address with 403", async () => {
    const { uploadURL } = await newAddress(alice);
    const res = await put(bob, uploadURL, await pngImage());
    expect(res.statusCode).toBe(403);
    // Alice can still use it afterwards: Bob's attempt spent nothing.
    expect((await put(alice, uploadURL, await pngImage())).statusCode).toBe(200);
  });

  it('refuses more than 10485760 bytes with 413 and stores nothing', async () => {
    const before = storedFiles().length;
    const { uploadURL, objectPath } = await newAddress(alice);
    const res = await put(alice, uploadURL, await oversizedPng(MAX_IMAGE_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File is larger than 10 MB' });
    expect(storedFiles().length).toBe(before);
    expect(incomingFiles()).toEqual([]);
    expect((await app.inject({ url: objectPath, headers: alice.headers })).statusCode).toBe(404);
    // Exactly the limit is fine.
    expect((await put(alice, uploadURL, await oversizedPng(MAX_IMAGE_BYTES))).statusCode).toBe(200);
  });

  it('judges the type from the bytes: a script labelled image/png gets 415', async () => {
    const before = storedFiles().length;
    const { uploadURL } = await newAddress(alice);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const body of [Buffer.from('<html><script>alert(1)</script></html>'), svg]) {
      const res = await put(alice, uploadURL, body, 'image/png');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'JPEG, PNG, GIF or WebP images only' });
    }
    expect(storedFiles().length).toBe(before);
    expect(incomingFiles()).toEqual([]);
  });

  it('accepts a PDF only on a document address', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const image = await newAddress(alice);
    expect((await put(alice, image.uploadURL, pdf, 'application/pdf')).statusCode).toBe(415);
    const doc = await newAddress(alice, { purpose: 'document' });
    expect((await put(alice, doc.uploadURL, pdf, 'application/pdf')).statusCode).toBe(200);
    const got = await app.inject({ url: doc.objectPath, headers: alice.headers });
    expect(got.headers['content-type']).toBe('application/pdf');
  });
});

describe('GET /objects/*', () => {
  it.each([
    '/objects/../app-secret',
    '/objects/%2e%2e/app-secret',
    '/objects/uploads/..%2F..%2Fapp-secret',
    '/objects/uploads/%2e%2e%2f%2e%2e%2fapp-secret',
    '/objects/app-secret',
  ])('never leaves the storage root: %s → 404', async (url) => {
    const res = await app.inject({ url, headers: alice.headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(readSecretSafe());
  });

  it('answers 404 for a handed-out address nothing was stored at', async () => {
    const { objectPath } = await newAddress(alice);
    expect((await app.inject({ url: objectPath, headers: alice.headers })).statusCode).toBe(404);
  });
});

const readSecretSafe = () => readFileSync(join(testDataDir(), 'app-secret'), 'utf8').trim();

describe('PUT /api/profile-image', () => {
  async function uploaded(member: Member) {
    const address = await newAddress(member);
    expect((await put(member, address.uploadURL, await pngImage())).statusCode).toBe(200);
    return address;
  }

  it.each([
    ['the relative address it was PUT to', (a: { uploadURL: string }) => a.uploadURL],
    ['the absolute address', (a: { uploadURL: string }) => `http://localhost:5000${a.uploadURL}`],
    ['the object path', (a: { objectPath: string }) => a.objectPath],
  ])('accepts %s and returns the object path', async (_name, pick) => {
    const address = await uploaded(alice);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile-image',
      headers: alice.headers,
      payload: { imageURL: pick(address as never) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath: address.objectPath });
  });

  it("refuses another member's upload with 403", async () => {
    const address = await uploaded(alice);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/profile-image',
      headers: bob.headers,
      payload: { imageURL: address.uploadURL },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This upload address was not issued to you' });
  });

  it('refuses an address with nothing stored (404), a foreign URL (400) and a missing field (400)', async () => {
    const empty = await newAddress(alice);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ imageURL: empty.uploadURL }, 404, 'Nothing has been uploaded to this address'],
      [{ imageURL: 'https://evil.example.com/x.png' }, 400, 'Not an upload address'],
      [{}, 400, 'imageURL is required'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/profile-image',
        headers: alice.headers,
        payload,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('does not change the profile by itself', async () => {
    const address = await uploaded(alice);
    await app.inject({
      method: 'PUT',
      url: '/api/profile-image',
      headers: alice.headers,
      payload: { imageURL: address.uploadURL },
    });
    const { db } = await testDatabase();
    const [row] = await db.select().from(users).where(eq(users.id, alice.id));
    expect(row.profileImageUrl).toBeNull();
  });

  it('records each address handed out against its owner, unstored until the PUT', async () => {
    const { objectPath } = await newAddress(bob);
    const { db } = await testDatabase();
    const [row] = await db
      .select()
      .from(objectUploads)
      .where(eq(objectUploads.key, objectPath.replace('/objects/', '')));
    expect(row).toMatchObject({ ownerId: bob.id, purpose: 'image', storedAt: null });
  });
});
