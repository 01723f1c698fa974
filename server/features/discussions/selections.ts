import { eq, sql } from 'drizzle-orm';
import {
  discussionCategories,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { exactTime } from '../../lib/pagination';

/** The author as every discussion and reply embeds them (spec §3): no more, no less. */
export const authorColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
};

export const categoryColumns = {
  id: discussionCategories.id,
  name: discussionCategories.name,
  color: discussionCategories.color,
};

export const discussionColumns = {
  id: discussions.id,
  title: discussions.title,
  content: discussions.content,
  categoryId: discussions.categoryId,
  authorId: discussions.authorId,
  isPinned: discussions.isPinned,
  isLocked: discussions.isLocked,
  viewCount: discussions.viewCount,
  createdAt: discussions.createdAt,
  updatedAt: discussions.updatedAt,
};

/**
 * Discussions with author, category and replyCount embedded, as one query. The reply
 * count is a lateral subquery, so it is counted per discussion through the
 * (discussion_id, created_at) index for only the rows this page returns.
 */
export function selectDiscussions(db: Database) {
  const replies = db
    .select({ n: sql<number>`count(*)::int`.as('reply_count') })
    .from(discussionReplies)
    .where(eq(discussionReplies.discussionId, discussions.id))
    .as('replies');
  return db
    .select({
      ...discussionColumns,
      author: authorColumns,
      category: categoryColumns,
      replyCount: replies.n,
      sortTime: exactTime(discussions.createdAt),
    })
    .from(discussions)
    .innerJoin(users, eq(users.id, discussions.authorId))
    .innerJoin(discussionCategories, eq(discussionCategories.id, discussions.categoryId))
    .leftJoinLateral(replies, sql`true`);
}
