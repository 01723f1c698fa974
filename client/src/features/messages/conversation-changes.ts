import type { ThreadHead } from '@shared/contracts/messages';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { apiRequest, queryClient, sendJson } from '@/lib/api';
import { invalidateConversation, invalidateInbox, messageQueries } from './api';

// The calls that change who is in a conversation and what it is called (issue 37). Apart
// from api.ts, which every page's frame loads (the live updates read its query keys):
// only the dialogs that make these changes need them, and those load when first opened.

const threadUrl = (threadId: number) => `/api/messages/threads/${threadId}`;

/**
 * Adds members to a conversation (issue 37): a two-person one becomes a group. They see
 * its messages from now on; the server refuses past MAX_CONVERSATION_MEMBERS (409).
 */
export function useAddMembers(threadId: number) {
  return useMutation({
    mutationFn: (userIds: string[]) =>
      sendJson<ThreadHead>('POST', `${threadUrl(threadId)}/members`, { userIds }),
    onSuccess: () => invalidateConversation(threadId),
  });
}

/** A group's name (issue 37); null clears it, and the members' names show instead. */
export function useRenameConversation(threadId: number) {
  return useMutation({
    mutationFn: (name: string | null) =>
      sendJson<ThreadHead>('PATCH', threadUrl(threadId), { name }),
    onSuccess: () => invalidateConversation(threadId),
  });
}

/**
 * The viewer leaves a group (issue 37) and lands on their inbox, told so; see
 * `forgetConversation` for the cache. What follows success is said here, not at the call:
 * the leave's live hint can reach this page before the answer does, and the thread, now
 * 404 for the viewer, turns the page into "Conversation not found", unmounting the dialog
 * that called `mutate`; callbacks given to `mutate` then never run, and the member stayed
 * on that page (CI, a group journey). Those given here run whatever is mounted.
 */
export function useLeaveConversation(threadId: number) {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `${threadUrl(threadId)}/members/me`),
    onSuccess: () => {
      navigate('/messages');
      toast({ title: 'You left the conversation' });
      // Its page is on its way out: the thread can go from the cache now.
      void forgetConversation(threadId);
    },
  });
}

/**
 * After leaving: the thread is no longer the viewer's to read (404), so its cached pages
 * are dropped rather than refetched, and the inbox loses its row. Called once its page has
 * been left: dropped under a mounted page, the thread would be asked for again.
 */
export function forgetConversation(threadId: number) {
  queryClient.removeQueries({ queryKey: messageQueries.thread(threadId).queryKey });
  return invalidateInbox();
}
