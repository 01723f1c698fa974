import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discussionCategories, discussions } from '../../../shared/schema/discussions';
import { users } from '../../../shared/schema/users';
import { testDatabase } from '../../test/harness';
import { ROW_COUNT, rowCount } from './row-counts';

/** What the triggers must agree with at every step. */
async function truth() {
  const { db } = await testDatabase();
  const [d] = await db.select({ n: count() }).from(discussions);
  const [u] = await db.select({ n: count() }).from(users).where(eq(users.membership, 'active'));
  const perCategory = await db
    .select({ id: discussions.categoryId, n: count() })
    .from(discussions)
    .groupBy(discussions.categoryId);
  return { discussions: d.n, members: u.n, perCategory };
}

async function expectCountsTrue() {
  const { db } = await testDatabase();
  const t = await truth();
  expect(await rowCount(db, ROW_COUNT.discussions)).toBe(t.discussions);
  expect(await rowCount(db, ROW_COUNT.members)).toBe(t.members);
  for (const c of t.perCategory) {
    expect(await rowCount(db, ROW_COUNT.discussionsIn(c.id))).toBe(c.n);
  }
}

describe('row counts kept by triggers', () => {
  it('follow inserts, category moves, cascading deletes and truncation', async () => {
    const { db } = await testDatabase();
    const [a, b] = await db
      .insert(discussionCategories)
      .values([{ name: 'Counted A' }, { name: 'Counted B' }])
      .returning();
    const people = await db
      .insert(users)
      .values([
        { id: 'count-1', email: 'count-1@example.com' },
        { id: 'count-2', email: 'count-2@example.com' },
      ])
      .returning();
    expect(await rowCount(db, ROW_COUNT.discussionsIn(b.id))).toBe(0);
    await db.insert(discussions).values([
      { title: 'One', content: 'x', categoryId: a.id, authorId: people[0].id },
      { title: 'Two', content: 'x', categoryId: a.id, authorId: people[1].id },
      { title: 'Three', content: 'x', categoryId: b.id, authorId: people[1].id },
    ]);
    await expectCountsTrue();
    expect(await rowCount(db, ROW_COUNT.discussionsIn(a.id))).toBe(2);

    await db.update(discussions).set({ categoryId: b.id }).where(eq(discussions.title, 'One'));
    await expectCountsTrue();
    expect(await rowCount(db, ROW_COUNT.discussionsIn(b.id))).toBe(2);

    // Deleting a member takes their discussions with them through the foreign key.
    await db.delete(users).where(eq(users.id, people[1].id));
    await expectCountsTrue();
    expect(await rowCount(db, ROW_COUNT.discussions)).toBe(1);

    await db.execute(sql`truncate ${discussions} cascade`);
    await expectCountsTrue();
    expect(await rowCount(db, ROW_COUNT.discussions)).toBe(0);
  });

  it('count active members only: an application counts once approved, not before', async () => {
    const { db } = await testDatabase();
    await db.insert(users).values([
      { id: 'member-1', email: 'member-1@example.com' },
      { id: 'applicant-1', email: 'applicant-1@example.com', membership: 'pending' },
      { id: 'applicant-2', email: 'applicant-2@example.com', membership: 'pending' },
    ]);
    await expectCountsTrue();
    const before = await rowCount(db, ROW_COUNT.members);

    await db.update(users).set({ membership: 'active' }).where(eq(users.id, 'applicant-1'));
    await db.update(users).set({ membership: 'declined' }).where(eq(users.id, 'applicant-2'));
    await expectCountsTrue();
    expect(await rowCount(db, ROW_COUNT.members)).toBe(before + 1);

    // An update that leaves the membership as it was moves nothing.
    await db.update(users).set({ membership: 'active' }).where(eq(users.id, 'member-1'));
    await db.update(users).set({ title: 'Chair' }).where(eq(users.id, 'member-1'));
    expect(await rowCount(db, ROW_COUNT.members)).toBe(before + 1);

    // Withdrawing or removing an applicant deletes an account that never counted.
    await db.delete(users).where(eq(users.id, 'applicant-2'));
    await db.delete(users).where(eq(users.id, 'member-1'));
    await expectCountsTrue();
    expect(await rowCount(db, ROW_COUNT.members)).toBe(before);
  });
});
