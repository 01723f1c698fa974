import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_HUES } from '../../../shared/contracts/choices';
import { setRole } from '../../auth/roles';
import { ADMINS_ONLY } from '../../security/staff-only';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { CATEGORY_ARCHIVED } from './service';
import { insertCategories } from './test-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let moderator: Member;
let ann: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  await setRole((await testDatabase()).db, moderator.email, 'moderator');
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
  await insertCategories([
    { name: 'Networking', color: CATEGORY_HUES[0] },
    { name: 'Technology', color: CATEGORY_HUES[1] },
  ]);
  // As the migration numbers the starters.
  const { db } = await testDatabase();
  await db.execute(sql`update discussion_category set position = id`);
});
afterAll(() => app.close());

const call = (
  who: Member | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: who?.headers ?? {} });
const names = async () =>
  (await call(admin, 'GET', '/api/admin/categories')).json().map((c: { name: string }) => c.name);
const publicList = async () => (await call(ann, 'GET', '/api/discussion-categories')).json();
const auditOf = async (action: string) =>
  (await call(admin, 'GET', `/api/admin/audit?action=${action}`)).json();
const startDiscussion = (categoryId: number) =>
  call(ann, 'POST', '/api/discussions', { title: 'A question', content: 'Who knows?', categoryId });

describe('discussion categories in the console', () => {
  it.each([
    ['GET', '/api/admin/categories'],
    ['POST', '/api/admin/categories'],
    ['PATCH', '/api/admin/categories/1'],
    ['POST', '/api/admin/categories/1/move'],
    ['PUT', '/api/admin/categories/1/archived'],
  ] as const)('%s %s belongs to admins', async (method, url) => {
    expect((await call(null, method, url, { name: 'X' })).statusCode).toBe(401);
    for (const who of [ann, moderator]) {
      const res = await call(who, method, url, { name: 'X', direction: 'up', archived: true });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMINS_ONLY });
    }
    expect(await names()).toEqual(['Networking', 'Technology']);
  });

  it('adds a category at the end in a hue of its own, and logs it', async () => {
    const res = await call(admin, 'POST', '/api/admin/categories', { name: '  Hiring  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Hiring', archived: false, discussionCount: 0 });
    expect(res.json().color).toBe(CATEGORY_HUES[2]);
    expect(await names()).toEqual(['Networking', 'Technology', 'Hiring']);
    expect((await publicList()).map((c: { name: string }) => c.name)).toEqual([
      'Networking',
      'Technology',
      'Hiring',
    ]);
    expect((await auditOf('category.create'))[0]).toMatchObject({
      targetLabel: 'Hiring',
      after: { name: 'Hiring' },
    });
  });

  it.each([
    [{ name: '' }, 'Name is required'],
    [{}, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
    [{ name: 'networking' }, 'There is already a category called networking'],
  ])('refuses %j with a 400 on the name, adding nothing', async (payload, message) => {
    const res = await call(admin, 'POST', '/api/admin/categories', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: 'name', message });
    expect(await names()).toEqual(['Networking', 'Technology', 'Hiring']);
  });

  it('renames a category, refusing another’s name in any case', async () => {
    const [, tech] = (await call(admin, 'GET', '/api/admin/categories')).json();
    const clash = await call(admin, 'PATCH', `/api/admin/categories/${tech.id}`, {
      name: 'HIRING',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().issues[0].path).toBe('name');
    const res = await call(admin, 'PATCH', `/api/admin/categories/${tech.id}`, {
      name: 'Tech & Tools',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Tech & Tools');
    expect((await auditOf('category.rename'))[0]).toMatchObject({
      before: { name: 'Technology' },
      after: { name: 'Tech & Tools' },
    });
    const missing = await call(admin, 'PATCH', '/api/admin/categories/999999', { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
  });

  it('moves a category up and down; the ends stay put', async () => {
    const list = (await call(admin, 'GET', '/api/admin/categories')).json();
    const hiring = list[2];
    expect(
      (await call(admin, 'POST', `/api/admin/categories/${hiring.id}/move`, { direction: 'up' }))
        .statusCode,
    ).toBe(200);
    expect(await names()).toEqual(['Networking', 'Hiring', 'Tech & Tools']);
    await call(admin, 'POST', `/api/admin/categories/${hiring.id}/move`, { direction: 'up' });
    expect(await names()).toEqual(['Hiring', 'Networking', 'Tech & Tools']);
    const logged = (await auditOf('category.move')).length;
    // Already first: nothing moves, nothing is logged.
    expect(
      (await call(admin, 'POST', `/api/admin/categories/${hiring.id}/move`, { direction: 'up' }))
        .statusCode,
    ).toBe(200);
    expect((await auditOf('category.move')).length).toBe(logged);
    await call(admin, 'POST', `/api/admin/categories/${hiring.id}/move`, { direction: 'down' });
    expect(await names()).toEqual(['Networking', 'Hiring', 'Tech & Tools']);
    const bad = await call(admin, 'POST', `/api/admin/categories/${hiring.id}/move`, {
      direction: 'sideways',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('direction');
  });

  it('archives a category: still listed and readable, marked, but refusing new discussions', async () => {
    const networking = (await call(admin, 'GET', '/api/admin/categories')).json()[0];
    const started = await startDiscussion(networking.id);
    expect(started.statusCode).toBe(201);

    const res = await call(admin, 'PUT', `/api/admin/categories/${networking.id}/archived`, {
      archived: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ archived: true, discussionCount: 1 });
    expect((await publicList())[0]).toMatchObject({ name: 'Networking', archived: true });

    const refused = await startDiscussion(networking.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: CATEGORY_ARCHIVED,
      issues: [{ path: 'categoryId', message: CATEGORY_ARCHIVED }],
    });
    // Its discussions stay readable, in their category.
    const read = await call(ann, 'GET', `/api/discussions/${started.json().id}`);
    expect(read.statusCode).toBe(200);
    const listed = await call(ann, 'GET', `/api/discussions?categoryId=${networking.id}`);
    expect(listed.json()).toHaveLength(1);
    expect((await auditOf('category.archive'))[0]).toMatchObject({ targetLabel: 'Networking' });

    const restored = await call(admin, 'PUT', `/api/admin/categories/${networking.id}/archived`, {
      archived: false,
    });
    expect(restored.json().archived).toBe(false);
    expect((await startDiscussion(networking.id)).statusCode).toBe(201);
    expect(await auditOf('category.unarchive')).toHaveLength(1);

    const bad = await call(admin, 'PUT', `/api/admin/categories/${networking.id}/archived`, {
      archived: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('archived');
  });
});
