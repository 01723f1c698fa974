import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import type { SeedContext } from './context';
import { storeSeedObject } from './images';
import { type SceneKind, scenePhoto } from './scenes';

const ALBUMS: { name: string; description: string; photos: [string, SceneKind][] }[] = [
  {
    name: 'Holiday Mixer at the Ion',
    description: 'December mixer in Midtown.',
    photos: [
      ['Welcome drinks', 'mixer'],
      ['Founders panel', 'panel'],
      ['The rooftop', 'skyline'],
    ],
  },
  {
    name: 'Pitch Night — Spring Cohort',
    description: 'Five finalists, one packed room.',
    photos: [
      ['Opening remarks', 'stage'],
      ['Winning pitch', 'stage'],
    ],
  },
  {
    name: 'Energy Corridor Site Visit',
    description: 'Tour of member facilities west of town.',
    photos: [
      ['Control room', 'boardroom'],
      ['Team photo', 'bayou'],
    ],
  },
];

/** Albums of generated, photograph-like pictures, with thumbnails, so the gallery and the carousel are alive. */
export async function seedGallery(ctx: SeedContext) {
  let count = 0;
  for (const [a, album] of ALBUMS.entries()) {
    const owner = ctx.members[(a * 3 + 1) % ctx.members.length];
    const [row] = await ctx.db
      .insert(photoAlbums)
      .values({ name: album.name, description: album.description, createdBy: owner.id })
      .returning();
    for (const [p, [title, kind]] of album.photos.entries()) {
      const uploader = ctx.members[(a + p * 2) % ctx.members.length];
      const full = await scenePhoto(kind, ctx.random, 1600, 1067);
      const thumb = await sharp(full)
        .resize(400, 267)
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
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
