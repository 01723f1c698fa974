import type { Metadata } from 'sharp';
import { HttpError } from '../../lib/http-error';

/**
 * What one thumbnail may cost to decode, checked against the image's header before any
 * pixel is decoded. A 10 MB upload can declare far more pixels than its size suggests: a
 * 400,000 × 100 16-bit PNG of 311 KB took 1.2 GB to thumbnail, a 4,000,000 × 10 one 6.3 GB,
 * both under the old 50-megapixel limit. Wide rows are what libvips buffers per pipeline
 * stage, so the long side is capped on its own; the byte budget covers high bit depth.
 */
export interface ImageLimits {
  maxSide: number;
  maxPixels: number;
  maxDecodedBytes: number;
}

export const IMAGE_LIMITS: ImageLimits = {
  /** Longest side: very wide (or tall) images are the expensive shape. */
  maxSide: 16_384,
  /** Any 8-bit photo up to this size fits the byte budget below. */
  maxPixels: 40_000_000,
  /**
   * Bytes the decoder holds (`bytesPerPixel` × pixels). Measured peak growth was about
   * 1.3× this plus ~20 MB (a whole interlaced PNG), so 160 MB keeps one image under ~250 MB.
   */
  maxDecodedBytes: 160_000_000,
};

/** Bytes per sample of libvips' band formats (`metadata().depth`). */
const SAMPLE_BYTES: Record<Metadata['depth'], number> = {
  uchar: 1,
  char: 1,
  ushort: 2,
  short: 2,
  uint: 4,
  int: 4,
  float: 4,
  complex: 8,
  double: 8,
  dpcomplex: 16,
};

/** The image is a valid picture, just too costly to decode: 422 with what would fit. */
export class ImageTooLarge extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

/** Luma plus chroma samples per pixel, from a JPEG's subsampling ('4:2:0' is 1.5). */
function jpegSamples(meta: Metadata) {
  if (meta.channels < 3) return meta.channels;
  const chroma: Record<string, number> = { '4:4:4': 1, '4:2:2': 0.5, '4:4:0': 0.5, '4:2:0': 0.25 };
  // Unknown layouts count as full resolution; a fourth (CMYK black) plane is never subsampled.
  return 1 + 2 * (chroma[meta.chromaSubsampling?.slice(0, 5) ?? ''] ?? 1) + (meta.channels - 3);
}

/**
 * Bytes per pixel the decoder holds for this image. The plain case is one decoded frame,
 * counted in full even where JPEG or WebP shrink-on-load would decode less: PNG, GIF and
 * AVIF have no shrink-on-load, and an interlaced PNG or a rotated image is held whole.
 * Only the first frame of an animation is decoded, but on an RGBA canvas.
 */
function bytesPerPixel(meta: Metadata) {
  const sampleBytes = SAMPLE_BYTES[meta.depth] ?? 8;
  const bands = (meta.pages ?? 1) > 1 ? Math.max(meta.channels, 4) : meta.channels;
  const frame = bands * sampleBytes;
  // A progressive JPEG keeps every DCT coefficient (16 bits per sample) until the last scan.
  if (meta.format === 'jpeg' && meta.isProgressive) return Math.max(frame, jpegSamples(meta) * 2);
  // AVIF (libheif + libaom) measured about 18.5 bytes per pixel at 8 bits, 25 at 10 bits.
  if (meta.format === 'heif') return Math.max(frame, sampleBytes > 1 ? 28 : 20);
  return frame;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Refuses, from the header alone, an image that would cost more than the limits to decode. */
export function checkDecodeCost(meta: Metadata, limits: ImageLimits = IMAGE_LIMITS) {
  const { width, height } = meta;
  if (!width || !height) throw new HttpError(415, 'This image could not be read');
  const tooLarge = (advice: string) =>
    new ImageTooLarge(
      `This image is too large to process (${count(width)} × ${count(height)} pixels). Please upload ${advice}.`,
    );
  if (Math.max(width, height) > limits.maxSide) {
    throw tooLarge(`an image no wider or taller than ${count(limits.maxSide)} pixels`);
  }
  if (width * height > limits.maxPixels) {
    throw tooLarge(`an image under ${Math.floor(limits.maxPixels / 1_000_000)} megapixels`);
  }
  const perPixel = bytesPerPixel(meta);
  const bytes = width * height * perPixel;
  if (bytes > limits.maxDecodedBytes) {
    // Only deep colour, AVIF, progressive 4:4:4 JPEG and the like get here.
    const fits = Math.floor(limits.maxDecodedBytes / perPixel / 1_000_000);
    throw tooLarge(`an image under ${fits} megapixels in this format, or save it as an 8-bit JPEG`);
  }
  return { width, height, bytes };
}
