import type { z } from 'zod';
import { noContent } from '../../shared/contracts/common';
import { deletionReasonSchema, REASON_REQUIRED } from '../../shared/contracts/moderation';
import { badRequest } from './http-error';
import { type Action, can, type ItemOf, isOthers, permissionsFor, type Viewer } from './policy';

/**
 * Deleting someone else's post is moderation (decisions 018 and 022): staff give a reason,
 * in a JSON body or in the query, and the service records it in the audit log. These are
 * the pieces every such DELETE shares.
 */

/** A moderated DELETE's schema: its params, the reason in the query or body, and a 204. */
export const deletionSchema = <P extends z.ZodType>(params: P) => ({
  params,
  querystring: deletionReasonSchema,
  body: deletionReasonSchema.nullish(),
  response: { 204: noContent },
});

/** The reason a DELETE came with, from its body or its query. */
export const reasonOf = (request: {
  body?: { reason?: string } | null;
  query: { reason?: string };
}) => request.body?.reason ?? request.query.reason;

/** A reason given with a delete, blank counting as none. */
export const givenReason = (reason: string | undefined) => reason?.trim() || null;

/** Staff deleting someone else's post say why: 400 naming the field. */
export function requireReason(reason: string | null): string {
  if (!reason) throw badRequest(REASON_REQUIRED, [{ path: 'reason', message: REASON_REQUIRED }]);
  return reason;
}

/**
 * Why a delete the policy allowed happens: `null` when the viewer deletes their own (not
 * moderation, not audited), else the reason they must give (400 without one).
 */
export const moderationReason = (viewer: Viewer, ownerId: string | null, reason?: string) =>
  isOthers(viewer, ownerId) ? requireReason(givenReason(reason)) : null;

/**
 * An answer's `mine`, `canEdit`, `canDelete` and `deleteNeedsReason` (shared/contracts/common.ts
 * `moderatedPermissions`): the Delete button, and whether it asks for a reason.
 */
export function moderatedPermissionsFor<E extends Action, D extends Action>(
  viewer: Viewer,
  actions: { edit: E; delete: D },
  item: ItemOf<E> & ItemOf<D>,
  ownerId: string | null,
) {
  const allowed = permissionsFor(viewer, actions, item, ownerId);
  return { ...allowed, deleteNeedsReason: allowed.canDelete && isOthers(viewer, ownerId) };
}

/**
 * What the viewer may do to an item someone owns and may report (an event, a posting, a
 * resource, a photo): `moderatedPermissions` and `canReport`, the part of its answer that
 * is the viewer's own (kept pages join it in, decision 045). Spread it first into a
 * literal: V8 copies a spread that follows other properties through a slow path.
 */
export function ownedItemAbilities<E extends Action, D extends Action>(
  viewer: Viewer,
  actions: { edit: E; delete: D },
  item: ItemOf<E> & ItemOf<D>,
  ownerId: string | null,
) {
  const { mine, canEdit, canDelete, deleteNeedsReason } = moderatedPermissionsFor(
    viewer,
    actions,
    item,
    ownerId,
  );
  return {
    mine,
    canEdit,
    canDelete,
    deleteNeedsReason,
    canReport: can(viewer, 'report.create', { authorId: ownerId }),
  };
}
