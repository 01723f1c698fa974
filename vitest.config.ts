import { defineConfig } from 'vitest/config';

// API tests run once on PGlite and, when TEST_DATABASE_URL names a PostgreSQL server,
// once more on it. Files in a worker share one database (isolate: false keeps the
// harness module alive) and each file starts from empty tables.
const project = (name: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: { name, env: { TEST_DB: name } },
});

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts'],
    setupFiles: ['server/test/setup.ts'],
    pool: 'forks',
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [project('pglite'), ...(process.env.TEST_DATABASE_URL ? [project('postgres')] : [])],
  },
});
