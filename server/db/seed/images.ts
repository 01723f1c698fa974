import sharp from 'sharp';
import { objectUploads } from '../../../shared/schema/objects';
import type { SeedContext } from './context';

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A generated picture: a two-colour gradient with optional large text, as PNG or JPEG. */
export async function generatedImage(opts: {
  width: number;
  height: number;
  from: string;
  to: string;
  text?: string;
  format?: 'png' | 'jpeg';
}) {
  const { width, height, from, to, text } = opts;
  const size = Math.round(Math.min(width, height) * 0.38);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${text ? `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#111111">${escapeXml(text)}</text>` : ''}
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return opts.format === 'jpeg' ? image.jpeg({ quality: 82 }).toBuffer() : image.png().toBuffer();
}

/**
 * Stores a seeded object and records it as a checked upload of `ownerId`, exactly as
 * a real upload ends up, so it is served at /objects/<key> and may be attached.
 */
export async function storeSeedObject(
  ctx: SeedContext,
  key: string,
  ownerId: string,
  body: Buffer,
  contentType: string,
) {
  await ctx.store.write(key, body, contentType);
  const now = new Date();
  await ctx.db.insert(objectUploads).values({
    key,
    ownerId,
    purpose: contentType.startsWith('image/') ? 'image' : 'document',
    expiresAt: now,
    storedAt: now,
    size: body.length,
    contentType,
  });
  return `/objects/${key}`;
}
