import type { ReportItemType } from '@shared/contracts/choices';
import type { ReportInput } from '@shared/contracts/reports';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { apiRequest, queryClient, sendJson } from '@/lib/api';
import { handleMutationError } from '@/lib/errors';

/** What staff read once an item is hidden. */
export const HIDDEN_TOAST = {
  title: 'Hidden from members',
  description: 'Its author and moderators still see it, marked.',
};
export const SHOWN_TOAST = 'Shown to members again';

/** What every report answers, a first one and a repeat alike (decision 021). */
export const REPORT_THANKS = 'Thanks for letting us know. A moderator will take a look.';

export function useReportItem() {
  return useMutation({
    mutationFn: (report: ReportInput) =>
      sendJson<{ message: string }>('POST', '/api/reports', report),
  });
}

/** A reported item's address in the moderation API. */
export const moderationItemUrl = (itemType: ReportItemType, itemId: string) =>
  `${encodeURIComponent(itemType)}/${encodeURIComponent(itemId)}`;

/**
 * Hides an item from members (staff), from the item itself: the queue's own resolve,
 * which needs no open report (decision 021). Every query is refetched, as for unhide. The
 * toasts live here, not in `mutate`'s callbacks: the button that asked is gone once the
 * refetched item shows its mark, and a gone observer's callbacks never run.
 */
export function useHide() {
  return useMutation({
    mutationFn: async ({ itemType, itemId }: { itemType: ReportItemType; itemId: string }) => {
      // 204: no body to read.
      await apiRequest(
        'POST',
        `/api/moderation/reports/${moderationItemUrl(itemType, itemId)}/resolve`,
        { action: 'hide' },
      );
    },
    onSuccess: () => toast(HIDDEN_TOAST),
    onError: handleMutationError,
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/**
 * Shows a hidden item again (staff). The item may sit in any list of any screen, so every
 * query is refetched, as after signing in.
 */
export function useUnhide() {
  return useMutation({
    mutationFn: async ({ itemType, itemId }: { itemType: ReportItemType; itemId: string }) => {
      await apiRequest('DELETE', `/api/moderation/hidden/${moderationItemUrl(itemType, itemId)}`);
    },
    onSuccess: () => toast({ title: SHOWN_TOAST }),
    onError: handleMutationError,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
