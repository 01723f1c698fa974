import { sql } from 'drizzle-orm';
import type { ReportItemType, ReportReason } from '../../../shared/contracts/choices';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { type MemberSummaryRow, memberSummaryJson } from '../../lib/member-summary';
import { type Reportable, registeredReportables } from './registry';

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
  /** What the link into the item's page needs besides its id (the kind's `linkId`). */
  linkId: number | null;
  author: MemberSummaryRow | null;
}

export interface GroupCursor {
  at: string;
  itemType: string;
  itemId: string;
}

/** Each kind's summary columns, as the lateral join `k<i>` names them. */
const SUMMARY = ['author_id', 'hidden', 'title', 'excerpt', 'edited_at', 'link_id'] as const;

/**
 * The lateral join of one registered kind: its row for a group of that kind (the key is
 * null for any other, so the kind's index finds nothing), its columns typed alike so the
 * page's select can take the one that matched.
 */
function kindJoin(r: Reportable, alias: string) {
  const q = r.queue;
  const key = sql`(case when qg.item_type = ${r.kind} then qg.item_id end)`;
  return sql`left join lateral (select true as found,
      (${q.author})::text as author_id, (${q.hidden}) as hidden, (${q.title})::text as title,
      (${q.excerpt})::text as excerpt, (${q.editedAt ?? sql`null`})::timestamptz as edited_at,
      (${q.linkId ?? sql`null`})::int as link_id
    from ${q.from} where ${q.match(key)} limit 1) ${sql.raw(alias)} on true`;
}

/** The first non-null of a summary column over the kinds' joins (one matched at most). */
const firstOf = (aliases: string[], column: string, otherwise: string) =>
  sql.raw(`coalesce(${[...aliases.map((a) => `${a}.${column}`), otherwise].join(', ')})`);

/**
 * One page of the queue (decision 021): open reports grouped by item, latest report first,
 * each group with its reports and reporters (one aggregate), and the item itself, its
 * author and what the link needs, from one lateral join per registered kind (each kind's
 * SQL is its own feature's, server/features/<feature>/reportable.ts) — one statement per
 * page, however many groups. Item ids were checked when reported, so the casts cannot fail.
 */
export async function listReportGroupRows(
  db: Database,
  page: { limit: number; after: GroupCursor | null },
) {
  const after = page.after
    ? sql`having (max(r.created_at), r.item_type, r.item_id) < (${page.after.at}::timestamptz, ${page.after.itemType}, ${page.after.itemId})`
    : sql``;
  const kinds = registeredReportables();
  const aliases = kinds.map((_, i) => `k${i}`);
  const [authorId, hidden, title, excerpt, editedAt, linkId] = SUMMARY.map((column) =>
    firstOf(aliases, column, column === 'hidden' ? 'false' : 'null'),
  );
  const rows = await selectRows<ReportGroupRow>(
    db,
    sql`
    with qg as (
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
      select qg.*, ${authorId} as author_id, ${firstOf(aliases, 'found', 'false')} as item_exists,
        ${hidden} as hidden, ${title} as title, ${excerpt} as excerpt,
        ${editedAt} as edited_at, ${linkId} as link_id
      from qg
      ${sql.join(
        kinds.map((r, i) => kindJoin(r, aliases[i])),
        sql`\n`,
      )}
    )
    select i.item_type as "itemType", i.item_id as "itemId", i.n as "count",
      i.last_at as "lastReportedAt",
      to_char(i.last_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "sortTime",
      i.reports, i.item_exists as "exists", i.hidden, i.title, i.excerpt,
      i.edited_at as "editedAt", i.link_id as "linkId",
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
