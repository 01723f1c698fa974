import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { objectUploads } from '../../../shared/schema/objects';
import { type Member, testDatabase } from '../../test/harness';
import { fileOf, type GalleryFixture, setUpGalleryApp } from './test-fixtures';

const gallery = setUpGalleryApp();
const { newAlbum, addPhoto } = gallery;
// The app and members, once the fixture's beforeAll has made them.
let app: GalleryFixture['app'];
let ann: Member;
let bob: Member;
beforeAll(() => {
  ({ app, ann, bob } = gallery);
});

const call = (m: Member, method: 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: m.headers, payload: payload as never });

describe('album permissions in answers', () => {
  it('says canEdit and canDelete only to the album creator, in the list and on create', async () => {
    const album = await newAlbum(ann, 'Mine');
    expect(album).toMatchObject({ canEdit: true, canDelete: true });
    const listed = async (m: Member) =>
      (await app.inject({ url: '/api/photo-albums', headers: m.headers }))
        .json()
        .find((a: { id: number }) => a.id === album.id);
    expect(await listed(ann)).toMatchObject({ canEdit: true, canDelete: true });
    expect(await listed(bob)).toMatchObject({ canEdit: false, canDelete: false });
  });
});

describe('PATCH /api/photo-albums/:id', () => {
  it('renames for the owner and refuses anyone else with 403, leaving the row alone', async () => {
    const album = await newAlbum(ann, 'Old name', 'Before');
    const refused = await call(bob, 'PATCH', `/api/photo-albums/${album.id}`, {
      name: 'Hijacked',
      description: null,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only edit albums you created' });

    const res = await call(ann, 'PATCH', `/api/photo-albums/${album.id}`, {
      name: '  New name  ',
      description: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: album.id,
      name: 'New name',
      description: null,
      photoCount: 0,
      createdBy: ann.id,
      canEdit: true,
      canDelete: true,
    });
    const { db } = await testDatabase();
    const [row] = await db.select().from(photoAlbums).where(eq(photoAlbums.id, album.id));
    expect(row.name).toBe('New name');
    expect(row.description).toBeNull();
  });

  it('answers 400 naming the field for a blank or overlong name, and 404 for no album', async () => {
    const album = await newAlbum(ann);
    const blank = await call(ann, 'PATCH', `/api/photo-albums/${album.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Album name is required');
    const long = await call(ann, 'PATCH', `/api/photo-albums/${album.id}`, {
      name: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('name');
    const badId = await call(ann, 'PATCH', '/api/photo-albums/abc', { name: 'X' });
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain('id');
    const missing = await call(ann, 'PATCH', '/api/photo-albums/999999', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Album not found' });
  });
});

describe('DELETE /api/photo-albums/:id', () => {
  it("deletes the album with every photo in it (anyone's) and releases their stored files", async () => {
    const album = await newAlbum(ann, 'Going');
    const own = await addPhoto(ann, album.id);
    const bobs = await addPhoto(bob, album.id);
    const keep = await newAlbum(bob, 'Staying');
    const kept = await addPhoto(bob, keep.id);
    const files = [own, bobs].flatMap((p) => [fileOf(p.url), fileOf(p.thumbnailUrl)]);
    for (const f of files) expect(existsSync(f)).toBe(true);

    const refused = await call(bob, 'DELETE', `/api/photo-albums/${album.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only delete albums you created' });
    for (const f of files) expect(existsSync(f)).toBe(true);

    const res = await call(ann, 'DELETE', `/api/photo-albums/${album.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const f of files) expect(existsSync(f)).toBe(false);

    const { db } = await testDatabase();
    expect(await db.select().from(photoAlbums).where(eq(photoAlbums.id, album.id))).toEqual([]);
    expect(await db.select().from(photos).where(eq(photos.albumId, album.id))).toEqual([]);
    const uploadKeys = [own, bobs].flatMap((p) => [
      p.url.replace('/objects/', ''),
      p.thumbnailUrl.replace('/objects/', ''),
    ]);
    for (const key of uploadKeys) {
      expect(await db.select().from(objectUploads).where(eq(objectUploads.key, key))).toEqual([]);
    }
    // The other album and its photo are untouched.
    expect(existsSync(fileOf(kept.url))).toBe(true);
    const left = (
      await app.inject({ url: `/api/photos?albumId=${keep.id}`, headers: bob.headers })
    ).json();
    expect(left.map((p: { id: number }) => p.id)).toEqual([kept.id]);
    expect((await app.inject({ url: own.url, headers: ann.headers })).statusCode).toBe(404);

    const again = await call(ann, 'DELETE', `/api/photo-albums/${album.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Album not found' });
  });

  it('deletes an empty album and answers 400 for a bad id', async () => {
    const album = await newAlbum(bob, 'Empty');
    expect((await call(bob, 'DELETE', `/api/photo-albums/${album.id}`)).statusCode).toBe(204);
    const bad = await call(bob, 'DELETE', '/api/photo-albums/0');
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/photos/:id', () => {
  it('lets the uploader change the title and description; others get 403', async () => {
    const album = await newAlbum(ann, 'Edits');
    const photo = await addPhoto(bob, album.id, 'Before');
    expect(photo).toMatchObject({ canEdit: true, canDelete: true });
    const listed = (
      await app.inject({ url: `/api/photos?albumId=${album.id}`, headers: ann.headers })
    ).json();
    expect(listed[0]).toMatchObject({ id: photo.id, canEdit: false, canDelete: false });

    const refused = await call(ann, 'PATCH', `/api/photos/${photo.id}`, { title: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only edit photos you uploaded' });

    const res = await call(bob, 'PATCH', `/api/photos/${photo.id}`, {
      title: ' Opening night ',
      description: 'The stage',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: photo.id,
      albumId: album.id,
      title: 'Opening night',
      description: 'The stage',
      fileName: 'p.png',
      url: photo.url,
      canEdit: true,
      canDelete: true,
    });
    const cleared = await call(bob, 'PATCH', `/api/photos/${photo.id}`, {
      title: '',
      description: '',
    });
    expect(cleared.json()).toMatchObject({ title: null, description: null });
  });

  it('answers 400 naming the field for an overlong title, and 404 for no photo', async () => {
    const album = await newAlbum(ann, 'Bad edits');
    const photo = await addPhoto(ann, album.id);
    const long = await call(ann, 'PATCH', `/api/photos/${photo.id}`, { title: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('title');
    const missing = await call(ann, 'PATCH', '/api/photos/999999', { title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Photo not found' });
  });
});
