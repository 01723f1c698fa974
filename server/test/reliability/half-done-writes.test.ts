import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { objectUploads } from '../../../shared/schema/objects';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { userCredentials, users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase, uniqueEmail } from '../harness';
import { pngImage } from '../images';

/**
 * A write made of several statements either happens whole or not at all. Each case makes
 * the last statement of a real write fail inside the database — a trigger that raises,
 * the way a constraint, a full disk or a lost connection would surface mid-transaction —
 * and then looks for anything the first statements left behind.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let ann: Member;
let bob: Member;
const dataDir = mkdtempSync(join(tmpdir(), 'roundtable-half-done-'));

beforeAll(async () => {
  app = await createTestApp({ DATA_DIR: dataDir });
  ann = await signUpMember(app, { firstName: 'Ann' });
  bob = await signUpMember(app, { firstName: 'Bob' });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `work` while every `operation` on `table` fails in the database, then removes the fault. */
async function withFailing<T>(
  table: string,
  operation: 'INSERT' | 'UPDATE',
  work: () => Promise<T>,
) {
  const { db } = await testDatabase();
  await db.execute(
    sql.raw(`create or replace function reliability_fault() returns trigger language plpgsql as $$
      begin raise exception 'injected fault'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger reliability_fault before ${operation} on "${table}"
      for each row execute function reliability_fault()`),
  );
  try {
    return await work();
  } finally {
    await db.execute(sql.raw(`drop trigger reliability_fault on "${table}"`));
    await db.execute(sql.raw('drop function reliability_fault()'));
  }
}

/** `uploads/<id>` from a local upload address. */
const keyOf = (uploadURL: string) =>
  `uploads/${new URL(uploadURL, 'http://x').pathname.split('/').pop()}`;

const rows = async (table: PgTable) => {
  const { db } = await testDatabase();
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n;
};

const expectServerError = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(500);
  // The member sees the generic answer, not the database's words.
  expect(res.json()).toEqual({ message: 'Internal Server Error' });
};

describe('a write that fails half-way leaves nothing behind', () => {
  it('sign-up: no member without a password when storing the credential fails', async () => {
    const email = uniqueEmail('half');
    const before = { users: await rows(users), credentials: await rows(userCredentials) };
    const signUp = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'correct horse', firstName: 'Half', lastName: 'Done' },
      });

    expectServerError(await withFailing('user_credential', 'INSERT', signUp));
    expect({ users: await rows(users), credentials: await rows(userCredentials) }).toEqual(before);
    // The confirmation e-mail is part of the sign-up: no account without it.
    expectServerError(await withFailing('mail_outbox', 'INSERT', signUp));
    expect({ users: await rows(users), credentials: await rows(userCredentials) }).toEqual(before);

    // The address is not taken by a half-made account: the same sign-up works now.
    expect((await signUp()).statusCode).toBe(202);
    expect(await rows(users)).toBe(before.users + 1);
  });

  it('endorsement: no endorsement row when raising the skill’s count fails', async () => {
    const { db } = await testDatabase();
    // Each test file starts from empty tables, so the catalog needs one skill.
    const [skill] = await db.insert(skills).values({ name: 'Negotiation' }).returning();
    const added = await app.inject({
      method: 'POST',
      url: `/api/users/${bob.id}/skills`,
      headers: bob.headers,
      payload: { skillId: skill.id },
    });
    expect(added.statusCode).toBe(201);
    const userSkillId: number = added.json().id;
    const endorse = () =>
      app.inject({
        method: 'POST',
        url: `/api/user-skills/${userSkillId}/endorse`,
        headers: ann.headers,
        payload: { comment: 'Sharp negotiator' },
      });

    expectServerError(await withFailing('user_skill', 'UPDATE', endorse));
    expect(await rows(skillEndorsements)).toBe(0);
    const [after] = await db.select().from(userSkills).where(eq(userSkills.id, userSkillId));
    expect(after).toMatchObject({ endorsementCount: 0, isEndorsed: false });

    // Nothing half-done blocks the real endorsement (the unique index would say 409).
    expect((await endorse()).statusCode).toBe(201);
    expect(await rows(skillEndorsements)).toBe(1);
  });

  it('photo: no photo, thumbnail record or count when updating the album fails', async () => {
    const { db } = await testDatabase();
    const album = await app.inject({
      method: 'POST',
      url: '/api/photo-albums',
      headers: ann.headers,
      payload: { name: 'Fault Line Mixer' },
    });
    expect(album.statusCode).toBe(201);
    const albumId: number = album.json().id;
    const { uploadURL } = (
      await app.inject({ method: 'POST', url: '/api/objects/upload', headers: ann.headers })
    ).json();
    const put = await app.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { ...ann.headers, 'content-type': 'image/png' },
      payload: await pngImage(64, 48),
    });
    expect(put.statusCode).toBe(200);
    const uploadsBefore = await rows(objectUploads);
    const addPhoto = () =>
      app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: ann.headers,
        payload: { albumId, fileName: 'mixer.png', objectPath: uploadURL },
      });

    expectServerError(await withFailing('photo_album', 'UPDATE', addPhoto));
    expect(await rows(photos)).toBe(0);
    expect(await rows(objectUploads)).toBe(uploadsBefore);
    const [row] = await db.select().from(photoAlbums).where(eq(photoAlbums.id, albumId));
    expect(row).toMatchObject({ photoCount: 0, coverPhotoId: null });
    // The thumbnail is made before the transaction: the failure removes it again.
    const thumbnail = `${keyOf(uploadURL)}-thumb`;
    expect(
      (await app.inject({ url: `/objects/${thumbnail}`, headers: bob.headers })).statusCode,
    ).toBe(404);
    expect(existsSync(join(dataDir, 'objects', thumbnail))).toBe(false);
    expect(existsSync(join(dataDir, 'objects', keyOf(uploadURL)))).toBe(true);

    // The upload is still the member's to use: the retry makes exactly one photo.
    const retry = await addPhoto();
    expect(retry.statusCode).toBe(201);
    expect(await rows(photos)).toBe(1);
    const [counted] = await db.select().from(photoAlbums).where(eq(photoAlbums.id, albumId));
    expect(counted).toMatchObject({ photoCount: 1, coverPhotoId: retry.json().id });
  });
});
