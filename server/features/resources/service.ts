import { eq, sql } from 'drizzle-orm';
import { LINK_SCHEME, type ResourceForm } from '../../../shared/contracts/resources';
import { resources } from '../../../shared/schema/resources';
import type { Database } from '../../db/client';
import { withHiddenFlag } from '../../lib/hidden';
import { badRequest, notFound } from '../../lib/http-error';
import { moderationReason, ownedItemAbilities } from '../../lib/moderation';
import { type Actor, authorize, can, isStaff, type Viewer } from '../../lib/policy';
import { isForeignKeyViolation } from '../../lib/sql';
import type { ObjectStore } from '../../storage/object-store';
import { discardObjects, releaseObjects } from '../../storage/release';
import { attachUpload, claimUpload, keyFromAddress } from '../../storage/uploads';
import { recordAudit } from '../audit';
import { findResource, findResourceView, listCategoryRows, type ResourceFilters } from './queries';

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const CATEGORY_NOT_FOUND = 'Category not found';

type ResourceInput = Omit<ResourceForm, 'url' | 'duration' | 'description'> & {
  url: string | null;
  duration: string | null;
  description: string | null;
  categoryId: number;
};

export async function listCategories(db: Database, viewer: Viewer) {
  return listCategoryRows(db, isStaff(viewer) ? null : viewer.id);
}

export interface ResourceQuery extends ResourceFilters {
  limit: number;
  cursor?: string;
}

/** A resource and the member acting on it. */
export interface ResourceTarget {
  viewer: Viewer;
  resourceId: number;
}

/**
 * What the policy lets the viewer do to a resource, and whether it is theirs: the part of
 * a resource's answer that is the viewer's own (the kept library joins it in, list.ts).
 */
export const resourceAbilities = (viewer: Viewer, resource: { uploadedBy: string }) =>
  ownedItemAbilities(
    viewer,
    { edit: 'resource.edit', delete: 'resource.delete' },
    resource,
    resource.uploadedBy,
  );

/** A resource with what the policy lets the viewer do to it. */
const withPermissions = <R extends { uploadedBy: string; hiddenAt: Date | null }>(
  viewer: Viewer,
  resource: R,
) => ({ ...withHiddenFlag(resource), ...resourceAbilities(viewer, resource) });

export async function getResource(db: Database, { viewer, resourceId }: ResourceTarget) {
  const resource = await findResourceView(db, resourceId);
  if (
    !resource ||
    (resource.hiddenAt !== null && !can(viewer, 'hidden.see', { authorId: resource.uploadedBy }))
  ) {
    throw notFound(RESOURCE_NOT_FOUND);
  }
  return withPermissions(viewer, resource);
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
      throw badRequest(LINK_SCHEME, [{ path: 'url', message: LINK_SCHEME }]);
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
  viewer: Viewer,
  input: ResourceInput,
) {
  const { url, fileSize, upload } = await resolveUrl(db, store, viewer.id, input.url);
  const created = await db
    .transaction(async (tx) => {
      if (upload) await attachUpload(tx, viewer.id, upload);
      const [row] = await tx
        .insert(resources)
        .values({ ...input, url, fileSize, uploadedBy: viewer.id })
        .returning();
      return row;
    })
    .catch(rethrowCategory);
  return getResource(db, { viewer, resourceId: created.id });
}

export async function updateResource(
  db: Database,
  store: ObjectStore,
  { viewer, resourceId }: ResourceTarget,
  input: ResourceInput,
) {
  const current = await findResource(db, resourceId);
  if (!current) throw notFound(RESOURCE_NOT_FOUND);
  authorize(viewer, 'resource.edit', current);
  const { url, fileSize, upload } = await resolveUrl(db, store, viewer.id, input.url, current);
  // A file the new address replaces is deleted after the commit. The row is read again
  // under lock, so two edits at once each let go of what the other left, never both the same.
  const replaced = await db
    .transaction(async (tx) => {
      const locked = await findResource(tx, resourceId, 'for update');
      if (!locked) throw notFound(RESOURCE_NOT_FOUND);
      if (upload) await attachUpload(tx, viewer.id, upload);
      await tx
        .update(resources)
        .set({ ...input, url, fileSize })
        .where(eq(resources.id, resourceId));
      return locked.url === url ? [] : releaseObjects(tx, [locked.url]);
    })
    .catch(rethrowCategory);
  await discardObjects(db, store, replaced);
  return getResource(db, { viewer, resourceId });
}

export interface ResourceDeletion {
  actor: Actor;
  resourceId: number;
  reason?: string;
}

/**
 * Deletes the row, then (after the commit) the file it held, if it was an upload. Its
 * sharer deletes their own; staff delete anyone's with a reason, audited in the same
 * transaction (decision 022).
 */
export async function deleteResource(
  db: Database,
  store: ObjectStore,
  { actor, resourceId, reason }: ResourceDeletion,
) {
  const current = await findResource(db, resourceId);
  if (!current) throw notFound(RESOURCE_NOT_FOUND);
  authorize(actor, 'resource.delete', current);
  const why = moderationReason(actor, current.uploadedBy, reason);
  const released = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(resources)
      .where(eq(resources.id, resourceId))
      .returning({ url: resources.url, title: resources.title, uploadedBy: resources.uploadedBy });
    if (!gone) return [];
    if (why) {
      await recordAudit(tx, {
        actor,
        action: 'resource.delete',
        targetType: 'resource',
        targetId: String(resourceId),
        targetLabel: gone.title,
        before: { title: gone.title, uploadedBy: gone.uploadedBy },
        reason: why,
      });
    }
    return releaseObjects(tx, [gone.url]);
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
