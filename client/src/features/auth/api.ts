import type { SignIn, SignUp } from '@shared/schema/forms/users';
import type { PublicUser } from '@shared/schema/users';
import { useMutation } from '@tanstack/react-query';
import { AUTH_USER_KEY } from '@/hooks/use-auth';
import { apiRequest, queryClient } from '@/lib/api';

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
