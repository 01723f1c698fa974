import type { CurrentMember, SignedOut } from '@shared/contracts/auth';
import type { messageOnly, Wire } from '@shared/contracts/common';
import type { PasswordReset, SignIn, SignUp } from '@shared/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { authQueries } from '@/hooks/use-auth';
import { clearAllDrafts } from '@/hooks/use-draft';
import { apiRequest, queryClient, sendJson } from '@/lib/api';
import { handleMutationError } from '@/lib/errors';

type MessageOnly = Wire<typeof messageOnly>;

/**
 * The member the server just signed in is the current member: no second request, and the
 * router switches to the member routes at once. A link can sign in someone other than who
 * was signed in in this tab (a reset or confirmation link of another account): then nothing
 * of the previous member's may stay in the cache or in drafts.
 */
function onSignedIn(member: CurrentMember) {
  const before = queryClient.getQueryData(authQueries.user().queryKey);
  if (before && before.id !== member.id) {
    clearAllDrafts();
    queryClient.clear();
  }
  queryClient.setQueryData(authQueries.user().queryKey, member);
}

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignIn) => sendJson<CurrentMember>('POST', '/api/auth/signin', body),
    onSuccess: onSignedIn,
  });
}

/**
 * `POST /api/auth/signup` answers 202 `{ message }` whether or not the address is new
 * (decision 016) and signs nobody in: the e-mailed link finishes the sign-up. With an
 * invitation's token it answers the new member (200), signed in at once.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUp) =>
      sendJson<MessageOnly | CurrentMember>('POST', '/api/auth/signup', body),
    onSuccess: (answer) => {
      if (!('message' in answer)) onSignedIn(answer);
    },
  });
}

/** Forgot password: the same answer whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      sendJson<MessageOnly>('POST', '/api/auth/password-reset', body),
  });
}

/** Whether a reset link still works (204), before the member types a new password. */
export function useCheckResetLink() {
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest('POST', '/api/auth/password-reset/check', { token });
    },
  });
}

/** Sets the new password; the server ends every other session and signs this browser in. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordReset) =>
      sendJson<CurrentMember>('POST', '/api/auth/password-reset/confirm', body),
    onSuccess: onSignedIn,
  });
}

/** Confirms the address the link was sent to, and signs its owner in. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      sendJson<CurrentMember>('POST', '/api/auth/verify-email', { token }),
    onSuccess: onSignedIn,
  });
}

/** A new confirmation link for the signed-in member's address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => sendJson<MessageOnly>('POST', '/api/auth/verify-email/resend'),
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
