import type { Readable } from 'node:stream';
import sharp from 'sharp';

/** The grid's thumbnails: WebP, about 400 px on the long side. */
export const THUMBNAIL_SIZE = 400;
/** Images processed at once: sharp is CPU-bound, and the server has other work to do. */
const MAX_CONCURRENT = 2;

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
 * WebP for the grid. Refuses images larger than about 50 megapixels, which would cost far
 * more memory to decode than their 10 MB file suggests.
 */
export async function makeThumbnail(source: Readable) {
  return withSlot(async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(Buffer.from(chunk));
    const input = Buffer.concat(chunks);
    const image = sharp(input, { limitInputPixels: 50_000_000 }).rotate();
    const meta = await image.metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    const thumbnail = await image
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return {
      width: (swap ? meta.height : meta.width) ?? null,
      height: (swap ? meta.width : meta.height) ?? null,
      thumbnail,
    };
  });
}
