import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { setRole } from '../../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The album as the gallery's list answers it to `member`. */
const albumAs = async (member: Member, id: number) => {
  const page = (await app.inject({ url: '/api/photo-albums', headers: member.headers })).json();
  return page.find((a: { id: number }) => a.id === id);
};

describe('an album with a photo moderators hid (decision 021)', () => {
  it("leaves it out of other members' count and cover; its uploader and staff still see it", async () => {
    const { db } = await testDatabase();
    const owner = await signUpMember(app, { firstName: 'Olga' });
    const uploader = await signUpMember(app, { firstName: 'Uma' });
    const reader = await signUpMember(app, { firstName: 'Rita' });
    const moderator = await signUpMember(app, { firstName: 'Mo' });
    await setRole(db, moderator.email, 'moderator');
    const [album] = await db
      .insert(photoAlbums)
      .values({ name: 'Picnic', createdBy: owner.id })
      .returning();
    const tag = Math.random().toString(36).slice(2, 8);
    const [older] = await db
      .insert(photos)
      .values({
        albumId: album.id,
        fileName: 'older.png',
        objectPath: `/objects/test/${tag}-older.png`,
        uploadedBy: owner.id,
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    const [hidden] = await db
      .insert(photos)
      .values({
        albumId: album.id,
        fileName: 'hidden.png',
        objectPath: `/objects/test/${tag}-hidden.png`,
        uploadedBy: uploader.id,
        hiddenAt: new Date(),
        hiddenBy: moderator.id,
      })
      .returning();
    // As the uploads keep them: two photos, the newest the cover.
    await db
      .update(photoAlbums)
      .set({ photoCount: 2, coverPhotoId: hidden.id })
      .where(eq(photoAlbums.id, album.id));

    expect(await albumAs(reader, album.id)).toMatchObject({
      photoCount: 1,
      coverPhotoId: older.id,
      coverThumbnailUrl: older.objectPath,
    });
    for (const member of [uploader, moderator]) {
      expect(await albumAs(member, album.id)).toMatchObject({
        photoCount: 2,
        coverPhotoId: hidden.id,
        coverThumbnailUrl: hidden.objectPath,
      });
    }
  });
});
