import { existsSync } from 'node:fs';
import { count, desc, eq, isNull, or } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import {
  type Member,
  statementsOf,
  testDatabase,
  WARM_SESSION_STATEMENTS,
} from '../../test/harness';
import { pngImage } from '../../test/images';
import { albumRow, fileOf, type GalleryFixture, setUpGalleryApp } from './test-fixtures';

const gallery = setUpGalleryApp();
const { newAlbum, uploadImage, postPhoto } = gallery;
// The app and members, once the fixture's beforeAll has made them.
let app: GalleryFixture['app'];
let ann: Member;
let bob: Member;
beforeAll(() => {
  ({ app, ann, bob } = gallery);
});

describe('albums', () => {
  it('creates an album (201 with its id) and lists it with its count', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/photo-albums',
      headers: ann.headers,
      payload: { name: 'Pitch Night', description: 'Spring cohort' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Pitch Night',
      description: 'Spring cohort',
      photoCount: 0,
      isPublic: true,
      createdBy: ann.id,
    });
    const list = (await app.inject({ url: '/api/photo-albums', headers: bob.headers })).json();
    expect(list.find((a: { id: number }) => a.id === res.json().id)).toMatchObject({
      photoCount: 0,
      coverThumbnailUrl: null,
    });
  });

  it('pages albums newest first by cursor with X-Total-Count, each with its owner as the member summary', async () => {
    const { db } = await testDatabase();
    const made = [];
    for (const name of ['Page A', 'Page B', 'Page C']) made.push(await newAlbum(ann, name));
    expect(made[0].owner).toEqual({
      id: ann.id,
      firstName: 'Ann',
      lastName: 'Lee',
      email: expect.any(String),
      profileImageUrl: null,
      title: null,
      company: null,
    });
    const all = await db
      .select({ id: photoAlbums.id })
      .from(photoAlbums)
      .orderBy(desc(photoAlbums.createdAt), desc(photoAlbums.id));
    const first = await app.inject({ url: '/api/photo-albums?limit=2', headers: bob.headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(all.length));
    expect(first.json().map((a: { name: string }) => a.name)).toEqual(['Page C', 'Page B']);
    expect(Object.keys(first.json()[0].owner).sort()).toEqual(
      ['company', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'title'].sort(),
    );
    const seen: number[] = [];
    let url: string | null = '/api/photo-albums?limit=2';
    while (url) {
      const res = await app.inject({ url: url as string, headers: bob.headers });
      const link: string | undefined = res.headers.link as string | undefined;
      expect(res.headers['x-total-count']).toBe(String(all.length));
      seen.push(...res.json().map((a: { id: number }) => a.id));
      url = link ? /<([^>]+)>/.exec(link)![1] : null;
    }
    expect(seen).toEqual(all.map((a) => a.id));
    expect(
      (await app.inject({ url: '/api/photo-albums?cursor=nope', headers: bob.headers })).statusCode,
    ).toBe(400);
  });

  it('requires a non-blank name', async () => {
    for (const name of ['', '   ']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/photo-albums',
        headers: ann.headers,
        payload: { name },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Album name is required');
    }
  });
});

describe('photos', () => {
  it('creates a photo from an upload with a 400 px WebP thumbnail, dimensions and an exact count', async () => {
    const album = await newAlbum(ann);
    const uploadURL = await uploadImage(ann);
    const res = await postPhoto(ann, {
      albumId: album.id,
      fileName: 'stage.png',
      objectPath: uploadURL,
      title: 'On stage',
    });
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({
      albumId: album.id,
      title: 'On stage',
      fileName: 'stage.png',
      width: 1200,
      height: 800,
      mimeType: 'image/png',
      uploader: { id: ann.id },
    });
    expect(photo.url).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(photo.thumbnailUrl).toBe(`${photo.url}-thumb`);
    const thumb = await app.inject({ url: photo.thumbnailUrl, headers: bob.headers });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 267]);
    expect(await albumRow(album.id)).toMatchObject({ photoCount: 1, coverPhotoId: photo.id });
  });

  it("refuses someone else's upload, a reused upload, a missing album and a non-image", async () => {
    const album = await newAlbum(ann);
    const annsUpload = await uploadImage(ann);
    expect(
      (await postPhoto(bob, { albumId: album.id, fileName: 'x.png', objectPath: annsUpload }))
        .statusCode,
    ).toBe(403);
    expect(
      (await postPhoto(ann, { albumId: album.id, fileName: 'x.png', objectPath: annsUpload }))
        .statusCode,
    ).toBe(201);
    const reused = await postPhoto(ann, {
      albumId: album.id,
      fileName: 'x.png',
      objectPath: annsUpload,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ message: 'This upload is already a photo' });
    const missing = await postPhoto(ann, {
      albumId: 999999,
      fileName: 'x.png',
      objectPath: await uploadImage(ann),
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await postPhoto(ann, { albumId: album.id, fileName: '', objectPath: annsUpload }))
        .statusCode,
    ).toBe(400);
    expect((await albumRow(album.id)).photoCount).toBe(1);
  });

  it('keeps photoCount exact under concurrent inserts and deletes', async () => {
    const album = await newAlbum(ann);
    const uploads = await Promise.all(Array.from({ length: 5 }, () => uploadImage(ann, undefined)));
    const created = await Promise.all(
      uploads.map((u, i) =>
        postPhoto(ann, { albumId: album.id, fileName: `p${i}.png`, objectPath: u }),
      ),
    );
    expect(created.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect((await albumRow(album.id)).photoCount).toBe(5);
    const ids = created.map((r) => r.json().id);
    await Promise.all(
      ids
        .slice(0, 3)
        .map((id) =>
          app.inject({ method: 'DELETE', url: `/api/photos/${id}`, headers: ann.headers }),
        ),
    );
    const row = await albumRow(album.id);
    expect(row.photoCount).toBe(2);
    expect(ids.slice(3)).toContain(row.coverPhotoId);
  });

  it('lets only the uploader delete, and removes the stored image and thumbnail', async () => {
    const album = await newAlbum(ann);
    const photo = (
      await postPhoto(ann, {
        albumId: album.id,
        fileName: 'a.png',
        objectPath: await uploadImage(ann),
      })
    ).json();
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: bob.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only delete photos you uploaded' });
    const file = fileOf(photo.url);
    expect(existsSync(file)).toBe(true);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: ann.headers }))
        .statusCode,
    ).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}-thumb`)).toBe(false);
    expect((await app.inject({ url: photo.url, headers: ann.headers })).statusCode).toBe(404);
    expect((await albumRow(album.id)).photoCount).toBe(0);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/photos/${photo.id}`, headers: ann.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('tells each viewer whether they may delete a photo, with the uploader as the member summary', async () => {
    const album = await newAlbum(ann, 'Permissions');
    const created = await postPhoto(bob, {
      albumId: album.id,
      fileName: 'bob.png',
      objectPath: await uploadImage(bob, await pngImage(20, 20)),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().canDelete).toBe(true);
    expect(Object.keys(created.json().uploader).sort()).toEqual(
      ['company', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'title'].sort(),
    );
    const listed = async (m: Member, query = '') =>
      (await app.inject({ url: `/api/photos?albumId=${album.id}${query}`, headers: m.headers }))
        .json()
        .map((p: { canDelete: boolean; uploader: { id: string } }) => [p.uploader.id, p.canDelete]);
    expect(await listed(bob)).toEqual([[bob.id, true]]);
    expect(await listed(ann)).toEqual([[bob.id, false]]);
    expect(await listed(ann, '&sample=6')).toEqual([[bob.id, false]]);
    expect(await listed(bob, '&sample=6')).toEqual([[bob.id, true]]);
  });

  it('lists newest first per album with totals and pages, and samples at random', async () => {
    const album = await newAlbum(bob, 'Paging');
    for (let i = 0; i < 3; i++) {
      await postPhoto(bob, {
        albumId: album.id,
        fileName: `n${i}.png`,
        objectPath: await uploadImage(bob, await pngImage(20, 20)),
      });
    }
    const first = await app.inject({
      url: `/api/photos?albumId=${album.id}&limit=2`,
      headers: ann.headers,
    });
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((p: { fileName: string }) => p.fileName)).toEqual(['n2.png', 'n1.png']);
    const next = /<([^>]+)>/.exec(String(first.headers.link))![1];
    expect(
      (await app.inject({ url: next, headers: ann.headers }))
        .json()
        .map((p: { fileName: string }) => p.fileName),
    ).toEqual(['n0.png']);
    const sample = await app.inject({
      url: `/api/photos?albumId=${album.id}&sample=6`,
      headers: ann.headers,
    });
    expect(sample.json()).toHaveLength(3);
    for (const bad of ['?albumId=x', '?sample=0', '?sample=100']) {
      expect(
        (await app.inject({ url: `/api/photos${bad}`, headers: ann.headers })).statusCode,
      ).toBe(400);
    }
  });
});

describe('the dashboard sample across the gallery', () => {
  it('never comes short when most of the id range is gaps, from one statement', async () => {
    const { db } = await testDatabase();
    const album = await newAlbum(bob, 'Gaps');
    const objectPath = await uploadImage(bob, await pngImage(20, 20));
    // One photo far beyond the others: random ids between the ends almost all miss.
    await db.insert(photos).values({
      id: 9_000_000,
      albumId: album.id,
      fileName: 'far.png',
      objectPath,
      uploadedBy: bob.id,
    });
    const [{ n }] = await db
      .select({ n: count() })
      .from(photos)
      .where(or(isNull(photos.hiddenAt), eq(photos.uploadedBy, ann.id)));
    const expected = Math.min(6, n);
    await app.inject({ url: '/api/photos?sample=6', headers: ann.headers }); // a warm session
    for (let i = 0; i < 10; i++) {
      const { result, statements } = await statementsOf(() =>
        app.inject({ url: '/api/photos?sample=6', headers: ann.headers }),
      );
      const ids = result.json().map((p: { id: number }) => p.id);
      expect(ids).toHaveLength(expected);
      expect(new Set(ids).size).toBe(expected);
      expect(statements, statements.join('\n')).toHaveLength(1 + WARM_SESSION_STATEMENTS);
    }
  });

  it('draws from what each viewer may see: a hidden photo only for its uploader and staff', async () => {
    const { db } = await testDatabase();
    const album = await newAlbum(bob, 'Hidden in the pick');
    const created = await postPhoto(bob, {
      albumId: album.id,
      fileName: 'hidden.png',
      objectPath: await uploadImage(bob, await pngImage(20, 20)),
    });
    const hiddenId = created.json().id;
    await db.update(photos).set({ hiddenAt: new Date() }).where(eq(photos.id, hiddenId));
    const [{ n }] = await db.select({ n: count() }).from(photos);
    // The largest pick takes every photo there is, so what is left out was held back.
    expect(n).toBeLessThanOrEqual(24);
    const picked = async (m: Member) =>
      (await app.inject({ url: '/api/photos?sample=24', headers: m.headers }))
        .json()
        .map((p: { id: number }) => p.id);
    expect(await picked(ann)).not.toContain(hiddenId);
    const bobs = await picked(bob);
    expect(bobs).toContain(hiddenId);
    expect(new Set(bobs).size).toBe(bobs.length);
  });
});
