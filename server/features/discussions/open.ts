import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Answer } from '../../../shared/contracts/common';
import { openedDiscussion, type SubscriptionLevel } from '../../../shared/contracts/discussions';
import type { Reaction } from '../../../shared/contracts/reactions';
import {
  discussionReactions,
  discussionReads,
  discussionReplies,
  discussions,
  discussionViews,
} from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { keptAnswer } from '../../lib/generations';
import { visibleTo } from '../../lib/hidden';
import { notFound } from '../../lib/http-error';
import { KeptAnswers } from '../../lib/kept-answers';
import type { Viewer } from '../../lib/policy';
import { myReactionsSql, reactionCountsOf } from '../../lib/reactions';
import { isForeignKeyViolation } from '../../lib/sql';
import { viewerFieldsOf } from '../../lib/viewer-fields';
import { subscriptionLevelSql } from './following';
import { findDiscussionView, leftOffSql, newRepliesSql } from './queries';
import {
  DISCUSSION_ABILITIES,
  DISCUSSION_NOT_FOUND,
  type DiscussionTarget,
  discussionAbilities,
  sharedDiscussionFields,
} from './service';

/**
 * How many opened discussions a process keeps. One is at most a discussion's content
 * (20,000 characters) and its author, so ~22 KB at worst and a few KB as members write:
 * the bound is ~11 MB, and the discussions members open again and again (the week's, the
 * pinned ones) stay.
 */
const MAX_KEPT_DISCUSSIONS = 500;

/** The opened discussions this app keeps (decision 045), one store per app. */
export const keptDiscussionsStore = () => new KeptAnswers(MAX_KEPT_DISCUSSIONS);

/**
 * What of an opened discussion is the opener's own: what they may do, where they left off,
 * and its view count, which moves with every first view and so is not kept (a view moves
 * no generation).
 */
const openedItem = viewerFieldsOf(openedDiscussion, [
  'viewCount',
  'firstUnreadReplyId',
  'myReactions',
  'subscription',
  ...DISCUSSION_ABILITIES,
]);

type SharedDiscussion = { json: string; authorId: string; isLocked: boolean } | null;

/** The discussion as everyone who may see it sees it, encoded: what is kept. */
async function readShared(db: Database, discussionId: number): Promise<SharedDiscussion> {
  const [row, counts] = await Promise.all([
    findDiscussionView(db, discussionId),
    reactionCountsOf(db, discussionReactions, [discussionId]),
  ]);
  if (!row) return null;
  const [json] = openedItem.encodeShared([
    { ...sharedDiscussionFields(row), reactions: counts.get(discussionId) ?? [] },
  ]);
  return { json, authorId: row.authorId, isLocked: row.isLocked };
}

/**
 * Counts the member's view and marks the discussion read, in one statement that answers
 * the view count as it now is and where the member left off (the earliest reply by others
 * after their mark as it was before this opening: the statement's snapshot does not see
 * its own write; "Mark all read" counts as a mark on discussions started before it), or no row when there is no such discussion or it is hidden
 * from the member (decision 021: one hidden from them is not opened, viewed or marked).
 *
 * The first time a member other than the author opens it counts one view: the
 * (discussion, member) row in discussion_view decides, so reloads, a second tab or two
 * racing requests never count twice. The read mark is written only when there is activity
 * newer than it: the open page refetches every 20 s, and a member who has read up to the
 * newest reply has nothing new, so no new row version and no WAL until someone replies.
 * A mark never moves back. A view is not an edit: updated_at keeps its value.
 */
async function countViewAndMarkRead(db: Database, viewer: Viewer, discussionId: number) {
  const visible = visibleTo(viewer, {
    hiddenAt: discussions.hiddenAt,
    authorId: discussions.authorId,
  });
  try {
    const [row] = await selectRows<{
      viewCount: number;
      firstUnreadReplyId: number | null;
      myReactions: Reaction[];
      subscription: SubscriptionLevel;
    }>(
      db,
      sql`
      with target as (
        select ${discussions.id} as id, ${discussions.authorId} as author_id,
          ${discussions.viewCount} as view_count, ${discussions.lastActivityAt} as last_activity_at,
          ${discussions.createdAt} as created_at
        from ${discussions}
        where ${discussions.id} = ${discussionId}${visible ? sql` and ${visible}` : sql``}
      ),
      viewed as (
        insert into ${discussionViews} (discussion_id, user_id)
        select id, ${viewer.id} from target where author_id <> ${viewer.id}
        on conflict do nothing
        returning discussion_id
      ),
      read as (
        insert into ${discussionReads} (discussion_id, user_id, read_at)
        select id, ${viewer.id}, now() from target
        on conflict (discussion_id, user_id)
        do update set read_at = excluded.read_at
        where ${discussionReads}.read_at < excluded.read_at
          and ${discussionReads}.read_at < (select last_activity_at from target)
      ),
      counted as (
        update ${discussions} set view_count = view_count + 1, updated_at = updated_at
        where id in (select discussion_id from viewed)
        returning view_count
      )
      -- The statement's own snapshot does not see its update: the count it made comes
      -- from the update's returning, else the count as it was.
      select coalesce((select view_count from counted), target.view_count) as "viewCount",
        (select x.id
          from (select ${leftOffSql(sql`target.id`, sql`target.created_at`, viewer.id)} as read_at) m,
            ${discussionReplies} x
          where x.discussion_id = target.id and ${newRepliesSql(sql`m.read_at`, viewer.id)}
          order by x.created_at, x.id limit 1) as "firstUnreadReplyId",
        ${myReactionsSql(discussionReactions, sql`target.id`, viewer.id)} as "myReactions",
        ${subscriptionLevelSql(sql`target.id`, sql`target.author_id`, viewer.id)} as "subscription"
      from target`,
    );
    return row ?? null;
  } catch (err) {
    // Deleted between the look-up and the view insert.
    if (isForeignKeyViolation(err)) return null;
    throw err;
  }
}

/**
 * Opens a discussion for a member (counting their view, marking it read) and answers it as
 * JSON: what everyone sees is kept until the discussions' generation moves (decision 045),
 * so an opening costs the one statement above; the view count and what the member may do
 * are joined in.
 */
export async function openDiscussion(
  db: Database,
  request: FastifyRequest,
  kept: KeptAnswers,
  { viewer, discussionId }: DiscussionTarget,
): Promise<string> {
  const opened = await countViewAndMarkRead(db, viewer, discussionId);
  if (!opened) throw notFound(DISCUSSION_NOT_FOUND);
  const shared = await keptAnswer(
    db,
    request,
    { kept, domain: 'discussions', key: String(discussionId) },
    () => readShared(db, discussionId),
  );
  // Deleted since it was counted.
  if (!shared) throw notFound(DISCUSSION_NOT_FOUND);
  const own: Pick<
    Answer<typeof openedDiscussion>,
    'viewCount' | 'firstUnreadReplyId' | 'myReactions' | 'subscription'
  > &
    ReturnType<typeof discussionAbilities> = {
    viewCount: opened.viewCount,
    firstUnreadReplyId: opened.firstUnreadReplyId,
    myReactions: opened.myReactions,
    subscription: opened.subscription,
    ...discussionAbilities(viewer, shared),
  };
  return `${shared.json},${openedItem.encodeOwn(own)}`;
}
