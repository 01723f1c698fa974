import sharp from 'sharp';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { objectUploads } from '../../../shared/schema/objects';
import { generatedImage } from '../seed/images';
import { formatCount, insertAll, syncSequence } from './bulk';
import type { LargeSeedContext } from './context';
import { notAfter } from './random';
import { ALBUM_OCCASIONS, NEIGHBORHOODS, PHOTO_MOMENTS, SENTENCES } from './vocabulary';

/** Distinct pictures made; photos reuse their bytes under their own keys. */
const DISTINCT_IMAGES = 240;
const WIDTH = 480;
const HEIGHT = 320;
const THUMB_WIDTH = 240;
const THUMB_HEIGHT = 160;
/** Files written to the object store at once. */
const WRITE_CONCURRENCY = 32;

const GOLDS = ['#D4AF37', '#B8860B', '#F0D98C', '#C9A227', '#DAA520', '#E8C766', '#9C7A12'];
const DARKS = ['#1A1A1A', '#2B2B2B', '#3A2F0B', '#111111', '#1F1F1F', '#222222', '#0D0D0D'];

interface Picture {
  full: Buffer;
  thumb: Buffer;
}

async function makePictures(ctx: LargeSeedContext, count: number): Promise<Picture[]> {
  const pictures: Picture[] = [];
  for (let i = 0; i < count; i++) {
    const from = ctx.dice.pick(GOLDS);
    const to = ctx.dice.pick(DARKS);
    const full = await generatedImage({ width: WIDTH, height: HEIGHT, from, to, format: 'jpeg' });
    // The server's own thumbnails are WebP; these match so the grid serves the same kind.
    const thumb = await sharp(full).resize(THUMB_WIDTH, THUMB_HEIGHT).webp().toBuffer();
    pictures.push({ full, thumb });
  }
  return pictures;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}

/**
 * Albums with photos. Every photo row points at its own stored object and thumbnail
 * (`seed/large-photo-<id>`, `…-thumb`), recorded in object_upload as a checked upload of
 * its uploader, exactly as a real upload ends up; the bytes repeat across photos.
 */
export async function seedGallery(ctx: LargeSeedContext) {
  const { dice, members, sizes } = ctx;
  const pictures = await makePictures(ctx, Math.min(DISTINCT_IMAGES, sizes.photos));
  const albums: (typeof photoAlbums.$inferInsert)[] = [];
  for (let id = 1; id <= sizes.albums; id++) {
    const createdAt = dice.dateAround(ctx.now, 720);
    albums.push({
      id,
      name: `${dice.pick(ALBUM_OCCASIONS)} — ${dice.pick(NEIGHBORHOODS)} ${createdAt.getUTCFullYear()}`,
      description: dice.chance(0.7) ? dice.pick(SENTENCES) : null,
      createdBy: dice.pick(members).id,
      isPublic: true,
      photoCount: 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const rows: (typeof photos.$inferInsert)[] = [];
  const uploads: (typeof objectUploads.$inferInsert)[] = [];
  const files: { key: string; body: Buffer; type: string }[] = [];
  for (let id = 1; id <= sizes.photos; id++) {
    // The first photos go one per album so none is empty; the rest land anywhere.
    const albumIndex = id <= albums.length ? id - 1 : dice.int(0, albums.length - 1);
    const album = albums[albumIndex];
    const picture = dice.pick(pictures);
    const uploader = dice.pick(members);
    // Within three days of the album's creation, but never in the future.
    const createdAt = notAfter(
      ctx.now,
      new Date((album.createdAt as Date).getTime() + dice.int(0, 72) * 3_600_000),
    );
    const key = `seed/large-photo-${id}`;
    const thumbKey = `${key}-thumb`;
    files.push(
      { key, body: picture.full, type: 'image/jpeg' },
      { key: thumbKey, body: picture.thumb, type: 'image/webp' },
    );
    for (const [k, body, type] of [
      [key, picture.full, 'image/jpeg'],
      [thumbKey, picture.thumb, 'image/webp'],
    ] as const) {
      uploads.push({
        key: k,
        ownerId: uploader.id,
        purpose: 'image',
        expiresAt: createdAt,
        storedAt: createdAt,
        size: body.length,
        contentType: type,
        createdAt,
      });
    }
    const title = dice.pick(PHOTO_MOMENTS);
    rows.push({
      id,
      albumId: album.id as number,
      title,
      description: dice.chance(0.3) ? dice.pick(SENTENCES) : null,
      fileName: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}.jpg`,
      fileSize: picture.full.length,
      mimeType: 'image/jpeg',
      objectPath: `/objects/${key}`,
      thumbnailPath: `/objects/${thumbKey}`,
      uploadedBy: uploader.id,
      width: WIDTH,
      height: HEIGHT,
      createdAt,
    });
    album.photoCount = (album.photoCount ?? 0) + 1;
    album.coverPhotoId ??= id;
  }
  await eachLimited(files, WRITE_CONCURRENCY, (f) => ctx.store.write(f.key, f.body, f.type));
  await insertAll(ctx.db, photoAlbums, albums);
  await syncSequence(ctx.db, photoAlbums);
  await insertAll(ctx.db, objectUploads, uploads);
  await insertAll(ctx.db, photos, rows);
  await syncSequence(ctx.db, photos);
  return `${formatCount(albums.length)} albums, ${formatCount(rows.length)} photos (${formatCount(files.length)} stored objects from ${pictures.length} distinct images)`;
}
