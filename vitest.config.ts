import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// API tests run once on PGlite and, when TEST_DATABASE_URL names a PostgreSQL server,
// once more on it. Files in a worker share one database (isolate: false keeps the
// harness module alive) and each file starts from empty tables.
const apiProject = (name: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    // `.postgres.test.ts` needs a PostgreSQL server of its own (outages, two processes);
    // `.once.test.ts` boots its own embedded database or needs none (thumbnails, policy,
    // headers), so one run proves it: the same answer twice is not a second check.
    exclude: [
      '**/node_modules/**',
      name === 'pglite' ? 'server/**/*.postgres.test.ts' : 'server/**/*.once.test.ts',
    ],
    setupFiles: ['server/test/setup.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB: name },
    pool: 'forks' as const,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// Pure client modules (name fallbacks, error texts, formatting) tested without a browser.
const clientAlias = { '@shared': fromRoot('./shared'), '@': fromRoot('./client/src') };
const clientProject = {
  resolve: { alias: clientAlias },
  test: {
    name: 'client',
    include: ['client/src/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node' as const,
  },
};

// Components (the kit's dialogs, list states, hooks) rendered with Testing Library in jsdom.
const componentProject = {
  resolve: { alias: clientAlias },
  test: {
    name: 'components',
    include: ['client/src/**/*.test.tsx'],
    environment: 'jsdom' as const,
    setupFiles: ['client/src/test/setup.ts'],
    // Each file in its own VM context on long-lived threads: jsdom and the modules load
    // once per thread, not once per file (66 files: 177 s to 73 s on two cores, of which
    // setting up jsdom went from 98 s to 3 s). Files stay isolated from each other.
    pool: 'vmThreads' as const,
    // Whole pages render with their lazily imported modules; on a loaded two-core machine
    // the first render of a page can take several seconds.
    testTimeout: 15_000,
    // A file's beforeAll may load its page's modules cold (render-app.tsx `loadPage`).
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    // Three workers on two cores (vitest's default there is one): the API files wait on their
    // databases, sockets and child processes, and the whole run took 253 s with three against
    // 269 s with two. Never one: with a single
    // worker, vitest hands a vm pool all of a project's files in one context, where module
    // mocks and module state cross files (client/src/test/setup.ts refuses to run so).
    maxWorkers: 3,
    projects: [
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      clientProject,
      componentProject,
    ],
  },
});
