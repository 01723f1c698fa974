import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceCategories, resources } from '../../../shared/schema/resources';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let owner: Member;
let other: Member;
let guides: number;
let legal: number;

/** A category of the test's own, so what it counts is only what the test shared. */
async function newCategory(name: string) {
  const { db } = await testDatabase();
  const [cat] = await db
    .insert(resourceCategories)
    .values({ name: `${name} ${crypto.randomUUID()}` })
    .returning();
  return cat;
}

beforeAll(async () => {
  app = await createTestApp();
  owner = await signUpMember(app, { firstName: 'Olivia', lastName: 'Owner' });
  other = await signUpMember(app, { firstName: 'Oscar', lastName: 'Other' });
  const { db } = await testDatabase();
  const cats = await db
    .insert(resourceCategories)
    .values([{ name: 'Guides & Playbooks' }, { name: 'Legal & Finance' }])
    .returning();
  guides = cats[0].id;
  legal = cats[1].id;
});
afterAll(() => app.close());

const share = (m: Member, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/resources', headers: m.headers, payload });
const resourceCount = async () => {
  const { db } = await testDatabase();
  const [row] = await db.select({ n: count() }).from(resources);
  return row.n;
};
const link = { title: 'Fundraising playbook', type: 'link', url: 'https://example.com/playbook' };
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');

/** An upload address for a document, and the file's bytes sent to it (the PUT's answer too). */
async function uploadDocument(m: Member, bytes: Buffer, fileName?: string) {
  const address = (
    await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: m.headers,
      payload: fileName ? { purpose: 'document', fileName } : { purpose: 'document' },
    })
  ).json() as { uploadURL: string; objectPath: string };
  const put = await app.inject({
    method: 'PUT',
    url: address.uploadURL,
    headers: { ...m.headers, 'content-type': 'application/pdf' },
    payload: bytes,
  });
  return { ...address, put };
}
const download = (m: Member, id: number) =>
  app.inject({ method: 'POST', url: `/api/resources/${id}/download`, headers: m.headers });
const remove = (m: Member, id: number) =>
  app.inject({ method: 'DELETE', url: `/api/resources/${id}`, headers: m.headers });
const fetchOne = (m: Member, id: number) =>
  app.inject({ url: `/api/resources/${id}`, headers: m.headers });

describe('resources', () => {
  it('shares a link with uploader and category embedded, and counts downloads', async () => {
    const res = await share(owner, {
      ...link,
      categoryId: guides,
      description: 'How we raised our seed round',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      ...link,
      categoryId: guides,
      uploadedBy: owner.id,
      downloadCount: 0,
      isPublic: true,
      fileSize: null,
      duration: null,
      uploader: { firstName: 'Olivia', lastName: 'Owner' },
      category: { name: 'Guides & Playbooks' },
    });
    const id = res.json().id;
    const dl = await download(other, id);
    expect(dl.statusCode).toBe(200);
    expect(dl.json()).toEqual({ url: link.url, downloadCount: 1 });
    await download(other, id);
    expect((await fetchOne(owner, id)).json().downloadCount).toBe(2);
  });

  it.each([
    ['video', '1h 30m', '1h 30m'],
    ['document', '5m', null],
  ])('keeps a duration only for videos: a %s given %s keeps %s', async (type, duration, kept) => {
    const res = await share(owner, {
      title: 'Pitch night',
      type,
      url: 'https://example.com/v',
      duration,
      categoryId: guides,
    });
    expect(res.json().duration).toBe(kept);
  });

  it('stores an uploaded PDF with its size, and refuses a file that is not a document', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
    const address = await uploadDocument(owner, pdf);
    const res = await share(owner, {
      title: 'NDA template',
      type: 'template',
      url: address.uploadURL,
      categoryId: legal,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ url: address.objectPath, fileSize: pdf.length });

    const exe = await uploadDocument(owner, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]));
    const put = exe.put;
    expect(put.statusCode).toBe(415);
    const before = await resourceCount();
    const refused = await share(owner, {
      title: 'Not a PDF',
      type: 'document',
      url: exe.uploadURL,
      categoryId: legal,
    });
    expect(refused.statusCode).toBe(404);
    expect(await resourceCount()).toBe(before);

    // Someone else's upload cannot be attached.
    const stolen = await share(other, {
      title: 'Mine now',
      type: 'template',
      url: address.objectPath,
      categoryId: legal,
    });
    expect(stolen.statusCode).toBe(403);
  });

  it('tells each viewer whether they may edit and delete, in the item and in the list', async () => {
    const created = (await share(owner, { ...link, categoryId: guides })).json();
    expect(created).toMatchObject({ canEdit: true, canDelete: true });
    const as = async (m: Member) =>
      (await app.inject({ url: `/api/resources/${created.id}`, headers: m.headers })).json();
    expect(await as(other)).toMatchObject({ canEdit: false, canDelete: false });
    const listed = (await app.inject({ url: '/api/resources', headers: other.headers })).json();
    expect(listed.find((r: { id: number }) => r.id === created.id)).toMatchObject({
      canEdit: false,
      canDelete: false,
      uploader: { id: owner.id, firstName: 'Olivia', title: null, company: null },
    });
  });

  it('lets only the uploader edit and delete', async () => {
    const created = (await share(owner, { ...link, categoryId: guides })).json();
    const edit = (m: Member) =>
      app.inject({
        method: 'PUT',
        url: `/api/resources/${created.id}`,
        headers: m.headers,
        payload: { ...link, title: 'Renamed', categoryId: legal },
      });
    const row = async () => {
      const { db } = await testDatabase();
      return db.select().from(resources).where(eq(resources.id, created.id));
    };
    const before = await row();
    const refused = await edit(other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only edit resources you shared' });
    expect((await remove(other, created.id)).statusCode).toBe(403);
    // Both refusals wrote nothing: the row is as it was.
    expect(await row()).toEqual(before);
    const ok = await edit(owner);
    expect(ok.json()).toMatchObject({ title: 'Renamed', category: { name: 'Legal & Finance' } });
    expect((await remove(owner, created.id)).statusCode).toBe(204);
    expect((await fetchOne(owner, created.id)).statusCode).toBe(404);
  });

  it('searches title and description on the server, filters by type and category, and counts per category', async () => {
    const m = await signUpMember(app);
    const cat = await newCategory('Search');
    const empty = await newCategory('Empty');
    await share(m, {
      title: 'Cap table 100% template',
      type: 'template',
      url: 'https://e.com/1',
      categoryId: cat.id,
    });
    await share(m, {
      title: 'Board deck',
      type: 'document',
      description: 'Quarterly CAP TABLE review',
      url: 'https://e.com/2',
      categoryId: cat.id,
    });
    await share(m, {
      title: 'Hiring guide',
      type: 'document',
      url: 'https://e.com/3',
      categoryId: cat.id,
    });
    const titles = async (q: string) =>
      (await app.inject({ url: `/api/resources?categoryId=${cat.id}${q}`, headers: m.headers }))
        .json()
        .map((r: { title: string }) => r.title);
    expect(await titles('&search=cap%20table')).toEqual(['Board deck', 'Cap table 100% template']);
    expect(await titles('&search=100%25')).toEqual(['Cap table 100% template']);
    expect(await titles('&search=cap%20table&type=document')).toEqual(['Board deck']);
    expect(await titles('&type=all')).toHaveLength(3);
    const cats = (await app.inject({ url: '/api/resource-categories', headers: m.headers })).json();
    expect(cats.find((c: { id: number }) => c.id === cat.id).resourceCount).toBe(3);
    expect(cats.find((c: { id: number }) => c.id === empty.id).resourceCount).toBe(0);
    for (const bad of ['?type=podcast', '?categoryId=abc', '?limit=0']) {
      expect(
        (await app.inject({ url: `/api/resources${bad}`, headers: m.headers })).statusCode,
      ).toBe(400);
    }
  });
});

describe('resource rows', () => {
  it('are removed with their category only if the category is unused (restrict)', async () => {
    const used = await newCategory('Used');
    const unused = await newCategory('Unused');
    for (const title of ['One', 'Two', 'Three']) {
      expect((await share(owner, { ...link, title, categoryId: used.id })).statusCode).toBe(201);
    }
    const { db } = await testDatabase();
    const [row] = await db
      .select({ n: count() })
      .from(resources)
      .where(eq(resources.categoryId, used.id));
    expect(row.n).toBe(3);
    await expect(
      db.delete(resourceCategories).where(eq(resourceCategories.id, used.id)),
    ).rejects.toThrow();
    const removed = await db
      .delete(resourceCategories)
      .where(eq(resourceCategories.id, unused.id))
      .returning();
    expect(removed.map((c) => c.id)).toEqual([unused.id]);
  });
});

describe('a resource needs a link or a file, written as members write them', () => {
  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ type: 'podcast' }, 'type', 'Type is required'],
    [{ categoryId: undefined }, 'categoryId', 'Category is required'],
    [{ url: 'javascript:alert(1)' }, 'url', 'Only http:// and https:// links can be shared'],
    [
      { url: 'data:text/html,<script>alert(1)</script>' },
      'url',
      'Only http:// and https:// links can be shared',
    ],
    [{ categoryId: 999999 }, 'categoryId', 'Category not found'],
    [{ url: undefined }, 'url', 'Add a link or upload a file'],
    [{ url: '' }, 'url', 'Add a link or upload a file'],
    [{ url: '   ' }, 'url', 'Add a link or upload a file'],
    [{ url: 'mailto:hello@example.com' }, 'url', 'Only http:// and https:// links can be shared'],
    [{ url: 'not a link' }, 'url', 'Enter a web address such as https://sba.gov'],
    [{ url: 'localhost' }, 'url', 'Enter a web address such as https://sba.gov'],
    [
      { type: 'video', duration: 'an hour or so' },
      'duration',
      'Duration must look like 1h 30m, 45m or 12:30',
    ],
    [
      { type: 'video', duration: '1h 75m' },
      'duration',
      'Duration must look like 1h 30m, 45m or 12:30',
    ],
  ])('refuses %j naming %s and writes nothing', async (patch, path, message) => {
    const before = await resourceCount();
    const res = await share(owner, { ...link, categoryId: guides, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
    expect(await resourceCount()).toBe(before);
  });

  it.each([
    ['sba.gov', 'https://sba.gov'],
    ['www.sba.gov/funding-programs/loans', 'https://www.sba.gov/funding-programs/loans'],
    ['http://example.org/a', 'http://example.org/a'],
    ['  https://example.org/b  ', 'https://example.org/b'],
  ])('stores %s as %s', async (url, stored) => {
    const res = await share(owner, { ...link, url, categoryId: guides });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ url: stored, fileName: null });
  });

  it.each([
    ['1h 12m', '1h 12m'],
    ['48m', '48m'],
    ['12:30', '12m 30s'],
    ['1:05:00', '1h 5m'],
    ['90m', '1h 30m'],
  ])('keeps a video duration of %s as %s', async (duration, stored) => {
    const res = await share(owner, {
      title: 'Panel',
      type: 'video',
      url: 'youtube.com/watch?v=abc',
      duration,
      categoryId: guides,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ duration: stored, url: 'https://youtube.com/watch?v=abc' });
  });

  it.each([
    ['Loan checklist.pdf', 'SBA loan checklist', 'Loan checklist.pdf'],
    [undefined, 'Board minutes', 'Board minutes.pdf'],
  ])(
    'answers a file uploaded as %s with the name it downloads as (%s: %s)',
    async (uploadedAs, title, name) => {
      const address = await uploadDocument(owner, PDF, uploadedAs);
      const res = await share(owner, {
        title,
        type: 'document',
        url: address.uploadURL,
        categoryId: legal,
      });
      expect(res.statusCode).toBe(201);
      // A file uploaded without a name is named after the resource, with its extension.
      expect(res.json()).toMatchObject({ url: address.objectPath, fileName: name });
      const list = await app.inject({
        url: '/api/resources?type=document',
        headers: other.headers,
      });
      const listed = list.json().find((r: { id: number }) => r.id === res.json().id);
      expect(listed.fileName).toBe(name);
      const file = await app.inject({ url: address.objectPath, headers: other.headers });
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    },
  );
});
