import { type SQL, sql } from 'drizzle-orm';
import {
  type BookmarkKeys,
  type BookmarkKind,
  MAX_BOOKMARKS,
  TOO_MANY_BOOKMARKS,
} from '../../../shared/contracts/bookmarks';
import { bookmarks } from '../../../shared/schema/bookmarks';
import type { Queryable } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/policy';
import { KINDS, shownTo } from './kinds';

/**
 * The item `id` of `kind` if the viewer may see it, as a subquery of its id: a reply only
 * while its discussion is shown to them too.
 */
function visibleItem(kind: BookmarkKind, id: number, viewer: Viewer): SQL {
  const { table, author } = KINDS[kind];
  const inDiscussion =
    kind === 'reply'
      ? sql` and exists (select 1 from discussion d where d.id = x.discussion_id and ${shownTo(viewer, 'd', 'author_id')})`
      : sql``;
  return sql`select x.id from ${sql.identifier(table)} x
    where x.id = ${id} and ${shownTo(viewer, 'x', author)}${inDiscussion}`;
}

/**
 * Bookmarks an item (`on`) or takes the bookmark away. Idempotent both ways. Bookmarking
 * checks that the viewer may see the item (404 otherwise, as its own page would say) and
 * that they keep fewer than MAX_BOOKMARKS (409), in the one statement that inserts.
 * Taking one away needs no such check: a member may always let go of their own row.
 */
export async function setBookmark(
  db: Queryable,
  viewer: Viewer,
  kind: BookmarkKind,
  id: number,
  on: boolean,
): Promise<{ bookmarked: boolean }> {
  const column = sql.identifier(KINDS[kind].column);
  if (!on) {
    await db.execute(
      sql`delete from ${bookmarks} where user_id = ${viewer.id} and ${column} = ${id}`,
    );
    return { bookmarked: false };
  }
  const result = (await db.execute(sql`
    with item as (${visibleItem(kind, id, viewer)}),
    kept as (select count(*)::int as n,
        bool_or(${column} = ${id}) as already
      from ${bookmarks} where user_id = ${viewer.id}),
    added as (
      insert into ${bookmarks} (user_id, ${column})
      select ${viewer.id}, item.id from item, kept
      where not coalesce(kept.already, false) and kept.n < ${MAX_BOOKMARKS}
      on conflict do nothing
      returning id)
    select exists (select 1 from item) as found, kept.n, coalesce(kept.already, false) as already,
      exists (select 1 from added) as added
    from kept`)) as unknown as {
    rows: { found: boolean; n: number; already: boolean; added: boolean }[];
  };
  const [row] = result.rows;
  if (!row.found) throw notFound(KINDS[kind].notFound);
  // Neither there before nor added: at the limit, or a twin request added it meanwhile.
  if (!row.already && !row.added && row.n >= MAX_BOOKMARKS) throw conflict(TOO_MANY_BOOKMARKS);
  return { bookmarked: true };
}

/**
 * The ids of everything the viewer bookmarked, by kind: one statement over their index,
 * bounded by MAX_BOOKMARKS. Ids alone, of the viewer's own rows, so nothing moderators
 * hid is told.
 */
export async function bookmarkKeysOf(db: Queryable, viewer: Viewer): Promise<BookmarkKeys> {
  const rows = await db
    .select({
      discussion: bookmarks.discussionId,
      reply: bookmarks.replyId,
      event: bookmarks.eventId,
      job: bookmarks.jobId,
      resource: bookmarks.resourceId,
    })
    .from(bookmarks)
    .where(sql`${bookmarks.userId} = ${viewer.id}`);
  const keys: BookmarkKeys = { discussion: [], reply: [], event: [], job: [], resource: [] };
  for (const row of rows) {
    for (const kind of Object.keys(keys) as BookmarkKind[]) {
      const id = row[kind];
      if (id !== null) keys[kind].push(id);
    }
  }
  return keys;
}
