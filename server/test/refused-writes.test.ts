import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums, photos } from '../../shared/schema/gallery';
import { objectUploads } from '../../shared/schema/objects';
import { createTestApp, type Member, signUpMember, testDatabase } from './harness';
import { pngImage } from './images';

// "A refused request wrote nothing" for the gallery's write routes of issue 19 (album
// rename and delete, photo edit): every refusal, by the wrong member or for bad input,
// leaves the gallery's rows and the stored files' records exactly as they were. Kept here,
// outside server/features/gallery, as one check over the whole of each table.

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let ann: Member;
let bob: Member;
let album: { id: number };
let photo: { id: number };

async function addPhoto(m: Member, albumId: number) {
  const { uploadURL } = (
    await app.inject({ method: 'POST', url: '/api/objects/upload', headers: m.headers })
  ).json();
  await app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...m.headers, 'content-type': 'image/png' },
    payload: await pngImage(40, 30),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: m.headers,
    payload: { albumId, fileName: 'p.png', objectPath: uploadURL, title: 'Kept' },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
}

beforeAll(async () => {
  app = await createTestApp();
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Diaz' });
  const created = await app.inject({
    method: 'POST',
    url: '/api/photo-albums',
    headers: ann.headers,
    payload: { name: 'Ann’s album', description: 'As it was' },
  });
  expect(created.statusCode).toBe(201);
  album = created.json();
  // Ann's album holds Ann's photo: Bob owns neither.
  photo = await addPhoto(ann, album.id);
});
afterAll(() => app.close());

/** Every row of the tables these routes write, in a fixed order. */
async function gallerySnapshot() {
  const { db } = await testDatabase();
  return {
    albums: await db.select().from(photoAlbums).orderBy(asc(photoAlbums.id)),
    photos: await db.select().from(photos).orderBy(asc(photos.id)),
    uploads: await db.select().from(objectUploads).orderBy(asc(objectUploads.key)),
  };
}

type Call = [
  label: string,
  member: () => Member,
  method: 'PATCH' | 'DELETE',
  url: () => string,
  payload: unknown,
  status: number,
];

const refusals: Call[] = [
  [
    'another member renames the album',
    () => bob,
    'PATCH',
    () => `/api/photo-albums/${album.id}`,
    { name: 'Hijacked', description: null },
    403,
  ],
  [
    'a blank album name',
    () => ann,
    'PATCH',
    () => `/api/photo-albums/${album.id}`,
    { name: '  ' },
    400,
  ],
  [
    'an overlong album name',
    () => ann,
    'PATCH',
    () => `/api/photo-albums/${album.id}`,
    { name: 'x'.repeat(201) },
    400,
  ],
  [
    'a bad album id to rename',
    () => ann,
    'PATCH',
    () => '/api/photo-albums/abc',
    { name: 'X' },
    400,
  ],
  [
    'another member deletes the album',
    () => bob,
    'DELETE',
    () => `/api/photo-albums/${album.id}`,
    undefined,
    403,
  ],
  ['a bad album id to delete', () => ann, 'DELETE', () => '/api/photo-albums/0', undefined, 400],
  [
    'another member edits the photo',
    () => bob,
    'PATCH',
    () => `/api/photos/${photo.id}`,
    { title: 'Mine now' },
    403,
  ],
  [
    'an overlong photo title',
    () => ann,
    'PATCH',
    () => `/api/photos/${photo.id}`,
    { title: 'x'.repeat(201) },
    400,
  ],
  ['a bad photo id', () => ann, 'PATCH', () => '/api/photos/1.5', { title: 'X' }, 400],
];

describe('a refused gallery write', () => {
  it.each(refusals)(
    '%s: refused, nothing written',
    async (_label, member, method, url, payload, status) => {
      const before = await gallerySnapshot();
      expect(before.albums).toHaveLength(1);
      expect(before.photos).toHaveLength(1);
      const res = await app.inject({
        method,
        url: url(),
        headers: member().headers,
        payload: payload as never,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
      expect(await gallerySnapshot()).toEqual(before);
    },
  );
});
