import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { photoAlbums } from '../../../shared/schema/gallery';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  testDataDir,
} from '../../test/harness';
import { pngImage } from '../../test/images';

type App = Awaited<ReturnType<typeof createTestApp>>;

/** What a gallery test file works with: its app and two members, Ann and Bob. */
export interface GalleryFixture {
  app: App;
  ann: Member;
  bob: Member;
}

/**
 * The gallery test files' shared setup: registers the file's beforeAll (an app, Ann and
 * Bob signed up) and afterAll (the app closed). Returns the object beforeAll fills in,
 * with the helpers that use its app (read `app`, `ann`, `bob` inside tests or hooks).
 */
export function setUpGalleryApp() {
  const fixture = {} as GalleryFixture;
  beforeAll(async () => {
    fixture.app = await createTestApp();
    // The first account is the admin (decision 017), who may delete anyone's photos and
    // albums (decision 022): someone else takes that seat, so Ann and Bob are plain members.
    await signUpMember(fixture.app, { firstName: 'Ada', lastName: 'Admin' });
    fixture.ann = await signUpMember(fixture.app, { firstName: 'Ann', lastName: 'Lee' });
    fixture.bob = await signUpMember(fixture.app, { firstName: 'Bob', lastName: 'Diaz' });
  });
  afterAll(() => fixture.app.close());

  /** An album made through the API, as `POST /api/photo-albums` answers it. */
  const newAlbum = async (m: Member, name = 'Holiday Mixer 2026', description?: string) =>
    (
      await fixture.app.inject({
        method: 'POST',
        url: '/api/photo-albums',
        headers: m.headers,
        payload: { name, description },
      })
    ).json();

  /** A PNG PUT to storage by `m` (a 1200×800 one unless given); its object path. */
  async function uploadImage(m: Member, image?: Buffer) {
    const { uploadURL } = (
      await fixture.app.inject({ method: 'POST', url: '/api/objects/upload', headers: m.headers })
    ).json();
    const put = await fixture.app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { ...m.headers, 'content-type': 'image/png' },
      payload: image ?? (await pngImage(1200, 800)),
    });
    expect(put.statusCode).toBe(200);
    return uploadURL as string;
  }

  /** `POST /api/photos` as sent, for tests of what it refuses. */
  const postPhoto = (m: Member, payload: Record<string, unknown>) =>
    fixture.app.inject({ method: 'POST', url: '/api/photos', headers: m.headers, payload });

  /** A small photo uploaded and saved in the album by `m`, as the API answers it. */
  async function addPhoto(m: Member, albumId: number, title?: string) {
    const objectPath = await uploadImage(m, await pngImage(40, 30));
    const res = await postPhoto(m, { albumId, fileName: 'p.png', objectPath, title });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  return Object.assign(fixture, { newAlbum, uploadImage, postPhoto, addPhoto });
}

/** The album's row as stored. */
export async function albumRow(id: number) {
  const { db } = await testDatabase();
  const [row] = await db.select().from(photoAlbums).where(eq(photoAlbums.id, id));
  return row;
}

/** Where a stored object's file lives on disk, from its `/objects/...` address. */
export const fileOf = (path: string) =>
  join(testDataDir(), 'objects', path.replace('/objects/', ''));
