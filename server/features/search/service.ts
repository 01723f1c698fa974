import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  SEARCH_KINDS,
  type SearchKind,
  type SearchResult,
  SNIPPET_START,
  SNIPPET_STOP,
} from '../../../shared/contracts/search';
import type { Database } from '../../db/client';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { KINDS, type KindFilters } from './kinds';
import { nameOnly, tsQueryOf } from './query';

/** The as-you-type dialog shows this many of each kind. */
export const PREVIEW_PER_KIND = 5;

// Markers the client turns into <mark>; ts_headline copies the text around them as is.
const HEADLINE_OPTIONS = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** Rank, then recency, then the hit's key: a total order, so a page never repeats a hit. */
const searchCursor = z.object({
  rank: z.number().finite(),
  createdAt: z.iso.datetime(),
  key: z.string().max(300),
});

interface HitRow extends Record<string, unknown> {
  kind: SearchKind;
  key: string;
  id: string;
  reply_id: number | null;
  title: string | null;
  snippet: string;
  href: string;
  created_at: string | Date;
  sort_time: string;
  rank: number;
  category: SearchResult['category'];
  author: SearchResult['author'];
}

export interface SearchQuery extends KindFilters {
  q: string;
  limit: number;
  cursor?: string;
}

/**
 * Hits of one kind, best first: the rows of the kind's query (kinds.ts) past the cursor,
 * and only then the snippets, so ts_headline runs on the page and not on every match.
 */
function hitsOf(
  kind: SearchKind,
  viewer: Viewer,
  query: KindFilters & { q: string; take: number; after?: SQL },
) {
  const tsq = tsQueryOf(query.q);
  const inner = KINDS[kind]({ tsq, name: nameOnly(query.q), viewer, ...query });
  return sql`select h.kind, h.key, h.id, h.reply_id, h.title, h.href, h.created_at, h.rank,
      to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_time,
      h.category, h.author,
      ts_headline('english', h.body, ${tsq}, ${HEADLINE_OPTIONS}) as snippet
    from (select * from (${inner}) k ${query.after ?? sql``}
      order by k.rank desc, k.created_at desc, k.key desc limit ${query.take}) h
    order by h.rank desc, h.created_at desc, h.key desc`;
}

const resultOf = (row: HitRow): SearchResult => ({
  kind: row.kind,
  id: row.kind === 'members' ? row.id : Number(row.id),
  replyId: row.reply_id,
  title: row.title ?? '',
  snippet: row.snippet ?? '',
  href: row.href,
  createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  category: row.category,
  author: row.author,
});

const rowsOf = async (db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: HitRow[] }).rows;

/** One kind's hits, cursor-paged for the results page. */
export async function searchKind(
  db: Database,
  viewer: Viewer,
  kind: SearchKind,
  query: SearchQuery,
): Promise<Page<SearchResult>> {
  const cursor = decodeCursor(query.cursor, searchCursor);
  const after = cursor
    ? sql`where (k.rank, k.created_at, k.key) < (${cursor.rank}::real, ${cursor.createdAt}::timestamptz, ${cursor.key})`
    : undefined;
  const rows = await rowsOf(db, hitsOf(kind, viewer, { ...query, take: query.limit + 1, after }));
  const page = takePage(rows, query.limit, (row) => ({
    rank: Number(row.rank),
    createdAt: row.sort_time,
    key: row.key,
  }));
  return { items: page.items.map(resultOf), nextCursor: page.nextCursor };
}

/** The best few of every kind, for the dialog that answers as the member types. */
export async function searchPreview(db: Database, viewer: Viewer, q: string) {
  const groups = await Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      const rows = await rowsOf(db, hitsOf(kind, viewer, { q, take: PREVIEW_PER_KIND }));
      return [kind, rows.map(resultOf)] as const;
    }),
  );
  return Object.fromEntries(groups) as Record<SearchKind, SearchResult[]>;
}
