import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userCredentials, users } from '../../../shared/schema/users';
import { loadConfig } from '../../env';
import { openObjectStore } from '../../storage';
import { testDatabase, testDataDir } from '../../test/harness';
import { type SeedContext, seededRandom } from './context';
import { SEEDERS } from './index';
import { DEMO_LOGIN } from './members';

describe('npm run seed', () => {
  it('runs every seeder on an empty database and leaves a community to sign in to', async () => {
    const { db } = await testDatabase();
    const store = await openObjectStore(loadConfig({ DATA_DIR: testDataDir() }));
    const ctx: SeedContext = { db, store, members: [], random: seededRandom() };
    for (const seeder of SEEDERS) {
      expect(await seeder.run(ctx)).toMatch(/^\d+ /);
    }
    const [members] = await db.select({ n: count() }).from(users);
    const [credentials] = await db.select({ n: count() }).from(userCredentials);
    expect(members.n).toBe(12);
    expect(credentials.n).toBe(12);
    expect(ctx.members.map((m) => m.email)).toContain(DEMO_LOGIN);
  });
});
