/**
 * How fresh the screens keep themselves (decision 006). Every query refetches when its
 * page is opened again or the window regains focus once its data is older than
 * `FRESH_FOR_MS`; pages members leave open also refetch on an interval while the tab
 * is visible (TanStack Query pauses intervals in background tabs), so another member's
 * new discussion, reply, message or event shows up without a reload. Live pushes
 * (decision 025) refetch what they announce at once, and slow those intervals down.
 */

/** Data younger than this is shown as is, without asking the server again. */
export const FRESH_FOR_MS = 30_000;

/** Lists members watch for news: discussions, the calendar. */
export const LIST_REFRESH = { refetchInterval: 60_000 } as const;

/** A conversation in progress: a discussion's replies, a message thread. */
export const THREAD_REFRESH = { refetchInterval: 20_000 } as const;

/**
 * Whether this tab's live stream is open (decision 025; set by `useLiveUpdates`). What the
 * stream announces needs polling only as a safety net while it is.
 */
let streamOpen = false;
export function setLiveConnected(open: boolean) {
  streamOpen = open;
}
export const isLiveConnected = () => streamOpen;

/** The safety-net interval of what the live stream announces, while it is open. */
export const LIVE_FALLBACK_MS = 5 * 60_000;
const unlessLive = (ms: number) => () => (streamOpen ? LIVE_FALLBACK_MS : ms);

/** `LIST_REFRESH` for a list the stream announces changes of (the inbox, its badge). */
export const LIVE_LIST_REFRESH = { refetchInterval: unlessLive(LIST_REFRESH.refetchInterval) };
/** `THREAD_REFRESH` for a thread the stream announces changes of (a message thread). */
export const LIVE_THREAD_REFRESH = {
  refetchInterval: unlessLive(THREAD_REFRESH.refetchInterval),
};
