// `npm run load`: 200 signed-in members for 60 s of mixed reads and writes over HTTP
// against a real server process on PostgreSQL; then every acknowledged write is looked
// for in the database. Exits 1 on any 5xx, lost or extra write, or broken invariant.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchDatabase } from '../server/test/reliability/scratch-database';
import { startServerProcess } from '../server/test/reliability/server-process';
import { nextAction, readShare } from './load/actions';
import { buildCommunity } from './load/community';
import { parseOptions } from './load/options';
import { passed, summarize, writeIntoDocs } from './load/report';
import { Ledger, Tally } from './load/tally';
import { verify } from './load/verify';

/** The ports this tool may use, so it never meets the dev server or the e2e servers. */
const PORTS = [5091, 5092, 5093, 5094, 5095, 5096, 5097, 5098, 5099];

async function firstFreePort() {
  for (const port of PORTS) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer()
        .once('error', () => done(false))
        .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
    });
    if (free) return port;
  }
  throw new Error(`ports ${PORTS[0]}–${PORTS.at(-1)} are all in use`);
}

const options = parseOptions(process.argv.slice(2));
const database = await createScratchDatabase(options.adminUrl, 'roundtable_load');
const dataDir = mkdtempSync(join(tmpdir(), 'roundtable-load-'));
let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
let cleaned: Promise<void> | null = null;
/** Stops the server and removes the database and files, once, however the run ends. */
const cleanUp = () => {
  cleaned ??= (async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await server?.stop();
    if (!options.keepDatabase) {
      await database.drop().catch((err) => console.error(`could not drop ${database.name}:`, err));
    }
  })();
  return cleaned;
};
// Ctrl-C: the server child gets the signal too; still drop the database before leaving.
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

let ok = false;
try {
  const port = await firstFreePort();
  const limit = '1000000';
  server = await startServerProcess(
    {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      // The run measures the server, not the limits that guard it against one member.
      AUTH_RATE_LIMIT_MAX: limit,
      WRITE_RATE_LIMIT_MAX: limit,
      // Every simulated member connects from this machine's one address.
      MAX_CONNECTIONS_PER_CLIENT: '100000',
    },
    { port, readyTimeoutMs: 60_000 },
  );
  console.log(`server ${server.url} on database ${database.name}`);

  const ledger = new Ledger();
  const setupStarted = performance.now();
  const community = await buildCommunity(server.url, options.members, ledger);
  console.log(
    `${community.members.length} members signed up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s; running ${options.durationS} s of traffic`,
  );

  const loadBefore = loadavg()[0];
  const tally = new Tally();
  let clientFailures = 0;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  for (const member of community.members) member.client = member.client.recordInto(tally);
  await Promise.all(
    community.members.map(async (me) => {
      while (performance.now() < deadline) {
        try {
          await nextAction()({ me, community, ledger });
        } catch (err) {
          clientFailures += 1;
          if (clientFailures <= 5) console.error(`request failed: ${(err as Error).message}`);
        }
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;

  // Stop the server first so nothing is still in flight when the rows are counted.
  await server.stop();
  const verification = await verify(database.url, ledger);
  const facts = {
    members: community.members.length,
    durationS: options.durationS,
    elapsedS,
    readShare,
    tally,
    verification,
    profileSaves: ledger.count('profile'),
    clientFailures,
    loadAverage: [loadBefore, loadavg()[0]] as [number, number],
    cores: availableParallelism(),
  };
  const summary = summarize(facts);
  console.log(`\n${summary}\n`);
  if (options.updateDocs) {
    const file = resolve(import.meta.dirname, '../docs/reliability.md');
    await writeIntoDocs(file, summary, new Date());
    console.log(`figures written into ${file}`);
  }
  ok = passed(facts);
} catch (err) {
  console.error(err);
  if (server) console.error(`server output:\n${server.output()}`);
} finally {
  await cleanUp();
}
process.exit(ok ? 0 : 1);
