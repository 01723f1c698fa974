import type { NotificationEntry, NotificationUnreadCount } from '@shared/contracts/notifications';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryKey,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, getJson, queryClient } from '@/lib/api';
import { handleMutationError } from '@/lib/errors';
import { LIVE_LIST_REFRESH } from '@/lib/freshness';
import { fetchPage, type Page } from '@/lib/pages';

export type { NotificationEntry } from '@shared/contracts/notifications';

/** All, or only what the member has not read yet (the page's filter, `?filter=unread`). */
export type NotificationFilter = 'all' | 'unread';

/** Entries in the bell's panel: the latest few, the rest are on the page. */
export const PANEL_SIZE = 10;
/** Entries per page of the notifications page. */
export const PAGE_SIZE = 20;
/** Others' activity moves the badge: it is asked again after this long (and on focus). */
const COUNT_STALE_MS = 30_000;

export const FETCH_FAILED = 'Failed to fetch notifications';

// Every key starts with the API's path: the live stream (issue 22) invalidates all keys
// whose first element starts with '/api/notifications' when something new arrives.
const NOTIFICATIONS_URL = '/api/notifications';
const LISTS_KEY = [NOTIFICATIONS_URL, 'list'] as const;
const UNREAD_COUNT_KEY = [`${NOTIFICATIONS_URL}/unread-count`] as const;

type EntryPages = InfiniteData<Page<NotificationEntry>, string | null>;

/**
 * The notifications' queries, one factory each: hooks and invalidations read key and
 * function from here, so a key never drifts from its URL.
 */
export const notificationQueries = {
  /** The bell's badge: how many entries are unread. */
  unreadCount: () =>
    queryOptions({
      queryKey: UNREAD_COUNT_KEY,
      queryFn: () => getJson<NotificationUnreadCount>(UNREAD_COUNT_KEY[0]),
      // The stream tells the recipient of every new entry and every read (decision 034).
      ...LIVE_LIST_REFRESH,
    }),
  /** Newest first, a page at a time; `limit` differs between the panel and the page. */
  list: (filter: NotificationFilter, limit: number) =>
    infiniteQueryOptions({
      queryKey: [...LISTS_KEY, { filter, limit }] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(limit) });
        if (filter === 'unread') query.set('unread', 'true');
        if (pageParam) query.set('cursor', pageParam);
        return fetchPage<NotificationEntry>(`${NOTIFICATIONS_URL}?${query}`, FETCH_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

/** The bell's badge. */
export function useNotificationCount() {
  const query = useQuery({
    ...notificationQueries.unreadCount(),
    staleTime: COUNT_STALE_MS,
    refetchOnWindowFocus: true,
  });
  return query.data?.count ?? 0;
}

/**
 * The panel's latest entries, with how many there are in all; each opening asks again,
 * so it never shows an old list.
 */
export function useLatestNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...notificationQueries.list('all', PANEL_SIZE),
    enabled,
    select: (data) => ({
      entries: data.pages[0]?.items ?? [],
      total: data.pages[0]?.total ?? null,
    }),
    staleTime: 0,
  });
}

/** The page's list under its filter, with the total the server counted. */
export function useNotifications(filter: NotificationFilter) {
  return useInfiniteQuery({
    ...notificationQueries.list(filter, PAGE_SIZE),
    select: (data) => ({
      entries: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
    ...LIVE_LIST_REFRESH,
  });
}

/** What a mark-read changes, kept to put back when the server refuses. */
interface Snapshot {
  lists: [QueryKey, EntryPages | undefined][];
  count: NotificationUnreadCount | undefined;
}

async function snapshot(): Promise<Snapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: LISTS_KEY }),
    queryClient.cancelQueries({ queryKey: UNREAD_COUNT_KEY }),
  ]);
  return {
    lists: queryClient.getQueriesData<EntryPages>({ queryKey: LISTS_KEY }),
    count: queryClient.getQueryData<NotificationUnreadCount>(UNREAD_COUNT_KEY),
  };
}

function restore(saved: Snapshot | undefined) {
  if (!saved) return;
  for (const [key, data] of saved.lists) queryClient.setQueryData(key, data);
  queryClient.setQueryData(UNREAD_COUNT_KEY, saved.count);
}

/** Marks the entries `which` picks read in every cached list. */
function markReadInLists(which: (entry: NotificationEntry) => boolean) {
  queryClient.setQueriesData<EntryPages>({ queryKey: LISTS_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((entry) =>
              !entry.read && which(entry) ? { ...entry, read: true } : entry,
            ),
          })),
        }
      : data,
  );
}

function setCount(change: (count: number) => number) {
  queryClient.setQueryData<NotificationUnreadCount>(UNREAD_COUNT_KEY, (data) =>
    data ? { count: Math.max(0, change(data.count)) } : data,
  );
}

/**
 * Mark one entry read: the dot and the badge go at once. The lists are only marked stale,
 * not fetched again: on the Unread filter the entry stays in place, read, rather than
 * vanishing under the pointer; it leaves on the next visit.
 */
export function useMarkRead() {
  return useMutation({
    mutationFn: async (entry: NotificationEntry) => {
      await apiRequest('POST', `${NOTIFICATIONS_URL}/${entry.id}/read`);
    },
    onMutate: async (entry) => {
      const saved = await snapshot();
      markReadInLists((e) => e.id === entry.id);
      if (!entry.read) setCount((count) => count - 1);
      return saved;
    },
    onError: (error, _, saved) => {
      restore(saved);
      handleMutationError(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
        queryClient.invalidateQueries({ queryKey: LISTS_KEY, refetchType: 'none' }),
      ]),
  });
}

/** Mark every entry read; the Unread filter then empties. */
export function useMarkAllRead() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', `${NOTIFICATIONS_URL}/read-all`);
    },
    onMutate: async () => {
      const saved = await snapshot();
      markReadInLists(() => true);
      setCount(() => 0);
      return saved;
    },
    onSuccess: () => toast({ title: 'All notifications marked as read' }),
    onError: (error, _, saved) => {
      restore(saved);
      handleMutationError(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
        queryClient.invalidateQueries({ queryKey: LISTS_KEY }),
      ]),
  });
}
