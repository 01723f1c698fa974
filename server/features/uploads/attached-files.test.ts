import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { objectUploads } from '../../../shared/schema/objects';
import { resourceCategories, resources } from '../../../shared/schema/resources';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import { LocalObjectStore, localSecret } from '../../storage/local-store';
import { sweepUploads } from '../../storage/sweep';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  testDataDir,
} from '../../test/harness';
import { pngImage } from '../../test/images';

/**
 * A file goes from storage when the record holding it does: a replaced or removed profile
 * photo, an edited or deleted resource, a deleted job posting's résumés. Each is gone from
 * /objects, from disk, and from the member's storage use.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  const { db } = await testDatabase();
  const [category] = await db
    .insert(resourceCategories)
    .values({ name: `Attached files ${process.pid}` })
    .returning();
  categoryId = category.id;
});
afterAll(() => app.close());

const keyOf = (objectPath: string) => objectPath.replace('/objects/', '');
const fileOf = (objectPath: string) => join(testDataDir(), 'objects', keyOf(objectPath));
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

async function uploaded(m: Member, purpose: 'image' | 'document' = 'image', target = app) {
  const address = await target.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: m.headers,
    payload: { purpose },
  });
  expect(address.statusCode).toBe(200);
  const { uploadURL, objectPath } = address.json();
  const put = await target.inject({
    method: 'PUT',
    url: uploadURL,
    headers: {
      ...m.headers,
      'content-type': purpose === 'image' ? 'image/png' : 'application/pdf',
    },
    payload: purpose === 'image' ? await pngImage() : pdf,
  });
  expect(put.statusCode).toBe(200);
  return { uploadURL: uploadURL as string, objectPath: objectPath as string };
}

async function rowOf(objectPath: string) {
  const { db } = await testDatabase();
  const [row] = await db
    .select()
    .from(objectUploads)
    .where(eq(objectUploads.key, keyOf(objectPath)));
  return row;
}

/** Served, on disk and recorded; or none of the three. */
async function expectKept(m: Member, objectPath: string) {
  expect((await app.inject({ url: objectPath, headers: m.headers })).statusCode).toBe(200);
  expect(existsSync(fileOf(objectPath))).toBe(true);
  expect((await rowOf(objectPath))?.key).toBe(keyOf(objectPath));
}
async function expectGone(m: Member, objectPath: string) {
  expect((await app.inject({ url: objectPath, headers: m.headers })).statusCode).toBe(404);
  expect(existsSync(fileOf(objectPath))).toBe(false);
  expect(await rowOf(objectPath)).toBeUndefined();
}

const setPhoto = (m: Member, profileImageUrl: string | null) =>
  app.inject({
    method: 'PUT',
    url: '/api/auth/user',
    headers: m.headers,
    payload: { firstName: 'Test', lastName: 'Member', profileImageUrl },
  });

const resource = { title: 'Pitch deck template', type: 'template' };
const share = (m: Member, url: string, target = app) =>
  target.inject({
    method: 'POST',
    url: '/api/resources',
    headers: m.headers,
    payload: { ...resource, categoryId, url },
  });
const editUrl = (m: Member, id: number, url: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/resources/${id}`,
    headers: m.headers,
    payload: { ...resource, categoryId, url },
  });
const removeResource = (m: Member, id: number, target = app) =>
  target.inject({ method: 'DELETE', url: `/api/resources/${id}`, headers: m.headers });

describe('profile photo', () => {
  it('deletes the photo it replaces, and the photo removed', async () => {
    const maya = await signUpMember(app);
    const first = await uploaded(maya);
    expect((await setPhoto(maya, first.objectPath)).statusCode).toBe(200);
    const second = await uploaded(maya);
    expect((await setPhoto(maya, second.objectPath)).json().profileImageUrl).toBe(
      second.objectPath,
    );
    await expectGone(maya, first.objectPath);
    await expectKept(maya, second.objectPath);

    expect((await setPhoto(maya, null)).json().profileImageUrl).toBeNull();
    await expectGone(maya, second.objectPath);
  });
});

describe('resources', () => {
  it('deletes the document of a deleted resource', async () => {
    const olga = await signUpMember(app);
    const doc = await uploaded(olga, 'document');
    const created = await share(olga, doc.uploadURL);
    expect(created.statusCode).toBe(201);
    await expectKept(olga, doc.objectPath);
    expect((await removeResource(olga, created.json().id)).statusCode).toBe(204);
    await expectGone(olga, doc.objectPath);
  });

  it('deletes the document an edit replaces, by another file or by a link', async () => {
    const olga = await signUpMember(app);
    const first = await uploaded(olga, 'document');
    const { id } = (await share(olga, first.uploadURL)).json();
    const second = await uploaded(olga, 'document');
    expect((await editUrl(olga, id, second.uploadURL)).json().url).toBe(second.objectPath);
    await expectGone(olga, first.objectPath);
    await expectKept(olga, second.objectPath);
    // Saving again with the same file keeps it.
    expect((await editUrl(olga, id, second.objectPath)).statusCode).toBe(200);
    await expectKept(olga, second.objectPath);
    expect((await editUrl(olga, id, 'https://example.com/deck')).statusCode).toBe(200);
    await expectGone(olga, second.objectPath);
  });

  it('attaches an upload to one record only, so deleting one never empties another', async () => {
    const olga = await signUpMember(app);
    const doc = await uploaded(olga, 'document');
    expect((await share(olga, doc.uploadURL)).statusCode).toBe(201);
    const twice = await share(olga, doc.objectPath);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'This upload is already in use' });

    // Rows from before uploads were attached once may share a file: it stays while any does.
    const { db } = await testDatabase();
    const [a] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(eq(resources.url, doc.objectPath));
    const [b] = await db
      .insert(resources)
      .values({ ...resource, categoryId, url: doc.objectPath, uploadedBy: olga.id })
      .returning({ id: resources.id });
    expect((await removeResource(olga, a.id)).statusCode).toBe(204);
    await expectKept(olga, doc.objectPath);
    expect((await removeResource(olga, b.id)).statusCode).toBe(204);
    await expectGone(olga, doc.objectPath);
  });

  it('answers 204 when the store fails to delete, and the sweep removes the file later', async () => {
    const dataDir = testDataDir();
    class FailingDeletes extends LocalObjectStore {
      override async delete(): Promise<void> {
        throw new Error('store unavailable');
      }
    }
    const failing = new FailingDeletes(join(dataDir, 'objects'), await localSecret(dataDir));
    const flaky = await createTestApp({}, { store: failing });
    try {
      const olga = await signUpMember(flaky);
      const doc = await uploaded(olga, 'document', flaky);
      const { id } = (await share(olga, doc.uploadURL, flaky)).json();
      const res = await removeResource(olga, id, flaky);
      expect(res.statusCode).toBe(204);
      // No longer served or counted, still on disk, queued for the sweep.
      expect((await flaky.inject({ url: doc.objectPath, headers: olga.headers })).statusCode).toBe(
        404,
      );
      expect(existsSync(fileOf(doc.objectPath))).toBe(true);
      expect(await rowOf(doc.objectPath)).toMatchObject({ claimedAt: null, storedAt: null });

      const { db } = await testDatabase();
      const store = await openObjectStore(loadConfig({ DATA_DIR: dataDir }));
      expect((await sweepUploads(db, store)).removed).toContain(keyOf(doc.objectPath));
      expect(existsSync(fileOf(doc.objectPath))).toBe(false);
    } finally {
      await flaky.close();
    }
  });
});

describe('job postings', () => {
  it('delete the résumés uploaded to their applications', async () => {
    const paula = await signUpMember(app);
    const sam = await signUpMember(app);
    const job = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: paula.headers,
      payload: {
        title: 'Analyst',
        company: 'Bayou Analytics',
        description: 'Numbers.',
        jobType: 'full-time',
      },
    });
    const resume = await uploaded(sam, 'document');
    const applied = await app.inject({
      method: 'POST',
      url: `/api/jobs/${job.json().id}/applications`,
      headers: sam.headers,
      payload: { resumeUrl: resume.uploadURL },
    });
    expect(applied.statusCode).toBe(201);
    await expectKept(paula, resume.objectPath);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/jobs/${job.json().id}`,
      headers: paula.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await expectGone(sam, resume.objectPath);
  });

  it('keep the résumé of an application refused as a duplicate free to use again', async () => {
    const paula = await signUpMember(app);
    const sam = await signUpMember(app);
    const job = (
      await app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: paula.headers,
        payload: {
          title: 'Analyst',
          company: 'Bayou',
          description: 'Numbers.',
          jobType: 'full-time',
        },
      })
    ).json();
    const apply = (resumeUrl: string) =>
      app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        headers: sam.headers,
        payload: { resumeUrl },
      });
    expect((await apply((await uploaded(sam, 'document')).uploadURL)).statusCode).toBe(201);
    const spare = await uploaded(sam, 'document');
    expect((await apply(spare.uploadURL)).statusCode).toBe(409);
    // The refused application attached nothing: the upload is still unattached.
    expect((await rowOf(spare.objectPath)).claimedAt).toBeNull();
  });
});
