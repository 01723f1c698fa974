/**
 * How fresh the screens keep themselves (decision 006). Every query refetches when its
 * page is opened again or the window regains focus once its data is older than
 * `FRESH_FOR_MS`; pages members leave open also refetch on an interval while the tab
 * is visible (TanStack Query pauses intervals in background tabs), so another member's
 * new discussion, reply, message or event shows up without a reload. Live pushes come
 * with notifications.
 */

/** Data younger than this is shown as is, without asking the server again. */
export const FRESH_FOR_MS = 30_000;

/** Lists members watch for news: discussions, the calendar. */
export const LIST_REFRESH = { refetchInterval: 60_000 } as const;

/** A conversation in progress: a discussion's replies, a message thread. */
export const THREAD_REFRESH = { refetchInterval: 20_000 } as const;
