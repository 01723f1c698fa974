// `npm run seed`: fills an EMPTY database with a demo community. It refuses to touch a
// database that already has members, so it can never mix demo rows into real data.
import { count } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { exitIfDataDirInUse } from '../server/db/data-dir-lock';
import { seededRandom } from '../server/db/seed/context';
import { SEEDERS } from '../server/db/seed/index';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../server/db/seed/members';
import { loadConfig } from '../server/env';
import { openObjectStore } from '../server/storage';
import { users } from '../shared/schema/users';

const config = loadConfig();
// Refuses, naming the holder, while a server or another script has the embedded database.
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
  exitIfDataDirInUse,
);
await database.migrate();
const { db } = database;

const [{ n }] = await db.select({ n: count() }).from(users);
if (n > 0) {
  console.log(`The database already has ${n} members; seed only fills an empty one.`);
} else {
  const ctx = { db, store: await openObjectStore(config), members: [], random: seededRandom() };
  for (const seeder of SEEDERS) console.log(`Seeded ${await seeder.run(ctx)}.`);
  console.log(`Sign in as ${DEMO_LOGIN} / ${DEMO_PASSWORD}.`);
}
await database.close();
