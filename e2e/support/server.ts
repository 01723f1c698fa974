// The journeys' server (playwright.config.ts): the product as `npm start` runs it, plus
// the fixtures that make a signed-in member in one call (server/test/e2e-fixtures.ts).
// Given E2E_DATABASE_URL (a PostgreSQL server) and E2E_DATABASE_NAME, it runs on a new
// database of that name there instead of the embedded one (decision 042).
import { buildClientIfStale } from '../../scripts/client-build';
import { main } from '../../server/main';
import { registerE2eFixtures } from '../../server/test/e2e-fixtures';
import { freshDatabase } from '../../server/test/fresh-database';

const { E2E_DATABASE_URL, E2E_DATABASE_NAME } = process.env;
if (E2E_DATABASE_URL && E2E_DATABASE_NAME) {
  process.env.DATABASE_URL = await freshDatabase(E2E_DATABASE_URL, E2E_DATABASE_NAME);
}
await buildClientIfStale();
await main({ extend: registerE2eFixtures });
