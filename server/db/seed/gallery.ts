import { eq, sql } from 'drizzle-orm';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import type { SeedContext } from './context';
import { generatedImage, storeSeedObject } from './images';

const ALBUMS: { name: string; description: string; photos: [string, string, string][] }[] = [
  {
    name: 'Holiday Mixer at the Ion',
    description: 'December mixer in Midtown.',
    photos: [
      ['Welcome drinks', '#D4AF37', '#1A1A1A'],
      ['Founders panel', '#B8860B', '#2B2B2B'],
      ['The rooftop', '#F0D98C', '#3A2F0B'],
    ],
  },
  {
    name: 'Pitch Night — Spring Cohort',
    description: 'Five finalists, one packed room.',
    photos: [
      ['Opening remarks', '#C9A227', '#111111'],
      ['Winning pitch', '#DAA520', '#1F1F1F'],
    ],
  },
  {
    name: 'Energy Corridor Site Visit',
    description: 'Tour of member facilities west of town.',
    photos: [
      ['Control room', '#E8C766', '#222222'],
      ['Team photo', '#9C7A12', '#0D0D0D'],
    ],
  },
];

/** Albums of generated photos, with thumbnails, so the gallery and the carousel are alive. */
export async function seedGallery(ctx: SeedContext) {
  let count = 0;
  for (const [a, album] of ALBUMS.entries()) {
    const owner = ctx.members[(a * 3 + 1) % ctx.members.length];
    const [row] = await ctx.db
      .insert(photoAlbums)
      .values({ name: album.name, description: album.description, createdBy: owner.id })
      .returning();
    for (const [p, [title, from, to]] of album.photos.entries()) {
      const uploader = ctx.members[(a + p * 2) % ctx.members.length];
      const full = await generatedImage({ width: 1600, height: 1067, from, to, format: 'jpeg' });
      const thumb = await generatedImage({ width: 400, height: 267, from, to, format: 'jpeg' });
      const key = `seed/photo-${a}-${p}`;
      const objectPath = await storeSeedObject(ctx, key, uploader.id, full, 'image/jpeg');
      const thumbnailPath = await storeSeedObject(
        ctx,
        `${key}-thumb`,
        uploader.id,
        thumb,
        'image/jpeg',
      );
      const [photo] = await ctx.db
        .insert(photos)
        .values({
          albumId: row.id,
          title,
          fileName: `${title.toLowerCase().replace(/\s+/g, '-')}.jpg`,
          fileSize: full.length,
          mimeType: 'image/jpeg',
          objectPath,
          thumbnailPath,
          uploadedBy: uploader.id,
          width: 1600,
          height: 1067,
          createdAt: new Date(Date.now() - (a * 10 + p) * 86_400_000),
        })
        .returning();
      await ctx.db
        .update(photoAlbums)
        .set({
          photoCount: sql`${photoAlbums.photoCount} + 1`,
          coverPhotoId: sql`coalesce(${photoAlbums.coverPhotoId}, ${photo.id})`,
        })
        .where(eq(photoAlbums.id, row.id));
      count++;
    }
  }
  return `${ALBUMS.length} albums with ${count} photos`;
}
