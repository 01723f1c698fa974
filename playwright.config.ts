import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium';
import { e2eDatabaseName } from './e2e/support/databases';

// E2E_PORT lets several runs share a machine, each with its own server and database.
const PORT = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = fileURLToPath(new URL(`./.data-e2e-${PORT}`, import.meta.url));
// A second server in approval mode (the default of a real install) for the joining
// journeys (`*.approval.spec.ts`): the main one runs in open mode, and the join mode is
// one setting for a whole database, so journeys there cannot switch it under each other.
// PORT + 3, not + 5: 5060 (SIP) is one of the ports Chromium refuses (ERR_UNSAFE_PORT).
const APPROVAL_PORT = Number(process.env.E2E_APPROVAL_PORT ?? PORT + 3);
const approvalURL = `http://127.0.0.1:${APPROVAL_PORT}`;
const approvalDataDir = fileURLToPath(new URL(`./.data-e2e-${PORT}-approval`, import.meta.url));
// The SMTP server the journeys read mail from (e2e/support/smtp-global-setup.ts); `npm test`
// picks a free port. A direct run takes E2E_PORT + 10000: not E2E_PORT + 1, which is the
// next run's web server when several runs share a machine on neighbouring ports. The
// runner's environment reaches the workers, so journeys find the messages' folder here.
process.env.E2E_SMTP_PORT ??= String(PORT + 10_000);
process.env.E2E_MAIL_DIR ??= fileURLToPath(new URL(`./.data-e2e-${PORT}-mail`, import.meta.url));
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);

/**
 * The journeys' servers run on PostgreSQL when TEST_DATABASE_URL names one (as `npm test`
 * does for the API tests), each on a new database of its own named for its port
 * (`npm test` drops them afterwards): the journeys took a sixth less CPU than on the
 * embedded database, whose one process answers every query in turn (decision 042).
 */
const POSTGRES = process.env.TEST_DATABASE_URL;

/**
 * The app on a fresh database (embedded, or PostgreSQL as above), sending its mail to the
 * journeys' SMTP server, with the journeys' fixture routes (e2e/support/server.ts).
 */
const server = (port: number, dir: string, joinMode: 'open' | 'approval') => ({
  command: `rm -rf ${dir} && npx tsx e2e/support/server.ts`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  // Kept: with LOG_LEVEL=warn the servers print only what went wrong, which a failed run needs.
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    JOIN_MODE: joinMode,
    AUTH_RATE_LIMIT_MAX: '1000',
    // Journeys write fast from few members; the limits have their own API tests.
    WRITE_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
    // Keep-alive of 1.5 s, announced as `Keep-Alive: timeout=1`: Node's HTTP client, which
    // Playwright's request contexts use, then never reuses an idle socket (it keeps one
    // only for the hint less a second). With 10 s it kept them with no timeout of its own
    // and sent on a socket the server was closing at that moment: `socket hang up
    // (ECONNRESET)`, two failed journeys in three fresh runs (microsoft/playwright#42698).
    // Chromium retries a request that failed on a reused socket, so pages are unaffected.
    KEEP_ALIVE_TIMEOUT_MS: '1500',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    ...(POSTGRES ? { E2E_DATABASE_URL: POSTGRES, E2E_DATABASE_NAME: e2eDatabaseName(port) } : {}),
  },
});

/**
 * Journeys in the system Chromium against the real server on a fresh embedded database.
 * The JSON report's totals are read by `npm test`.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/smtp-global-setup.ts',
  fullyParallel: false,
  // Three workers on two cores: with two, the machine sat a quarter idle while journeys
  // waited on the servers and the browser's answers (measured by process: 150 CPU-s in
  // 99 s of wall), and the job board, gallery, calendar and seven more files ran in 171 s
  // against 192 s with two.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // Generous: axe scans and image uploads share two cores with the server under test, and a
  // whole run on a loaded two-core machine measured some long journeys 4× slower than alone
  // (15 s alone, over 60 s in the run): the bound is for a stuck journey, not a slow machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-${PORT}.json` }]],
  outputDir: `test-results/artifacts-${PORT}`,
  use: {
    baseURL,
    // A failed journey keeps its trace's DOM snapshots; the screencast that would add a
    // picture per action cost a quarter of the journeys' time on two cores. Under CI
    // (CI set) no trace is recorded: CI shows only the console, and recording the DOM at
    // every action for journeys that pass cost 8–12% of their CPU (decision 041).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // A real install's first run (issue 36): the setup page makes its admin.
      name: 'approval-admin',
      testMatch: /first-run\.setup\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: approvalURL,
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    {
      // One journey at a time: the join mode and the application questions are settings of
      // the whole approval server, and the journeys that change them
      // (join-mode.approval.spec.ts) must not run beside the others that rely on them. One
      // worker here, not a later project: Playwright runs a later project only once every
      // journey of the earlier ones has ended, which left it alone on the machine for ~11 s.
      // Listed before `chromium`: a phase's queue takes projects in this order and a free
      // worker takes the first journey it may run, so one worker works through these
      // journeys while the others take the rest. Listed after, all of them waited for the
      // end and ran one by one on an idle machine: 70 s of a 428 s run.
      name: 'approval',
      dependencies: ['approval-admin'],
      testMatch: /\.approval\.spec\.ts$/,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: approvalURL,
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    {
      // The database's first account becomes admin (decision 017): made here, before any
      // journey, so it is always this one (e2e/support/first-admin.ts).
      name: 'first-admin',
      testMatch: /first-admin\.setup\.ts$/,
    },
    {
      name: 'chromium',
      dependencies: ['first-admin'],
      testIgnore: /\.approval\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
  ],
  webServer: [server(PORT, dataDir, 'open'), server(APPROVAL_PORT, approvalDataDir, 'approval')],
});
