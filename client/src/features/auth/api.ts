import type { CurrentMember, SignedOut } from '@shared/contracts/auth';
import type { SignIn, SignUp } from '@shared/schema/forms/users';
import { useMutation } from '@tanstack/react-query';
import { authQueries } from '@/hooks/use-auth';
import { clearAllDrafts } from '@/hooks/use-draft';
import { queryClient, sendJson } from '@/lib/api';
import { handleMutationError } from '@/lib/errors';

/** The member the server just signed in is the current member: no second request. */
function onSignedIn(user: CurrentMember) {
  queryClient.setQueryData(authQueries.user().queryKey, user);
}

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignIn) => sendJson<CurrentMember>('POST', '/api/auth/signin', body),
    onSuccess: onSignedIn,
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUp) => sendJson<CurrentMember>('POST', '/api/auth/signup', body),
    onSuccess: onSignedIn,
  });
}

/**
 * `POST /api/logout` (a GET signs nobody out, so no other site can), then a full page
 * load of where the server says: home, or the identity provider's sign-out page. The
 * cache is emptied first, so nothing of the member's outlives the session in this tab.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => sendJson<SignedOut>('POST', '/api/logout'),
    onSuccess: ({ redirectTo }) => {
      clearAllDrafts();
      queryClient.clear();
      queryClient.setQueryData(authQueries.user().queryKey, null);
      window.location.assign(redirectTo);
    },
    onError: handleMutationError,
  });
}
