import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { blankPng, jpegPhoto } from '../../test/images';
import { makeThumbnail } from './thumbnails';

/** What one upload (or two at once) may add to the server's memory. */
const MEMORY_BOUND_MB = 300;

interface Outcome {
  status: 'fulfilled' | 'rejected';
  name?: string;
  statusCode?: number;
  message?: string;
  width?: number;
  height?: number;
}

const scratch = mkdtempSync(join(tmpdir(), 'thumbnails-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Runs in a fresh Node process: memory that this test worker freed earlier (and the
// allocator kept) would otherwise be reused and hide what a decode costs.
const CHILD = `
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
const [thumbnails, images, ...files] = process.argv.slice(1);
const { makeThumbnail } = await import(thumbnails);
const { peakRssGrowth } = await import(images);
const inputs = files.map((f) => readFileSync(f));
const { outcome, growthMB } = await peakRssGrowth(() =>
  Promise.allSettled(
    inputs.map((input) => makeThumbnail(Readable.from([input]), { member: 'm', cost: 0 })),
  ),
);
const outcomes = outcome.value.map((o) =>
  o.status === 'fulfilled'
    ? { status: o.status, width: o.value.width, height: o.value.height }
    : { status: o.status, name: o.reason.constructor.name, statusCode: o.reason.statusCode, message: o.reason.message },
);
process.stdout.write(JSON.stringify({ outcomes, growthMB }));
`;

/** Thumbnails `images` all at once in a fresh process: each outcome, and its memory growth. */
async function thumbnailInFreshProcess(...images: Buffer[]) {
  const files = images.map((image, i) => {
    const file = join(scratch, `${Date.now()}-${i}`);
    writeFileSync(file, image);
    return file;
  });
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      CHILD,
      here('./thumbnails.ts'),
      here('../../test/images.ts'),
      ...files,
    ],
    { timeout: 120_000 },
  );
  return JSON.parse(stdout) as { outcomes: Outcome[]; growthMB: number };
}

const tooLarge = (message: string) => ({
  status: 'rejected',
  name: 'ImageTooLarge',
  statusCode: 422,
  message,
});

describe('makeThumbnail within a decode budget', () => {
  it('refuses a 400,000 × 100 16-bit PNG of 311 KB from its header, before it costs gigabytes', async () => {
    // 40 megapixels, under the old 50 MP limit: 320 MB of pixels, 1.2 GB to thumbnail.
    const png = await blankPng(400_000, 100, { bitDepth: 16 });
    expect(png.length).toBeLessThan(400_000);
    const { outcomes, growthMB } = await thumbnailInFreshProcess(png);
    expect(growthMB).toBeLessThan(MEMORY_BOUND_MB);
    expect(outcomes).toEqual([
      tooLarge(
        'This image is too large to process (400,000 × 100 pixels). Please upload an image no wider or taller than 16,384 pixels.',
      ),
    ]);
  }, 60_000);

  it('decodes one image at a time: two of the costliest accepted PNGs at once stay under the bound', async () => {
    // An interlaced PNG is decoded whole: 16,384 × 2,441 RGBA is 160 MB, the budget's edge.
    // Two different images, so libvips cannot share one decode between them.
    const { outcomes, growthMB } = await thumbnailInFreshProcess(
      await blankPng(16_384, 2_441, { interlaced: true }),
      await blankPng(16_384, 2_440, { interlaced: true }),
    );
    expect(growthMB).toBeLessThan(MEMORY_BOUND_MB);
    expect(outcomes).toEqual([
      { status: 'fulfilled', width: 16_384, height: 2_441 },
      { status: 'fulfilled', width: 16_384, height: 2_440 },
    ]);
  }, 60_000);

  it('counts bit depth: a 16-bit image just over 160 MB decoded is refused, one at it is made', async () => {
    const { outcomes, growthMB } = await thumbnailInFreshProcess(
      await blankPng(5_000, 4_001, { bitDepth: 16 }),
      await blankPng(5_000, 4_000, { bitDepth: 16 }),
    );
    expect(growthMB).toBeLessThan(MEMORY_BOUND_MB);
    expect(outcomes).toEqual([
      tooLarge(
        'This image is too large to process (5,000 × 4,001 pixels). Please upload an image under 20 megapixels in this format, or save it as an 8-bit JPEG.',
      ),
      { status: 'fulfilled', width: 5_000, height: 4_000 },
    ]);
  }, 60_000);

  it('refuses more than 40 megapixels with its own message, not as an unreadable image', async () => {
    const { outcomes } = await thumbnailInFreshProcess(await blankPng(7_000, 7_000));
    expect(outcomes).toEqual([
      tooLarge(
        'This image is too large to process (7,000 × 7,000 pixels). Please upload an image under 40 megapixels.',
      ),
    ]);
  }, 60_000);

  it('still makes a 400 px WebP of a 4000 × 3000 photo', async () => {
    const made = await makeThumbnail(Readable.from([await jpegPhoto(4_000, 3_000)]), {
      member: 'm',
      cost: 0,
    });
    expect(made).toMatchObject({ width: 4_000, height: 3_000 });
    const meta = await sharp(made.thumbnail).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });
});
