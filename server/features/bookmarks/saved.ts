import { sql } from 'drizzle-orm';
import type { BookmarkKind, savedItem } from '../../../shared/contracts/bookmarks';
import type { Answer } from '../../../shared/contracts/common';
import { discussionHref, eventHref, jobHref, resourceHref } from '../../../shared/permalinks';
import { previewText } from '../../../shared/preview';
import { bookmarks } from '../../../shared/schema/bookmarks';
import type { Queryable } from '../../db/client';
import { type MemberSummaryRow, optionalMemberSummary } from '../../lib/member-summary';
import {
  beyondCursor,
  type CreatedAtCursor,
  createdAtCursorOf,
  exactTime,
  type Page,
  takePage,
} from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { KINDS, shownTo } from './kinds';

/**
 * The text a card's excerpt is cut from is read only this far: the excerpt is 200
 * characters, and parsing a whole long post's Markdown for it would be wasted work.
 */
const BODY_READ = 2_000;

interface Row {
  id: number;
  sortTime: string;
  savedAt: string;
  kind: BookmarkKind;
  itemId: number;
  parentId: number | null;
  title: string;
  body: string;
  author: MemberSummaryRow | null;
  at: string;
  timeZone: string | null;
  detail: string | null;
  closed: boolean;
}

const hrefOf = (row: Row): string => {
  switch (row.kind) {
    case 'discussion':
      return discussionHref(row.itemId);
    case 'reply':
      return discussionHref(row.parentId ?? 0, row.itemId);
    case 'event':
      return eventHref(row.itemId);
    case 'job':
      return jobHref(row.itemId);
    case 'resource':
      return resourceHref(row.itemId);
  }
};

/**
 * The Saved page: the viewer's bookmarks newest first, optionally of one kind, each with
 * its item as a card shows it, from one statement (and one that counts them). Items the
 * viewer may no longer see (moderators hid them since) are left out; deleted ones are gone
 * with their bookmark (the foreign keys cascade).
 */
export async function listSaved(
  db: Queryable,
  viewer: Viewer,
  q: { kind?: BookmarkKind; limit: number; after: CreatedAtCursor | null },
): Promise<Page<Answer<typeof savedItem>>> {
  const joins = sql`
    left join discussion d on d.id = b.discussion_id
    left join discussion_category c on c.id = d.category_id
    left join discussion_reply r on r.id = b.reply_id
    left join discussion rd on rd.id = r.discussion_id
    left join event e on e.id = b.event_id
    left join job_posting j on j.id = b.job_id
    left join resource res on res.id = b.resource_id`;
  // Each kind's own visibility; a bookmark of another kind passes it (its column is null).
  const shown = (alias: string, author: string) => shownTo(viewer, alias, author);
  const visible = sql`(b.discussion_id is null or ${shown('d', 'author_id')})
    and (b.reply_id is null or (${shown('r', 'author_id')} and ${shown('rd', 'author_id')}))
    and (b.event_id is null or ${shown('e', 'created_by')})
    and (b.job_id is null or ${shown('j', 'posted_by')})
    and (b.resource_id is null or ${shown('res', 'uploaded_by')})`;
  const ofKind = q.kind ? sql` and b.${sql.identifier(KINDS[q.kind].column)} is not null` : sql``;
  const where = sql`b.user_id = ${viewer.id}${ofKind} and ${visible}`;
  const cursor = beyondCursor({ createdAt: sql`b.created_at`, id: sql`b.id` }, q.after, 'desc');

  const [result, counted] = await Promise.all([
    db.execute(sql`
      select b.id, ${exactTime(sql`b.created_at`)} as "sortTime", b.created_at as "savedAt",
        case when b.discussion_id is not null then 'discussion'
          when b.reply_id is not null then 'reply'
          when b.event_id is not null then 'event'
          when b.job_id is not null then 'job'
          else 'resource' end as kind,
        coalesce(b.discussion_id, b.reply_id, b.event_id, b.job_id, b.resource_id) as "itemId",
        r.discussion_id as "parentId",
        coalesce(d.title, rd.title, e.title, j.title, res.title) as title,
        left(coalesce(d.content, r.content, e.description, j.description, res.description, ''),
          ${BODY_READ}) as body,
        ${optionalMemberSummary('u')} as author,
        coalesce(e.start_date, d.created_at, r.created_at, j.created_at, res.created_at) as at,
        e.time_zone as "timeZone",
        case when d.id is not null then c.name
          when e.id is not null then coalesce(nullif(e.location, ''),
            case when e.is_virtual then 'Virtual' end)
          when j.id is not null then j.company || coalesce(' · ' || nullif(j.location, ''), '')
          when res.id is not null then initcap(res.type) end as detail,
        coalesce(not (j.is_active and (j.expires_at is null or j.expires_at > now())), false)
          as closed
      from ${bookmarks} b ${joins}
        left join users u on u.id = coalesce(d.author_id, r.author_id, e.created_by,
          j.posted_by, res.uploaded_by)
      where ${where}${cursor ? sql` and ${cursor}` : sql``}
      order by b.created_at desc, b.id desc
      limit ${q.limit + 1}`),
    db.execute(sql`select count(*)::int as n from ${bookmarks} b ${joins} where ${where}`),
  ]);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const total = (counted as unknown as { rows: { n: number }[] }).rows[0].n;
  const { items, nextCursor } = takePage(rows, q.limit, createdAtCursorOf);
  return {
    items: items.map((row) => ({
      kind: row.kind,
      id: row.itemId,
      savedAt: row.savedAt,
      title: row.title,
      excerpt: previewText(row.body),
      href: hrefOf(row),
      author: row.author,
      at: row.at,
      timeZone: row.timeZone,
      detail: row.detail,
      closed: row.closed,
    })),
    nextCursor,
    total,
  };
}
