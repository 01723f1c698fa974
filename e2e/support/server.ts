// The journeys' server (playwright.config.ts): the product as `npm start` runs it, plus
// the fixtures that make a signed-in member in one call (server/test/e2e-fixtures.ts).
import { buildClientIfStale } from '../../scripts/client-build';
import { main } from '../../server/main';
import { registerE2eFixtures } from '../../server/test/e2e-fixtures';

await buildClientIfStale();
await main({ extend: registerE2eFixtures });
