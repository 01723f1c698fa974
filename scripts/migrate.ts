// `npm run db:migrate`: apply committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
import { openDatabase } from '../server/db/client';
import { exitIfDataDirInUse } from '../server/db/data-dir-lock';
import { loadConfig } from '../server/env';

const config = loadConfig();
// Refuses, naming the holder, while a server or another script has the embedded database.
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
  exitIfDataDirInUse,
);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.driver}).`);
