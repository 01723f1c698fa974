import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectUploads } from '../../../shared/schema/objects';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { pngImage } from '../../test/images';

// The phone rule (shared/contracts/users.ts) and the photo saved on upload
// (`PUT /api/profile-image` with `save: true`, decision 010), as the profile page uses them.

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const PHONE = 'Mobile number must be a phone number such as (713) 555-0142 or +44 20 7946 0958';
const valid = { firstName: 'Maya', lastName: 'Patel' };
const update = (member: Member, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/auth/user', headers: member.headers, payload });

describe('the mobile number', () => {
  it.each(['call me', '12345', '713-555-0142-1234-5678-9', '<script>', '++1 713 555 0142'])(
    'refuses %j naming the field',
    async (phone) => {
      const member = await signUpMember(app);
      const res = await update(member, { ...valid, phone });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PHONE, issues: [{ path: 'phone', message: PHONE }] });
    },
  );

  it.each(['(713) 555-0142', '+44 20 7946 0958', '713.555.0142 x12', ''])(
    'keeps %j',
    async (phone) => {
      const member = await signUpMember(app);
      const res = await update(member, { ...valid, phone });
      expect(res.statusCode).toBe(200);
      expect(res.json().phone).toBe(phone === '' ? null : phone);
    },
  );
});

async function uploaded(member: Member) {
  const address = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: member.headers,
    payload: { fileName: 'me.png' },
  });
  const { uploadURL, objectPath } = address.json();
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...member.headers, 'content-type': 'image/png' },
    payload: await pngImage(),
  });
  expect(put.statusCode).toBe(200);
  return { uploadURL: uploadURL as string, objectPath: objectPath as string };
}

const setPhoto = (member: Member, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/profile-image', headers: member.headers, payload });

const rowOf = async (id: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

describe('PUT /api/profile-image with save: true', () => {
  it('makes the photo the member’s at once and lets the previous one go', async () => {
    const member = await signUpMember(app);
    const first = await uploaded(member);
    const res = await setPhoto(member, { imageURL: first.uploadURL, save: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ objectPath: first.objectPath });
    expect((await rowOf(member.id)).profileImageUrl).toBe(first.objectPath);

    const second = await uploaded(member);
    await setPhoto(member, { imageURL: second.uploadURL, save: true });
    expect((await rowOf(member.id)).profileImageUrl).toBe(second.objectPath);
    // The replaced photo is no longer served.
    expect((await app.inject({ url: first.objectPath, headers: member.headers })).statusCode).toBe(
      404,
    );
    // Saving the whole profile afterwards with the same photo changes nothing about it.
    const saved = await update(member, { ...valid, profileImageUrl: second.objectPath });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profileImageUrl).toBe(second.objectPath);
    const { db } = await testDatabase();
    const [upload] = await db
      .select()
      .from(objectUploads)
      .where(eq(objectUploads.key, second.objectPath.slice('/objects/'.length)));
    expect(upload?.claimedAt).not.toBeNull();
  });

  it('saves nothing without save, as the spec’s call does', async () => {
    const member = await signUpMember(app);
    const photo = await uploaded(member);
    expect((await setPhoto(member, { imageURL: photo.uploadURL })).statusCode).toBe(200);
    expect((await rowOf(member.id)).profileImageUrl).toBeNull();
  });

  it('refuses a save flag that is not a boolean, naming it', async () => {
    const member = await signUpMember(app);
    const photo = await uploaded(member);
    const res = await setPhoto(member, { imageURL: photo.uploadURL, save: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'save', message: 'save must be true or false' }]);
  });
});
