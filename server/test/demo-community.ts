import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type SeedContext, seededRandom } from '../db/seed/context';
import { SEEDERS } from '../db/seed/index';
import { loadConfig } from '../env';
import { openObjectStore } from '../storage';
import { testDatabase } from './database';
import { testDataDir } from './harness';

/**
 * `npm run seed`'s demo community in this worker's database (deterministic: the seeders'
 * own pseudo-random numbers). Test files start from empty tables, so the reference rows
 * that migrations give a real database (the skill catalog, the starter categories) are put
 * back first. Returns the seeders' context and each one's summary line.
 */
export async function seedDemoCommunity() {
  const { db } = await testDatabase();
  const store = await openObjectStore(loadConfig({ DATA_DIR: testDataDir() }));
  for (const file of ['0002_skill_catalog.sql', '0004_starter_categories.sql']) {
    const text = readFileSync(join(import.meta.dirname, '../db/migrations', file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
  }
  const ctx: SeedContext = { db, store, members: [], random: seededRandom() };
  const summaries: string[] = [];
  for (const seeder of SEEDERS) summaries.push(await seeder.run(ctx));
  return { ctx, store, summaries };
}
