// `npm run bench [-- --duration 10 --connections 50 --only "current user" --no-small]`:
// the API benchmark of issue 10. It starts the real server on PostgreSQL with the large
// data set (seeding it on first use) and a bare node:http server (the ceiling), measures
// each scenario with autocannon and signed-in sessions of many members, then does the
// same at one tenth of the data, and writes the figures into docs/benchmarks.md.
// `--db pglite` measures the embedded database instead (a default install), at one tenth.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { selectRows } from '../server/db/raw';
import {
  type DataSet,
  dataSets,
  dropFixtures,
  embeddedDataSet,
  prepareDataSet,
  prepareFixtures,
} from './bench/database';
import { type LoadOptions, measureCeiling, measureScenario, warmUp } from './bench/measure';
import { startCeiling, startServer } from './bench/processes';
import {
  describeMachine,
  EMBEDDED_TARGETS,
  printRun,
  RESULTS_MARKERS,
  type RunReport,
  renderResults,
  TARGETS,
  verdict,
  writeResults,
} from './bench/report';
import { SCENARIOS } from './bench/scenarios';

/** The benchmark keeps to ports 5201–5210. */
const SERVER_PORT = 5201;
const CEILING_PORT = 5202;
const SMALL_SERVER_PORT = 5203;
const SESSION_MEMBERS = 200;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string', multiple: true },
    'no-small': { type: 'boolean', default: false },
    db: { type: 'string', default: 'postgres' },
  },
});
if (values.db !== 'postgres' && values.db !== 'pglite') {
  console.error('--db is postgres (the default) or pglite');
  process.exit(2);
}
const embedded = values.db === 'pglite';
const load: LoadOptions = {
  durationSeconds: Number(values.duration),
  connections: Number(values.connections),
};
if (!(load.durationSeconds > 0) || !(load.connections > 0)) {
  console.error('--duration and --connections must be positive numbers');
  process.exit(2);
}
const scenarios = values.only?.length
  ? SCENARIOS.filter((s) => values.only?.includes(s.name))
  : SCENARIOS;

const baseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/roundtable_bench';
const sets = dataSets(baseUrl);

/**
 * One data set made ready to measure: its database, signed-in members and its own server.
 * The embedded database admits one process at a time (its data folder is locked), so the
 * benchmark closes it before the server opens it, and opens it again after to clean up.
 */
async function openSide(set: DataSet, port: number) {
  let database = await prepareDataSet(set);
  const fixtures = await prepareFixtures(database, SESSION_MEMBERS);
  const [{ version }] = await selectRows<{ version: string }>(
    database.db,
    sql`select 'PostgreSQL ' || current_setting('server_version') as version`,
  );
  if (!set.databaseUrl) await database.close();
  const server = await startServer({ port, databaseUrl: set.databaseUrl, dataDir: set.dataDir });
  const close = async () => {
    await server.stop();
    if (!set.databaseUrl) database = await prepareDataSet(set);
    await dropFixtures(database, fixtures);
    await database.close();
  };
  return {
    set,
    // The meter reads the PostgreSQL backends' CPU; the embedded database's is the server's.
    meter: { serverPid: server.pid, database: set.databaseUrl ? database : null },
    fixtures,
    version: set.databaseUrl ? version : `PGlite (${version})`,
    server,
    close,
  };
}
type Side = Awaited<ReturnType<typeof openSide>>;

/**
 * Both data sets are served at once and each line is measured on one, then at once on the
 * other: this machine's speed drifts by a third over minutes (the ceiling measured 26,700
 * and 38,000 requests/s ten minutes apart), which swamped a comparison of two halves run
 * one after the other.
 */
async function benchmark(sides: Side[]): Promise<RunReport[]> {
  const ceiling = await startCeiling(CEILING_PORT);
  try {
    console.log(`\nmeasuring ${load.durationSeconds} s per line and data set…`);
    const ceilingFigures = await measureCeiling(ceiling.url, ceiling.pid, load);
    const rows = sides.map(() => [] as Awaited<ReturnType<typeof measureScenario>>[]);
    for (const scenario of scenarios) {
      for (const [i, side] of sides.entries()) {
        await warmUp(side.server.url, side.meter, scenario, side.fixtures);
        const figures = await measureScenario(
          side.server.url,
          side.meter,
          scenario,
          side.fixtures,
          load,
        );
        const misses = verdict(figures, ceilingFigures, targets);
        console.log(
          `  ${scenario.name} (${side.set.label}): ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.errors} errors${misses.length ? ` (missed: ${misses.join(', ')})` : ''}`,
        );
        rows[i].push(figures);
      }
    }
    return sides.map((side, i) => ({
      label: side.set.label,
      counts: side.fixtures.counts,
      ceiling: ceilingFigures,
      rows: rows[i],
      targets,
      embedded,
    }));
  } finally {
    await ceiling.stop();
  }
}

const targets = embedded ? EMBEDDED_TARGETS : TARGETS;
const sides = [await openSide(embedded ? embeddedDataSet : sets.full, SERVER_PORT)];
let runs: RunReport[];
try {
  if (!embedded && !values['no-small']) sides.push(await openSide(sets.small, SMALL_SERVER_PORT));
  runs = await benchmark(sides);
} finally {
  for (const side of sides) await side.close();
}
for (const run of runs) printRun(run);

const doc = resolve(import.meta.dirname, '../docs/benchmarks.md');
writeResults(
  doc,
  renderResults(describeMachine(sides[0].version), load, runs),
  RESULTS_MARKERS[embedded ? 'pglite' : 'postgres'],
);
console.log(`\nWrote ${doc}.`);
