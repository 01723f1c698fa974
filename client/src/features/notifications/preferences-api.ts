import type {
  NotificationPreferencesAnswer,
  NotificationPreferencesForm,
} from '@shared/contracts/notifications';
import type { UnsubscribeAnswer } from '@shared/contracts/unsubscribe';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { getJson, queryClient, sendJson } from '@/lib/api';

export type { NotificationPreferencesAnswer } from '@shared/contracts/notifications';

const PREFERENCES_URL = '/api/notifications/preferences';
const UNSUBSCRIBE_URL = '/api/notifications/unsubscribe';

export const preferencesQuery = () =>
  queryOptions({
    queryKey: [PREFERENCES_URL] as const,
    queryFn: () => getJson<NotificationPreferencesAnswer>(PREFERENCES_URL),
  });

/** `PUT /api/notifications/preferences`: the answer is the whole saved state. */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (body: NotificationPreferencesForm) =>
      sendJson<NotificationPreferencesAnswer>('PUT', PREFERENCES_URL, body),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery().queryKey, saved),
  });
}

const unsubscribeUrl = (token: string) => `${UNSUBSCRIBE_URL}?token=${encodeURIComponent(token)}`;

/** What an unsubscribe link would turn off: GET changes nothing on the server. */
export const unsubscribeQuery = (token: string) =>
  queryOptions({
    queryKey: [UNSUBSCRIBE_URL, token] as const,
    queryFn: () => getJson<UnsubscribeAnswer>(unsubscribeUrl(token)),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** The member's confirmation: POST turns it off (the same address a mail provider posts to). */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () => sendJson<UnsubscribeAnswer>('POST', unsubscribeUrl(token)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: preferencesQuery().queryKey }),
  });
}
