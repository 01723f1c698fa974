import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectUploads } from '../../../shared/schema/objects';
import { createTestApp, type Member, signUpMember, testDatabase } from '../harness';
import { oversizedPng } from '../images';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let origin: string;
let alice: Member;
// A store of its own, so "nothing on disk" is about this file's uploads alone.
const dataDir = mkdtempSync(join(tmpdir(), 'roundtable-upload-cut-'));
const objectsDir = join(dataDir, 'objects');

beforeAll(async () => {
  app = await createTestApp({ DATA_DIR: dataDir });
  // A real socket: `inject` cannot lose its connection half-way.
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signUpMember(app);
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const incoming = () => filesIn(join(objectsDir, '.incoming'));

async function until(condition: () => boolean, what: string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

/**
 * Starts a PUT of `body` to `path` announcing its full length, sends only `sent` bytes,
 * waits until the server is writing them to its scratch file, then drops the connection
 * as a browser does when the tab closes or the network goes.
 */
async function cutUpload(path: string, body: Buffer, sent: number) {
  const socket = connect(Number(new URL(origin).port), '127.0.0.1');
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  socket.on('error', () => {});
  socket.write(
    `PUT ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${alice.cookie}\r\n` +
      `Content-Type: image/png\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, sent));
  await until(() => incoming().length > 0, 'the server to start writing the upload');
  socket.destroy();
}

async function newAddress() {
  const res = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: alice.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { uploadURL: string; objectPath: string };
}

describe('an upload cut off mid-transfer', () => {
  it.each([
    ['before the first bytes could be judged', 100],
    ['half-way through', 512 * 1024],
  ])('%s leaves no record, no object and a usable address', async (_when, sent) => {
    const { db } = await testDatabase();
    const image = await oversizedPng(1024 * 1024);
    const { uploadURL, objectPath } = await newAddress();
    const key = objectPath.replace('/objects/', '');

    await cutUpload(uploadURL, image, sent);

    // The server notices the lost connection and removes its scratch file.
    await until(() => incoming().length === 0, 'the scratch file to be removed');
    const [row] = await db.select().from(objectUploads).where(eq(objectUploads.key, key));
    expect(row).toMatchObject({ storedAt: null, size: null, contentType: null });
    expect(filesIn(join(objectsDir, 'uploads'))).not.toContain(key.slice('uploads/'.length));
    expect((await app.inject({ url: objectPath, headers: alice.headers })).statusCode).toBe(404);
    // Nothing was stored, so nothing can be attached.
    const claim = await app.inject({
      method: 'PUT',
      url: '/api/profile-image',
      headers: alice.headers,
      payload: { imageURL: uploadURL },
    });
    expect(claim.statusCode).toBe(404);
    expect(claim.json()).toEqual({ message: 'Nothing has been uploaded to this address' });

    // The address was never used, so the member's retry with the same address works.
    const retry = await fetch(new URL(uploadURL, origin), {
      method: 'PUT',
      headers: { cookie: alice.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(image),
    });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ objectPath });
    const got = await app.inject({ url: objectPath, headers: alice.headers });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(image)).toBe(true);
    expect(incoming()).toEqual([]);
  });
});
