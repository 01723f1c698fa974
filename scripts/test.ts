// `npm test`: lint, typecheck, the client build and each route's JavaScript against its
// ceiling (scripts/js-weights.ts), the vitest projects (API on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set; client units; components) and the Playwright journeys. Phases
// that do not wait on each other run side by side: lint, typecheck and the client build
// first (short, and the journeys need the build); vitest once they end; then the journeys. Every
// phase runs even when another fails; each one's wall time is printed with its tally, and
// the last lines give the total against the 600 s budget and `N passed, N failed`.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { resolve } from 'node:path';
import { e2eDatabaseName } from '../e2e/support/databases';
import { dropDatabases } from '../server/test/fresh-database';
import {
  failedJourneys,
  failedVitestTests,
  type PlaywrightSuite,
  type VitestReport,
} from './test-failures';

const root = resolve(import.meta.dirname, '..');
const results = resolve(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const BUDGET_SECONDS = 600;
const started = performance.now();
const secondsSince = (since: number) => Math.round((performance.now() - since) / 100) / 10;

interface Tally {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  /** The phase's wall time window within the run, to show what overlapped. */
  from: number;
}
const tallies: Tally[] = [];
/**
 * The tests that failed, by name, printed again beside the summary: CI shows only the end
 * of the output, where a phase's own failure report has long scrolled out of sight.
 */
const failures: string[] = [];

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

/**
 * Runs one phase. Phases running side by side would interleave their output line by line,
 * so each writes to test-results/<log>.log, printed whole when it ends (the failing one's
 * output stays readable); a phase that runs alone could stream, but one rule is simpler.
 */
function run(name: string, log: string, cmd: string, args: string[]) {
  const from = secondsSince(started);
  const since = performance.now();
  const file = resolve(results, `${log}.log`);
  console.log(`[${from} s] start ${name}: ${cmd} ${args.join(' ')}`);
  return new Promise<{ status: number; seconds: number; from: number }>((done) => {
    const out = createWriteStream(file);
    const child = spawn(cmd, args, {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const seconds = secondsSince(since);
        console.log(`\n──── ${name} (${seconds} s) ────`);
        console.log(readFileSync(file, 'utf8').trimEnd());
        done({ status: code ?? 1, seconds, from });
      });
    });
  });
}

function readJson(file: string): unknown {
  const path = resolve(results, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** A tool with no test count of its own counts as one check. */
async function check(name: string, log: string, cmd: string, args: string[]) {
  const { status, seconds, from } = await run(name, log, cmd, args);
  tallies.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, seconds, from });
}

async function vitest() {
  const name = 'vitest (API on PGlite and PostgreSQL, client units, components)';
  // The workers (vitest.config.ts: three) each keep their own database.
  const { status, seconds, from } = await run(name, 'vitest', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/api.json',
  ]);
  const report = readJson('api.json') as VitestReport | null;
  failures.push(...failedVitestTests(report, root));
  const passed = report?.numPassedTests ?? 0;
  // A crashed run that wrote no report, or failed outside a test, still counts as a failure.
  const failed = (report?.numFailedTests ?? 0) || (status !== 0 ? 1 : 0);
  tallies.push({ name, passed, failed, seconds, from });
}

async function journeys() {
  const name = 'e2e journeys (playwright)';
  // The journeys' servers take ports nothing else holds (another app on 5055 must not fail
  // the suite); E2E_PORT still chooses one. The same for their SMTP server.
  process.env.E2E_PORT ??= String(await freePort());
  process.env.E2E_SMTP_PORT ??= String(await freePort());
  process.env.E2E_APPROVAL_PORT ??= String(await freePort());
  const { status, seconds, from } = await run(name, 'journeys', 'npx', ['playwright', 'test']);
  // Their databases and mailbox (playwright.config.ts) are of use only meanwhile.
  for (const suffix of ['', '-mail', '-approval']) {
    rmSync(resolve(root, `.data-e2e-${process.env.E2E_PORT}${suffix}`), {
      recursive: true,
      force: true,
    });
  }
  if (process.env.TEST_DATABASE_URL) {
    const ports = [process.env.E2E_PORT, process.env.E2E_APPROVAL_PORT].map(Number);
    await dropDatabases(process.env.TEST_DATABASE_URL, ports.map(e2eDatabaseName)).catch(
      (err: Error) => console.warn(`could not drop the journeys' databases: ${err.message}`),
    );
  }
  const report = readJson(`e2e-${process.env.E2E_PORT}.json`) as {
    stats: { expected: number; unexpected: number; flaky: number };
    suites: PlaywrightSuite[];
  } | null;
  for (const suite of report?.suites ?? []) failures.push(...failedJourneys(suite));
  const passed = report?.stats.expected ?? 0;
  const failed =
    (report ? report.stats.unexpected + report.stats.flaky : 0) || (status !== 0 ? 1 : 0);
  tallies.push({ name, passed, failed, seconds, from });
}

// The journeys' servers serve the built client: building it here, beside lint and the
// typecheck, keeps the build out of the journeys' own clock (scripts/client-build.ts
// skips a build that is up to date). The typecheck is TypeScript 7's native compiler
// (decision 053): ~10 s where TypeScript 5 took 35 s alone and 90 s beside vitest.
await Promise.all([
  check('typecheck (tsc)', 'typecheck', 'npm', ['run', '--silent', 'typecheck']),
  check('lint (biome, dependency-cruiser)', 'lint', 'npm', ['run', '--silent', 'lint']),
  // Each route's first-load JavaScript against its ceiling, from the build just made.
  check('client build (vite)', 'build', 'npx', ['tsx', 'scripts/client-build.ts']).then(() =>
    check('JavaScript per route within its ceiling', 'js-weights', 'npx', [
      'tsx',
      'scripts/js-weights.ts',
    ]),
  ),
]);
// Vitest, then the journeys: side by side they loaded two cores past what the component
// tests' waits and the journeys' pace allow (a trial run took the load average to 15 and
// the journeys to a quarter of their pace), so each has the machine to itself.
await vitest();
await journeys();

console.log('\nSummary (phases on the same line of the clock ran side by side)');
for (const t of tallies) {
  console.log(
    `  [${t.from} s → ${Math.round((t.from + t.seconds) * 10) / 10} s] ${t.name}: ${t.passed} passed, ${t.failed} failed (${t.seconds} s)`,
  );
}
if (failures.length > 0) {
  console.log('\nFailed');
  for (const failure of failures) console.log(`  ${failure}`);
}
const total = secondsSince(started);
console.log(
  `  total time: ${total} s of a ${BUDGET_SECONDS} s budget${total > BUDGET_SECONDS ? ' (over)' : ''}`,
);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
