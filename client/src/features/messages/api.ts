import type { MessageForm } from '@shared/schema/forms/messages';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, queryClient } from '@/lib/api';
import { fetchPage, type Page } from '@/lib/pages';

/** The other member of a conversation, as the message routes embed them. */
export interface MessageMember {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
}

export interface DirectMessage {
  id: number;
  senderId: string;
  recipientId: string;
  subject: string | null;
  content: string;
  isRead: boolean;
  threadId: number | null;
  createdAt: string;
}

/** One row of the inbox (`GET /api/messages`). */
export interface Conversation {
  id: number;
  subject: string | null;
  lastMessageAt: string;
  lastMessage: string;
  lastMessageFromMe: boolean;
  unreadCount: number;
  otherMember: MessageMember;
}

/** `GET /api/messages/threads/{id}`: the latest messages, oldest first, and older ones' cursor. */
export interface ThreadPage {
  thread: { id: number; subject: string | null; otherMember: MessageMember | null };
  messages: DirectMessage[];
  olderCursor: string | null;
}

/** The thread does not exist, or the viewer is not one of its two members (the server says 404 to both). */
export class ConversationNotFoundError extends Error {
  constructor() {
    super('Conversation not found');
    this.name = 'ConversationNotFoundError';
  }
}

export const INBOX_PAGE_SIZE = 20;
/** Unread messages change when someone else writes: the badge is refreshed after this long. */
const UNREAD_STALE_MS = 30_000;

export const MESSAGES_KEY = ['/api/messages'] as const;
const INBOX_KEY = [...MESSAGES_KEY, 'inbox'] as const;
export const UNREAD_COUNT_KEY = ['/api/messages/unread-count'] as const;
const threadKey = (id: number) => [...MESSAGES_KEY, 'threads', id] as const;

/** The envelope's badge: how many messages to the viewer are unread. */
export function useUnreadCount() {
  return useQuery<{ count: number }>({
    queryKey: UNREAD_COUNT_KEY,
    staleTime: UNREAD_STALE_MS,
    refetchOnMount: true,
    // Coming back to the tab is when a member expects to see new mail; no polling.
    refetchOnWindowFocus: true,
  });
}

/** Conversations, most recent first. */
export function useConversations() {
  return useInfiniteQuery<
    Page<Conversation>,
    Error,
    Conversation[],
    typeof INBOX_KEY,
    string | null
  >({
    queryKey: INBOX_KEY,
    initialPageParam: null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return fetchPage<Conversation>(`/api/messages?${params}`, 'Failed to fetch messages');
    },
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: UNREAD_STALE_MS,
    refetchOnMount: true,
  });
}

async function fetchThreadPage(id: number, before: string | null): Promise<ThreadPage> {
  const url = `/api/messages/threads/${id}${before ? `?before=${encodeURIComponent(before)}` : ''}`;
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include' });
  } catch {
    throw new Error('Failed to fetch conversation');
  }
  if (res.status === 404) throw new ConversationNotFoundError();
  if (!res.ok) throw new Error('Failed to fetch conversation');
  return (await res.json()) as ThreadPage;
}

/**
 * A thread: the first page holds the latest messages; each further page goes back in
 * time ('Load earlier'). Opening it marks the viewer's unread messages read.
 */
export function useThread(id: number | null) {
  return useInfiniteQuery<
    ThreadPage,
    Error,
    ThreadPage[],
    ReturnType<typeof threadKey>,
    string | null
  >({
    queryKey: threadKey(id ?? 0),
    enabled: id !== null,
    initialPageParam: null,
    queryFn: ({ pageParam }) => fetchThreadPage(id ?? 0, pageParam),
    getNextPageParam: (last) => last.olderCursor,
    select: (data) => data.pages,
    // Each visit shows what arrived since and marks it read.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** What reading or writing a message changes beyond the thread itself. */
export function invalidateInbox() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
    queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
  ]);
}

export function useSendMessage() {
  return useMutation({
    mutationFn: async (body: MessageForm): Promise<DirectMessage> =>
      (await apiRequest('POST', '/api/messages', body)).json(),
    onSuccess: invalidateInbox,
  });
}

export function useReply(threadId: number) {
  return useMutation({
    mutationFn: async (content: string): Promise<DirectMessage> =>
      (await apiRequest('POST', `/api/messages/threads/${threadId}/replies`, { content })).json(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadKey(threadId) }),
        invalidateInbox(),
      ]),
  });
}
