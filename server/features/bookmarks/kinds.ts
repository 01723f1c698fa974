import { type SQL, sql } from 'drizzle-orm';
import type { BookmarkKind } from '../../../shared/contracts/bookmarks';
import { visibleTo } from '../../lib/hidden';
import type { Viewer } from '../../lib/policy';

/**
 * What the bookmarks need to know of each kind of item: its column in `bookmark`, its
 * table, and who wrote it (a member always sees what moderators hid of their own,
 * decision 021). A reply is also hidden with its discussion.
 */
export interface KindInfo {
  /** The item's column in `bookmark`. */
  column: string;
  table: string;
  /** Its writer's column in `table`. */
  author: string;
  /** What a 404 says when there is no such item, or the viewer may not see it. */
  notFound: string;
}

export const KINDS: Record<BookmarkKind, KindInfo> = {
  discussion: {
    column: 'discussion_id',
    table: 'discussion',
    author: 'author_id',
    notFound: 'Discussion not found',
  },
  reply: {
    column: 'reply_id',
    table: 'discussion_reply',
    author: 'author_id',
    notFound: 'Reply not found',
  },
  event: { column: 'event_id', table: 'event', author: 'created_by', notFound: 'Event not found' },
  job: { column: 'job_id', table: 'job_posting', author: 'posted_by', notFound: 'Job not found' },
  resource: {
    column: 'resource_id',
    table: 'resource',
    author: 'uploaded_by',
    notFound: 'Resource not found',
  },
};

/**
 * Whether the row under `alias` (its writer in `author`) is one the viewer may see, as far
 * as moderators hid it: `visibleTo` (decision 021) for a table under an alias.
 */
export function shownTo(viewer: Viewer, alias: string, author: string): SQL {
  const a = sql.identifier(alias);
  return (
    visibleTo(viewer, {
      hiddenAt: sql`${a}.hidden_at`,
      authorId: sql`${a}.${sql.identifier(author)}`,
    }) ?? sql`true`
  );
}
