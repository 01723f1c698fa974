// The API server alone (no client build), for `npm run dev`.
import { main } from '../server/main';

await main();
