import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { pngImage } from '../../test/images';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const update = (member: Member, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/auth/user', headers: member.headers, payload });

const rowOf = async (id: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

const valid = { firstName: 'Maya', lastName: 'Patel' };

/** Uploads a real image through the upload routes and returns its object path. */
async function uploadPhoto(member: Member) {
  const address = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: member.headers,
  });
  const { uploadURL, objectPath } = address.json();
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...member.headers, 'content-type': 'image/png' },
    payload: await pngImage(),
  });
  expect(put.statusCode).toBe(200);
  return objectPath as string;
}

describe('PUT /api/auth/user', () => {
  it('saves every profile field and returns the member', async () => {
    const member = await signUpMember(app);
    const photo = await uploadPhoto(member);
    const res = await update(member, {
      ...valid,
      title: 'Founder & CEO',
      company: 'Bayou Analytics',
      phone: '(713) 555-0100',
      bio: 'Data for Houston energy firms.',
      pastCompanies: ['Shell', 'Deloitte'],
      openToConnect: true,
      profileImageUrl: photo,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.id,
      email: member.email,
      firstName: 'Maya',
      lastName: 'Patel',
      title: 'Founder & CEO',
      company: 'Bayou Analytics',
      phone: '(713) 555-0100',
      bio: 'Data for Houston energy firms.',
      pastCompanies: ['Shell', 'Deloitte'],
      openToConnect: true,
      profileImageUrl: photo,
    });
    const me = await app.inject({ url: '/api/auth/user', headers: member.headers });
    expect(me.json().company).toBe('Bayou Analytics');
  });

  it('answers the own-profile contract: exactly its fields, timestamps in ISO 8601', async () => {
    const member = await signUpMember(app);
    const res = await update(member, valid);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'bio',
        'company',
        'createdAt',
        'email',
        'emailVerifiedAt',
        'firstName',
        'id',
        'joinedAt',
        'lastName',
        'membership',
        'onboardedAt',
        'openToConnect',
        'pastCompanies',
        'phone',
        'profileImageUrl',
        'role',
        'title',
        'updatedAt',
        'website',
        'welcomedAt',
      ].sort(),
    );
    for (const key of ['joinedAt', 'createdAt', 'updatedAt']) {
      expect(new Date(body[key]).toISOString()).toBe(body[key]);
    }
    const me = await app.inject({ url: '/api/auth/user', headers: member.headers });
    // The current member is the same member plus what they may do (`abilities`), which a
    // saved profile does not change.
    const { abilities, ...who } = me.json();
    expect(Object.keys(abilities).length).toBeGreaterThan(0);
    expect(body).toEqual(who);
  });

  it('drops blank past companies and stores null when none remain', async () => {
    const member = await signUpMember(app);
    const some = await update(member, { ...valid, pastCompanies: ['  ', 'NASA', ''] });
    expect(some.json().pastCompanies).toEqual(['NASA']);
    const none = await update(member, { ...valid, pastCompanies: ['', '   '] });
    expect(none.json().pastCompanies).toBeNull();
    expect((await rowOf(member.id)).pastCompanies).toBeNull();
  });

  it('turns blank optional fields into null and defaults openToConnect to false', async () => {
    const member = await signUpMember(app);
    await update(member, { ...valid, title: 'CTO', openToConnect: true });
    const res = await update(member, { ...valid, title: '  ' });
    expect(res.json()).toMatchObject({ title: null, openToConnect: false });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ openToConnect: 'yes' }, 'openToConnect', 'Invalid input: expected boolean, received string'],
    [{ pastCompanies: 'Shell' }, 'pastCompanies', 'Invalid input: expected array, received string'],
    [
      { profileImageUrl: 'javascript:alert(1)' },
      'profileImageUrl',
      'Must be an uploaded image or an http(s) URL',
    ],
    [{ bio: 'x'.repeat(2001) }, 'bio', 'Must be at most 2000 characters'],
  ])('rejects %j with 400 naming %s and changes nothing', async (patch, path, message) => {
    const member = await signUpMember(app, { firstName: 'Orig', lastName: 'Inal' });
    const before = await rowOf(member.id);
    const res = await update(member, { ...valid, title: 'Changed', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
    expect(await rowOf(member.id)).toEqual(before);
  });

  it('only ever changes the signed-in member, whatever id the body names', async () => {
    const alice = await signUpMember(app, { firstName: 'Alice', lastName: 'A' });
    const bob = await signUpMember(app, { firstName: 'Bob', lastName: 'B' });
    const res = await update(alice, { ...valid, id: bob.id, email: 'stolen@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alice.id, email: alice.email });
    expect((await rowOf(bob.id)).firstName).toBe('Bob');
  });

  it("accepts only the member's own checked upload as a photo, and keeps or removes it", async () => {
    const alice = await signUpMember(app);
    const bob = await signUpMember(app);
    const bobsPhoto = await uploadPhoto(bob);
    const unstored = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: alice.headers,
    });
    for (const profileImageUrl of [
      bobsPhoto,
      unstored.json().objectPath,
      '/objects/uploads/00000000-0000-4000-8000-000000000000',
      'https://tracker.example.com/pixel.gif',
    ]) {
      const res = await update(alice, { ...valid, profileImageUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Profile photo must be an image you uploaded');
      expect((await rowOf(alice.id)).profileImageUrl).toBeNull();
    }
    const own = await uploadPhoto(alice);
    expect((await update(alice, { ...valid, profileImageUrl: own })).json().profileImageUrl).toBe(
      own,
    );
    // Saving again with the same photo, or without the field, keeps it.
    expect((await update(alice, { ...valid, profileImageUrl: own })).statusCode).toBe(200);
    expect((await update(alice, valid)).json().profileImageUrl).toBe(own);
    expect(
      (await update(alice, { ...valid, profileImageUrl: null })).json().profileImageUrl,
    ).toBeNull();
  });
});

describe('a member’s LinkedIn or website (issue 36)', () => {
  it('takes an address as typed, adds https://, shows it on the card and the profile, and keeps it when left out', async () => {
    const member = await signUpMember(app, { firstName: 'Lin' });
    const saved = await update(member, { ...valid, website: '  linkedin.com/in/lin-example ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().website).toBe('https://linkedin.com/in/lin-example');

    // An update that does not name the field (an older page) leaves it.
    expect((await update(member, { ...valid, title: 'Founder' })).statusCode).toBe(200);
    expect((await rowOf(member.id))?.website).toBe('https://linkedin.com/in/lin-example');

    const profile = await app.inject({
      method: 'GET',
      url: `/api/users/${member.id}/profile`,
      headers: member.headers,
    });
    expect(profile.json().member.website).toBe('https://linkedin.com/in/lin-example');

    // Blank clears it.
    expect((await update(member, { ...valid, website: '' })).json().website).toBeNull();
  });

  it('refuses an address of another kind, naming the field, and changes nothing', async () => {
    const member = await signUpMember(app, { firstName: 'Eve' });
    await update(member, { ...valid, website: 'https://eve.example' });
    for (const website of ['javascript:alert(1)', 'data:text/html,hi', 'not a site']) {
      const res = await update(member, { ...valid, website });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        {
          path: 'website',
          message: 'Enter your LinkedIn or website address, such as linkedin.com/in/your-name',
        },
      ]);
    }
    expect((await rowOf(member.id))?.website).toBe('https://eve.example');
  });
});
