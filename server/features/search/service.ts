import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  searchPreview as previewContract,
  SEARCH_KINDS,
  type SearchKind,
  type SearchResult,
  searchResults,
} from '../../../shared/contracts/search';
import type { Database, Queryable } from '../../db/client';
import { keptAnswer } from '../../lib/generations';
import { type Audience, audienceKey } from '../../lib/hidden';
import { KeptAnswers } from '../../lib/kept-answers';
import { decodeCursor, type EncodedPage, exactTime, takePage } from '../../lib/pagination';
import type { Viewer } from '../../lib/policy';
import { keptSearchAudience } from './audience';
import {
  CANDIDATES_PER_TABLE,
  KINDS,
  type KindFilters,
  NAME_SIMILARITY,
  RECENT_ROWS,
  type Source,
} from './kinds';
import { nameOnly, tsQueryOf } from './query';
import { headlineOptions, snippetsOf } from './snippets';

/** The as-you-type dialog shows this many of each kind. */
export const PREVIEW_PER_KIND = 5;

const HEADLINE_OPTIONS = headlineOptions(
  'MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "',
);

/** Rank, then recency, then the hit's key: a total order, so a page never repeats a hit. */
const searchCursor = z.object({
  rank: z.number().finite(),
  createdAt: z.iso.datetime(),
  key: z.string().max(300),
});

/** A candidate hit: enough to rank it and page past it, nothing to show yet. */
interface Candidate extends Record<string, unknown> {
  key: string;
  id: string;
  reply_id: number | null;
  /** Exact to the microsecond (exactTime), so the cursor never skips a hit. */
  created_at: string;
  rank: number;
}

/** What a page's hit shows (the kind's `details`) and its snippet. */
interface Shown extends Record<string, unknown> {
  key: string;
  title: string | null;
  parent_id: number | null;
  category: SearchResult['category'];
  author: SearchResult['author'];
  /** When the hit happens (an event's start), else null. */
  starts_at: string | Date | null;
  /** The zone it happens in, when it has its own (an event's), else null. */
  time_zone: string | null;
  /** The text the snippet is cut from, as the member wrote it (Markdown). */
  body: string | null;
}

export interface SearchQuery extends KindFilters {
  q: string;
  limit: number;
  cursor?: string;
}

type SearchCursor = z.infer<typeof searchCursor>;

const rowsOf = async <T>(tx: Queryable, query: SQL) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** Best first: rank, then the newer, then the key — the order the cursor follows. */
function byRank(a: SearchCursor, b: SearchCursor) {
  return (
    b.rank - a.rank ||
    (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
    (a.key < b.key ? 1 : a.key > b.key ? -1 : 0)
  );
}

const cursorOf = (row: Candidate): SearchCursor => ({
  rank: Number(row.rank),
  createdAt: row.created_at,
  key: row.key,
});

/**
 * A source's newest CANDIDATES_PER_TABLE matches, ranked (the rank is computed outside
 * the limit, so only candidates are ranked). In two steps, each bounded whatever the word:
 * 1. the newest RECENT_ROWS rows, walked backwards along the primary key and tested one by
 *    one (well under a microsecond each): a common word fills the candidates here;
 * 2. only if it did not, the older rows through the GIN index: the word is then rarer than
 *    one row in fifty, so there are few matches to read.
 * Step 2 filters and orders by `id + 0`, which no index is ordered by, so the planner
 * cannot walk the primary key there: for a word in no row that walk reads the whole table
 * (100 ms over 250,000 replies), and its estimate for a prefix can be off enough to try.
 */
async function candidatesOf(tx: Queryable, source: Source) {
  const ranked = (from: SQL, where: SQL, newest: SQL, limit: number) =>
    rowsOf<Candidate>(
      tx,
      sql`select c.key, c.id, c.reply_id, ${exactTime(sql`c.created_at`)} as created_at,
          ${source.rank} as rank
        from (select ${source.select} from ${from} where ${source.where} and ${where}
          order by ${newest} limit ${limit}) c`,
    );
  if (!source.table || !source.alias) {
    if (!source.from) throw new Error('a search source needs a table or a from');
    return ranked(source.from, sql`true`, source.newest ?? sql`1`, CANDIDATES_PER_TABLE);
  }
  const table = sql.identifier(source.table);
  const alias = sql.identifier(source.alias);
  const id = sql`${alias}.id`;
  const joins = source.joins ?? sql``;
  // The newest rows by count, not by id: a run of deleted rows at the top (a spammer's
  // posts removed) would otherwise leave the first step with nothing to walk.
  const newestRows = sql`(select * from ${table} order by id desc limit ${RECENT_ROWS})`;
  const recent = await ranked(
    sql`${newestRows} ${alias} ${joins}`,
    sql`true`,
    sql`${id} desc`,
    CANDIDATES_PER_TABLE,
  );
  if (recent.length === CANDIDATES_PER_TABLE) return recent;
  const older = await ranked(
    sql`${table} ${alias} ${joins}`,
    sql`${id} + 0 < (select min(id) from (select id from ${table} order by id desc limit ${RECENT_ROWS}) n)`,
    sql`${id} + 0 desc`,
    CANDIDATES_PER_TABLE - recent.length,
  );
  return [...recent, ...older];
}

/**
 * A kind's candidates, unranked: every source's newest matches. `more` says a source
 * reached its bound, so there are more matches than `found` holds.
 */
async function matchesOf(
  tx: Queryable,
  kind: SearchKind,
  audience: Audience,
  query: KindFilters & { q: string },
) {
  const tsq = tsQueryOf(query.q);
  const found: Candidate[] = [];
  let more = false;
  for (const source of KINDS[kind].sources({ tsq, name: nameOnly(query.q), audience, ...query })) {
    const candidates = await candidatesOf(tx, source);
    more ||= candidates.length >= CANDIDATES_PER_TABLE;
    found.push(...candidates);
  }
  return { found, more };
}

/**
 * Hits of one kind, best first: the sources' candidates ranked past the cursor, and only
 * then, for the page, what a hit shows and its snippet — ts_headline parses the whole
 * text, so it must never run on a match that is not shown.
 */
async function hitsOf(
  tx: Queryable,
  kind: SearchKind,
  audience: Audience,
  query: KindFilters & { q: string; take: number; after?: SearchCursor },
) {
  const { found } = await matchesOf(tx, kind, audience, query);
  return shownPage(tx, kind, found, query);
}

/** The best `take` of the candidates past the cursor, with what each shows. */
async function shownPage(
  tx: Queryable,
  kind: SearchKind,
  found: Candidate[],
  query: { q: string; take: number; after?: SearchCursor },
) {
  const tsq = tsQueryOf(query.q);
  const { details } = KINDS[kind];
  const { after } = query;
  const page = found
    .filter((row) => !after || byRank(after, cursorOf(row)) < 0)
    .sort((a, b) => byRank(cursorOf(a), cursorOf(b)))
    .slice(0, query.take);
  if (page.length === 0) return [];
  // The page's rows travel as one JSON parameter, so the statement's text is the same for
  // every page size and is prepared once (server/db/statement-names.ts).
  const rows = JSON.stringify(
    page.map((row) => ({ key: row.key, id: row.id, reply_id: row.reply_id })),
  );
  const shown = await rowsOf<Shown>(
    tx,
    sql`select h.key, x.title, x.parent_id, x.category, x.author, x.body, x.starts_at,
        x.time_zone
      from json_to_recordset(${rows}::json) as h(key text, id text, reply_id int)
        cross join lateral (${details}) x`,
  );
  const snippets = await snippetsOf(
    tx,
    shown.map((row) => row.body),
    tsq,
    HEADLINE_OPTIONS,
  );
  const byKey = new Map(shown.map((row, i) => [row.key, { ...row, snippet: snippets[i].snippet }]));
  return page.flatMap((row) => {
    const view = byKey.get(row.key);
    return view ? [{ kind, candidate: row, view }] : [];
  });
}

/**
 * Runs a search in a transaction that first sets, for it alone: no parallel workers
 * (starting them costs more than these bounded queries, and fifty searches at once would
 * queue for them); a plan made for each search's own values (its statements are prepared,
 * and after five runs PostgreSQL may keep one generic plan, which cannot know how common
 * the word is nor where the newest rows start: the same search then cost three times the
 * CPU, depending on the connection); and the trigram threshold of `<%` (0.6 by default)
 * lowered to NAME_SIMILARITY, which users_name_trgm_idx obeys.
 */
function inSearch<T>(db: Database, work: (tx: Queryable) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true),
      set_config('plan_cache_mode', 'force_custom_plan', true),
      set_config('pg_trgm.word_similarity_threshold', ${String(NAME_SIMILARITY)}, true)`);
    return work(tx);
  });
}

type Hit = Awaited<ReturnType<typeof hitsOf>>[number];

const resultOf = ({ kind, candidate, view }: Hit): SearchResult => ({
  kind,
  id: kind === 'members' ? candidate.id : Number(candidate.id),
  replyId: candidate.reply_id,
  title: view.title ?? '',
  snippet: view.snippet ?? '',
  href: KINDS[kind].href({
    id: candidate.id,
    replyId: candidate.reply_id,
    parentId: view.parent_id,
  }),
  createdAt: candidate.created_at,
  startsAt: view.starts_at === null ? null : new Date(view.starts_at).toISOString(),
  timeZone: view.time_zone,
  category: view.category,
  author: view.author,
});

/**
 * What search keeps, one per app: answers shared between the members of an audience, and
 * each member's audience (server/lib/kept-answers.ts). A member's audience is a few bytes,
 * so its store holds one for each of 10,000 members at most.
 */
export const searchCache = () => ({
  answers: new KeptAnswers(),
  audiences: new KeptAnswers(10_000),
});
export type SearchCache = ReturnType<typeof searchCache>;

/**
 * A search's answer: kept in `cache` for everyone of the viewer's audience until
 * something it could show changes (decision 040: the search generation, a kept-answers
 * domain since decision 045, read with the session; audience.ts). It is kept encoded as
 * the route's contract says (what the route's serializer would do at every answer), so a
 * kept answer is sent as it is.
 */
async function answered<T>(
  db: Database,
  request: FastifyRequest,
  cache: SearchCache,
  viewer: Viewer,
  question: unknown[],
  read: (audience: Audience) => Promise<T>,
) {
  const audience = await keptSearchAudience(db, request, cache.audiences, viewer);
  const key = JSON.stringify([audienceKey(audience), ...question]);
  return keptAnswer(db, request, { kept: cache.answers, domain: 'search', key }, () =>
    read(audience),
  );
}

/** One kind's hits, cursor-paged for the results page. */
export function searchKind(
  db: Database,
  request: FastifyRequest,
  cache: SearchCache,
  viewer: Viewer,
  kind: SearchKind,
  query: SearchQuery,
): Promise<EncodedPage> {
  const { q, limit, cursor, category, from, to } = query;
  const question = [kind, q, limit, cursor, category, from, to];
  return answered(db, request, cache, viewer, question, async (audience) => {
    const after = decodeCursor(cursor, searchCursor) ?? undefined;
    const hits = await inSearch(db, (tx) =>
      hitsOf(tx, kind, audience, { q, category, from, to, take: limit + 1, after }),
    );
    const page = takePage(hits, limit, (hit) => cursorOf(hit.candidate));
    const items = searchResults.encode(page.items.map(resultOf));
    return { json: JSON.stringify(items), nextCursor: page.nextCursor };
  });
}

/** The best few of every kind, for the dialog that answers as the member types; JSON. */
export function searchPreview(
  db: Database,
  request: FastifyRequest,
  cache: SearchCache,
  viewer: Viewer,
  q: string,
) {
  return answered(db, request, cache, viewer, ['preview', q], (audience) =>
    inSearch(db, async (tx) => {
      const groups: [SearchKind, SearchResult[]][] = [];
      const counts: [SearchKind, { count: number; more: boolean }][] = [];
      for (const kind of SEARCH_KINDS) {
        // How many match comes with the candidates the few are taken from: no statement more.
        const { found, more } = await matchesOf(tx, kind, audience, { q });
        const hits = await shownPage(tx, kind, found, { q, take: PREVIEW_PER_KIND });
        groups.push([kind, hits.map(resultOf)]);
        counts.push([kind, { count: found.length, more }]);
      }
      const preview = {
        ...(Object.fromEntries(groups) as Record<SearchKind, SearchResult[]>),
        counts: Object.fromEntries(counts) as Record<SearchKind, { count: number; more: boolean }>,
      };
      return JSON.stringify(previewContract.encode(preview));
    }),
  );
}
