import zlib from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of the given size, for upload tests. */
export const pngImage = (width = 4, height = 4) =>
  sharp({ create: { width, height, channels: 3, background: '#d4af37' } })
    .png()
    .toBuffer();

/** Bytes that start like a PNG and then run past `size` (only the length matters). */
export const oversizedPng = async (size: number) => {
  const png = await pngImage();
  const buf = Buffer.alloc(size);
  png.copy(buf);
  return buf;
};

/** A baseline JPEG of a photo's size (a flat colour: only the dimensions matter). */
export const jpegPhoto = (width = 4000, height = 3000) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg({ quality: 85 })
    .toBuffer();

const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A transparent black RGBA PNG of any size, built by hand: all-zero rows deflate about
 * 1000:1, so a 40-megapixel 16-bit image (320 MB decoded) is a ~310 KB file. Making it
 * costs a few MB, where sharp would itself decode and re-encode every row. Interlaced
 * (Adam7) images must be decoded whole, the costliest PNG to thumbnail.
 */
export async function blankPng(
  width: number,
  height: number,
  { bitDepth = 8, interlaced = false }: { bitDepth?: 8 | 16; interlaced?: boolean } = {},
) {
  const bytesPerPixel = (4 * bitDepth) / 8;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([bitDepth, 6, 0, 0, interlaced ? 1 : 0], 8); // colour type 6 = RGBA
  const passes = interlaced ? ADAM7 : [[0, 0, 1, 1] as const];
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    const row = Buffer.alloc(1 + w * bytesPerPixel); // filter type 0, then zero pixels
    for (let y = 0; y < h; y++) {
      if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(out)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Runs `work` and reports how far the process's resident memory rose above where it
 * started: sampled every millisecond (native decoders work off the main thread), and
 * from the kernel's peak when that peak is new, so a short spike between samples counts.
 */
export async function peakRssGrowth<T>(work: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  const maxBefore = process.resourceUsage().maxRSS * 1024;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 1);
  const [outcome] = await Promise.allSettled([work()]);
  clearInterval(timer);
  const maxAfter = process.resourceUsage().maxRSS * 1024;
  peak = Math.max(peak, process.memoryUsage().rss, maxAfter > maxBefore ? maxAfter : 0);
  return { outcome, growthMB: Math.round((peak - before) / 1_000_000) };
}
