import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { resourceCategories, resources } from '../../../shared/schema/resources';
import { setRole } from '../../auth/roles';
import * as sample from '../../storage/test-samples';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { pngImage } from '../../test/images';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let author: Member;
let reader: Member;
let moderator: Member;

beforeAll(async () => {
  app = await createTestApp();
  author = await signUpMember(app, { firstName: 'Hedda' });
  reader = await signUpMember(app, { firstName: 'Rita' });
  moderator = await signUpMember(app, { firstName: 'Mo' });
  await setRole((await testDatabase()).db, moderator.email, 'moderator');
});
afterAll(() => app.close());

/** Uploads the bytes as `member` and answers the file's `/objects/…` address. */
async function upload(member: Member, bytes: Buffer, purpose: 'image' | 'document') {
  const address = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: member.headers,
    payload: { purpose, fileName: purpose === 'image' ? 'a.png' : 'a.pdf' },
  });
  const { uploadURL, objectPath } = address.json() as { uploadURL: string; objectPath: string };
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...member.headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  expect(put.statusCode).toBe(200);
  return objectPath;
}

const statusFor = async (member: Member, path: string) =>
  (await app.inject({ url: path, headers: member.headers })).statusCode;

describe('the file of an item moderators hid (decision 021)', () => {
  it('answers 404 to other members, and the file to its uploader and staff', async () => {
    const { db } = await testDatabase();
    const image = await upload(author, await pngImage(), 'image');
    const thumbnail = await upload(author, await pngImage(), 'image');
    const document = await upload(author, sample.pdf(), 'document');
    const [album] = await db
      .insert(photoAlbums)
      .values({ name: 'Album', createdBy: author.id })
      .returning();
    const [photo] = await db
      .insert(photos)
      .values({
        albumId: album.id,
        fileName: 'a.png',
        objectPath: image,
        thumbnailPath: thumbnail,
        uploadedBy: author.id,
      })
      .returning();
    const [category] = await db.insert(resourceCategories).values({ name: 'Files' }).returning();
    const [resource] = await db
      .insert(resources)
      .values({
        title: 'Plan',
        type: 'document',
        url: document,
        categoryId: category.id,
        uploadedBy: author.id,
      })
      .returning();
    for (const path of [image, thumbnail, document]) {
      expect(await statusFor(reader, path)).toBe(200);
    }

    const hidden = { hiddenAt: new Date(), hiddenBy: moderator.id };
    await db.update(photos).set(hidden).where(eq(photos.id, photo.id));
    await db.update(resources).set(hidden).where(eq(resources.id, resource.id));
    for (const path of [image, thumbnail, document]) {
      const refused = await app.inject({ url: path, headers: reader.headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'Not found' });
      expect(await statusFor(author, path)).toBe(200);
      expect(await statusFor(moderator, path)).toBe(200);
    }
  });
});
