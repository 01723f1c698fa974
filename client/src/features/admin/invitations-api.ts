import type { Invitation, InvitationResult } from '@shared/contracts/membership';
import type { InvitationState } from '@shared/schema/choices';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
} from '@tanstack/react-query';
import { queryClient, sendJson } from '@/lib/api';
import { fetchPage } from '@/lib/pages';
import { ADMIN_PAGE_SIZE } from './api';
import { AUDIT_LOG_KEY } from './audit-api';

export type { Invitation, InvitationResult } from '@shared/contracts/membership';

export const INVITATIONS_FAILED = 'Failed to fetch invitations';

const INVITATIONS_KEY = ['/api/invitations'] as const;
const invitationUrl = (id: number) => `${INVITATIONS_KEY[0]}/${encodeURIComponent(String(id))}`;

export const invitationQueries = {
  all: INVITATIONS_KEY,
  /** Newest first, a page at a time; '' for every state. Admins see everyone's. */
  list: (state: InvitationState | '') =>
    infiniteQueryOptions({
      queryKey: [...INVITATIONS_KEY, state] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
        if (state) params.set('state', state);
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<Invitation>(`${INVITATIONS_KEY[0]}?${params}`, INVITATIONS_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export function useInvitations(state: InvitationState | '') {
  return useInfiniteQuery({
    ...invitationQueries.list(state),
    select: (data) => ({
      invitations: data.pages.flatMap((page) => page.items),
      total: data.pages[0]?.total ?? null,
    }),
    placeholderData: keepPreviousData,
  });
}

/** A change moves an invitation between the filtered lists; an admin's is in the audit log. */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);

export function useInvite() {
  return useMutation({
    mutationFn: ({ emails }: { emails: string[] }) =>
      sendJson<InvitationResult>('POST', INVITATIONS_KEY[0], { emails }),
    onSettled: refresh,
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) => sendJson<Invitation>('POST', `${invitationUrl(id)}/resend`),
    onSettled: refresh,
  });
}

export function useRevokeInvitation() {
  return useMutation({
    mutationFn: (id: number) => sendJson<Invitation>('DELETE', invitationUrl(id)),
    onSettled: refresh,
  });
}
