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
