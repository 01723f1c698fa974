import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceCategories, resources } from '../../../shared/schema/resources';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { keptAndFresh } from '../../test/kept';

/**
 * The library keeps each audience's page until a resource, a category or an uploader's
 * profile changes (decision 045): a kept page is what a fresh read gives, what is the
 * viewer's own is theirs, and a change (a download's count too) is seen at once.
 */
type Item = {
  id: number;
  title: string;
  mine: boolean;
  canEdit: boolean;
  hidden: boolean;
  downloadCount: number;
};
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Member;
let olivia: Member;
let oscar: Member;
let oliviasId: number;

beforeAll(async () => {
  app = await createTestApp();
  // The install's first account is its admin (decision 017).
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  olivia = await signUpMember(app, { firstName: 'Olivia', lastName: 'Shares' });
  oscar = await signUpMember(app, { firstName: 'Oscar', lastName: 'Reads' });
  const { db } = await testDatabase();
  const [category] = await db.insert(resourceCategories).values({ name: 'Kept' }).returning();
  const shared = await app.inject({
    method: 'POST',
    url: '/api/resources',
    headers: olivia.headers,
    payload: {
      title: 'Pricing template',
      type: 'link',
      url: 'https://example.com/pricing',
      categoryId: category.id,
    },
  });
  expect(shared.statusCode).toBe(201);
  oliviasId = shared.json().id;
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const library = async (member: Member) => {
  const res = await app.inject({ url: '/api/resources?limit=20', headers: member.headers });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as Item[], total: res.headers['x-total-count'] };
};
const hers = async (member: Member) =>
  (await library(member)).items.find((r) => r.id === oliviasId);

describe('the kept library', () => {
  it('answers the next member from the kept page with no statement but the session', async () => {
    const { statements } = await keptAndFresh(
      'resources',
      () => library(olivia),
      () => library(oscar),
    );
    expect(statements).toHaveLength(1);
    expect(await hers(oscar)).toMatchObject({ mine: false, canEdit: false });
    expect(await hers(olivia)).toMatchObject({ mine: true, canEdit: true });
  });

  it('counts a download at once', async () => {
    await library(oscar);
    const opened = await app.inject({
      method: 'POST',
      url: `/api/resources/${oliviasId}/download`,
      headers: oscar.headers,
    });
    expect(opened.json().downloadCount).toBe(1);
    expect(await hers(oscar)).toMatchObject({ downloadCount: 1 });
  });

  it('keeps what moderators hid from members, and shows it to its uploader and staff', async () => {
    await library(oscar);
    await (await db())
      .update(resources)
      .set({ hiddenAt: new Date() })
      .where(eq(resources.id, oliviasId));
    expect(await hers(oscar)).toBeUndefined();
    expect((await library(oscar)).total).toBe('0');
    expect(await hers(olivia)).toMatchObject({ hidden: true, mine: true });
    expect(await hers(admin)).toMatchObject({ hidden: true });
    expect(await hers(oscar)).toBeUndefined();
  });
});
