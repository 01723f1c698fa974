import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussions } from '../../shared/schema/discussions';
import { users } from '../../shared/schema/users';
import { createTestApp, type Member, testDatabase } from '../test/harness';
import { keepableGeneration } from './generations';
import { countedDiscussion } from './test-fixtures';

/**
 * The generations of kept answers (migration 0035, decision 045): which writes move a
 * domain's, and that a reader never keeps what it read while a writer was still open.
 */
let app: Awaited<ReturnType<typeof createTestApp>>;
let member: Member;
let discussionId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ member, discussionId } = await countedDiscussion(app));
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const generation = async () => (await keepableGeneration(await db(), 'discussions')) as bigint;

describe('the discussions generation', () => {
  it('moves with what a list shows, and not with the counters reading moves', async () => {
    const before = await generation();
    // Opening a discussion counts a view as this statement does (service.ts).
    await (await db()).execute(
      sql`update discussion set view_count = view_count + 1, updated_at = updated_at where id = ${discussionId}`,
    );
    expect(await generation()).toBe(before);
    await (await db())
      .update(discussions)
      .set({ title: 'Renamed' })
      .where(eq(discussions.id, discussionId));
    const renamed = await generation();
    expect(renamed).toBeGreaterThan(before);
    // An author's name is in every list they are in.
    await (await db()).update(users).set({ title: 'Founder' }).where(eq(users.id, member.id));
    expect(await generation()).toBeGreaterThan(renamed);
  });

  it('is not given to a reader while a writer of the domain is still open', async () => {
    const database = await db();
    await database.transaction(async (tx) => {
      await tx.update(discussions).set({ isPinned: true }).where(eq(discussions.id, discussionId));
      // The writer's own lock is seen as any other's would be.
      expect(await keepableGeneration(tx, 'discussions')).toBeNull();
    });
    expect(await keepableGeneration(database, 'discussions')).not.toBeNull();
  });

  it('is not given for a set of domains while a writer of any one of them is open', async () => {
    const database = await db();
    await database.transaction(async (tx) => {
      // A statement trigger fires for an UPDATE that changes no row too.
      await tx.execute(sql`update event set title = title where false`);
      expect(await keepableGeneration(tx, ['discussions', 'events'])).toBeNull();
      expect(await keepableGeneration(tx, ['discussions', 'jobs'])).not.toBeNull();
    });
    const [one, both] = await Promise.all([
      keepableGeneration(database, 'discussions'),
      keepableGeneration(database, ['discussions', 'events']),
    ]);
    // A set's generation is the sum of its domains': it moves whenever one of them does.
    expect(both).toBeGreaterThan(one as bigint);
  });
});
