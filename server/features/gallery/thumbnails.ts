import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { DecodeQueue, type DecodeTurn } from './decode-queue';
import { checkDecodeCost, IMAGE_LIMITS, ImageTooLarge } from './image-budget';

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

/** Whose image decodes next: round the members, cheapest first (decode-queue.ts). */
const queue = new DecodeQueue(MAX_CONCURRENT);

/**
 * Another image decode (the community's logo, decision 050) takes its turn in the same queue,
 * so it never adds to a gallery decode running at the same time.
 */
export const inDecodeTurn = <T>(turn: DecodeTurn, work: () => Promise<T>) => queue.run(turn, work);

/** Bytes of the file read to estimate its cost before it queues: headers sit at the start. */
export const HEAD_BYTES = 64 * 1024;

/**
 * What an image will cost to decode, from the first `HEAD_BYTES` of its file, for its place
 * in the queue. One over the budget is refused here (`ImageTooLarge`) without waiting its
 * turn. A header this cannot read from the start alone (WebP checks the whole file's
 * length) counts as the costliest image the budget lets through; the decode checks again.
 */
export async function estimateDecodeCost(head: Buffer) {
  try {
    const meta = await sharp(head, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
    return checkDecodeCost(meta).bytes;
  } catch (err) {
    if (err instanceof ImageTooLarge) throw err;
    return IMAGE_LIMITS.maxDecodedBytes;
  }
}

/**
 * Reads an uploaded image once: its dimensions (EXIF orientation applied) and a small
 * WebP for the grid. The header is read first and an image that would cost more than
 * the decode budget is refused (`ImageTooLarge`, a 422) before any pixel is decoded.
 * `turn` names the uploader and the estimated cost, for the image's place in the queue.
 */
export async function makeThumbnail(source: Readable, turn: DecodeTurn) {
  return queue.run(turn, async () => {
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
