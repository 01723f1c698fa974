import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { resourceCategories } from '../../shared/schema/resources';
import { resetDatabase, testDatabase } from './database';

// Each test file starts from empty tables with fresh sequences (server/test/setup.ts), and
// the reset skips the tables that are already empty: what it leaves must be the same as
// truncating everything would.

it('empties the tables that hold rows and restarts used sequences, empty tables included', async () => {
  const { db } = await testDatabase();
  const ids = async () =>
    (
      await db
        .insert(resourceCategories)
        .values([{ name: 'A' }, { name: 'B' }])
        .returning()
    ).map((r) => r.id);
  await ids();
  await resetDatabase();
  expect(await db.select().from(resourceCategories)).toEqual([]);
  expect(await ids()).toEqual([1, 2]);

  // Rows added and deleted again: the table is empty, its sequence is not at the start.
  await db.execute(sql`delete from resource_category`);
  await resetDatabase();
  expect(await ids()).toEqual([1, 2]);
});
