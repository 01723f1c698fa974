// `npm start`: build the client when it is missing or stale, migrate, serve.
import { assertDataDirFree, exitIfDataDirInUse } from '../server/db/data-dir-lock';
import { loadConfig } from '../server/env';
import { main } from '../server/main';
import { startupBanner } from '../server/startup-banner';
import { buildClientIfStale } from './client-build';

// A bad configuration is reported by main() below, with the variable it names.
try {
  console.log(startupBanner(loadConfig()));
} catch {}

// A second `npm start` on the same embedded database stops here, before the client build;
// main() takes the lock itself.
if (!process.env.DATABASE_URL) {
  try {
    assertDataDirFree(process.env.DATA_DIR || './data');
  } catch (err) {
    exitIfDataDirInUse(err);
  }
}
await buildClientIfStale();
await main();
