// `npm start`: build the client when it is missing or stale, migrate, serve.
import { main } from '../server/main';
import { buildClientIfStale } from './client-build';

await buildClientIfStale();
await main();
