// `npm test`: lint, typecheck, API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), then the Playwright journeys. Every step runs even when an earlier one fails,
// and the last line sums them all as `N passed, N failed`. Each step's time is printed with
// its tally and in total, so a slow phase shows (the whole run should stay under 10
// minutes on two cores).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const results = resolve(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

interface Tally {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
}
const tallies: Tally[] = [];

const started = performance.now();
/** Seconds since `since` (a `performance.now()` reading), one decimal. */
const secondsSince = (since: number) => Math.round((performance.now() - since) / 100) / 10;

let phaseStart = started;

/** A TCP port free on 127.0.0.1 right now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolvePort(port));
    });
  });
}
function run(cmd: string, args: string[]) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  phaseStart = performance.now();
  return spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;
}

function tally(name: string, passed: number, failed: number) {
  const seconds = secondsSince(phaseStart);
  tallies.push({ name, passed, failed, seconds });
  console.log(`\n${name}: ${seconds} s`);
}

/** A tool with no test count of its own counts as one check. */
function check(name: string, cmd: string, args: string[]) {
  const ok = run(cmd, args) === 0;
  tally(name, ok ? 1 : 0, ok ? 0 : 1);
}

function readJson(file: string): unknown {
  const path = resolve(results, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('typecheck (tsc)', 'npx', ['tsc', '--noEmit']);

{
  // Vitest leaves a core for itself by default, which on two cores is one worker; much of
  // the API suite waits on child processes and sockets, so two workers finish in about
  // 60 % of the time (each worker keeps its own database).
  const status = run('npx', [
    'vitest',
    'run',
    '--maxWorkers=2',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/api.json',
  ]);
  const report = readJson('api.json') as { numPassedTests: number; numFailedTests: number } | null;
  const passed = report?.numPassedTests ?? 0;
  // A crashed run that wrote no report, or failed outside a test, still counts as a failure.
  const failed = (report?.numFailedTests ?? 0) || (status !== 0 ? 1 : 0);
  tally('vitest (API on PGlite and PostgreSQL, client units, components)', passed, failed);
}

{
  // The journeys' server takes a port nothing else holds (another app on 5055 must not
  // fail the suite); E2E_PORT still chooses one.
  process.env.E2E_PORT ??= String(await freePort());
  // And the SMTP server the journeys read mail from (playwright.config.ts).
  process.env.E2E_SMTP_PORT ??= String(await freePort());
  // And the second server, in approval mode, of the joining journeys.
  process.env.E2E_APPROVAL_PORT ??= String(await freePort());
  const status = run('npx', ['playwright', 'test']);
  // Its embedded database (playwright.config.ts) is only of use while the journeys run.
  rmSync(resolve(root, `.data-e2e-${process.env.E2E_PORT}`), { recursive: true, force: true });
  rmSync(resolve(root, `.data-e2e-${process.env.E2E_PORT}-mail`), { recursive: true, force: true });
  rmSync(resolve(root, `.data-e2e-${process.env.E2E_PORT}-approval`), {
    recursive: true,
    force: true,
  });
  const report = readJson(`e2e-${process.env.E2E_PORT}.json`) as {
    stats: { expected: number; unexpected: number; flaky: number };
  } | null;
  const passed = report?.stats.expected ?? 0;
  const failed =
    (report ? report.stats.unexpected + report.stats.flaky : 0) || (status !== 0 ? 1 : 0);
  tally('e2e journeys (playwright)', passed, failed);
}

console.log('\nSummary');
for (const t of tallies) {
  console.log(`  ${t.name}: ${t.passed} passed, ${t.failed} failed (${t.seconds} s)`);
}
const total = secondsSince(started);
const BUDGET_SECONDS = 600;
console.log(
  `  total time: ${total} s${total > BUDGET_SECONDS ? ` (over the ${BUDGET_SECONDS} s budget)` : ''}`,
);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
