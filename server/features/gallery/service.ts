import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type albumFormSchema, photoAlbums, photos } from '../../../shared/schema/gallery';
import { objectUploads } from '../../../shared/schema/objects';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import {
  beyondCursor,
  createdAtCursor,
  decodeCursor,
  exactTime,
  takePage,
} from '../../lib/pagination';
import { isUniqueViolation, qualified } from '../../lib/sql';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { attachUpload, claimUpload, UPLOAD_IN_USE } from '../../storage/uploads';
import { ImageTooLarge } from './image-budget';
import { makeThumbnail } from './thumbnails';

export const ALBUM_NOT_FOUND = 'Album not found';
export const PHOTO_NOT_FOUND = 'Photo not found';
export const ALREADY_A_PHOTO = 'This upload is already a photo';
export const UPLOADER_ONLY_DELETE = 'You can only delete photos you uploaded';

export async function listAlbums(db: Database) {
  return db
    .select({
      id: photoAlbums.id,
      name: photoAlbums.name,
      description: photoAlbums.description,
      createdBy: photoAlbums.createdBy,
      isPublic: photoAlbums.isPublic,
      coverPhotoId: photoAlbums.coverPhotoId,
      photoCount: photoAlbums.photoCount,
      createdAt: photoAlbums.createdAt,
      updatedAt: photoAlbums.updatedAt,
      coverThumbnailUrl: sql<
        string | null
      >`(select coalesce(p.thumbnail_path, p.object_path) from ${photos} p
        where p.id = ${qualified(photoAlbums.coverPhotoId)})`,
    })
    .from(photoAlbums)
    .orderBy(desc(photoAlbums.createdAt), desc(photoAlbums.id))
    .limit(500);
}

export async function createAlbum(
  db: Database,
  viewerId: string,
  input: z.output<typeof albumFormSchema>,
) {
  const [album] = await db
    .insert(photoAlbums)
    .values({ ...input, createdBy: viewerId })
    .returning();
  return album;
}

const photoColumns = {
  photo: photos,
  uploader: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};
type PhotoRow = {
  photo: typeof photos.$inferSelect;
  uploader: { id: string; firstName: string | null; lastName: string | null } | null;
};
const toResponse = (r: PhotoRow) => ({
  ...r.photo,
  url: r.photo.objectPath,
  thumbnailUrl: r.photo.thumbnailPath ?? r.photo.objectPath,
  uploader: r.uploader,
});

export interface PhotoQuery {
  albumId?: number;
  sample?: number;
  limit: number;
  cursor?: string;
}

/**
 * Candidate ids for a random pick across the whole gallery: a few times `sample` ids drawn
 * between the smallest and largest id (both read from the primary key's ends), so the
 * pick costs a handful of index lookups however many photos there are, where
 * `order by random()` over the table sorts every photo. Ids left by deleted photos just
 * miss; the extra candidates cover them unless most of the range is gone.
 */
const randomIds = (sample: number) => sql`${photos.id} in (
  select (b.lo + floor(random() * (b.hi - b.lo + 1)))::int
  from (select min(id) as lo, max(id) as hi from ${photos}) b, generate_series(1, ${sample * 4})
)`;

/** Newest first, paged; or `sample` photos at random (the dashboard carousel). */
export async function listPhotos(db: Database, q: PhotoQuery) {
  const where: SQL | undefined = q.albumId ? eq(photos.albumId, q.albumId) : undefined;
  const base = () =>
    db.select(photoColumns).from(photos).leftJoin(users, eq(users.id, photos.uploadedBy));
  if (q.sample) {
    const shuffled = (filter: SQL | undefined) =>
      base().where(and(where, filter)).orderBy(sql`random()`).limit(q.sample!);
    let rows = q.albumId ? [] : await shuffled(randomIds(q.sample));
    // An album, or a gallery whose ids are mostly gaps: shuffle the rows themselves.
    if (rows.length < q.sample) rows = await shuffled(undefined);
    return { photos: rows.map(toResponse), total: rows.length, nextCursor: null };
  }
  const after = decodeCursor(q.cursor, createdAtCursor);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...photoColumns, sortTime: exactTime(photos.createdAt) })
      .from(photos)
      .leftJoin(users, eq(users.id, photos.uploadedBy))
      .where(and(where, beyondCursor(photos, after, 'desc')))
      .orderBy(desc(photos.createdAt), desc(photos.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(photos).where(where),
  ]);
  const page = takePage(rows, q.limit, (r) => ({ createdAt: r.sortTime, id: r.photo.id }));
  return { photos: page.items.map(toResponse), total: total.n, nextCursor: page.nextCursor };
}

export interface NewPhoto {
  albumId: number;
  title: string | null;
  description: string | null;
  fileName: string;
  objectPath: string;
}

/**
 * One photo from one upload: the upload must be the member's own checked image and not
 * yet a photo. The server reads it once to record its size and make the thumbnail, then
 * inserts the row and raises the album's count in one transaction.
 */
export async function createPhoto(
  db: Database,
  store: ObjectStore,
  viewerId: string,
  input: NewPhoto,
) {
  const [album] = await db
    .select({ id: photoAlbums.id })
    .from(photoAlbums)
    .where(eq(photoAlbums.id, input.albumId));
  if (!album) throw notFound(ALBUM_NOT_FOUND);
  const { objectPath, upload } = await claimUpload(db, store, viewerId, input.objectPath, 'image');
  const [used] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.objectPath, objectPath));
  if (used) throw conflict(ALREADY_A_PHOTO);

  let made: Awaited<ReturnType<typeof makeThumbnail>>;
  try {
    made = await makeThumbnail(await store.read(upload.key));
  } catch (err) {
    if (err instanceof ImageTooLarge) throw err;
    throw new HttpError(415, 'This image could not be read');
  }
  const thumbKey = `${upload.key}-thumb`;
  await store.write(thumbKey, made.thumbnail, 'image/webp');

  try {
    const photo = await db.transaction(async (tx) => {
      await attachUpload(tx, viewerId, upload.key);
      await tx
        .insert(objectUploads)
        .values({
          key: thumbKey,
          ownerId: viewerId,
          purpose: 'image',
          expiresAt: new Date(),
          storedAt: new Date(),
          size: made.thumbnail.length,
          contentType: 'image/webp',
        })
        .onConflictDoNothing();
      const [row] = await tx
        .insert(photos)
        .values({
          albumId: input.albumId,
          title: input.title,
          description: input.description,
          fileName: input.fileName,
          fileSize: upload.size,
          mimeType: upload.contentType,
          objectPath,
          thumbnailPath: `/objects/${thumbKey}`,
          uploadedBy: viewerId,
          width: made.width,
          height: made.height,
        })
        .returning();
      await tx
        .update(photoAlbums)
        .set({
          photoCount: sql`${photoAlbums.photoCount} + 1`,
          coverPhotoId: sql`coalesce(${photoAlbums.coverPhotoId}, ${row.id})`,
        })
        .where(eq(photoAlbums.id, input.albumId));
      return row;
    });
    return getPhoto(db, photo.id);
  } catch (err) {
    // A racing twin with the same upload owns this thumbnail now: leave it to that photo.
    if (isUniqueViolation(err)) throw conflict(ALREADY_A_PHOTO);
    if (err instanceof HttpError && err.message === UPLOAD_IN_USE) {
      const [twin] = await db
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.objectPath, objectPath));
      if (twin) throw conflict(ALREADY_A_PHOTO);
    }
    // Otherwise nothing refers to the thumbnail; do not leave it behind in storage.
    await store.delete(thumbKey).catch(() => {});
    throw err;
  }
}

export async function getPhoto(db: Database, id: number) {
  const [row] = await db
    .select(photoColumns)
    .from(photos)
    .leftJoin(users, eq(users.id, photos.uploadedBy))
    .where(eq(photos.id, id));
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return toResponse(row);
}

/**
 * The uploader deletes a photo: the row, the album's count and (if it was the cover) a
 * new cover change together; the stored image and thumbnail go after the commit.
 */
export async function deletePhoto(db: Database, store: ObjectStore, viewerId: string, id: number) {
  const released = await db.transaction(async (tx) => {
    const [photo] = await tx.select().from(photos).where(eq(photos.id, id)).for('update');
    if (!photo) throw notFound(PHOTO_NOT_FOUND);
    if (photo.uploadedBy !== viewerId) throw forbidden(UPLOADER_ONLY_DELETE);
    // Deletes in one album take turns on its row before choosing a new cover: each then
    // looks for the newest photo after the previous delete committed, never a photo that
    // a concurrent delete is removing.
    await tx
      .select({ id: photoAlbums.id })
      .from(photoAlbums)
      .where(eq(photoAlbums.id, photo.albumId))
      .for('update');
    await tx.delete(photos).where(eq(photos.id, id));
    await tx
      .update(photoAlbums)
      .set({
        photoCount: sql`greatest(${photoAlbums.photoCount} - 1, 0)`,
        coverPhotoId: sql`case when ${photoAlbums.coverPhotoId} = ${id} then
          (select p.id from ${photos} p where p.album_id = ${photo.albumId} order by p.created_at desc, p.id desc limit 1)
          else ${photoAlbums.coverPhotoId} end`,
      })
      .where(eq(photoAlbums.id, photo.albumId));
    return releaseObjects(tx, [photo.objectPath, photo.thumbnailPath]);
  });
  await discardObjects(db, store, released);
}
