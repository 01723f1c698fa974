import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../images';
import type { ServerProcess } from './server-process';
import { sessionOf, startTwoServers, type TwoServers } from './two-servers';

/**
 * The scale-out path from the design: two server processes on one PostgreSQL database
 * and one object store (a shared DATA_DIR here, a bucket in production), with the same
 * APP_SECRET. Whatever one process hands out — a session, an upload address, a write —
 * the other must honour. Two processes on one embedded PGlite cannot exist, so the whole
 * file runs only in the `postgres` project (its name ends in `.postgres.test.ts`).
 */
describe('two servers on one database and one object store', () => {
  let servers: TwoServers;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    servers = await startTwoServers('scale');
    ({ one, two } = servers);
  }, 90_000);

  afterAll(() => servers?.stop());

  const call = (server: ServerProcess, path: string, init: RequestInit & { cookie?: string }) =>
    fetch(new URL(path, server.url), {
      ...init,
      headers: {
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const json = (
    server: ServerProcess,
    method: string,
    path: string,
    cookie?: string,
    body?: unknown,
  ) =>
    call(server, path, {
      method,
      cookie,
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  let cookie: string;
  let memberId: string;

  it('a session made by one server is honoured by the other, and so is signing out', async () => {
    const signUp = await json(one, 'POST', '/api/auth/signup', undefined, {
      email: 'twin@example.com',
      password: 'correct horse',
      firstName: 'Tess',
      lastName: 'Twin',
    });
    expect(signUp.status).toBe(202);
    // Signed up on one server, signed in on the other.
    const first = await json(two, 'POST', '/api/auth/signin', undefined, {
      email: 'twin@example.com',
      password: 'correct horse',
    });
    expect(first.status).toBe(200);
    cookie = sessionOf(first);
    memberId = (await first.json()).id;

    const me1 = await json(one, 'GET', '/api/auth/user', cookie);
    expect(me1.status).toBe(200);

    const me = await json(two, 'GET', '/api/auth/user', cookie);
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(memberId);

    // Signing in on the second server gives a session the first one knows.
    const signIn = await json(two, 'POST', '/api/auth/signin', undefined, {
      email: 'twin@example.com',
      password: 'correct horse',
    });
    expect(signIn.status).toBe(200);
    const second = sessionOf(signIn);
    expect((await json(one, 'GET', '/api/auth/user', second)).status).toBe(200);
    // Signing out on one ends the session everywhere.
    const out = await json(one, 'POST', '/api/logout', second);
    expect(out.status).toBe(200);
    expect((await json(two, 'GET', '/api/auth/user', second)).status).toBe(401);
  });

  it('an upload addressed by one server is received by the other and served by either', async () => {
    const png = await pngImage(32, 24);
    const issued = await json(one, 'POST', '/api/objects/upload', cookie);
    expect(issued.status).toBe(200);
    const { uploadURL, objectPath } = await issued.json();

    const put = await call(two, uploadURL, {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(200);

    const attached = await json(one, 'PUT', '/api/profile-image', cookie, {
      imageURL: uploadURL,
    });
    expect(attached.status).toBe(200);
    expect(await attached.json()).toEqual({ objectPath });
    const profile = await json(two, 'PUT', '/api/auth/user', cookie, {
      firstName: 'Tess',
      lastName: 'Twin',
      profileImageUrl: objectPath,
    });
    expect(profile.status).toBe(200);
    expect((await (await json(one, 'GET', '/api/auth/user', cookie)).json()).profileImageUrl).toBe(
      objectPath,
    );

    for (const server of [two, one]) {
      const got = await call(server, objectPath, { cookie });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await got.arrayBuffer()).equals(png)).toBe(true);
    }
  });

  it('a gallery photo made through one server, with its thumbnail, is viewed through the other', async () => {
    const album = await json(two, 'POST', '/api/photo-albums', cookie, { name: 'Twin Cities' });
    expect(album.status).toBe(201);
    const { uploadURL } = await (await json(two, 'POST', '/api/objects/upload', cookie)).json();
    const put = await call(one, uploadURL, {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(await pngImage(400, 300)),
    });
    expect(put.status).toBe(200);
    const photo = await json(two, 'POST', '/api/photos', cookie, {
      albumId: (await album.json()).id,
      fileName: 'twins.png',
      objectPath: uploadURL,
    });
    expect(photo.status).toBe(201);
    const { thumbnailUrl } = await photo.json();
    const thumb = await call(one, thumbnailUrl, { cookie });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
  });

  it('a write through one server is read through the other at once', async () => {
    const [category] = await (await json(two, 'GET', '/api/discussion-categories', cookie)).json();
    const created = await json(one, 'POST', '/api/discussions', cookie, {
      title: 'Which server wrote this?',
      content: 'Either may answer; both must agree.',
      categoryId: category.id,
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const read = await json(two, 'GET', `/api/discussions/${id}`, cookie);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, title: 'Which server wrote this?' });
  });
});
