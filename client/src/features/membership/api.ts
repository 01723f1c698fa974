import type { CurrentMember, ProviderRedirect, SignedOut } from '@shared/contracts/auth';
import type {
  ApplicationAnswers,
  InvitationCheck,
  MembershipStatus,
} from '@shared/contracts/membership';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { authQueries } from '@/hooks/use-auth';
import { clearAllDrafts } from '@/hooks/use-draft';
import { getJson, queryClient, sendJson } from '@/lib/api';

const STATUS_URL = '/api/membership';

export const membershipQueries = {
  status: () =>
    queryOptions({
      queryKey: [STATUS_URL],
      queryFn: () => getJson<MembershipStatus>(STATUS_URL),
    }),
};

/** Where the signed-in applicant stands: their answers, the decision, when they may apply again. */
export const useMembershipStatus = () => useQuery(membershipQueries.status());

/**
 * Sends an application (an applicant who signed in with a provider, or a declined one
 * whose wait is over). The answer is the new status; the session's state follows.
 */
export function useSubmitApplication() {
  return useMutation({
    mutationFn: (answers: ApplicationAnswers) =>
      sendJson<MembershipStatus>('POST', '/api/membership/application', answers),
    onSuccess: (status) => {
      queryClient.setQueryData(membershipQueries.status().queryKey, status);
      queryClient.setQueryData(
        authQueries.user().queryKey,
        (member: CurrentMember | null | undefined) =>
          member ? { ...member, membership: status.state } : member,
      );
    },
  });
}

/** Withdraw: the account goes with the application, so this tab is signed out and goes home. */
export function useWithdrawApplication() {
  return useMutation({
    mutationFn: () => sendJson<SignedOut>('DELETE', '/api/membership/application'),
    onSuccess: ({ redirectTo }) => {
      clearAllDrafts();
      queryClient.clear();
      queryClient.setQueryData(authQueries.user().queryKey, null);
      window.location.assign(redirectTo);
    },
  });
}

/** What an invitation's link is for, before the join form: the address and who invited. */
export function useCheckInvitation() {
  return useMutation({
    mutationFn: (token: string) =>
      sendJson<InvitationCheck>('POST', '/api/invitations/check', { token }),
  });
}

/**
 * An invitation's link where members sign in with the provider: the server checks the
 * link, keeps its token for the way back and names the provider's page, where the browser
 * goes (a fetch cannot follow a redirect to another site).
 */
export function useStartInvitedSignIn() {
  return useMutation({
    mutationFn: (token: string) =>
      sendJson<ProviderRedirect>('POST', '/api/login/invitation', { token }),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  });
}
