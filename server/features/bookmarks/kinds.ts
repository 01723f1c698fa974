import { type SQL, sql } from 'drizzle-orm';
import type { BookmarkKind } from '../../../shared/contracts/bookmarks';

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
 * Whether the row under `alias` is one the viewer may see, as far as moderators hid it:
 * staff (`viewerId` null) see all, a member what is not hidden and what is theirs.
 */
export function shownTo(alias: string, author: string, viewerId: string | null): SQL {
  if (viewerId === null) return sql`true`;
  const a = sql.identifier(alias);
  return sql`(${a}.hidden_at is null or ${a}.${sql.identifier(author)} = ${viewerId})`;
}
