import type { Suspension } from '@shared/contracts/admin';
import type { ReportGroup, ResolutionInput } from '@shared/contracts/reports';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { moderationItemUrl } from '@/features/reports';
import { apiRequest, queryClient } from '@/lib/api';
import { fetchPage } from '@/lib/pages';
import { REPORTS_FAILED, REPORTS_KEY, waitingQueries } from './waiting-api';

export type { ReportGroup } from '@shared/contracts/reports';

export const REPORTS_PAGE_SIZE = 25;
export { REPORTS_FAILED } from './waiting-api';

export const reportQueries = {
  all: REPORTS_KEY,
  /** Reported items, latest report first, a page at a time. */
  queue: () =>
    infiniteQueryOptions({
      queryKey: [...REPORTS_KEY, 'queue'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(REPORTS_PAGE_SIZE) });
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<ReportGroup>(`${REPORTS_KEY[0]}?${params}`, REPORTS_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** How many items wait (the tab's count). */
  openCount: waitingQueries.openReports,
};

export function useReportQueue() {
  return useInfiniteQuery({
    ...reportQueries.queue(),
    select: (data) => ({
      groups: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
  });
}

export function useOpenReportCount() {
  return useQuery(reportQueries.openCount());
}

export interface ReportedItemKey {
  itemType: ReportGroup['itemType'];
  itemId: string;
}

const resolveReports = (id: ReportedItemKey, resolution: ResolutionInput) =>
  apiRequest(
    'POST',
    `/api/moderation/reports/${moderationItemUrl(id.itemType, id.itemId)}/resolve`,
    resolution,
  );

/**
 * What resolving an item's reports refreshes: a hidden or deleted item can be in any
 * screen's lists (and the audit log has a new entry), so every query. Settled, not only on
 * success: another moderator may have resolved it first.
 */
const refreshAll = () => queryClient.invalidateQueries();

/** Dismiss or hide. */
export function useResolveReports() {
  return useMutation({
    mutationFn: async ({ id, action }: { id: ReportedItemKey; action: 'dismiss' | 'hide' }) => {
      await resolveReports(id, { action });
    },
    onSettled: refreshAll,
  });
}

/** Delete, with the reason (the delete-with-reason dialog's `{ id, reason }`). */
export function useDeleteReported() {
  return useMutation({
    mutationFn: async ({ id, reason }: { id: ReportedItemKey; reason?: string }) => {
      await resolveReports(id, { action: 'delete', reason });
    },
    onSettled: refreshAll,
  });
}

/** Suspend the item's author (the console's suspend dialog's `Suspension`). */
export function useSuspendAuthor(id: ReportedItemKey) {
  return useMutation({
    mutationFn: async (suspension: Suspension) => {
      await resolveReports(id, { action: 'suspend', ...suspension });
    },
    onSettled: refreshAll,
  });
}
