// The server `npm run bench:web` measures: the same app as `npm start` (server/main.ts),
// but serving the build in BENCH_CLIENT_DIR instead of dist/client, which a running
// `npm start` or journey run may be using.
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { loadConfig } from '../../server/env';
import { openObjectStore } from '../../server/storage';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolMax: config.DATABASE_POOL_MAX,
});
const app = await buildApp({
  config,
  db: database.db,
  store: await openObjectStore(config),
  clientDir: process.env.BENCH_CLIENT_DIR,
});
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
await app.listen({ port: config.PORT, host: config.HOST });
