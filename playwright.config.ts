import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium';

// E2E_PORT lets several runs share a machine, each with its own server and database.
const PORT = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = fileURLToPath(new URL(`./.data-e2e-${PORT}`, import.meta.url));

/**
 * Journeys in the system Chromium against the real server on a fresh embedded database.
 * The JSON report's totals are read by `npm test`.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous: axe scans and image uploads share two cores with the server under test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-${PORT}.json` }]],
  outputDir: `test-results/artifacts-${PORT}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npx tsx scripts/start.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      // Journeys write fast from few members; the limits have their own API tests.
      WRITE_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
  },
});
