// `npm run db:migrate`: apply committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
import { openDatabase } from '../server/db/client';
import { loadConfig } from '../server/env';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.driver}).`);
