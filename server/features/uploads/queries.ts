import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { photos } from '../../../shared/schema/gallery';
import { objectUploads } from '../../../shared/schema/objects';
import { resources } from '../../../shared/schema/resources';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { isStaff, type Viewer } from '../../lib/policy';

/**
 * A stored object that passed the checks (only those are served), with its type, the
 * member's name for it and, for files uploaded before names were kept, a name to fall
 * back on: the resource's title or the photo's file name. `hidden` when it is the file of
 * a resource or photo (or the photo's thumbnail) moderators hid and the viewer is neither
 * its uploader nor staff (decision 021): all in the same statement, each over an index.
 */
export async function findStoredObject(db: Database, key: string, viewer: Viewer) {
  const path = `/objects/${key}`;
  const notTheirs = (uploader: SQL) =>
    isStaff(viewer) ? sql`false` : sql`${uploader} is distinct from ${viewer.id}`;
  const [row] = await db
    .select({
      contentType: objectUploads.contentType,
      fileName: objectUploads.fileName,
      fallbackName: sql<string | null>`coalesce(
        (select ${resources.title} from ${resources} where ${resources.url} = ${path} limit 1),
        (select ${photos.fileName} from ${photos} where ${photos.objectPath} = ${path} limit 1)
      )`,
      hidden: sql<boolean>`(
        exists (select 1 from ${resources} r where r.url = ${path}
          and r.hidden_at is not null and ${notTheirs(sql`r.uploaded_by`)})
        or exists (select 1 from ${photos} p where p.object_path = ${path}
          and p.hidden_at is not null and ${notTheirs(sql`p.uploaded_by`)})
        or exists (select 1 from ${photos} p where p.thumbnail_path = ${path}
          and p.hidden_at is not null and ${notTheirs(sql`p.uploaded_by`)})
      )`,
    })
    .from(objectUploads)
    .where(and(eq(objectUploads.key, key), isNotNull(objectUploads.storedAt)));
  return row ?? null;
}

/** The member's current photo, locked so a photo upload and a profile save take turns. */
export async function lockOwnPhoto(tx: Queryable, userId: string) {
  const [row] = await tx
    .select({ profileImageUrl: users.profileImageUrl })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function setOwnPhoto(tx: Queryable, userId: string, objectPath: string) {
  await tx.update(users).set({ profileImageUrl: objectPath }).where(eq(users.id, userId));
}
