import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { clusterArchive } from '../test/pglite-cluster';

// Migration 0018 on a fresh database: the eight starter categories have eight distinct
// colours (no longer eight golds), and the directory's past-company search has its index.

const migrations = resolve(import.meta.dirname, 'migrations');

describe('migration 0018', () => {
  it('gives every starter category its own colour and indexes past companies', async () => {
    const client = await PGlite.create('memory://', {
      extensions: { pg_trgm },
      loadDataDir: clusterArchive(),
    });
    try {
      await migrate(drizzle(client), { migrationsFolder: migrations });
      const { rows } = await client.query<{ name: string; color: string }>(
        'select name, color from discussion_category order by id',
      );
      expect(rows).toEqual([
        { name: 'General', color: '#D4AF37' },
        { name: 'Business Strategy', color: '#2F5D8A' },
        { name: 'Networking', color: '#2E8B57' },
        { name: 'Technology', color: '#6A4C93' },
        { name: 'Marketing & Sales', color: '#C8553D' },
        { name: 'Finance & Investment', color: '#1F7A7A' },
        { name: 'Events', color: '#E07A1F' },
        { name: 'Opportunities', color: '#B83280' },
      ]);
      const index = await client.query<{ indexdef: string }>(
        "select indexdef from pg_indexes where indexname = 'users_past_companies_trgm_idx'",
      );
      expect(index.rows[0]?.indexdef).toContain('gin_trgm_ops');
    } finally {
      await client.close();
    }
  });
});
