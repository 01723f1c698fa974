import { sql } from 'drizzle-orm';
import { discussionHref } from '../../../shared/permalinks';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { plainMentionsSql } from '../../lib/plain-mentions';
import { type Reportable, type ReportedItem, tableReportable } from '../reports';
import { TOMBSTONE } from './queries';
import { deleteReply } from './replies-service';
import { deleteDiscussion } from './service';

/** A discussion as the reports feature sees it (decision 021). */
export const discussionReportable: Reportable = {
  kind: 'discussion',
  ...tableReportable({
    table: discussions,
    id: discussions.id,
    author: discussions.authorId,
    hiddenAt: discussions.hiddenAt,
    hiddenBy: discussions.hiddenBy,
    label: sql<string>`${discussions.title}`,
    numeric: true,
  }),
  remove: {
    how: 'in-transaction',
    run: (tx, actor, { itemId, reason }) =>
      deleteDiscussion(tx, { actor, discussionId: Number(itemId), reason }),
  },
  queue: {
    from: sql`${discussions}`,
    match: (key) => sql`${discussions.id} = ${key}::int`,
    author: sql`${discussions.authorId}`,
    hidden: sql`${discussions.hiddenAt} is not null`,
    title: sql`${discussions.title}`,
    excerpt: sql`left(${plainMentionsSql(discussions.content)}, 300)`,
    editedAt: sql`${discussions.editedAt}`,
  },
  href: (id) => discussionHref(id),
  markdown: true,
};

/** A reply: its discussion is what its staff delete and its link need. */
interface ReportedReply extends ReportedItem {
  discussionId: number;
}

/** A reply as the reports feature sees it; a tombstone (a removed reply's place) is none. */
export const replyReportable: Reportable<ReportedReply> = {
  kind: 'reply',
  ...tableReportable<ReportedReply>({
    table: discussionReplies,
    id: discussionReplies.id,
    author: discussionReplies.authorId,
    hiddenAt: discussionReplies.hiddenAt,
    hiddenBy: discussionReplies.hiddenBy,
    label: sql<string>`left(${plainMentionsSql(discussionReplies.content)}, 120)`,
    live: sql`${discussionReplies.content} <> ${TOMBSTONE}`,
    numeric: true,
    extra: { discussionId: discussionReplies.discussionId },
  }),
  remove: {
    how: 'in-transaction',
    run: (tx, actor, { itemId, item, reason }) =>
      deleteReply(tx, { actor, discussionId: item.discussionId, replyId: Number(itemId), reason }),
  },
  // The queue shows a tombstone as existing, with no excerpt (as it always has).
  queue: {
    from: sql`${discussionReplies} left join ${discussions} on ${discussions.id} = ${discussionReplies.discussionId}`,
    match: (key) => sql`${discussionReplies.id} = ${key}::int`,
    author: sql`${discussionReplies.authorId}`,
    hidden: sql`${discussionReplies.hiddenAt} is not null`,
    title: sql`${discussions.title}`,
    excerpt: sql`left(nullif(${plainMentionsSql(discussionReplies.content)}, ''), 300)`,
    editedAt: sql`${discussionReplies.editedAt}`,
    linkId: sql`${discussionReplies.discussionId}`,
  },
  href: (id, discussionId) => discussionHref(discussionId ?? 0, id),
  markdown: true,
};
