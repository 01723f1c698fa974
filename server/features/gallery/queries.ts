import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Answer } from '../../../shared/contracts/common';
import type { photoAlbum } from '../../../shared/contracts/gallery';
import type { ReactionCounts } from '../../../shared/contracts/reactions';
import { photoAlbums, photoReactions, photos } from '../../../shared/schema/gallery';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { type MemberSummaryRow, memberSummaryColumns } from '../../lib/member-summary';
import { beyondCursor, exactTime } from '../../lib/pagination';
import { isStaff, type Viewer } from '../../lib/policy';
import { myReactionsSql, reactionCountsSql } from '../../lib/reactions';
import { qualified } from '../../lib/sql';

/**
 * An album's columns for one viewer. Its `photo_count` is kept by the writes and counts
 * every photo; what moderators hid (decision 021) leaves the count and the cover for
 * anyone but its uploader and staff: the count less those few rows (over their partial
 * index), and the cover the newest photo they may see instead.
 */
function albumColumns(viewer: Viewer) {
  const album = qualified(photoAlbums.id);
  const cover = qualified(photoAlbums.coverPhotoId);
  const shown = sql`(p.hidden_at is null or p.uploaded_by = ${viewer.id})`;
  const staff = isStaff(viewer);
  const coverPhotoId = staff
    ? sql<number | null>`${cover}`
    : sql<number | null>`coalesce(
        (select p.id from ${photos} p where p.id = ${cover} and ${shown}),
        (select p.id from ${photos} p where p.album_id = ${album} and ${shown}
          order by p.created_at desc, p.id desc limit 1))`;
  return {
    album: {
      id: photoAlbums.id,
      name: photoAlbums.name,
      description: photoAlbums.description,
      createdBy: photoAlbums.createdBy,
      isPublic: photoAlbums.isPublic,
      coverPhotoId,
      photoCount: staff
        ? photoAlbums.photoCount
        : sql<number>`(${qualified(photoAlbums.photoCount)} - (select count(*)::int from ${photos} p
            where p.album_id = ${album} and p.hidden_at is not null and not ${shown}))`,
      createdAt: photoAlbums.createdAt,
      updatedAt: photoAlbums.updatedAt,
      coverThumbnailUrl: sql<
        string | null
      >`(select coalesce(p.thumbnail_path, p.object_path) from ${photos} p
        where p.id = ${coverPhotoId})`,
    },
    owner: memberSummaryColumns,
  };
}

/** An album as answered, before the viewer's permissions are added. */
export type AlbumView = Omit<
  Answer<typeof photoAlbum>,
  'mine' | 'canEdit' | 'canDelete' | 'deleteNeedsReason'
>;
type AlbumRow = { album: Omit<AlbumView, 'owner'>; owner: MemberSummaryRow | null };
const toAlbum = (r: AlbumRow): AlbumView => ({ ...r.album, owner: r.owner });

/** One page of albums newest first after the cursor (plus one row), and how many in all. */
export async function listAlbumRows(
  db: Database,
  viewer: Viewer,
  q: { limit: number; after: { createdAt: string; id: number } | null },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...albumColumns(viewer), sortTime: exactTime(photoAlbums.createdAt) })
      .from(photoAlbums)
      .leftJoin(users, eq(users.id, photoAlbums.createdBy))
      .where(beyondCursor(photoAlbums, q.after, 'desc'))
      .orderBy(desc(photoAlbums.createdAt), desc(photoAlbums.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(photoAlbums),
  ]);
  return { rows: rows.map((r) => ({ ...toAlbum(r), sortTime: r.sortTime })), total: total.n };
}

/** One album as the list shows it, or null. */
export async function findAlbumView(db: Database, viewer: Viewer, id: number) {
  const [row] = await db
    .select(albumColumns(viewer))
    .from(photoAlbums)
    .leftJoin(users, eq(users.id, photoAlbums.createdBy))
    .where(eq(photoAlbums.id, id));
  return row ? toAlbum(row) : null;
}

export async function albumExists(db: Queryable, id: number) {
  const [album] = await db
    .select({ id: photoAlbums.id })
    .from(photoAlbums)
    .where(eq(photoAlbums.id, id));
  return Boolean(album);
}

/** A photo, its uploader and its reactions' counts (issue 37), from one statement. */
const photoColumns = {
  photo: photos,
  uploader: memberSummaryColumns,
  reactions: reactionCountsSql(photoReactions, photos.id),
};
type PhotoRow = {
  photo: typeof photos.$inferSelect;
  uploader: MemberSummaryRow | null;
  reactions: ReactionCounts;
};
const toResponse = (r: PhotoRow) => ({
  ...r.photo,
  url: r.photo.objectPath,
  thumbnailUrl: r.photo.thumbnailPath ?? r.photo.objectPath,
  uploader: r.uploader,
  reactions: r.reactions,
});

/** The photo columns for one viewer: what every viewer sees and the reactions they left. */
const viewerPhotoColumns = (viewerId: string) => ({
  ...photoColumns,
  myReactions: myReactionsSql(photoReactions, sql`${photos.id}`, viewerId),
});

const selectPhotos = (db: Database, viewerId: string) =>
  db
    .select(viewerPhotoColumns(viewerId))
    .from(photos)
    .leftJoin(users, eq(users.id, photos.uploadedBy));

/**
 * `sample` photos of an album at random (the dashboard carousel shows one album's), with
 * the reactions the viewer left. An album is a few dozen photos: shuffling its rows costs
 * little, unlike the whole gallery's (sample.ts).
 */
export async function sampleAlbumRows(
  db: Database,
  viewerId: string,
  q: { albumId: number; sample: number; visible?: SQL },
) {
  const rows = await selectPhotos(db, viewerId)
    .where(and(eq(photos.albumId, q.albumId), q.visible))
    .orderBy(sql`random()`)
    .limit(q.sample);
  return rows.map((r) => ({ ...toResponse(r), myReactions: r.myReactions }));
}

/** These photos (in no particular order) as `viewerId` sees them, if `visible` lets them. */
export async function photoRowsByIds(db: Database, viewerId: string, ids: number[], visible?: SQL) {
  if (ids.length === 0) return [];
  const rows = await selectPhotos(db, viewerId).where(and(inArray(photos.id, ids), visible));
  return rows.map((r) => ({ ...toResponse(r), myReactions: r.myReactions }));
}

/**
 * Every photo's id, and for the few that moderators hid, their uploader: what a random
 * pick across the gallery draws from (sample.ts). One read of the primary key's index.
 */
export async function readSamplePool(db: Database) {
  const rows = await db
    .select({
      id: photos.id,
      hiddenOwner: sql<
        string | null
      >`case when ${photos.hiddenAt} is not null then ${photos.uploadedBy} end`,
    })
    .from(photos);
  return {
    shown: rows.filter((r) => r.hiddenOwner === null).map((r) => r.id),
    hidden: rows.flatMap((r) =>
      r.hiddenOwner === null ? [] : [{ id: r.id, owner: r.hiddenOwner }],
    ),
  };
}

/** One page of photos newest first after the cursor (plus one row), and how many in all. */
export async function listPhotoRows(
  db: Database,
  q: {
    albumId?: number;
    limit: number;
    after: { createdAt: string; id: number } | null;
    /** What moderators hid, for a viewer who may not see it (decision 021). */
    visible?: SQL;
  },
) {
  const where = and(q.albumId ? eq(photos.albumId, q.albumId) : undefined, q.visible);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...photoColumns, sortTime: exactTime(photos.createdAt) })
      .from(photos)
      .leftJoin(users, eq(users.id, photos.uploadedBy))
      .where(and(where, beyondCursor(photos, q.after, 'desc')))
      .orderBy(desc(photos.createdAt), desc(photos.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(photos).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...toResponse(r), sortTime: r.sortTime })), total: total.n };
}

/** One photo as `viewerId` sees it, with the reactions they left, or null. */
export async function findPhotoView(db: Database, id: number, viewerId: string) {
  const [row] = await selectPhotos(db, viewerId).where(eq(photos.id, id));
  return row ? { ...toResponse(row), myReactions: row.myReactions } : null;
}

/** The photo made from this stored object, if any (one upload makes one photo). */
export async function findPhotoByObject(db: Queryable, objectPath: string) {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.objectPath, objectPath));
  return row ?? null;
}

/** The photo row, locked until the transaction ends. */
export async function lockPhoto(tx: Queryable, id: number) {
  const [row] = await tx.select().from(photos).where(eq(photos.id, id)).for('update');
  return row ?? null;
}

/**
 * Locks the album row (deletes in one album take turns before choosing a new cover) and
 * returns its owner and name, or null when there is no such album.
 */
export async function lockAlbum(tx: Queryable, id: number) {
  const [row] = await tx
    .select({ id: photoAlbums.id, createdBy: photoAlbums.createdBy, name: photoAlbums.name })
    .from(photoAlbums)
    .where(eq(photoAlbums.id, id))
    .for('update');
  return row ?? null;
}

/** The stored files of every photo in the album (deleting the album lets them go). */
export async function albumPhotoFiles(tx: Queryable, albumId: number) {
  return tx
    .select({ objectPath: photos.objectPath, thumbnailPath: photos.thumbnailPath })
    .from(photos)
    .where(eq(photos.albumId, albumId));
}
