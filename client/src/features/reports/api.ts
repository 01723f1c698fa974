import type { ReportItemType } from '@shared/schema/choices';
import type { ReportInput } from '@shared/schema/forms/reports';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, queryClient, sendJson } from '@/lib/api';

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
 * which needs no open report (decision 021). Every query is refetched, as for unhide.
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
    onSettled: () => queryClient.invalidateQueries(),
  });
}
