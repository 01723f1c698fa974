import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FRESH_FOR_MS } from '@/lib/freshness';
import { fetchPage } from '@/lib/pages';
import {
  BOOKMARKS_URL,
  type BookmarkKeys,
  type BookmarkKind,
  keysQuery,
  LISTS_KEY,
  type SavedItem,
} from './api';

// The Saved page's queries, apart from api.ts: every page with a Bookmark button loads
// that one, and none of them needs these.

/** The Saved page's filter: one kind, or every kind. */
export type SavedFilter = BookmarkKind | 'all';

/** Entries per page of the Saved page. */
export const SAVED_PAGE_SIZE = 20;
export const SAVED_FETCH_FAILED = 'Failed to fetch saved items';

const NO_KEYS: BookmarkKeys = { discussion: [], reply: [], event: [], job: [], resource: [] };

/** The Saved page, newest bookmark first, a page at a time (key under `LISTS_KEY`). */
export const savedListQuery = (filter: SavedFilter) =>
  infiniteQueryOptions({
    queryKey: [...LISTS_KEY, filter] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(SAVED_PAGE_SIZE) });
      if (filter !== 'all') query.set('kind', filter);
      if (pageParam) query.set('cursor', pageParam);
      return fetchPage<SavedItem>(`${BOOKMARKS_URL}?${query}`, SAVED_FETCH_FAILED);
    },
    getNextPageParam: (last) => last.nextCursor,
  });

/** The Saved page's list under its filter, with the total the server counted. */
export function useSavedItems(filter: SavedFilter) {
  return useInfiniteQuery({
    ...savedListQuery(filter),
    select: (data) => ({
      items: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

/**
 * How many the member keeps of each kind, from the keys (the filter's counts). The Saved
 * page asks for the keys again once they are older than the usual freshness, so an entry
 * bookmarked on another device shows its button pressed there.
 */
export function useBookmarkCounts() {
  const keys = useQuery({ ...keysQuery(), staleTime: FRESH_FOR_MS });
  const counts = Object.fromEntries(
    Object.entries(keys.data ?? NO_KEYS).map(([kind, ids]) => [kind, ids.length]),
  ) as Record<BookmarkKind, number>;
  return { counts, loading: keys.isLoading, failed: keys.isError };
}
