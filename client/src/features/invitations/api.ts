import type { InvitationState } from '@shared/contracts/choices';
import type { Invitation, InvitationResult } from '@shared/contracts/membership';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
} from '@tanstack/react-query';
import { queryClient, sendJson } from '@/lib/api';
import { fetchPage } from '@/lib/pages';

export type { Invitation, InvitationResult } from '@shared/contracts/membership';

export const INVITATIONS_FAILED = 'Failed to fetch invitations';

/** Invitations per page, in the console and on a member's Invite people page. */
export const INVITATIONS_PAGE_SIZE = 25;

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
        const params = new URLSearchParams({ limit: String(INVITATIONS_PAGE_SIZE) });
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

/**
 * A change moves an invitation between the filtered lists. `alsoRefresh` is the caller's
 * own (the console's audit log, where an admin's invitations are written).
 */
const refresh = (alsoRefresh?: () => unknown) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }), alsoRefresh?.()]);

/** What the screen using these hooks refreshes too once a change is in. */
export interface InvitationChanges {
  alsoRefresh?: () => unknown;
}

export function useInvite({ alsoRefresh }: InvitationChanges = {}) {
  return useMutation({
    mutationFn: ({ emails }: { emails: string[] }) =>
      sendJson<InvitationResult>('POST', INVITATIONS_KEY[0], { emails }),
    onSettled: () => refresh(alsoRefresh),
  });
}

export function useResendInvitation({ alsoRefresh }: InvitationChanges = {}) {
  return useMutation({
    mutationFn: (id: number) => sendJson<Invitation>('POST', `${invitationUrl(id)}/resend`),
    onSettled: () => refresh(alsoRefresh),
  });
}

export function useRevokeInvitation({ alsoRefresh }: InvitationChanges = {}) {
  return useMutation({
    mutationFn: (id: number) => sendJson<Invitation>('DELETE', invitationUrl(id)),
    onSettled: () => refresh(alsoRefresh),
  });
}
