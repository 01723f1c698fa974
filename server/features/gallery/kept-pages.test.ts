import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { keptAndFresh } from '../../test/kept';

/**
 * An album's pages are kept per audience until a photo or an uploader's profile changes
 * (decision 045): a kept page is what a fresh read gives, what is the viewer's own is
 * theirs, and a change is seen at once.
 */
type Item = { id: number; title: string | null; mine: boolean; canEdit: boolean; hidden: boolean };
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Member;
let uma: Member;
let rita: Member;
let albumId: number;
let photoId: number;

beforeAll(async () => {
  app = await createTestApp();
  // The install's first account is its admin (decision 017).
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  uma = await signUpMember(app, { firstName: 'Uma', lastName: 'Uploads' });
  rita = await signUpMember(app, { firstName: 'Rita', lastName: 'Reads' });
  const { db } = await testDatabase();
  const [album] = await db
    .insert(photoAlbums)
    .values({ name: 'Kept picnic', createdBy: uma.id })
    .returning();
  albumId = album.id;
  const [row] = await db
    .insert(photos)
    .values({
      albumId,
      title: 'Crawfish',
      fileName: 'crawfish.png',
      objectPath: `/objects/test/${crypto.randomUUID()}.png`,
      uploadedBy: uma.id,
    })
    .returning();
  photoId = row.id;
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const album = async (member: Member) => {
  const res = await app.inject({
    url: `/api/photos?limit=24&albumId=${albumId}`,
    headers: member.headers,
  });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as Item[], total: res.headers['x-total-count'] };
};
const hers = async (member: Member) => (await album(member)).items.find((p) => p.id === photoId);

describe('the kept album', () => {
  it('answers the next member from the kept page with no statement but the session', async () => {
    const { statements } = await keptAndFresh(
      'gallery',
      () => album(uma),
      () => album(rita),
    );
    expect(statements).toHaveLength(1);
    expect(await hers(rita)).toMatchObject({ mine: false, canEdit: false });
    expect(await hers(uma)).toMatchObject({ mine: true, canEdit: true });
  });

  it('shows an edit at once, and keeps a hidden photo to its uploader and staff', async () => {
    await album(rita);
    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/photos/${photoId}`,
      headers: uma.headers,
      payload: { title: 'Crawfish boil', description: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(await hers(rita)).toMatchObject({ title: 'Crawfish boil' });
    await (await db()).update(photos).set({ hiddenAt: new Date() }).where(eq(photos.id, photoId));
    expect(await hers(rita)).toBeUndefined();
    expect((await album(rita)).total).toBe('0');
    expect(await hers(uma)).toMatchObject({ hidden: true, mine: true });
    expect(await hers(admin)).toMatchObject({ hidden: true });
    expect(await hers(rita)).toBeUndefined();
  });
});
