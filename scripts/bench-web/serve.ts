// The server `npm run bench:web` measures: the same boot as `npm start` (server/main.ts),
// but serving the build in BENCH_CLIENT_DIR instead of dist/client, which a running
// `npm start` or journey run may be using.
import { main } from '../../server/main';

await main({ clientDir: process.env.BENCH_CLIENT_DIR });
