// `npm run bench:web [-- --runs 3 --weights-only]`: the page half of issue 10. It builds
// the client with a manifest, reports each route's first-load JavaScript and CSS (gzip)
// against their ceilings, then starts the server on the large PostgreSQL data set and, in
// the system Chromium with the CPU slowed 4x, measures LCP and TBT of the landing page,
// dashboard, discussions, members and gallery. The figures go into the `## Pages`
// section of docs/benchmarks.md. Exit status 1 when a route is over its ceiling.
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { selectRows } from '../server/db/raw';
import { LARGE_SEED_PASSWORD } from '../server/db/seed-large/index';
import { dataSets, prepareDataSet } from './bench/database';
import { buildClient } from './bench-web/build';
import {
  overCeilingsMessage,
  type PagesReport,
  renderPages,
  vitalsMisses,
  weightMisses,
  writePages,
} from './bench-web/report';
import { startBenchServer } from './bench-web/server';
import { measureVitals, type PageVitals } from './bench-web/vitals';
import { onDemandChunks, routeWeights, weightLine } from './bench-web/weights';

/** bench:web keeps to ports 5072–5075. */
const SERVER_PORT = 5072;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'weights-only': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number ≥ 1');
  process.exit(2);
}

console.log('Building the client…');
const { outDir, manifest } = await buildClient();
const weights = routeWeights(outDir, manifest);
for (const w of weights) console.log(weightLine(w));

const machine = () => {
  const cpu = cpus();
  return `${cpu[0]?.model.trim() ?? 'unknown CPU'} (${cpu.length} cores), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
};

let vitals: PageVitals[] | null = null;
let dataSet = 'not measured';
let conditions = '';
if (!values['weights-only']) {
  const baseUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/roundtable_bench';
  const set = dataSets(baseUrl).full;
  // Seeds the large community on first use (a few minutes), as `npm run bench` does;
  // `npm run seed:large` with DATABASE_URL and DATA_DIR=data/bench makes the same one.
  const database = await prepareDataSet(set);
  const [counts] = await selectRows<{
    members: number;
    discussions: number;
    photos: number;
    email: string | null;
    postgres: string;
  }>(
    database.db,
    sql`select (select count(*)::int from users) as members,
               (select count(*)::int from discussion) as discussions,
               (select count(*)::int from photo) as photos,
               (select u.email from users u join user_credential c on c.user_id = u.id
                 order by u.joined_at limit 1) as email,
               current_setting('server_version') as postgres`,
  );
  await database.close();
  if (!counts.email) {
    throw new Error(`${set.databaseUrl} has no member who signs in with a password`);
  }
  dataSet =
    `${counts.members.toLocaleString('en-US')} members, ` +
    `${counts.discussions.toLocaleString('en-US')} discussions, ` +
    `${counts.photos.toLocaleString('en-US')} photos (\`npm run seed:large\`, PostgreSQL ${counts.postgres})`;
  console.log(`Data set: ${dataSet}; signed in as ${counts.email}.`);

  const server = await startBenchServer({
    port: SERVER_PORT,
    databaseUrl: set.databaseUrl,
    dataDir: set.dataDir,
    clientDir: outDir,
  });
  try {
    console.log(`Measuring LCP and TBT (${runs} cold visits per page, CPU 4x slower)…`);
    // A shared machine's other work competes with the throttled page: say how busy it was.
    conditions = `, load average ${loadavg()[0].toFixed(1)} when the measurement began`;
    const measured = await measureVitals({
      baseUrl: server.url,
      member: { email: counts.email, password: LARGE_SEED_PASSWORD },
      runs,
    });
    vitals = measured.pages;
    conditions = `, Chromium ${measured.browserVersion}${conditions}`;
  } finally {
    await server.stop();
  }
}

const report: PagesReport = {
  weights,
  onDemand: onDemandChunks(outDir, manifest),
  vitals,
  machine: `${machine()}${conditions}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  dataSet,
  runs,
};
if (vitals) {
  writePages(resolve(import.meta.dirname, '../docs/benchmarks.md'), renderPages(report));
  console.log('Wrote the figures to docs/benchmarks.md (## Pages).');
  for (const v of vitalsMisses(vitals)) {
    console.log(`  ${v.name} missed: LCP ${v.median.lcpMs} ms, TBT ${v.median.tbtMs} ms`);
  }
}
const over = weightMisses(weights);
if (over.length > 0) {
  console.error(overCeilingsMessage(over));
  process.exitCode = 1;
}
