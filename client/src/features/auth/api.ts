import type { SignIn, SignUp } from '@shared/schema/forms/users';
import type { PublicUser } from '@shared/schema/users';
import { useMutation } from '@tanstack/react-query';
import { AUTH_USER_KEY } from '@/hooks/use-auth';
import { apiRequest, queryClient } from '@/lib/api';
import { handleMutationError } from '@/lib/errors';

function onSignedIn(user: PublicUser) {
  queryClient.setQueryData(AUTH_USER_KEY, user);
}

export function useSignIn() {
  return useMutation({
    mutationFn: async (body: SignIn): Promise<PublicUser> =>
      (await apiRequest('POST', '/api/auth/signin', body)).json(),
    onSuccess: onSignedIn,
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: async (body: SignUp): Promise<PublicUser> =>
      (await apiRequest('POST', '/api/auth/signup', body)).json(),
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
    mutationFn: async (): Promise<{ redirectTo: string }> =>
      (await apiRequest('POST', '/api/logout')).json(),
    onSuccess: ({ redirectTo }) => {
      queryClient.clear();
      queryClient.setQueryData(AUTH_USER_KEY, null);
      window.location.assign(redirectTo);
    },
    onError: handleMutationError,
  });
}
