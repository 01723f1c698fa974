import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { selectRows } from '../db/raw';
import { clusterArchive, freshDataDir, seedDataDir } from './pglite-cluster';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the run's PGlite cluster", () => {
  it('is made once by the global setup, and a data folder seeded from it opens and migrates', async () => {
    expect(clusterArchive()?.size).toBeGreaterThan(1_000_000);
    const dataDir = freshDataDir('roundtable-cluster-copy-');
    dirs.push(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      // As initdb leaves it: nothing of the app's yet, until the app migrates.
      const before = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      expect(before).toEqual([{ n: 0 }]);
      await database.migrate();
      const after = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_tables where tablename = 'users'`,
      );
      expect(after).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
    expect(() => seedDataDir(dataDir)).toThrow(/already holds a database/);
  }, 60_000);
});
