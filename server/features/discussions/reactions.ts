import { and, eq, sql } from 'drizzle-orm';
import type { Reaction } from '../../../shared/contracts/reactions';
import {
  discussionReactions,
  discussionReplies,
  replyReactions,
} from '../../../shared/schema/discussions';
import type { ReactionTable } from '../../../shared/schema/reactions';
import type { Database } from '../../db/client';
import { hiddenFlag, requireVisible } from '../../lib/hidden';
import type { Viewer } from '../../lib/policy';
import { listReactionEntries, toggleReaction } from '../../lib/reactions';
import { recordActivity } from '../notifications';
import { findDiscussionState, TOMBSTONE } from './queries';
import { REPLY_NOT_FOUND } from './replies-service';
import { DISCUSSION_NOT_FOUND } from './service';

/**
 * Reactions to a discussion or to one of its replies (issue 37). Anyone who may read the
 * item may react to it, a locked discussion included (a reaction is not a reply, as on
 * Discourse); a tombstone has no words left to react to. What moderators hid is not found
 * for anyone but its author and staff, as everywhere (decision 021).
 */
export interface ReactionTarget {
  viewer: Viewer;
  discussionId: number;
  /** A reply of the discussion; absent: the discussion itself. */
  replyId?: number;
}

interface Found {
  table: ReactionTable;
  itemId: number;
  authorId: string;
}

/** The item reacted to, once the viewer may see it; 404 otherwise. */
async function findItem(db: Database, { viewer, discussionId, replyId }: ReactionTarget) {
  const discussion = requireVisible(
    viewer,
    await findDiscussionState(db, discussionId),
    DISCUSSION_NOT_FOUND,
  );
  if (replyId === undefined) {
    return { table: discussionReactions, itemId: discussionId, authorId: discussion.authorId };
  }
  const [reply] = await db
    .select({
      authorId: discussionReplies.authorId,
      hidden: hiddenFlag(discussionReplies.hiddenAt),
      deleted: sql<boolean>`${discussionReplies.content} = ${TOMBSTONE}`,
    })
    .from(discussionReplies)
    .where(
      and(eq(discussionReplies.id, replyId), eq(discussionReplies.discussionId, discussionId)),
    );
  const visible = requireVisible(viewer, reply && !reply.deleted ? reply : null, REPLY_NOT_FOUND);
  return { table: replyReactions, itemId: replyId, authorId: visible.authorId } satisfies Found;
}

/**
 * Leaves (`on`) or takes back one of the viewer's reactions and answers the item's
 * reactions as they now are. The author hears of a member's first reaction to their post,
 * collapsed per post ("Ada and 4 others reacted to …").
 */
export async function react(db: Database, target: ReactionTarget, reaction: Reaction, on: boolean) {
  const { viewer, discussionId, replyId } = target;
  const found = await findItem(db, target);
  return toggleReaction(
    db,
    {
      ...found,
      notFoundMessage: replyId === undefined ? DISCUSSION_NOT_FOUND : REPLY_NOT_FOUND,
    },
    { viewerId: viewer.id, reaction, on },
    (tx) =>
      recordActivity(tx, {
        kind: 'reaction',
        actorId: viewer.id,
        payload: { discussionId, replyId: replyId ?? null },
      }),
  );
}

/** Who reacted to the item, newest first; 404 as for reacting. */
export async function listReactions(
  db: Database,
  target: ReactionTarget,
  query: { limit: number; cursor?: string; reaction?: Reaction },
) {
  const { table, itemId } = await findItem(db, target);
  return listReactionEntries(db, table, itemId, query);
}
