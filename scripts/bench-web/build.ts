import { join, resolve } from 'node:path';
import { build } from 'vite';
import { readManifest } from './weights';

const root = resolve(import.meta.dirname, '../..');

/**
 * A production build of the client with its manifest, in its own folder: dist/client
 * may be serving a running `npm start` or journey run, which a rebuild would pull out
 * from under it.
 */
export async function buildClient(outDir = join(root, 'dist/bench-web')) {
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return { outDir, manifest: readManifest(outDir) };
}
