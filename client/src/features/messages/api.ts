import type { MemberSummary } from '@shared/contracts/common';
import type {
  Conversation,
  DirectMessage,
  MessageForm,
  MessageSearchHit,
  ThreadPage,
  UnreadCount,
} from '@shared/contracts/messages';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { ReactionCache } from '@/features/reactions';
import { ApiError, getJson, getJsonOr, queryClient, sendJson } from '@/lib/api';
import { LIVE_LIST_REFRESH, LIVE_THREAD_REFRESH } from '@/lib/freshness';
import { fetchPage } from '@/lib/pages';

export type {
  Conversation,
  DirectMessage,
  MessageSearchHit,
  ThreadHead,
  ThreadPage,
} from '@shared/contracts/messages';

/** A member of a conversation: the one member summary. */
export type MessageMember = MemberSummary;

export const INBOX_PAGE_SIZE = 20;
/** Matching messages per page of the messages search. */
export const SEARCH_PAGE_SIZE = 20;
/** The messages search asks the server once the member pauses typing for this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Unread messages change when someone else writes: the badge is refreshed after this long. */
const UNREAD_STALE_MS = 30_000;

const MESSAGES_URL = '/api/messages';
const MESSAGES_KEY = [MESSAGES_URL] as const;
const INBOX_KEY = [...MESSAGES_KEY, 'inbox'] as const;
const UNREAD_COUNT_KEY = [`${MESSAGES_URL}/unread-count`] as const;
const threadKey = (id: number) => [...MESSAGES_KEY, 'threads', id] as const;

const THREAD_FAILED = 'Failed to fetch conversation';

/**
 * The thread does not exist, or the viewer is not in it (never was, or left: the server
 * says 404 to each): the failure a thread query ends in then.
 */
export function isConversationNotFound(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof ApiError && cause.status === 404;
}

/**
 * The messages feature's queries, one factory each: every hook and every invalidation
 * reads its key and function from here, so a key can never drift from its URL.
 */
export const messageQueries = {
  all: MESSAGES_KEY,
  /** The envelope's badge: how many messages to the viewer are unread. */
  unreadCount: () =>
    queryOptions({
      queryKey: UNREAD_COUNT_KEY,
      queryFn: () => getJson<UnreadCount>(UNREAD_COUNT_KEY[0]),
      ...LIVE_LIST_REFRESH,
    }),
  /** Conversations, most recent first, a page at a time. */
  inbox: () =>
    infiniteQueryOptions({
      queryKey: INBOX_KEY,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return fetchPage<Conversation>(`${MESSAGES_URL}?${query}`, 'Failed to fetch messages');
      },
      getNextPageParam: (last) => last.nextCursor,
      ...LIVE_LIST_REFRESH,
    }),
  /**
   * The viewer's own messages matching `q` (issue 23), newest first, a page at a time.
   * Under the messages key, so whatever refreshes the inbox refreshes the hits too.
   */
  search: (q: string) =>
    infiniteQueryOptions({
      queryKey: [...MESSAGES_KEY, 'search', { q }] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ q, limit: String(SEARCH_PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return fetchPage<MessageSearchHit>(
          `${MESSAGES_URL}/search?${query}`,
          'Failed to search messages',
        );
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
  /**
   * A thread: the first page holds the latest messages; each further page goes back in
   * time ('Load earlier'). A 404 fails with `isConversationNotFound`.
   */
  thread: (id: number) =>
    infiniteQueryOptions({
      queryKey: threadKey(id),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const before = pageParam ? `?before=${encodeURIComponent(pageParam)}` : '';
        return getJsonOr<ThreadPage>(`${MESSAGES_URL}/threads/${id}${before}`, THREAD_FAILED);
      },
      getNextPageParam: (last) => last.olderCursor,
      ...LIVE_THREAD_REFRESH,
    }),
};

/** The envelope's badge: how many messages to the viewer are unread. */
export function useUnreadCount() {
  return useQuery({
    ...messageQueries.unreadCount(),
    staleTime: UNREAD_STALE_MS,
    refetchOnMount: true,
    // Coming back to the tab is when a member expects to see new mail; while the tab is
    // visible the factory's interval also asks (decision 006).
    refetchOnWindowFocus: true,
  });
}

/** Conversations, most recent first. */
export function useConversations() {
  return useInfiniteQuery({
    ...messageQueries.inbox(),
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: UNREAD_STALE_MS,
    refetchOnMount: true,
  });
}

/** The viewer's messages matching `q`; asks nothing while `q` is empty. */
export function useMessageSearch(q: string) {
  return useInfiniteQuery({
    ...messageQueries.search(q),
    enabled: q !== '',
    select: (data) => data.pages.flatMap((page) => page.items),
    // While the member types, the last answer stays on screen.
    placeholderData: keepPreviousData,
  });
}

/** A thread, its pages latest first. Opening it marks the viewer's unread messages read. */
export function useThread(id: number | null) {
  return useInfiniteQuery({
    ...messageQueries.thread(id ?? 0),
    enabled: id !== null,
    select: (data) => data.pages,
    // Each visit shows what arrived since and marks it read.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** What reading or writing a message changes beyond the thread itself. */
export function invalidateInbox() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messageQueries.inbox().queryKey }),
    queryClient.invalidateQueries({ queryKey: messageQueries.unreadCount().queryKey }),
  ]);
}

export function useSendMessage() {
  return useMutation({
    mutationFn: (body: MessageForm) => sendJson<DirectMessage>('POST', MESSAGES_URL, body),
    onSuccess: invalidateInbox,
  });
}

/** What a change to a conversation (a message, who is in it, its name) makes stale. */
export function invalidateConversation(threadId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: messageQueries.thread(threadId).queryKey }),
    invalidateInbox(),
  ]);
}

export function useReply(threadId: number) {
  return useMutation({
    mutationFn: (content: string) =>
      sendJson<DirectMessage>('POST', `${MESSAGES_URL}/threads/${threadId}/replies`, {
        content,
      }),
    onSuccess: () => invalidateConversation(threadId),
  });
}

/** The sender's edit of their message (issue 23); the thread refetches to show it. */
export function useEditMessage(threadId: number, messageId: number) {
  return useMutation({
    mutationFn: (content: string) =>
      sendJson<DirectMessage>(
        'PATCH',
        `${MESSAGES_URL}/threads/${threadId}/messages/${messageId}`,
        {
          content,
        },
      ),
    onSuccess: () => invalidateConversation(threadId),
  });
}

/** Where a thread keeps a message's reactions (issue 37): its item in the thread's pages. */
export const messageReactionCache = (
  threadId: number,
  messageId: number,
): ReactionCache<InfiniteData<ThreadPage>> => ({
  queryKey: threadKey(threadId),
  patch: (data, change) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) =>
        message.id === messageId ? { ...message, ...change(message) } : message,
      ),
    })),
  }),
});
