import type { AccountSettings, DeviceSession } from '@shared/contracts/account';
import type { EmailChange, PasswordChange } from '@shared/contracts/users';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest, getJson, queryClient, sendJson } from '@/lib/api';

export type { AccountSettings, DeviceSession } from '@shared/contracts/account';

const ACCOUNT_KEY = ['/api/account'] as const;
const SESSIONS_URL = '/api/account/sessions';

/**
 * The account page's queries: what the page needs beyond the current member (password or
 * provider, an address change waiting) and the member's signed-in devices.
 */
export const accountQueries = {
  all: ACCOUNT_KEY,
  settings: () =>
    queryOptions({
      queryKey: [...ACCOUNT_KEY, 'settings'] as const,
      queryFn: () => getJson<AccountSettings>(ACCOUNT_KEY[0]),
    }),
  devices: () =>
    queryOptions({
      queryKey: [...ACCOUNT_KEY, 'sessions'] as const,
      queryFn: () => getJson<DeviceSession[]>(SESSIONS_URL),
    }),
};

const refreshDevices = () =>
  queryClient.invalidateQueries({ queryKey: accountQueries.devices().queryKey });

/** `POST /api/account/password`: the server signs every other device out, so the list changes. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => apiRequest('POST', '/api/account/password', body),
    onSuccess: refreshDevices,
  });
}

/**
 * `POST /api/account/email`: a link goes to the new address; the answer says so. The
 * server records the pending change just after answering (so that a taken address takes
 * as long as a free one), so a refetch now could miss it: the page shows the address the
 * server said it wrote to, and the next refetch (on focus, or a reload) is the server's word.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: EmailChange) =>
      sendJson<{ message: string }>('POST', '/api/account/email', body),
    onSuccess: (_answer, body) => {
      queryClient.setQueryData(accountQueries.settings().queryKey, (old) =>
        old ? { ...old, pendingEmail: body.email } : old,
      );
    },
  });
}

/**
 * `DELETE /api/account/sessions/:id`. The list is refetched whatever the answer: a 404
 * means that device had already gone, and the list should stop showing it.
 */
export function useSignOutDevice() {
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${SESSIONS_URL}/${encodeURIComponent(id)}`),
    onSettled: refreshDevices,
  });
}

/** `POST /api/account/sessions/sign-out-others`: how many devices were signed out. */
export function useSignOutOthers() {
  return useMutation({
    mutationFn: () => sendJson<{ ended: number }>('POST', `${SESSIONS_URL}/sign-out-others`),
    onSettled: refreshDevices,
  });
}
