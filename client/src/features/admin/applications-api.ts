import type { MembershipApplicationState } from '@shared/contracts/choices';
import type { AdminApplication, applicationDecisionSchema } from '@shared/contracts/membership';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { queryClient, sendJson } from '@/lib/api';
import { fetchPage } from '@/lib/pages';
import { ADMIN_PAGE_SIZE, adminQueries } from './api';
import { AUDIT_LOG_KEY } from './audit-api';
import { APPLICATIONS_FAILED, APPLICATIONS_KEY, waitingQueries } from './waiting-api';

export type { AdminApplication } from '@shared/contracts/membership';

export { APPLICATIONS_FAILED } from './waiting-api';

/** `POST /api/admin/applications/decide`: how many were decided, and the ids already decided. */
export interface DecisionResult {
  decided: number;
  skipped: number[];
}

/** The applications queue's queries: one key prefix, so a decision refreshes every list. */
export const applicationQueries = {
  all: APPLICATIONS_KEY,
  /** Newest first, a page at a time, in one state. */
  list: (state: MembershipApplicationState) =>
    infiniteQueryOptions({
      queryKey: [...APPLICATIONS_KEY, 'list', state] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ state, limit: String(ADMIN_PAGE_SIZE) });
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<AdminApplication>(`${APPLICATIONS_KEY[0]}?${params}`, APPLICATIONS_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
  /** How many wait for a decision (the tab's count). */
  pendingCount: waitingQueries.pendingApplications,
};

export function useApplications(state: MembershipApplicationState) {
  return useInfiniteQuery({
    ...applicationQueries.list(state),
    select: (data) => ({
      applications: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
    placeholderData: keepPreviousData,
  });
}

/** The number of applications waiting; undefined until known (or when the server failed). */
export function usePendingApplicationCount() {
  return useQuery(applicationQueries.pendingCount());
}

/**
 * Approve or decline one or many. Settled, not only on success: a decision another admin
 * made first still changes the lists. An approved applicant is a member now, and the audit
 * log has new entries.
 */
export function useDecideApplications() {
  return useMutation({
    mutationFn: (decision: z.input<typeof applicationDecisionSchema>) =>
      sendJson<DecisionResult>('POST', `${APPLICATIONS_KEY[0]}/decide`, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: adminQueries.all }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
