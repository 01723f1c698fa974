import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type {
  albumEditSchema,
  albumFormSchema,
  photoAlbum,
  photoEditSchema,
} from '../../../shared/contracts/gallery';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { objectUploads } from '../../../shared/schema/objects';
import type { Database } from '../../db/client';
import { withHiddenFlag } from '../../lib/hidden';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import {
  moderatedPermissionsFor,
  moderationReason,
  ownedItemAbilities,
} from '../../lib/moderation';
import {
  createdAtCursor,
  createdAtCursorOf,
  decodeCursor,
  type Page,
  takePage,
  withoutSortTime,
} from '../../lib/pagination';
import { type Actor, authorize, can, type Viewer } from '../../lib/policy';
import { isUniqueViolation } from '../../lib/sql';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { attachUpload, claimUpload, UPLOAD_IN_USE } from '../../storage/uploads';
import { recordAudit } from '../audit';
import { ImageTooLarge } from './image-budget';
import {
  type AlbumView,
  albumExists,
  albumPhotoFiles,
  findAlbumView,
  findPhotoByObject,
  findPhotoView,
  listAlbumRows,
  lockAlbum,
  lockPhoto,
} from './queries';
import { estimateDecodeCost, HEAD_BYTES, makeThumbnail } from './thumbnails';

export const ALBUM_NOT_FOUND = 'Album not found';
export const PHOTO_NOT_FOUND = 'Photo not found';
export const ALREADY_A_PHOTO = 'This upload is already a photo';

/** An album with whether the policy lets the viewer rename or delete it. */
const albumWithPermissions = (viewer: Viewer, album: AlbumView): Answer<typeof photoAlbum> => ({
  ...album,
  ...moderatedPermissionsFor(
    viewer,
    { edit: 'album.edit', delete: 'album.delete' },
    album,
    album.createdBy,
  ),
});

/** Albums newest first, a page at a time, with how many there are in all. */
export async function listAlbums(
  db: Database,
  viewer: Viewer,
  q: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof photoAlbum>>> {
  const after = decodeCursor(q.cursor, createdAtCursor);
  const { rows, total } = await listAlbumRows(db, viewer, { limit: q.limit, after });
  const page = takePage(rows, q.limit, createdAtCursorOf);
  return {
    items: page.items.map((row) => albumWithPermissions(viewer, withoutSortTime(row))),
    total,
    nextCursor: page.nextCursor,
  };
}

async function getAlbum(db: Database, viewer: Viewer, id: number) {
  const album = await findAlbumView(db, viewer, id);
  if (!album) throw notFound(ALBUM_NOT_FOUND);
  return albumWithPermissions(viewer, album);
}

export async function createAlbum(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof albumFormSchema>,
) {
  const [created] = await db
    .insert(photoAlbums)
    .values({ ...input, createdBy: viewer.id })
    .returning({ id: photoAlbums.id });
  return getAlbum(db, viewer, created.id);
}

/** The album's creator renames it or changes its description. */
export async function updateAlbum(
  db: Database,
  { viewer, albumId }: { viewer: Viewer; albumId: number },
  input: z.output<typeof albumEditSchema>,
) {
  await db.transaction(async (tx) => {
    const album = await lockAlbum(tx, albumId);
    if (!album) throw notFound(ALBUM_NOT_FOUND);
    authorize(viewer, 'album.edit', album);
    await tx
      .update(photoAlbums)
      .set({ name: input.name, description: input.description, updatedAt: sql`now()` })
      .where(eq(photoAlbums.id, albumId));
  });
  return getAlbum(db, viewer, albumId);
}

/**
 * The album's creator deletes it and every photo in it, whoever uploaded them (decision
 * 012: the dialog names how many go); staff may too, with a reason (decision 022). The rows go in one transaction (the photos by the
 * foreign key's cascade); their stored images and thumbnails are let go like a deleted
 * photo's and leave the store after the commit.
 */
export async function deleteAlbum(
  db: Database,
  store: ObjectStore,
  { actor, albumId, reason }: { actor: Actor; albumId: number; reason?: string },
) {
  const released = await db.transaction(async (tx) => {
    const album = await lockAlbum(tx, albumId);
    if (!album) throw notFound(ALBUM_NOT_FOUND);
    authorize(actor, 'album.delete', album);
    const why = moderationReason(actor, album.createdBy, reason);
    const files = await albumPhotoFiles(tx, albumId);
    await tx.delete(photos).where(eq(photos.albumId, albumId));
    await tx.delete(photoAlbums).where(eq(photoAlbums.id, albumId));
    if (why) {
      await recordAudit(tx, {
        actor,
        action: 'album.delete',
        targetType: 'album',
        targetId: String(albumId),
        targetLabel: album.name,
        before: { name: album.name, createdBy: album.createdBy, photos: files.length },
        reason: why,
      });
    }
    return releaseObjects(
      tx,
      files.flatMap((f) => [f.objectPath, f.thumbnailPath]),
    );
  });
  await discardObjects(db, store, released);
}

export interface PhotoQuery {
  albumId?: number;
  sample?: number;
  limit: number;
  cursor?: string;
}

/**
 * What the policy lets the viewer do to a photo, and whether it is theirs: the part of a
 * photo's answer that is the viewer's own (a kept album page joins it in, list.ts).
 */
export const photoAbilities = (viewer: Viewer, photo: { uploadedBy: string }) =>
  ownedItemAbilities(
    viewer,
    { edit: 'photo.edit', delete: 'photo.delete' },
    photo,
    photo.uploadedBy,
  );

/** A photo with whether the policy lets the viewer edit or delete it. */
export const withPermissions = <P extends { uploadedBy: string; hiddenAt: Date | null }>(
  viewer: Viewer,
  photo: P,
) => ({ ...withHiddenFlag(photo), ...photoAbilities(viewer, photo) });

/** A photo and the member acting on it. */
export interface PhotoTarget {
  viewer: Viewer;
  photoId: number;
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
  viewer: Viewer,
  input: NewPhoto,
) {
  if (!(await albumExists(db, input.albumId))) throw notFound(ALBUM_NOT_FOUND);
  const { objectPath, upload } = await claimUpload(db, store, viewer.id, input.objectPath, 'image');
  if (await findPhotoByObject(db, objectPath)) throw conflict(ALREADY_A_PHOTO);

  let made: Awaited<ReturnType<typeof makeThumbnail>>;
  try {
    // The header's cost decides the image's place in the queue (and refuses a costly one).
    const cost = await estimateDecodeCost(await store.readHead(upload.key, HEAD_BYTES));
    made = await makeThumbnail(await store.read(upload.key), { member: viewer.id, cost });
  } catch (err) {
    if (err instanceof ImageTooLarge) throw err;
    throw new HttpError(415, 'This image could not be read');
  }
  const thumbKey = `${upload.key}-thumb`;
  await store.write(thumbKey, made.thumbnail, 'image/webp');

  try {
    const photo = await db.transaction(async (tx) => {
      await attachUpload(tx, viewer.id, upload.key);
      await tx
        .insert(objectUploads)
        .values({
          key: thumbKey,
          ownerId: viewer.id,
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
          uploadedBy: viewer.id,
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
    return getPhoto(db, { viewer, photoId: photo.id });
  } catch (err) {
    // A racing twin with the same upload owns this thumbnail now: leave it to that photo.
    if (isUniqueViolation(err)) throw conflict(ALREADY_A_PHOTO);
    if (err instanceof HttpError && err.message === UPLOAD_IN_USE) {
      if (await findPhotoByObject(db, objectPath)) throw conflict(ALREADY_A_PHOTO);
    }
    // Otherwise nothing refers to the thumbnail; do not leave it behind in storage.
    await store.delete(thumbKey).catch(() => {});
    throw err;
  }
}

export async function getPhoto(db: Database, { viewer, photoId }: PhotoTarget) {
  const found = await findPhotoView(db, photoId, viewer.id);
  if (
    !found ||
    (found.hiddenAt !== null && !can(viewer, 'hidden.see', { authorId: found.uploadedBy }))
  ) {
    throw notFound(PHOTO_NOT_FOUND);
  }
  return withPermissions(viewer, found);
}

/** The uploader changes a photo's title and description. */
export async function updatePhoto(
  db: Database,
  { viewer, photoId }: PhotoTarget,
  input: z.output<typeof photoEditSchema>,
) {
  await db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, photoId);
    if (!photo) throw notFound(PHOTO_NOT_FOUND);
    authorize(viewer, 'photo.edit', photo);
    await tx
      .update(photos)
      .set({ title: input.title, description: input.description })
      .where(eq(photos.id, photoId));
  });
  return getPhoto(db, { viewer, photoId });
}

export interface PhotoDeletion {
  actor: Actor;
  photoId: number;
  reason?: string;
}

/**
 * The uploader deletes a photo, or staff with a reason, audited in the same transaction
 * (decision 022): the row, the album's count and (if it was the cover) a new cover change
 * together; the stored image and thumbnail go after the commit.
 */
export async function deletePhoto(
  db: Database,
  store: ObjectStore,
  { actor, photoId: id, reason }: PhotoDeletion,
) {
  const released = await db.transaction(async (tx) => {
    const photo = await lockPhoto(tx, id);
    if (!photo) throw notFound(PHOTO_NOT_FOUND);
    authorize(actor, 'photo.delete', photo);
    const why = moderationReason(actor, photo.uploadedBy, reason);
    // Deletes in one album take turns on its row before choosing a new cover: each then
    // looks for the newest photo after the previous delete committed, never a photo that
    // a concurrent delete is removing.
    await lockAlbum(tx, photo.albumId);
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
    if (why) {
      const label = photo.title || photo.fileName;
      await recordAudit(tx, {
        actor,
        action: 'photo.delete',
        targetType: 'photo',
        targetId: String(id),
        targetLabel: label,
        before: { title: label, albumId: photo.albumId, uploadedBy: photo.uploadedBy },
        reason: why,
      });
    }
    return releaseObjects(tx, [photo.objectPath, photo.thumbnailPath]);
  });
  await discardObjects(db, store, released);
}
