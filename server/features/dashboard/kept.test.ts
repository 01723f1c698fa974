import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionCategories, discussions } from '../../../shared/schema/discussions';
import {
  createTestApp,
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
} from '../../test/harness';

/**
 * The dashboard keeps its counts and Recent Activity per audience until a discussion, an
 * event, a posting or a member changes (decision 045); the opened seats are the viewer's
 * and read at every call.
 */
type Dashboard = {
  counts: { newDiscussions: number; members: number };
  recentActivity: { id: number; title: string }[];
  openedSeats: unknown[];
};
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Member;
let ann: Member;
let bob: Member;
let categoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  // The install's first account is its admin (decision 017).
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Writes' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Reads' });
  const { db } = await testDatabase();
  const [category] = await db
    .insert(discussionCategories)
    .values({ name: 'Kept dashboard', color: '#D4AF37' })
    .returning();
  categoryId = category.id;
});
afterAll(() => app.close());

const dashboardOf = async (member: Member) => {
  const res = await app.inject({ url: '/api/dashboard', headers: member.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as Dashboard;
};

describe('the kept dashboard', () => {
  it('answers the next member from the kept counts: no statement counts anything', async () => {
    const first = await dashboardOf(ann);
    const { result, statements } = await statementsOf(() => dashboardOf(bob));
    // The session with the generations, and bob's own part: the community's time zone
    // is kept too.
    expect(statements).toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(
      /from job_posting\s+where is_active|community_settings/,
    );
    expect(result).toEqual(first);
    expect(result.counts.members).toBe(3);
  });

  it('counts a new discussion at once, and keeps a hidden one to its author and staff', async () => {
    await dashboardOf(bob);
    const started = await app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: ann.headers,
      payload: { title: 'Kept or not', content: 'Counted at once?', categoryId },
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().id as number;
    const seen = await dashboardOf(bob);
    expect(seen.counts.newDiscussions).toBe(1);
    expect(seen.recentActivity.map((d) => d.id)).toEqual([id]);

    const { db } = await testDatabase();
    await db.update(discussions).set({ hiddenAt: new Date() }).where(eq(discussions.id, id));
    expect((await dashboardOf(bob)).counts.newDiscussions).toBe(0);
    expect((await dashboardOf(ann)).counts.newDiscussions).toBe(1);
    expect((await dashboardOf(admin)).recentActivity.map((d) => d.id)).toEqual([id]);
    expect((await dashboardOf(bob)).recentActivity).toEqual([]);
  });
});
