// `npm run seed:large [-- --seed 42 --scale 1 --reset]`: fills the configured database
// (PGlite in DATA_DIR, or DATABASE_URL) with a large generated community for benchmarks.
// It refuses a database that already has members unless --reset is given.
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client';
import { exitIfDataDirInUse } from '../server/db/data-dir-lock';
import {
  LARGE_SEED_PASSWORD,
  largeSeedEmail,
  NotEmptyError,
  seedLarge,
} from '../server/db/seed-large/index';
import { loadConfig } from '../server/env';
import { openObjectStore } from '../server/storage';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '42' },
    scale: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const scale = Number(values.scale);
if (!Number.isInteger(seed) || !(scale > 0 && scale <= 1)) {
  console.error('Usage: npm run seed:large -- [--seed <integer>] [--scale <0 < n ≤ 1>] [--reset]');
  process.exit(2);
}

const config = loadConfig();
// Refuses, naming the holder, while a server or another script has the embedded database.
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
  exitIfDataDirInUse,
);
try {
  await database.migrate();
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  console.log(`Seeding a large community (seed ${seed}, scale ${scale}) into ${where}:`);
  const started = performance.now();
  const members = await seedLarge(database.db, await openObjectStore(config), {
    seed,
    scale,
    reset: values.reset,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const first = members[0];
  console.log(
    `Done in ${seconds} s. Every member signs in with the password "${LARGE_SEED_PASSWORD}", e.g. ${largeSeedEmail(0, first.firstName, first.lastName)}.`,
  );
} catch (err) {
  if (!(err instanceof NotEmptyError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
