import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type ResourceForm, resourceCategories, resources } from '../../../shared/schema/resources';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import {
  beyondCursor,
  createdAtCursor,
  decodeCursor,
  exactTime,
  takePage,
} from '../../lib/pagination';
import { isForeignKeyViolation, likeContains, qualified } from '../../lib/sql';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { attachUpload, claimUpload, keyFromAddress } from '../../storage/uploads';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const CATEGORY_NOT_FOUND = 'Category not found';
export const UPLOADER_ONLY_EDIT = 'You can only edit resources you shared';
export const UPLOADER_ONLY_DELETE = 'You can only delete resources you shared';

type ResourceInput = Omit<ResourceForm, 'url' | 'duration' | 'description'> & {
  url: string | null;
  duration: string | null;
  description: string | null;
  categoryId: number;
};

/** A resource with its uploader's name and its category's name, from one join. */
const resourceColumns = {
  resource: resources,
  uploader: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  category: { id: resourceCategories.id, name: resourceCategories.name },
};

type Row = {
  resource: typeof resources.$inferSelect;
  uploader: { id: string; firstName: string | null; lastName: string | null } | null;
  category: { id: number; name: string } | null;
};
const toResponse = (r: Row) => ({ ...r.resource, uploader: r.uploader, category: r.category });

export async function listCategories(db: Database) {
  return db
    .select({
      id: resourceCategories.id,
      name: resourceCategories.name,
      description: resourceCategories.description,
      resourceCount: sql<number>`(select count(*)::int from ${resources} r where r.category_id = ${qualified(resourceCategories.id)})`,
    })
    .from(resourceCategories)
    .orderBy(resourceCategories.name);
}

export interface ResourceQuery {
  categoryId?: number;
  type?: string;
  search?: string;
  limit: number;
  cursor?: string;
}

/** Newest first; search matches title or description case-insensitively (spec §4, on the server). */
export async function listResources(db: Database, q: ResourceQuery) {
  const filters: (SQL | undefined)[] = [
    q.categoryId ? eq(resources.categoryId, q.categoryId) : undefined,
    q.type ? eq(resources.type, q.type) : undefined,
    // One ILIKE over title and description joined (a line break between, so a term never
    // spans the two) rather than one each: the scan of the library is the search's cost.
    q.search
      ? sql`(${resources.title} || E'\n' || coalesce(${resources.description}, '')) ilike ${likeContains(q.search)}`
      : undefined,
  ];
  const where = and(...filters);
  const after = decodeCursor(q.cursor, createdAtCursor);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...resourceColumns, sortTime: exactTime(resources.createdAt) })
      .from(resources)
      .leftJoin(users, eq(users.id, resources.uploadedBy))
      .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
      .where(and(where, beyondCursor(resources, after, 'desc')))
      .orderBy(desc(resources.createdAt), desc(resources.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  const page = takePage(rows, q.limit, (r) => ({ createdAt: r.sortTime, id: r.resource.id }));
  return { resources: page.items.map(toResponse), total: total.n, nextCursor: page.nextCursor };
}

export async function getResource(db: Database, id: number) {
  const [row] = await db
    .select(resourceColumns)
    .from(resources)
    .leftJoin(users, eq(users.id, resources.uploadedBy))
    .leftJoin(resourceCategories, eq(resourceCategories.id, resources.categoryId))
    .where(eq(resources.id, id));
  if (!row) throw notFound(RESOURCE_NOT_FOUND);
  return toResponse(row);
}

/**
 * A web link stays as it is; a file uploaded through this app is claimed (the member's
 * own, checked, a document or an image) and stored as its /objects/ path with its size;
 * `upload` is the key to attach when the record is written.
 */
async function resolveUrl(
  db: Database,
  store: ObjectStore,
  viewerId: string,
  url: string | null,
  current?: { url: string | null; fileSize: number | null },
): Promise<{ url: string | null; fileSize: number | null; upload?: string }> {
  if (!url) return { url: null, fileSize: null };
  if (current && url === current.url) return { url, fileSize: current.fileSize };
  if (!keyFromAddress(url)) {
    if (!/^https?:\/\//i.test(url))
      throw badRequest('Must be an http(s) URL or an uploaded file', [
        { path: 'url', message: 'Must be an http(s) URL or an uploaded file' },
      ]);
    return { url, fileSize: null };
  }
  const { objectPath, upload } = await claimUpload(db, store, viewerId, url, 'document');
  return { url: objectPath, fileSize: upload.size, upload: upload.key };
}

function rethrowCategory(err: unknown): never {
  if (isForeignKeyViolation(err))
    throw badRequest(CATEGORY_NOT_FOUND, [{ path: 'categoryId', message: CATEGORY_NOT_FOUND }]);
  throw err;
}

export async function createResource(
  db: Database,
  store: ObjectStore,
  viewerId: string,
  input: ResourceInput,
) {
  const { url, fileSize, upload } = await resolveUrl(db, store, viewerId, input.url);
  const created = await db
    .transaction(async (tx) => {
      if (upload) await attachUpload(tx, viewerId, upload);
      const [row] = await tx
        .insert(resources)
        .values({ ...input, url, fileSize, uploadedBy: viewerId })
        .returning();
      return row;
    })
    .catch(rethrowCategory);
  return getResource(db, created.id);
}

async function ownResource(db: Database, id: number, viewerId: string, refusal: string) {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  if (!row) throw notFound(RESOURCE_NOT_FOUND);
  if (row.uploadedBy !== viewerId) throw forbidden(refusal);
  return row;
}

export async function updateResource(
  db: Database,
  store: ObjectStore,
  viewerId: string,
  id: number,
  input: ResourceInput,
) {
  const current = await ownResource(db, id, viewerId, UPLOADER_ONLY_EDIT);
  const { url, fileSize, upload } = await resolveUrl(db, store, viewerId, input.url, current);
  // A file the new address replaces is deleted after the commit. The row is read again
  // under lock, so two edits at once each let go of what the other left, never both the same.
  const replaced = await db
    .transaction(async (tx) => {
      const [locked] = await tx
        .select({ url: resources.url })
        .from(resources)
        .where(and(eq(resources.id, id), eq(resources.uploadedBy, viewerId)))
        .for('update');
      if (!locked) throw notFound(RESOURCE_NOT_FOUND);
      if (upload) await attachUpload(tx, viewerId, upload);
      await tx
        .update(resources)
        .set({ ...input, url, fileSize })
        .where(and(eq(resources.id, id), eq(resources.uploadedBy, viewerId)));
      return locked.url === url ? [] : releaseObjects(tx, [locked.url]);
    })
    .catch(rethrowCategory);
  await discardObjects(db, store, replaced);
  return getResource(db, id);
}

/** Deletes the row, then (after the commit) the file it held, if it was an upload. */
export async function deleteResource(
  db: Database,
  store: ObjectStore,
  viewerId: string,
  id: number,
) {
  await ownResource(db, id, viewerId, UPLOADER_ONLY_DELETE);
  const released = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(resources)
      .where(and(eq(resources.id, id), eq(resources.uploadedBy, viewerId)))
      .returning({ url: resources.url });
    return gone ? releaseObjects(tx, [gone.url]) : [];
  });
  await discardObjects(db, store, released);
}

/** Counts one open and answers with the address to open (spec §7). */
export async function recordDownload(db: Database, id: number) {
  const [row] = await db
    .update(resources)
    .set({ downloadCount: sql`${resources.downloadCount} + 1` })
    .where(eq(resources.id, id))
    .returning({ url: resources.url, downloadCount: resources.downloadCount });
  if (!row) throw notFound(RESOURCE_NOT_FOUND);
  return row;
}
