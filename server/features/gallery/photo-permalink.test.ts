import { describe, expect, it } from 'vitest';
import { setUpGalleryApp } from './test-fixtures';

const gallery = setUpGalleryApp();
const { newAlbum, addPhoto } = gallery;

describe('GET /api/photos/:id (a photo by its address, decision 014)', () => {
  it('answers the photo with its album, uploader and what the viewer may do', async () => {
    const { app, ann, bob } = gallery;
    const album = await newAlbum(ann, 'Linked');
    const photo = await addPhoto(ann, album.id, 'On stage');
    const asBob = await app.inject({ url: `/api/photos/${photo.id}`, headers: bob.headers });
    expect(asBob.statusCode).toBe(200);
    expect(asBob.json()).toMatchObject({
      id: photo.id,
      albumId: album.id,
      title: 'On stage',
      url: photo.url,
      uploader: { id: ann.id, firstName: 'Ann', lastName: 'Lee' },
      canEdit: false,
      canDelete: false,
    });
    const asAnn = await app.inject({ url: `/api/photos/${photo.id}`, headers: ann.headers });
    expect(asAnn.json()).toMatchObject({ canEdit: true, canDelete: true });
  });

  it('answers 404 "Photo not found" for a deleted photo and 400 for an id that is not one', async () => {
    const { app, ann } = gallery;
    const album = await newAlbum(ann, 'Gone soon');
    const photo = await addPhoto(ann, album.id);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/photos/${photo.id}`,
      headers: ann.headers,
    });
    expect(del.statusCode).toBe(204);
    const gone = await app.inject({ url: `/api/photos/${photo.id}`, headers: ann.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Photo not found' });
    const bad = await app.inject({ url: '/api/photos/abc', headers: ann.headers });
    expect(bad.statusCode).toBe(400);
  });
});
