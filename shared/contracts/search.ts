import { z } from 'zod';
import { SEARCH_KINDS, type SearchKind } from './choices';
import { memberSummary, optionalTimestamp, timestamp, type Wire } from './common';

/**
 * The kinds of hit, and where a snippet's match starts and ends (plain text, never HTML,
 * whatever the member wrote): defined in shared/contracts/choices.ts, which the browser may
 * load, as it may not load a contract.
 */
export { SEARCH_KINDS, type SearchKind, SNIPPET_START, SNIPPET_STOP } from './choices';

/**
 * One hit. `href` is the page that shows it, built by the server; a reply's hit is its
 * discussion's, with `replyId` and an href that opens the discussion at the reply.
 */
export const searchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.union([z.number().int(), z.string()]),
  replyId: z.number().int().nullable(),
  title: z.string(),
  snippet: z.string(),
  href: z.string(),
  createdAt: timestamp,
  /** When the hit happens (an event's start; its page says in which zone), else null. */
  startsAt: optionalTimestamp,
  /** The zone it happens in, when it has its own (an event's); null: the community's. */
  timeZone: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), color: z.string() }).nullable(),
  author: memberSummary.nullable(),
});
export type SearchResult = Wire<typeof searchResult>;

export const searchResults = z.array(searchResult);

/**
 * How many of a kind match: the candidates the search ranks (the newest matches of each
 * source, up to its bound); `more`: a source reached its bound, so "100+" rather than 100.
 */
export const kindCount = z.object({ count: z.number().int(), more: z.boolean() });
export type KindCount = Wire<typeof kindCount>;

/**
 * The as-you-type answer and the results page's All view: the best few of each kind, and
 * how many of each match (issue 37).
 */
export const searchPreview = z.object({
  ...(Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, searchResults])) as Record<
    SearchKind,
    typeof searchResults
  >),
  counts: z.object(
    Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, kindCount])) as Record<
      SearchKind,
      typeof kindCount
    >,
  ),
});
