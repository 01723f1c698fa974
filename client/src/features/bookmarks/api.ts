import type { BookmarkKeys, BookmarkKind, SavedItem } from '@shared/contracts/bookmarks';
import { type InfiniteData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, getJson, queryClient } from '@/lib/api';
import { handleMutationError } from '@/lib/errors';
import type { Page } from '@/lib/pages';

export type { BookmarkKeys, BookmarkKind, SavedItem } from '@shared/contracts/bookmarks';

export const BOOKMARKS_URL = '/api/bookmarks';
const KEYS_KEY = [`${BOOKMARKS_URL}/keys`] as const;
/** The Saved page's lists (saved-api.ts), every filter. */
export const LISTS_KEY = [BOOKMARKS_URL, 'list'] as const;

/**
 * Only the member's own bookmarking changes the keys, and every change here writes them
 * into the cache: asking again on each page would be one request per page for nothing.
 * Another tab or device catches up after this long, on focus.
 */
const KEYS_STALE_MS = 10 * 60_000;

type SavedPages = InfiniteData<Page<SavedItem>, string | null>;

/** Everything the member bookmarked, by kind: one answer every Bookmark button reads. */
export const keysQuery = () =>
  queryOptions({
    queryKey: KEYS_KEY,
    queryFn: () => getJson<BookmarkKeys>(KEYS_KEY[0]),
    staleTime: KEYS_STALE_MS,
  });

/** Whether the member bookmarked this item (false until the keys have come). */
export function useIsBookmarked(kind: BookmarkKind, id: number) {
  const keys = useQuery({ ...keysQuery(), select: (data) => data[kind].includes(id) });
  return { bookmarked: keys.data ?? false, loading: keys.isLoading };
}

/**
 * What else shows a kind's bookmarks: a job's card carries its own `saved`, so the jobs
 * feature hands its lists over here (no switch on another feature's kinds), and they
 * refresh whenever a job is bookmarked or unbookmarked from anywhere.
 */
const alsoShowing = new Map<BookmarkKind, () => unknown>();

export function onBookmarkChange(kind: BookmarkKind, refresh: () => unknown) {
  alsoShowing.set(kind, refresh);
}

/**
 * The keys and the Saved page asked again: after a bookmark changed somewhere that did
 * not write them itself (a job's Save on the board).
 */
export function refreshBookmarks() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
    queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
  ]);
}

function setKey(kind: BookmarkKind, id: number, on: boolean) {
  queryClient.setQueryData<BookmarkKeys>(KEYS_KEY, (keys) => {
    if (!keys) return keys;
    const others = keys[kind].filter((key) => key !== id);
    return { ...keys, [kind]: on ? [...others, id] : others };
  });
}

/** Takes an entry off every cached Saved list at once, its count with it. */
function dropFromLists(kind: BookmarkKind, id: number) {
  queryClient.setQueriesData<SavedPages>({ queryKey: LISTS_KEY }, (data) => {
    if (!data) return data;
    const listed = data.pages.some((page) =>
      page.items.some((item) => item.kind === kind && item.id === id),
    );
    if (!listed) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.filter((item) => item.kind !== kind || item.id !== id),
        total: page.total === null ? null : Math.max(0, page.total - 1),
      })),
    };
  });
}

export interface BookmarkTarget {
  kind: BookmarkKind;
  id: number;
}

/**
 * Bookmark an item (`on`) or take the bookmark away. The button answers at once (the keys
 * change before the server's answer) and goes back, with the server's reason, if it
 * refuses; the Saved page then asks again.
 */
export function useToggleBookmark(
  { kind, id }: BookmarkTarget,
  /** Told once the server agreed, before the Saved page lets the entry go. */
  onChange?: (on: boolean) => void,
) {
  return useMutation({
    mutationFn: async (on: boolean) => {
      await apiRequest(on ? 'PUT' : 'DELETE', `${BOOKMARKS_URL}/${kind}/${id}`);
    },
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: KEYS_KEY });
      setKey(kind, id, on);
    },
    onSuccess: (_, on) => {
      onChange?.(on);
      if (!on) dropFromLists(kind, id);
      toast(
        on
          ? { title: 'Bookmarked', description: 'Find it on your Saved page.' }
          : { title: 'Bookmark removed' },
      );
    },
    // Back by this one key, not a snapshot: another button's toggle may have landed since.
    onError: (error, on) => {
      setKey(kind, id, !on);
      handleMutationError(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
        alsoShowing.get(kind)?.(),
      ]),
  });
}
