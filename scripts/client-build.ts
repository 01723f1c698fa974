import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const builtIndex = join(root, 'dist/client/index.html');
const sources = ['client', 'shared', 'vite.config.ts', 'package-lock.json'].map((p) =>
  join(root, p),
);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/client is missing or older than anything it is built from. */
export function clientBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return sources.some((p) => newestMtime(p) > built);
}

const lockDir = join(root, 'dist/.build-lock');

/** Builds under a lock, so servers started side by side never write dist/ at once. */
export async function buildClientIfStale() {
  if (!clientBuildIsStale()) return;
  mkdirSync(join(root, 'dist'), { recursive: true });
  const deadline = Date.now() + 5 * 60 * 1000;
  while (true) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      // A lock older than the deadline was left by a build that died.
      if (Date.now() > deadline) rmSync(lockDir, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!clientBuildIsStale()) return;
    console.log('Building the client…');
    const { build } = await import('vite');
    await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

// `tsx scripts/client-build.ts` (npm test, before the journeys): build now if stale.
if (import.meta.url === `file://${process.argv[1]}`) await buildClientIfStale();
