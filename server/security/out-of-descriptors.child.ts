/**
 * Run by unavailable.test.ts in its own process under a low `ulimit -n`: uses up every
 * file descriptor, then makes a request whose database pool must open a socket, so the
 * pool meets a real EMFILE. Prints the answer and what the app logged, as one JSON line.
 */
import { closeSync, openSync } from 'node:fs';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { loadConfig } from '../env';
import { openObjectStore } from '../storage';

const [url, dataDir] = process.argv.slice(2);
const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url });
const database = await openDatabase({ url, connectTimeoutMs: 500 });
const logged: { msg?: string; code?: string; err?: { code?: string } }[] = [];
const app = await buildApp({
  config,
  db: database.db,
  store: await openObjectStore(config),
  logStream: { write: (line: string) => void logged.push(JSON.parse(line)) },
});
await app.ready();
const signIn = () =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'a@example.com', password: 'whatever1' },
  });
// Once with descriptors to spare, so every module the request needs is loaded already.
await signIn();
logged.length = 0;

const held: number[] = [];
try {
  for (;;) held.push(openSync('/dev/null', 'r'));
} catch (err) {
  if ((err as { code?: string }).code !== 'EMFILE') throw err;
}
const res = await signIn();
for (const fd of held) closeSync(fd);

console.log(
  JSON.stringify({
    held: held.length,
    status: res.statusCode,
    body: res.json(),
    retryAfter: res.headers['retry-after'] ?? null,
    codes: logged.map((l) => l.code ?? l.err?.code).filter(Boolean),
  }),
);
process.exit(0);
