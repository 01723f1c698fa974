import type { Subscription, SubscriptionLevel } from '@shared/contracts/discussions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { getJsonOr, queryClient, sendJson } from '@/lib/api';
import { handleMutationError } from '@/lib/errors';
import { discussionQueries } from './api';

/**
 * Following, muting and watching (issue 37, decision 062): the member's own choices, each
 * confirmed by a toast that says what they will hear from now on.
 */
const LEVEL_TOASTS: Record<SubscriptionLevel, { title: string; description: string }> = {
  following: {
    title: "You're following this discussion",
    description: "You'll be notified of every new reply.",
  },
  normal: {
    title: "You're not following this discussion",
    description: "You'll still be notified when someone replies to you or mentions you.",
  },
  muted: {
    title: 'Discussion muted',
    description: "You won't be notified of anything in this discussion.",
  },
};

/** Sets how much the member hears of a discussion; the page shows the answer. */
export function useSetSubscription(discussionId: number) {
  const { queryKey } = discussionQueries.detail(discussionId);
  return useMutation({
    mutationFn: (level: SubscriptionLevel) =>
      sendJson<Subscription>('PUT', `/api/discussions/${discussionId}/subscription`, { level }),
    onSuccess: ({ level }) => {
      queryClient.setQueryData(queryKey, (shown) =>
        shown ? { ...shown, subscription: level } : shown,
      );
      toast(LEVEL_TOASTS[level]);
    },
    onError: handleMutationError,
  });
}

const WATCHED_KEY = ['/api/discussion-categories/watched'] as const;

/** The categories the member watches. */
export function useWatchedCategories() {
  return useQuery({
    queryKey: WATCHED_KEY,
    queryFn: () =>
      getJsonOr<{ categoryIds: number[] }>(WATCHED_KEY[0], 'Failed to fetch categories'),
    select: (data) => data.categoryIds,
  });
}

/** Starts or stops watching a category (named in the toast). */
export function useWatchCategory() {
  return useMutation({
    mutationFn: ({ categoryId, on }: { categoryId: number; name: string; on: boolean }) =>
      sendJson<{ categoryId: number; watching: boolean }>(
        on ? 'PUT' : 'DELETE',
        `/api/discussion-categories/${categoryId}/watch`,
      ),
    onSuccess: ({ categoryId, watching }, { name }) => {
      queryClient.setQueryData<{ categoryIds: number[] }>(WATCHED_KEY, (shown) => ({
        categoryIds: watching
          ? [...new Set([...(shown?.categoryIds ?? []), categoryId])]
          : (shown?.categoryIds ?? []).filter((id) => id !== categoryId),
      }));
      toast(
        watching
          ? {
              title: `You're watching ${name}`,
              description: "You'll be notified of every new discussion in it.",
            }
          : { title: `You're no longer watching ${name}` },
      );
    },
    onError: handleMutationError,
  });
}
