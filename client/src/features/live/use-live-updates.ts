import { MAX_CATCH_UP_MS } from '@shared/contracts/choices';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STAFF_WAITING_KEYS } from '@/features/admin';
import { discussionQueries } from '@/features/discussions';
import { photoKeys } from '@/features/gallery';
import { messageQueries } from '@/features/messages';
import { AUTH_USER_KEY } from '@/hooks/use-auth';
import { setLiveConnected } from '@/lib/freshness';

/** The member's live stream (server/features/live/stream-route.ts). */
export const STREAM_URL = '/api/stream';

/**
 * The stream's address, saying how long this page has gone without a stream to hear of
 * changes (`catchUp`, shared/contracts/live.ts): since its start (`performance.now()`
 * counts from it), or since a refused stream. Its first answers are at most that old, so
 * what the member heard meanwhile comes back as `sync`.
 */
export function streamUrl(unwarnedSinceMs: number) {
  const catchUp = Math.min(
    MAX_CATCH_UP_MS,
    Math.max(0, Math.round(performance.now() - unwarnedSinceMs)),
  );
  return `${STREAM_URL}?catchUp=${catchUp}`;
}

/** After a stream the server refused, a fresh one is tried this much later. */
export const REOPEN_AFTER_MS = 30_000;

/**
 * The bell's queries (its list pages and its badge): every key that starts with
 * `/api/notifications`, which prefix matching covers with these two.
 */
const NOTIFICATION_KEYS: QueryKey[] = [
  ['/api/notifications'],
  ['/api/notifications/unread-count'],
  // A new application or report rings the staff's bell: what waits on them changed too.
  ...STAFF_WAITING_KEYS,
];

/** What the server says changed; each is a hint to refetch, never the data. */
export type LiveHint =
  | { type: 'notifications' }
  | { type: 'message'; threadId: number }
  | { type: 'reply'; discussionId: number }
  | { type: 'photo'; photoId: number }
  /** An applicant's application was decided: who they are now, and where they stand. */
  | { type: 'membership' }
  | { type: 'sync' };

/** The applicant's page (features/membership): their account and their application. */
const MEMBERSHIP_KEYS: QueryKey[] = [AUTH_USER_KEY, ['/api/membership']];

/** Everything a live page shows: what `sync` (hints may have been missed) refetches. */
const EVERYTHING: QueryKey[] = [
  ...NOTIFICATION_KEYS,
  messageQueries.all,
  messageQueries.unreadCount().queryKey,
  discussionQueries.all,
  photoKeys.lists,
  ...MEMBERSHIP_KEYS,
];

/**
 * The queries a hint makes stale (prefixes: a discussion's key covers its replies). Only
 * those on screen refetch; the rest refetch when next opened.
 */
export function keysFor(hint: LiveHint): QueryKey[] {
  switch (hint.type) {
    case 'notifications':
      return NOTIFICATION_KEYS;
    case 'message':
      return [
        messageQueries.inbox().queryKey,
        messageQueries.unreadCount().queryKey,
        messageQueries.thread(hint.threadId).queryKey,
      ];
    case 'reply':
      return [discussionQueries.detail(hint.discussionId).queryKey];
    case 'photo':
      // Not the dashboard's random pick: it would reshuffle under the member's eyes.
      return [photoKeys.one(hint.photoId), photoKeys.lists];
    case 'membership':
      return MEMBERSHIP_KEYS;
    case 'sync':
      return EVERYTHING;
  }
}

/**
 * The pages a hint concerns whose fetch tells the server the member has read them (an
 * open thread, an open discussion): in a tab the member is not looking at they are only
 * marked stale, and refetch (and so count as read) when the tab is shown again.
 */
function readOnFetch(hint: LiveHint): QueryKey[] {
  switch (hint.type) {
    case 'message':
      return [messageQueries.thread(hint.threadId).queryKey];
    case 'reply':
      return [discussionQueries.detail(hint.discussionId).queryKey];
    default:
      return [];
  }
}

const invalidate = (client: QueryClient, hint: LiveHint) => {
  const unseen = document.visibilityState === 'hidden';
  const waits = new Set((unseen ? readOnFetch(hint) : []).map((key) => JSON.stringify(key)));
  for (const queryKey of keysFor(hint)) {
    const later = waits.has(JSON.stringify(queryKey));
    void client.invalidateQueries({ queryKey, refetchType: later ? 'none' : 'active' });
  }
};

/** The hint an event carries, or null for one this page does not understand. */
function hintOf(type: LiveHint['type'], data: string): LiveHint | null {
  try {
    const hint = JSON.parse(data) as LiveHint;
    return hint.type === type ? hint : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the signed-in frame, and an applicant's page, live (decision 025): one `EventSource` per tab on
 * `/api/stream`, each hint refetching the queries it concerns. The browser reconnects a
 * dropped stream by itself, sending `Last-Event-ID`, and the server then answers `sync`.
 * While the stream is open the pages' refresh intervals (decision 006) slow down; they
 * stay the fallback when it is not.
 *
 * `session-ended` (signed out elsewhere, suspended) closes the stream and asks who is
 * signed in, so the app turns to the signed-out screen. A refused stream is tried again
 * after `REOPEN_AFTER_MS`.
 */
export function useLiveUpdates() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let unwarnedSince = 0;
    const connect = () => {
      const stream = new EventSource(streamUrl(unwarnedSince));
      source = stream;
      const listen = (type: LiveHint['type']) =>
        stream.addEventListener(type, (event) => {
          const hint = hintOf(type, (event as MessageEvent<string>).data);
          if (hint) invalidate(client, hint);
        });
      for (const type of [
        'notifications',
        'message',
        'reply',
        'photo',
        'membership',
        'sync',
      ] as const) {
        listen(type);
      }
      stream.addEventListener('open', () => setLiveConnected(true));
      stream.addEventListener('error', () => {
        setLiveConnected(false);
        if (stream.readyState !== EventSource.CLOSED) return;
        // CLOSED: the answer was not a stream (signed out: 401; too many tabs: 429; a
        // proxy's 502 during a deploy) and the browser will not retry by itself. Ask who is
        // signed in (signed out, the frame unmounts and this ends), and try again later.
        // Nothing else is refetched here: a page being left closes its stream this way too.
        void client.invalidateQueries({ queryKey: AUTH_USER_KEY });
        unwarnedSince = performance.now();
        retry = setTimeout(connect, REOPEN_AFTER_MS);
      });
      stream.addEventListener('session-ended', () => {
        stream.close();
        setLiveConnected(false);
        void client.invalidateQueries({ queryKey: AUTH_USER_KEY });
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
      setLiveConnected(false);
    };
  }, [client]);
}
