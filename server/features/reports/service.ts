import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportItemType } from '../../../shared/contracts/choices';
import type { Answer } from '../../../shared/contracts/common';
import type { ReportInput, ResolutionInput, reportGroup } from '../../../shared/contracts/reports';
import { plainTextOf } from '../../../shared/markdown-text';
import {
  discussionHref,
  eventHref,
  jobHref,
  memberHref,
  photoHref,
  resourceHref,
} from '../../../shared/permalinks';
import { messages } from '../../../shared/schema/messages';
import { reports } from '../../../shared/schema/reports';
import type { Database, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import { type Actor, authorize, can, type Viewer } from '../../lib/policy';
import type { ObjectStore } from '../../storage/object-store';
import { suspend } from '../admin/service';
import { recordAudit } from '../audit/record';
import { deleteReply } from '../discussions/replies-service';
import { deleteDiscussion } from '../discussions/service';
import { deleteEvent } from '../events/service';
import { deletePhoto } from '../gallery/service';
import { deleteJob } from '../jobs/service';
import { deleteResource } from '../resources/service';
import { findReportedItem, keyOf, type ReportedItem, setHidden } from './items';
import { listReportGroupRows, type ReportGroupRow } from './queries';

export const THANKS = 'Thanks for letting us know. A moderator will take a look.';
export const ITEM_NOT_FOUND = 'We could not find that item';
export const NO_PROFILE_DELETE = 'A profile cannot be deleted: hide it or suspend the member';
export const NOT_YET_DELETABLE =
  'This kind of item cannot be deleted from the queue yet: hide it instead';
export const NOTHING_TO_SUSPEND = 'This item has no author to suspend';
/** What a message removed by a moderator says in its conversation. */
export const MESSAGE_REMOVED_TEXT = 'This message was removed by a moderator.';

/**
 * The item as the viewer may see it: one that does not exist, that is not theirs to know
 * of (someone else's conversation), or that moderators hid from them is not found.
 */
async function visibleItem(
  db: Queryable,
  viewer: Viewer,
  itemType: ReportItemType,
  itemId: string,
): Promise<ReportedItem> {
  const item = await findReportedItem(db, itemType, itemId);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  if (itemType === 'message' && item.authorId !== viewer.id && item.recipientId !== viewer.id) {
    throw notFound(ITEM_NOT_FOUND);
  }
  if (item.hidden && !can(viewer, 'hidden.see', item)) throw notFound(ITEM_NOT_FOUND);
  return item;
}

/**
 * A member reports someone else's item. One open report per member and item (the partial
 * unique index): reporting it again answers the same thanks and adds nothing.
 */
export async function createReport(db: Database, viewer: Viewer, input: ReportInput) {
  const item = await visibleItem(db, viewer, input.itemType, input.itemId);
  authorize(viewer, 'report.create', item);
  await db
    .insert(reports)
    .values({
      reporterId: viewer.id,
      itemType: input.itemType,
      itemId: input.itemId,
      reason: input.reason,
      details: input.details ?? null,
    })
    .onConflictDoNothing({
      target: [reports.reporterId, reports.itemType, reports.itemId],
      where: sql`resolved_at is null`,
    });
  return { message: THANKS };
}

const groupCursor = z.object({
  at: z.iso.datetime(),
  itemType: z.string().max(20),
  itemId: z.string().max(255),
});

/** Where "Open in context" goes: the item's permalink, none for a private message. */
function hrefOf(row: ReportGroupRow): string | null {
  if (!row.exists) return null;
  const id = row.itemId;
  switch (row.itemType) {
    case 'discussion':
      return discussionHref(id);
    case 'reply':
      return discussionHref(row.discussionId ?? 0, id);
    case 'message':
      return null;
    case 'profile':
      return memberHref(id);
    case 'job':
      return jobHref(id);
    case 'resource':
      return resourceHref(id);
    case 'photo':
      return photoHref(row.albumId ?? 0, id);
    case 'event':
      return eventHref(id);
  }
}

/** Kinds whose text members write in Markdown (decision 026-markdown). */
const FORMATTED = new Set<ReportItemType>([
  'discussion',
  'reply',
  'message',
  'job',
  'resource',
  'event',
]);

/**
 * The excerpt as words, as every other preview shows a post: the SQL cut it to length, and
 * a cut that falls inside a link or emphasis leaves that piece as typed, which is all a
 * moderator needs to recognise the post.
 */
const excerptOf = (row: ReportGroupRow) =>
  row.excerpt && FORMATTED.has(row.itemType as ReportItemType)
    ? plainTextOf(row.excerpt)
    : row.excerpt;

/** The moderation queue, paged by (latest report, kind, id). */
export async function listReportQueue(
  db: Database,
  query: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof reportGroup>>> {
  const after = decodeCursor(query.cursor, groupCursor);
  const { rows, total } = await listReportGroupRows(db, { limit: query.limit, after });
  const { items, nextCursor } = takePage(rows, query.limit, (r) => ({
    at: r.sortTime,
    itemType: r.itemType,
    itemId: r.itemId,
  }));
  return {
    items: items.map((row) => {
      const { sortTime: _, discussionId: __, albumId: ___, ...group } = row;
      return { ...group, excerpt: excerptOf(row), href: hrefOf(row) };
    }),
    nextCursor,
    total,
  };
}

/** Closes every open report of the item with the resolution; how many it closed. */
async function closeReports(
  tx: Queryable,
  actor: Actor,
  target: { itemType: ReportItemType; itemId: string },
  resolution: ResolutionInput['action'],
) {
  const closed = await tx
    .update(reports)
    .set({ resolvedAt: sql`now()`, resolvedBy: actor.id, resolution })
    .where(
      and(
        eq(reports.itemType, target.itemType),
        eq(reports.itemId, target.itemId),
        isNull(reports.resolvedAt),
      ),
    )
    .returning({ id: reports.id });
  return closed.length;
}

const auditActor = (actor: Actor) => ({
  id: actor.id,
  firstName: actor.firstName,
  lastName: actor.lastName,
});

/**
 * A moderator resolves an item's open reports (decision 021): dismiss, hide, delete (with
 * the reason, through the item's own staff delete) or suspend its author (the console's
 * suspension: sessions end at once). The action, the closing of the reports and the audit
 * entry commit together; a refused action closes nothing. Says whom it suspended, if anyone
 * (their open live streams close after the commit).
 */
export async function resolveReports(
  db: Database,
  store: ObjectStore,
  actor: Actor,
  target: { itemType: ReportItemType; itemId: string },
  input: ResolutionInput,
) {
  const { itemType, itemId } = target;
  if (input.action === 'delete' && FILE_KINDS.has(itemType)) {
    await deleteWithFiles(db, store, actor, target, input.reason!);
    return { suspended: null };
  }
  let suspended: string | null = null;
  await db.transaction(async (tx) => {
    const item = await findReportedItem(tx, itemType, itemId, true);
    const count = await closeReports(tx, actor, target, input.action);
    if (input.action === 'dismiss') {
      if (count === 0 && !item) throw notFound(ITEM_NOT_FOUND);
      await recordAudit(tx, {
        actor: auditActor(actor),
        action: 'report.resolve',
        targetType: itemType,
        targetId: itemId,
        targetLabel: item?.label || itemType,
        after: { action: 'dismiss', reports: count },
      });
      return;
    }
    if (!item) throw notFound(ITEM_NOT_FOUND);
    switch (input.action) {
      case 'hide':
        if (await setHidden(tx, itemType, itemId, actor.id)) {
          await recordAudit(tx, {
            actor: auditActor(actor),
            action: 'content.hide',
            targetType: itemType,
            targetId: itemId,
            targetLabel: item.label || itemType,
            before: { hidden: false, authorId: item.authorId },
            after: { hidden: true, reports: count },
          });
        }
        return;
      case 'suspend':
        if (!item.authorId) throw badRequest(NOTHING_TO_SUSPEND);
        // The console's own suspension (its checks, its audit entry), in this transaction.
        await suspend(tx as unknown as Database, actor, item.authorId, {
          reason: input.reason!,
          until: input.until ?? null,
        });
        suspended = item.authorId;
        return;
      case 'delete':
        await deleteItem(tx as unknown as Database, actor, target, item, input.reason!);
        return;
    }
  });
  return { suspended };
}

/**
 * Kinds whose delete also releases stored files (a job's résumés, a resource's document, a
 * photo's image, an event's cover): their own staff delete runs its transaction and then
 * discards the files, so it cannot run inside this one (a rollback would not bring the
 * files back). The delete (audited by it) comes first; the reports close after it.
 */
const FILE_KINDS = new Set<ReportItemType>(['job', 'resource', 'photo', 'event']);

async function deleteWithFiles(
  db: Database,
  store: ObjectStore,
  actor: Actor,
  target: { itemType: ReportItemType; itemId: string },
  reason: string,
) {
  const id = keyOf(target.itemType, target.itemId);
  if (typeof id !== 'number') throw notFound(ITEM_NOT_FOUND);
  switch (target.itemType) {
    case 'job':
      await deleteJob(db, store, { actor, jobId: id, reason });
      break;
    case 'resource':
      await deleteResource(db, store, { actor, resourceId: id, reason });
      break;
    case 'photo':
      await deletePhoto(db, store, { actor, photoId: id, reason });
      break;
    case 'event':
      await deleteEvent(db, { actor, eventId: id, reason });
      break;
  }
  await db.transaction((tx) => closeReports(tx, actor, target, 'delete'));
}

/** The staff delete of each kind that has one, with the reason (decision 018). */
async function deleteItem(
  tx: Database,
  actor: Actor,
  { itemType, itemId }: { itemType: ReportItemType; itemId: string },
  item: ReportedItem,
  reason: string,
) {
  switch (itemType) {
    case 'discussion':
      return deleteDiscussion(tx, { actor, discussionId: Number(itemId), reason });
    case 'reply':
      return deleteReply(tx, {
        actor,
        discussionId: item.discussionId!,
        replyId: Number(itemId),
        reason,
      });
    case 'message':
      // The conversation keeps its place and its other messages; only this text goes.
      await tx
        .update(messages)
        .set({ content: MESSAGE_REMOVED_TEXT, hiddenAt: null, hiddenBy: null })
        .where(eq(messages.id, Number(itemId)));
      return recordAudit(tx, {
        actor: auditActor(actor),
        action: 'content.delete',
        targetType: 'message',
        targetId: itemId,
        targetLabel: item.label,
        before: { content: item.label, authorId: item.authorId },
        reason,
      });
    case 'profile':
      throw badRequest(NO_PROFILE_DELETE);
  }
}

/** Shows a hidden item again (a mistake undone), recorded; one not hidden changes nothing. */
export async function unhideItem(
  db: Database,
  actor: Actor,
  { itemType, itemId }: { itemType: ReportItemType; itemId: string },
) {
  await db.transaction(async (tx) => {
    const item = await findReportedItem(tx, itemType, itemId, true);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (!(await setHidden(tx, itemType, itemId, null))) return;
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: 'content.unhide',
      targetType: itemType,
      targetId: itemId,
      targetLabel: item.label || itemType,
      before: { hidden: true },
      after: { hidden: false },
    });
  });
}
