import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { checkDecodeCost, IMAGE_LIMITS } from './image-budget';

/** The grid's thumbnails: WebP, about 400 px on the long side. */
export const THUMBNAIL_SIZE = 400;
/**
 * Images decoded at once. One: the decode budget bounds a single image, and two uploads
 * side by side must not add up (two wide PNGs together once took 5.9 GB).
 */
const MAX_CONCURRENT = 1;

// No operation cache (it keeps up to 50 MB of decoded pixels after the request) and one
// libvips worker thread per image, since each thread holds its own row buffers.
sharp.cache(false);
sharp.concurrency(1);

/** `limitInputPixels` is a backstop for a header the budget check did not see. */
const DECODE_OPTIONS = {
  limitInputPixels: IMAGE_LIMITS.maxPixels,
  sequentialRead: true,
  pages: 1,
} as const;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * Reads an uploaded image once: its dimensions (EXIF orientation applied) and a small
 * WebP for the grid. The header is read first and an image that would cost more than
 * the decode budget is refused (`ImageTooLarge`, a 422) before any pixel is decoded.
 */
export async function makeThumbnail(source: Readable) {
  return withSlot(async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(Buffer.from(chunk));
    const input = Buffer.concat(chunks);
    // The header alone: the pixel backstop would refuse here with a message naming nothing.
    const meta = await sharp(input, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
    checkDecodeCost(meta);
    const thumbnail = await sharp(input, DECODE_OPTIONS)
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { width: meta.autoOrient.width, height: meta.autoOrient.height, thumbnail };
  });
}
