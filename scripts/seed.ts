// `npm run seed`: fills an EMPTY database with a demo community. It refuses to touch a
// database that already has members, so it can never mix demo rows into real data.
import { count } from 'drizzle-orm';
import { hashPassword } from '../server/auth/password';
import { openDatabase } from '../server/db/client';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../server/db/seed/members';
import { loadConfig } from '../server/env';
import { userCredentials, users } from '../shared/schema/users';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await database.migrate();
const { db } = database;

const [{ n }] = await db.select({ n: count() }).from(users);
if (n > 0) {
  console.log(`The database already has ${n} members; seed only fills an empty one.`);
} else {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const rows = DEMO_MEMBERS.map(([firstName, lastName, title, company, past, bio], i) => ({
      id: crypto.randomUUID(),
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      firstName,
      lastName,
      title,
      company,
      pastCompanies: past.length ? [...past] : null,
      bio,
      phone: `(713) 555-${String(100 + i).padStart(4, '0')}`,
      openToConnect: i % 3 !== 0,
      joinedAt: new Date(Date.now() - (DEMO_MEMBERS.length - i) * 9 * 24 * 3600 * 1000),
    }));
    await tx.insert(users).values(rows);
    await tx.insert(userCredentials).values(rows.map((r) => ({ userId: r.id, passwordHash })));
  });
  console.log(
    `Seeded ${DEMO_MEMBERS.length} members. Sign in as maya.patel@example.com / ${DEMO_PASSWORD}.`,
  );
}
await database.close();
