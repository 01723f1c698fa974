// `npm run admin -- grant <email> [admin|moderator]`, `revoke <email>`, `list`: who runs the
// community, from the command line (the first account of a fresh install is admin).
// With the embedded database, stop the server first (it holds the database).

import { RoleChangeRefused, setRole, staff } from '../server/auth/roles';
import { openDatabase } from '../server/db/client';
import { exitIfDataDirInUse } from '../server/db/data-dir-lock';
import { loadConfig } from '../server/env';

const USAGE = 'Usage: npm run admin -- grant <email> [admin|moderator] | revoke <email> | list';
const [command, email, roleArg] = process.argv.slice(2);
const role = roleArg ?? 'admin';
if (
  !(command === 'list' || ((command === 'grant' || command === 'revoke') && email)) ||
  (command === 'grant' && role !== 'admin' && role !== 'moderator')
) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
  exitIfDataDirInUse,
);
await database.migrate();
let code = 0;
try {
  if (command === 'list') {
    const rows = await staff(database.db);
    if (rows.length === 0) console.log('No admins or moderators yet.');
    for (const row of rows) console.log(`${row.role.padEnd(10)} ${row.email ?? '(no e-mail)'}`);
  } else {
    const target = command === 'grant' ? (role as 'admin' | 'moderator') : 'member';
    const { previous } = await setRole(database.db, email, target);
    console.log(
      previous === target ? `${email} is already ${target}.` : `${email}: ${previous} → ${target}.`,
    );
  }
} catch (err) {
  if (!(err instanceof RoleChangeRefused)) throw err;
  console.error(`Refused: ${err.message}.`);
  code = 1;
}
await database.close();
process.exit(code);
