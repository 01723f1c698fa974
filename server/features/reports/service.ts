import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ReportItemType } from '../../../shared/contracts/choices';
import type { Answer } from '../../../shared/contracts/common';
import type { ReportInput, ResolutionInput, reportGroup } from '../../../shared/contracts/reports';
import { plainTextOf } from '../../../shared/markdown-text';
import { reports } from '../../../shared/schema/reports';
import type { Database, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import { type Actor, authorize, can, type Viewer } from '../../lib/policy';
import type { ObjectStore } from '../../storage/object-store';
import { suspend } from '../admin';
import { recordAudit } from '../audit';
import { recordActivity } from '../notifications';
import { listReportGroupRows, type ReportGroupRow } from './queries';
import { type ReportedItem, reportableOf } from './registry';

export const THANKS = 'Thanks for letting us know. A moderator will take a look.';
export const ITEM_NOT_FOUND = 'We could not find that item';
export const NOTHING_TO_SUSPEND = 'This item has no author to suspend';

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
  const kind = reportableOf(itemType);
  const item = await kind.find(db, itemId, false);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  if (kind.knownTo && !kind.knownTo(item, viewer)) throw notFound(ITEM_NOT_FOUND);
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
  await db.transaction(async (tx) => {
    const [report] = await tx
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
      })
      .returning({ id: reports.id });
    // The staff hear of a new report (issue 36); a repeated one adds nothing, so tells nobody.
    if (report) {
      await recordActivity(tx, {
        kind: 'report_filed',
        actorId: viewer.id,
        payload: { reportId: report.id },
      });
    }
  });
  return { message: THANKS };
}

const groupCursor = z.object({
  at: z.iso.datetime(),
  itemType: z.string().max(20),
  itemId: z.string().max(255),
});

/** Where "Open in context" goes: the item's permalink, none for a private message. */
const hrefOf = (row: ReportGroupRow) =>
  row.exists ? reportableOf(row.itemType).href(row.itemId, row.linkId) : null;

/**
 * The excerpt as words, as every other preview shows a post: the SQL cut it to length, and
 * a cut that falls inside a link or emphasis leaves that piece as typed, which is all a
 * moderator needs to recognise the post. Only kinds written in Markdown (decision 026).
 */
const excerptOf = (row: ReportGroupRow) =>
  row.excerpt && reportableOf(row.itemType).markdown ? plainTextOf(row.excerpt) : row.excerpt;

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
      const { sortTime: _, linkId: __, ...group } = row;
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
  const kind = reportableOf(itemType);
  const removal = kind.remove;
  if (input.action === 'delete' && removal.how === 'own-transaction') {
    // The kind's own delete runs its transaction (and then discards its files, if it has
    // any: a rollback would not bring them back); audited by it. The reports close after.
    const key = kind.key(itemId);
    if (typeof key !== 'number') throw notFound(ITEM_NOT_FOUND);
    await removal.run(db, store, actor, { key, reason: input.reason! });
    await db.transaction((tx) => closeReports(tx, actor, target, 'delete'));
    return { suspended: null };
  }
  let suspended: string | null = null;
  await db.transaction(async (tx) => {
    const item = await kind.find(tx, itemId, true);
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
        if (await kind.setHidden(tx, itemId, actor.id)) {
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
        if (removal.how === 'refused') throw badRequest(removal.message);
        if (removal.how === 'in-transaction') {
          await removal.run(tx as unknown as Database, actor, {
            itemId,
            item,
            reason: input.reason!,
          });
        }
        return;
    }
  });
  return { suspended };
}

/** Shows a hidden item again (a mistake undone), recorded; one not hidden changes nothing. */
export async function unhideItem(
  db: Database,
  actor: Actor,
  { itemType, itemId }: { itemType: ReportItemType; itemId: string },
) {
  await db.transaction(async (tx) => {
    const kind = reportableOf(itemType);
    const item = await kind.find(tx, itemId, true);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (!(await kind.setHidden(tx, itemId, null))) return;
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
