import { SEARCH_KINDS, type SearchKind } from '@shared/contracts/choices';
import type { Wire } from '@shared/contracts/common';
import type { SearchResult, searchPreview } from '@shared/contracts/search';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { getJsonOr } from '@/lib/api';
import { fetchPage } from '@/lib/pages';

export { SEARCH_KINDS, type SearchKind, type SearchResult };
export type SearchPreview = Wire<typeof searchPreview>;

/** Results per page of the results page; the server allows up to 200. */
export const SEARCH_PAGE_SIZE = 20;
/** The server refuses longer queries (server/features/search/routes.ts). */
export const SEARCH_MAX_LENGTH = 200;

const SEARCH_FAILED = 'Search failed';
const SEARCH_KEY = ['/api/search'] as const;

/** What the results page asks for: one kind, narrowed by category and dates. */
export interface SearchFilters {
  q: string;
  kind: SearchKind;
  category: number | null;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
}

export function searchUrl(filters: SearchFilters, cursor: string | null = null): string {
  const query = new URLSearchParams({
    q: filters.q,
    kind: filters.kind,
    limit: String(SEARCH_PAGE_SIZE),
  });
  if (filters.category !== null && filters.kind === 'discussions') {
    query.set('category', String(filters.category));
  }
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (cursor) query.set('cursor', cursor);
  return `${SEARCH_KEY[0]}?${query}`;
}

/**
 * The search's queries, one factory each. Each query text is its own key, so an answer
 * that arrives late lands in its own entry and never replaces a newer one.
 */
export const searchQueries = {
  all: SEARCH_KEY,
  preview: (q: string) =>
    queryOptions({
      queryKey: [...SEARCH_KEY, 'preview', q] as const,
      queryFn: () =>
        getJsonOr<SearchPreview>(
          `${SEARCH_KEY[0]}/preview?${new URLSearchParams({ q })}`,
          SEARCH_FAILED,
        ),
    }),
  results: (filters: SearchFilters) =>
    infiniteQueryOptions({
      queryKey: [...SEARCH_KEY, 'results', filters] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) =>
        fetchPage<SearchResult>(searchUrl(filters, pageParam), SEARCH_FAILED),
      getNextPageParam: (last) => last.nextCursor,
    }),
};

/**
 * The best few of each kind, as the member types: the previous answer stays on screen
 * (keepPreviousData) until the new one is in, so the list does not blink per keystroke.
 */
export function useSearchPreview(q: string) {
  return useQuery({
    ...searchQueries.preview(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

/** One kind's hits, best first, a page at a time. */
export function useSearchResults(filters: SearchFilters) {
  return useInfiniteQuery({
    ...searchQueries.results(filters),
    select: (data) => data.pages.flatMap((page) => page.items),
    enabled: filters.q !== '',
    placeholderData: keepPreviousData,
  });
}
