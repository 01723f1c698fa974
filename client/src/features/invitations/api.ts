import type { InvitationState } from '@shared/contracts/choices';
import type { Invitation, InvitationResult, InviteLinkCreated } from '@shared/contracts/membership';
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
  /**
   * Newest first, a page at a time; '' for every state. Admins see everyone's. `link`: the
   * shareable invite links instead of the e-mail invitations (decision 051).
   */
  list: (state: InvitationState | '', kind: 'email' | 'link' = 'email') =>
    infiniteQueryOptions({
      queryKey: [...INVITATIONS_KEY, state, kind] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam }) => {
        const params = new URLSearchParams({ limit: String(INVITATIONS_PAGE_SIZE) });
        if (state) params.set('state', state);
        if (kind === 'link') params.set('kind', kind);
        if (pageParam) params.set('cursor', pageParam);
        return fetchPage<Invitation>(`${INVITATIONS_KEY[0]}?${params}`, INVITATIONS_FAILED);
      },
      getNextPageParam: (last) => last.nextCursor,
    }),
};

export function useInvitations(state: InvitationState | '', kind: 'email' | 'link' = 'email') {
  return useInfiniteQuery({
    ...invitationQueries.list(state, kind),
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
    mutationFn: (request: { emails: string[]; note: string | null }) =>
      sendJson<InvitationResult>('POST', INVITATIONS_KEY[0], request),
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

/** A new shareable invite link (admins): its address is in this answer only. */
export function useCreateInviteLink({ alsoRefresh }: InvitationChanges = {}) {
  return useMutation({
    mutationFn: (request: { label: string | null; days: number; maxUses: number | null }) =>
      sendJson<InviteLinkCreated>('POST', '/api/admin/invite-links', request),
    onSettled: () => refresh(alsoRefresh),
  });
}
