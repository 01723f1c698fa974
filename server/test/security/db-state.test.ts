import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceCategories } from '../../../shared/schema/resources';
import { testDatabase } from '../harness';
import { countWritesInThisFile, writeMarks } from './db-state';

// The permission matrix and the hostile-input tests say "a refused request wrote nothing"
// by comparing these marks before and after: here they are shown to move on every kind of
// write (a truncate too), and to stay on a read and on a write that was rolled back.

let db: Awaited<ReturnType<typeof testDatabase>>['db'];
countWritesInThisFile();
beforeAll(async () => {
  ({ db } = await testDatabase());
  await db.insert(resourceCategories).values([{ name: 'Guides' }, { name: 'Templates' }]);
});

async function moved(write: () => Promise<unknown>) {
  const before = await writeMarks();
  await write();
  const after = await writeMarks();
  return Object.keys(after).filter((table) => after[table] !== before[table]);
}

describe('writeMarks', () => {
  it('moves on an insert, an update (even to the same values) and a delete, only there', async () => {
    expect(await moved(() => db.insert(resourceCategories).values({ name: 'Decks' }))).toEqual([
      'resource_category',
    ]);
    expect(
      await moved(() => db.execute(sql`update resource_category set name = name where id = 1`)),
    ).toEqual(['resource_category']);
    expect(
      await moved(() => db.execute(sql`delete from resource_category where name = 'Decks'`)),
    ).toEqual(['resource_category']);
    // A delete and an insert in one transaction keep the count but not the newest version.
    expect(
      await moved(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`delete from resource_category where id = 2`);
          await tx.insert(resourceCategories).values({ name: 'Checklists' });
        }),
      ),
    ).toEqual(['resource_category']);
    // The cascade empties the resources that point at the categories too, and the
    // bookmarks that point at those.
    const truncated = await moved(() => db.execute(sql`truncate resource_category cascade`));
    expect(truncated.sort()).toEqual(['bookmark', 'resource', 'resource_category']);
  });

  it('stays on a read and on a write that was rolled back', async () => {
    expect(await moved(() => db.select().from(resourceCategories))).toEqual([]);
    const refused = () =>
      db
        .transaction(async (tx) => {
          await tx.insert(resourceCategories).values({ name: 'Never kept' });
          throw new Error('refused');
        })
        .catch(() => undefined);
    expect(await moved(refused)).toEqual([]);
  });
});
