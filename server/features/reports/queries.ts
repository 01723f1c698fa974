import { sql } from 'drizzle-orm';
import type { ReportItemType, ReportReason } from '../../../shared/contracts/choices';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { type MemberSummaryRow, memberSummaryJson } from '../../lib/member-summary';
import { plainMentionsSql } from '../../lib/plain-mentions';

export interface ReportGroupRow {
  itemType: ReportItemType;
  itemId: string;
  count: number;
  lastReportedAt: string;
  /** Exact to the microsecond, for the cursor. */
  sortTime: string;
  reports: {
    reason: ReportReason;
    details: string | null;
    createdAt: string;
    reporter: MemberSummaryRow;
  }[];
  exists: boolean;
  hidden: boolean;
  title: string | null;
  excerpt: string | null;
  /** When its author last changed its words (issue 23): staff open the earlier versions. */
  editedAt: string | null;
  /** What the link into the item's page needs besides its id. */
  discussionId: number | null;
  albumId: number | null;
  author: MemberSummaryRow | null;
}

export interface GroupCursor {
  at: string;
  itemType: string;
  itemId: string;
}

/** Joins one kind's table to the group when the group is of that kind (integer ids). */
const joinKind = (table: string, alias: string, kind: ReportItemType) =>
  sql.raw(
    `left join ${table} ${alias} on g.item_type = '${kind}' and ${alias}.id = (case when g.item_type = '${kind}' then g.item_id::int end)`,
  );

/**
 * One page of the queue (decision 021): open reports grouped by item, latest report first,
 * each group with its reports and reporters (one aggregate), and the item itself, its
 * author and what the link needs, from one left join per kind — one statement per page,
 * however many groups. Item ids were checked when reported, so the casts cannot fail.
 */
export async function listReportGroupRows(
  db: Database,
  page: { limit: number; after: GroupCursor | null },
) {
  const after = page.after
    ? sql`having (max(r.created_at), r.item_type, r.item_id) < (${page.after.at}::timestamptz, ${page.after.itemType}, ${page.after.itemId})`
    : sql``;
  const rows = await selectRows<ReportGroupRow>(
    db,
    sql`
    with g as (
      select r.item_type, r.item_id, count(*)::int as n, max(r.created_at) as last_at,
        json_agg(json_build_object('reason', r.reason, 'details', r.details,
          'createdAt', r.created_at, 'reporter', ${memberSummaryJson('u')})
          order by r.created_at desc) as reports
      from report r join users u on u.id = r.reporter_id
      where r.resolved_at is null
      group by r.item_type, r.item_id
      ${after}
      order by max(r.created_at) desc, r.item_type desc, r.item_id desc
      limit ${page.limit + 1}
    ), i as (
      select g.*,
        coalesce(d.author_id, rp.author_id, m.sender_id, p.id, j.posted_by, res.uploaded_by,
          ph.uploaded_by, e.created_by) as author_id,
        coalesce(d.id, rp.id, m.id, j.id, res.id, ph.id, e.id) is not null
          or p.id is not null as item_exists,
        coalesce(d.hidden_at, rp.hidden_at, m.hidden_at, p.profile_hidden_at, j.hidden_at,
          res.hidden_at, ph.hidden_at, e.hidden_at) is not null as hidden,
        coalesce(d.title, rd.title, m.subject, j.title, res.title, ph.title, e.title,
          nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '')) as title,
        coalesce(left(${plainMentionsSql(sql`d.content`)}, 300),
          left(nullif(${plainMentionsSql(sql`rp.content`)}, ''), 300),
          left(${plainMentionsSql(sql`m.content`)}, 500),
          left(p.bio, 300), left(j.description, 300), left(res.description, 300),
          left(ph.description, 300), left(e.description, 300)) as excerpt,
        coalesce(d.edited_at, rp.edited_at, m.edited_at) as edited_at,
        rp.discussion_id, ph.album_id
      from g
      ${joinKind('discussion', 'd', 'discussion')}
      ${joinKind('discussion_reply', 'rp', 'reply')}
      left join discussion rd on rd.id = rp.discussion_id
      ${joinKind('message', 'm', 'message')}
      left join users p on g.item_type = 'profile' and p.id = g.item_id
        and p.membership <> 'removed'
      ${joinKind('job_posting', 'j', 'job')}
      ${joinKind('resource', 'res', 'resource')}
      ${joinKind('photo', 'ph', 'photo')}
      ${joinKind('event', 'e', 'event')}
    )
    select i.item_type as "itemType", i.item_id as "itemId", i.n as "count",
      i.last_at as "lastReportedAt",
      to_char(i.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "sortTime",
      i.reports, i.item_exists as "exists", i.hidden, i.title, i.excerpt,
      i.edited_at as "editedAt", i.discussion_id as "discussionId", i.album_id as "albumId",
      case when a.id is null then null else ${memberSummaryJson('a')} end as author
    from i left join users a on a.id = i.author_id
    order by i.last_at desc, i.item_type desc, i.item_id desc`,
  );
  const [{ total }] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from report where resolved_at is null
      group by item_type, item_id) open_items`,
  );
  return { rows, total };
}
