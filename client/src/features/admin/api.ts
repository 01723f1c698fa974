import type { AdminMember, MemberRemoval, Suspension } from '@shared/contracts/admin';
import type { MemberRole } from '@shared/contracts/choices';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
} from '@tanstack/react-query';
import { apiRequest, queryClient, sendJson } from '@/lib/api';
import { fetchPage } from '@/lib/pages';
import { AUDIT_LOG_KEY } from './audit-api';

export type { AdminMember, Suspension } from '@shared/contracts/admin';

/** Rows per page of the console's member list. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MEMBERS_FAILED = 'Failed to fetch members';

/** The list's filters; '' for a role or state means any. */
export interface AdminMemberFilters {
  q: string;
  role: MemberRole | '';
  state: 'active' | 'suspended' | '';
}

const ADMIN_MEMBERS_KEY = ['/api/admin/members'] as const;
const memberUrl = (id: string) => `${ADMIN_MEMBERS_KEY[0]}/${encodeURIComponent(id)}`;

/**
 * The admin feature's queries: every hook and invalidation reads its key and function
 * from here, so a key never drifts from its URL.
 */
export const adminQueries = {
  all: ADMIN_MEMBERS_KEY,
  /** Members newest first, a page at a time; the total comes from X-Total-Count. */
  members: (filters: AdminMemberFilters) =>
    infiniteQueryOptions({
      queryKey: [...ADMIN_MEMBERS_KEY, filters] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
        if (filters.q) params.set('q', filters.q);
        if (filters.role) params.set('role', filters.role);
        if (filters.state) params.set('state', filters.state);
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<AdminMember>(`${ADMIN_MEMBERS_KEY[0]}?${params}`, ADMIN_MEMBERS_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export function useAdminMembers(filters: AdminMemberFilters) {
  return useInfiniteQuery({
    ...adminQueries.members(filters),
    select: (data) => ({
      members: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
    // While the admin types, the last answer stays on screen instead of skeletons.
    placeholderData: keepPreviousData,
  });
}

/**
 * A change to one member can move them in or out of any filtered list (a role filter, the
 * suspended state), so every list is refetched; settled, not only on success, since a 409
 * means the screen was behind the server. The audit log has a new entry to show.
 */
const refreshLists = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminQueries.all }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);

export function useChangeRole(id: string) {
  return useMutation({
    mutationFn: ({ role }: { role: MemberRole }) =>
      sendJson<AdminMember>('PUT', `${memberUrl(id)}/role`, { role }),
    onSettled: refreshLists,
  });
}

export function useSuspendMember(id: string) {
  return useMutation({
    mutationFn: (suspension: Suspension) =>
      sendJson<AdminMember>('PUT', `${memberUrl(id)}/suspension`, suspension),
    onSettled: refreshLists,
  });
}

/** Removes a member (decision 022): their data erased, their posts kept or deleted. */
export function useRemoveMember(id: string) {
  return useMutation({
    mutationFn: async (removal: MemberRemoval) => {
      await apiRequest('DELETE', memberUrl(id), removal);
    },
    onSettled: refreshLists,
  });
}

export function useLiftSuspension(id: string) {
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', `${memberUrl(id)}/suspension`);
    },
    onSettled: refreshLists,
  });
}
