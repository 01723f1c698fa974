import sharp, { type Metadata, type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkDecodeCost, IMAGE_LIMITS, ImageTooLarge } from './image-budget';

const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } });
const header = async (image: Sharp) => sharp(await image.toBuffer()).metadata();

/** The message checkDecodeCost refuses with, or null when the image fits. */
const refusal = (meta: Metadata, limits = IMAGE_LIMITS) => {
  try {
    checkDecodeCost(meta, limits);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ImageTooLarge);
    return (err as ImageTooLarge).message;
  }
};

describe('checkDecodeCost, from the header alone', () => {
  it('caps the long side whatever the pixel count: the wide PNG is the attack', async () => {
    const meta = await header(flat(16_385, 1).png());
    expect(refusal(meta)).toBe(
      'This image is too large to process (16,385 × 1 pixels). Please upload an image no wider or taller than 16,384 pixels.',
    );
    expect(refusal(await header(flat(16_384, 1).png()))).toBeNull();
  });

  it('counts the coefficients a progressive JPEG keeps: 4:4:4 costs twice 4:2:0', async () => {
    // 30 megapixels: 180 MB of 16-bit coefficients at 4:4:4, 90 MB at 4:2:0.
    const progressive = (chromaSubsampling: string) =>
      header(flat(6_000, 5_000).jpeg({ progressive: true, chromaSubsampling }));
    expect(refusal(await progressive('4:4:4'))).toBe(
      'This image is too large to process (6,000 × 5,000 pixels). Please upload an image under 26 megapixels in this format, or save it as an 8-bit JPEG.',
    );
    expect(refusal(await progressive('4:2:0'))).toBeNull();
    expect(
      refusal(await header(flat(6_000, 5_000).jpeg({ chromaSubsampling: '4:4:4' }))),
    ).toBeNull();
  });

  it('charges AVIF what libheif and libaom take (about 20 bytes a pixel), not its 3 bands', async () => {
    const avif = (width: number, height: number) =>
      header(flat(width, height).avif({ effort: 0, quality: 30 }));
    expect(refusal(await avif(4_000, 3_000))).toBe(
      'This image is too large to process (4,000 × 3,000 pixels). Please upload an image under 8 megapixels in this format, or save it as an 8-bit JPEG.',
    );
    expect(refusal(await avif(3_000, 2_000))).toBeNull();
  }, 30_000);

  it('counts an animation as one RGBA frame, however many frames it has', async () => {
    // Different frames: the encoder merges identical ones into one longer frame.
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
        sharp({ create: { width: 300, height: 200, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const webp = await header(sharp(frames, { join: { animated: true } }).webp());
    // The header says 3 bands, but libvips decodes an animation's frame onto an RGBA canvas.
    expect(webp).toMatchObject({ pages: 3, channels: 3 });
    // 300 × 200 × 4 bands is 240,000 bytes; × 3 bands would have fitted this budget.
    const tight = { ...IMAGE_LIMITS, maxDecodedBytes: 200_000 };
    expect(refusal(webp, tight)).toMatch(
      /^This image is too large to process \(300 × 200 pixels\)/,
    );
    expect(refusal(webp, { ...tight, maxDecodedBytes: 240_000 })).toBeNull();
  });

  it('answers a header without dimensions as an unreadable image (415)', () => {
    expect(() => checkDecodeCost({ format: 'png' } as Metadata)).toThrow(
      expect.objectContaining({ statusCode: 415, message: 'This image could not be read' }),
    );
  });
});
