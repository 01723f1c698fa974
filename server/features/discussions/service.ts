import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { discussion, discussionCategory } from '../../../shared/contracts/discussions';
import {
  discussionReadAll,
  discussionReads,
  discussions,
} from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { itemStaffAbilities } from '../../lib/abilities';
import { requireVisible, visibleTo } from '../../lib/hidden';
import { badRequest, notFound } from '../../lib/http-error';
import { givenReason, requireReason } from '../../lib/moderation';
import { decodeCursor, type Page } from '../../lib/pagination';
import {
  type Actor,
  authorize,
  can,
  isModeration,
  permissionsFor,
  type Viewer,
} from '../../lib/policy';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';
import { recordAudit } from '../audit';
import { recordActivity } from '../notifications';
import {
  type DiscussionRow,
  findCategoryForPost,
  findDiscussionState,
  findDiscussionView,
  listCategoryRows,
  lockDiscussion,
} from './queries';

export const DISCUSSION_NOT_FOUND = 'Discussion not found';
export const CATEGORY_NOT_FOUND = 'Category not found';

/** A discussion and the member acting on it. */
export interface DiscussionTarget {
  viewer: Viewer;
  discussionId: number;
}

export const categoryCursor = z.object({
  position: z.number().int().min(-MAX_INT).max(MAX_INT),
  id: z.number().int().min(0).max(MAX_INT),
});

/** Categories in their curated order, each with how many discussions it holds. */
export async function listCategories(
  db: Database,
  viewer: Viewer,
  page: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof discussionCategory>>> {
  const rows = await listCategoryRows(
    db,
    { limit: page.limit, after: decodeCursor(page.cursor, categoryCursor) },
    visibleTo(viewer, { hiddenAt: discussions.hiddenAt, authorId: discussions.authorId }),
  );
  return { ...rows, items: rows.items.map(({ position: _, ...row }) => row) };
}

/** The fields `discussionAbilities` answers: a discussion's own part in every answer. */
export const DISCUSSION_ABILITIES = [
  'mine',
  'canEdit',
  'canDelete',
  'canReply',
  'canPin',
  'canLock',
  'deleteNeedsReason',
  'canReport',
  'canUnhide',
  'canSeeEarlierVersions',
] as const;

/**
 * What the policy lets the viewer do to a discussion, and whether it is theirs: the part of
 * a discussion's answer that is the viewer's own (the kept list joins it in, list.ts).
 */
export function discussionAbilities(viewer: Viewer, row: { authorId: string; isLocked: boolean }) {
  // Named one by one, not spread: the list builds this for every row of every answer, and
  // V8 copies spread objects into a literal through a slow path (4 µs a row, measured).
  const { mine, canEdit, canDelete } = permissionsFor(
    viewer,
    { edit: 'discussion.edit', delete: 'discussion.delete' },
    row,
    row.authorId,
  );
  const { canUnhide, canSeeEarlierVersions } = itemStaffAbilities(viewer);
  return {
    mine,
    canEdit,
    canDelete,
    canReply: can(viewer, 'discussion.reply', row),
    canPin: can(viewer, 'discussion.pin', row),
    canLock: can(viewer, 'discussion.lock', row),
    deleteNeedsReason: canDelete && isModeration(viewer, row),
    canReport: can(viewer, 'report.create', row),
    canUnhide,
    canSeeEarlierVersions,
  };
}

/** A discussion as the viewer sees it, with what the policy lets them do to it. */
/** A discussion as everyone who may see it sees it: the row without its sort key. */
export function sharedDiscussionFields({ sortTime: _, replyCount, ...row }: DiscussionRow) {
  return { ...row, replyCount: replyCount ?? 0 };
}

function toDiscussion(viewer: Viewer, row: DiscussionRow): Answer<typeof discussion> {
  return { ...sharedDiscussionFields(row), ...discussionAbilities(viewer, row) };
}

/**
 * Marks the discussion read by the member as of now (opening, starting or replying to it),
 * inside the caller's statement or transaction. A mark never moves back.
 */
export const markReadSql = (discussionId: number, viewerId: string) => sql`
  insert into ${discussionReads} (discussion_id, user_id, read_at)
  values (${discussionId}, ${viewerId}, now())
  on conflict (discussion_id, user_id)
  do update set read_at = greatest(${discussionReads}.read_at, excluded.read_at)`;

/**
 * "Mark all read": every discussion started until now counts as read by the member as of
 * now (`readMarksOf`), in one row whatever the size of the forum. A mark never moves back.
 */
export async function markAllDiscussionsRead(db: Database, viewer: Viewer) {
  await db.execute(sql`
    insert into ${discussionReadAll} (user_id, read_at) values (${viewer.id}, now())
    on conflict (user_id)
    do update set read_at = greatest(${discussionReadAll}.read_at, excluded.read_at)`);
}

export async function getDiscussion(db: Database, { viewer, discussionId }: DiscussionTarget) {
  const row = requireVisible(
    viewer,
    await findDiscussionView(db, discussionId),
    DISCUSSION_NOT_FOUND,
  );
  return toDiscussion(viewer, row);
}

export interface NewDiscussion {
  title: string;
  content: string;
  categoryId: number;
}

export const CATEGORY_ARCHIVED = 'This category is archived and takes no new discussions';

const categoryNotFound = () =>
  badRequest(CATEGORY_NOT_FOUND, [{ path: 'categoryId', message: CATEGORY_NOT_FOUND }]);

/**
 * Starts a discussion, read by its author from the start (so replies by others after it
 * are new to them). The category is held while the discussion is written, so an admin
 * archiving it at that moment waits, and a category archived first refuses it.
 */
export async function createDiscussion(db: Database, viewer: Viewer, input: NewDiscussion) {
  if (input.categoryId > MAX_INT) throw categoryNotFound();
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const category = await findCategoryForPost(tx, input.categoryId);
      if (!category) throw categoryNotFound();
      if (category.archived) {
        throw badRequest(CATEGORY_ARCHIVED, [{ path: 'categoryId', message: CATEGORY_ARCHIVED }]);
      }
      const [row] = await tx
        .insert(discussions)
        .values({ ...input, authorId: viewer.id })
        .returning({ id: discussions.id });
      await tx.execute(markReadSql(row.id, viewer.id));
      // Whom it mentions and who watches its category (issue 37) are worked out after
      // the answer, as for a reply: one row here, whoever that turns out to be.
      await recordActivity(tx, {
        kind: 'discussion',
        actorId: viewer.id,
        payload: { discussionId: row.id },
      });
      return row.id;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw categoryNotFound();
    throw err;
  }
  return getDiscussion(db, { viewer, discussionId: id });
}

export interface DiscussionDeletion {
  actor: Actor;
  discussionId: number;
  reason?: string;
}

/**
 * Deletes a discussion: its author's own, or anyone's by staff with a reason (decision
 * 018), recorded in the audit log in the same transaction. One delete statement: the
 * foreign keys cascade to its replies and views inside it, so they go together or not at
 * all.
 */
export async function deleteDiscussion(
  db: Database,
  { actor, discussionId, reason }: DiscussionDeletion,
) {
  const discussion = await findDiscussionState(db, discussionId);
  if (!discussion) throw notFound(DISCUSSION_NOT_FOUND);
  authorize(actor, 'discussion.delete', discussion);
  if (!isModeration(actor, discussion)) {
    await db.delete(discussions).where(eq(discussions.id, discussionId));
    return;
  }
  const why = requireReason(givenReason(reason));
  const found = await db.transaction(async (tx) => {
    const locked = await lockDiscussion(tx, discussionId);
    if (!locked) return false;
    await tx.delete(discussions).where(eq(discussions.id, discussionId));
    await recordAudit(tx, {
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
      action: 'discussion.delete',
      targetType: 'discussion',
      targetId: String(discussionId),
      targetLabel: locked.title,
      before: { title: locked.title, authorId: locked.authorId },
      reason: why,
    });
    return true;
  });
  if (!found) throw notFound(DISCUSSION_NOT_FOUND);
}

/** The flags staff set on a discussion, each with its rule and its audit actions. */
const FLAGS = {
  pinned: {
    column: 'isPinned',
    rule: 'discussion.pin',
    on: 'discussion.pin',
    off: 'discussion.unpin',
  },
  locked: {
    column: 'isLocked',
    rule: 'discussion.lock',
    on: 'discussion.lock',
    off: 'discussion.unlock',
  },
} as const;
export type DiscussionFlag = keyof typeof FLAGS;

/**
 * Pins or unpins, locks or unlocks a discussion (staff, decision 018). Idempotent: setting
 * a flag to what it already is changes and records nothing. The change and its audit
 * record commit together, under the discussion's row lock so two moderators acting at once
 * record one change each way at most. A flag is not an edit: updated_at keeps its value.
 */
export async function setDiscussionFlag(
  db: Database,
  { actor, discussionId }: { actor: Actor; discussionId: number },
  flag: DiscussionFlag,
  value: boolean,
) {
  const { column, rule, on, off } = FLAGS[flag];
  const state = await findDiscussionState(db, discussionId);
  if (!state) throw notFound(DISCUSSION_NOT_FOUND);
  authorize(actor, rule, state);
  const found = await db.transaction(async (tx) => {
    const locked = await lockDiscussion(tx, discussionId);
    if (!locked) return false;
    if (locked[column] === value) return true;
    await tx
      .update(discussions)
      .set({ [column]: value, updatedAt: sql`${discussions.updatedAt}` })
      .where(eq(discussions.id, discussionId));
    await recordAudit(tx, {
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
      action: value ? on : off,
      targetType: 'discussion',
      targetId: String(discussionId),
      targetLabel: locked.title,
      before: { [column]: locked[column] },
      after: { [column]: value },
    });
    return true;
  });
  if (!found) throw notFound(DISCUSSION_NOT_FOUND);
  return getDiscussion(db, { viewer: actor, discussionId });
}
