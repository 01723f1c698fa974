import { sql } from 'drizzle-orm';
import {
  discussionCategories,
  discussionReplies,
  discussions,
  discussionViews,
} from '../../../shared/schema/discussions';
import { ensureRows, formatCount, insertAll, syncSequence } from './bulk';
import type { LargeSeedContext } from './context';
import { DISCUSSION_OPENERS, DISCUSSION_TOPICS, NEIGHBORHOODS, SENTENCES } from './vocabulary';

const HOUR = 3_600_000;
/** Used only when the starter categories (migration 0004) were removed. */
const FALLBACK_CATEGORIES = ['General', 'Business Strategy', 'Networking', 'Technology'];

/**
 * Discussions over two years in the starter categories, with replies spread unevenly
 * (most threads a few, some dozens), about a third of them answering an earlier reply
 * of the same thread, and a few views each so view counts agree with discussion_view.
 */
export async function seedDiscussions(ctx: LargeSeedContext) {
  const { dice, members, sizes } = ctx;
  const categories = await ensureRows(
    ctx.db,
    discussionCategories,
    FALLBACK_CATEGORIES.map((name) => ({ name })),
  );
  const threads: (typeof discussions.$inferInsert)[] = [];
  const replies: (typeof discussionReplies.$inferInsert)[] = [];
  const views: (typeof discussionViews.$inferInsert)[] = [];
  const meanReplies = sizes.replies / sizes.discussions;
  let replyId = 0;
  for (let id = 1; id <= sizes.discussions; id++) {
    const author = dice.pick(members);
    const createdAt = dice.dateAround(ctx.now, 730);
    const viewers = dice
      .distinctIndexes(members.length, dice.int(0, 4))
      .map((i) => members[i].id)
      .filter((v) => v !== author.id);
    threads.push({
      id,
      title: `${dice.pick(DISCUSSION_OPENERS)} ${dice.pick(DISCUSSION_TOPICS)}?`,
      content: `${dice.pick(SENTENCES)} We are based in ${dice.pick(NEIGHBORHOODS)}. ${dice.pick(SENTENCES)}`,
      categoryId: dice.pick(categories),
      authorId: author.id,
      isPinned: id % 5_000 === 0,
      isLocked: dice.chance(0.01),
      viewCount: viewers.length,
      createdAt,
      updatedAt: createdAt,
    });
    for (const userId of viewers) views.push({ discussionId: id, userId, createdAt });
    const first = replyId + 1;
    let at = createdAt.getTime();
    for (let k = dice.skewed(meanReplies); k > 0 && replyId < sizes.replies; k--) {
      replyId++;
      at = Math.min(at + dice.int(1, 48) * HOUR, ctx.now.getTime());
      const threaded = replyId > first && dice.chance(0.35);
      replies.push({
        id: replyId,
        discussionId: id,
        authorId: dice.pick(members).id,
        content: dice.pick(SENTENCES),
        parentReplyId: threaded ? dice.int(first, replyId - 1) : null,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      });
    }
  }
  // The long tail leaves the total a little short or long; top up on recent threads.
  while (replyId < sizes.replies) {
    replyId++;
    const discussionId = dice.int(Math.max(1, sizes.discussions - 500), sizes.discussions);
    replies.push({
      id: replyId,
      discussionId,
      authorId: dice.pick(members).id,
      content: dice.pick(SENTENCES),
      parentReplyId: null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  }
  await insertAll(ctx.db, discussions, threads);
  await syncSequence(ctx.db, discussions);
  await insertAll(ctx.db, discussionReplies, replies);
  await syncSequence(ctx.db, discussionReplies);
  await insertAll(ctx.db, discussionViews, views);
  // Last activity is the latest reply's time (else the start), as posting a reply keeps it.
  await ctx.db.execute(sql`
    update ${discussions} d
    set last_activity_at = greatest(d.created_at, r.latest)
    from (select discussion_id, max(created_at) as latest from ${discussionReplies} group by discussion_id) r
    where r.discussion_id = d.id`);
  return `${formatCount(threads.length)} discussions, ${formatCount(replies.length)} replies, ${formatCount(views.length)} views`;
}
