// `npm run bench [-- --duration 10 --connections 50 --only "current user" --no-small]`:
// the API benchmark of issue 10. It starts the real server on PostgreSQL with the large
// data set (seeding it on first use) and a bare node:http server (the ceiling), measures
// each scenario with autocannon and signed-in sessions of many members, then does the
// same at one tenth of the data, and writes the figures into docs/benchmarks.md.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { selectRows } from '../server/db/raw';
import {
  type DataSet,
  dataSets,
  dropFixtures,
  prepareDataSet,
  prepareFixtures,
} from './bench/database';
import { type LoadOptions, measureCeiling, measureScenario, warmUp } from './bench/measure';
import { startCeiling, startServer } from './bench/processes';
import {
  describeMachine,
  printRun,
  type RunReport,
  renderResults,
  verdict,
  writeResults,
} from './bench/report';
import { SCENARIOS } from './bench/scenarios';

/** The benchmark keeps to ports 5201–5210. */
const SERVER_PORT = 5201;
const CEILING_PORT = 5202;
const SESSION_MEMBERS = 200;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string', multiple: true },
    'no-small': { type: 'boolean', default: false },
  },
});
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

async function benchmark(set: DataSet): Promise<{ report: RunReport; postgres: string }> {
  const database = await prepareDataSet(set);
  const fixtures = await prepareFixtures(database, SESSION_MEMBERS);
  const [{ version }] = await selectRows<{ version: string }>(
    database.db,
    sql`select 'PostgreSQL ' || current_setting('server_version') as version`,
  );
  const ceiling = await startCeiling(CEILING_PORT);
  const server = await startServer({
    port: SERVER_PORT,
    databaseUrl: set.databaseUrl,
    dataDir: set.dataDir,
  });
  try {
    console.log(`\n${set.label}: measuring ${load.durationSeconds} s per line…`);
    const ceilingFigures = await measureCeiling(ceiling.url, ceiling.pid, load);
    const meter = { serverPid: server.pid, database };
    const rows = [];
    for (const scenario of scenarios) {
      await warmUp(server.url, meter, scenario, fixtures);
      const figures = await measureScenario(server.url, meter, scenario, fixtures, load);
      const misses = verdict(figures, ceilingFigures);
      console.log(
        `  ${scenario.name}: ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.errors} errors${misses.length ? ` (missed: ${misses.join(', ')})` : ''}`,
      );
      rows.push(figures);
    }
    return {
      report: { label: set.label, counts: fixtures.counts, ceiling: ceilingFigures, rows },
      postgres: version,
    };
  } finally {
    await Promise.all([server.stop(), ceiling.stop()]);
    await dropFixtures(database, fixtures);
    await database.close();
  }
}

const full = await benchmark(sets.full);
const runs = [full.report];
if (!values['no-small']) runs.push((await benchmark(sets.small)).report);
for (const run of runs) printRun(run);

const doc = resolve(import.meta.dirname, '../docs/benchmarks.md');
writeResults(doc, renderResults(describeMachine(full.postgres), load, runs));
console.log(`\nWrote ${doc}.`);
