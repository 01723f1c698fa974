import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser downloads from the build (images and fonts come compressed). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Below this a file goes as it is (server/lib/compression.ts uses the same floor). */
const MIN_BYTES = 1024;

/** A copy that saves less than this share of the file is not worth a second variant. */
const MIN_SAVING = 0.1;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // `.vite/` holds the manifest, which the server reads and never sends.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesUnder(path);
    } else yield path;
  }
}

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip level 9) beside
 * each text file of the build: compressed once here, they cost the server nothing per
 * request, and the static plugin sends the variant the browser accepts
 * (server/features/site/spa.ts). The work runs on libuv's pool, several files at once.
 */
export async function precompress(outDir: string) {
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      readFile(file).then(async (bytes) => {
        if (bytes.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipped(bytes, { level: 9 }),
        ]);
        const worth = (copy: Buffer) => copy.length <= bytes.length * (1 - MIN_SAVING);
        await Promise.all([
          worth(br) ? writeFile(`${file}.br`, br) : undefined,
          worth(gz) ? writeFile(`${file}.gz`, gz) : undefined,
        ]);
      }),
    );
  }
  await Promise.all(jobs);
}

/** The build step: after Vite has written every file of a production build. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'roundtable-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompress(outDir);
    },
  };
}
