import type { JoinSettings } from '@shared/contracts/membership';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getJsonOr, queryClient, sendJson } from '@/lib/api';
import { siteQueries } from '@/lib/config';
import { AUDIT_LOG_KEY } from './audit-api';

export type { JoinSettings } from '@shared/contracts/membership';

export const JOIN_SETTINGS_FAILED = 'Failed to fetch settings';
const JOIN_SETTINGS_URL = '/api/admin/settings/joining';

export const joinSettingsQuery = () =>
  queryOptions({
    queryKey: [JOIN_SETTINGS_URL] as const,
    queryFn: () => getJsonOr<JoinSettings>(JOIN_SETTINGS_URL, JOIN_SETTINGS_FAILED),
  });

export function useJoinSettings() {
  return useQuery(joinSettingsQuery());
}

export function useSaveJoinSettings() {
  return useMutation({
    mutationFn: (settings: JoinSettings) =>
      sendJson<JoinSettings>('PUT', JOIN_SETTINGS_URL, settings),
    onSuccess: (saved) => queryClient.setQueryData(joinSettingsQuery().queryKey, saved),
    // The public configuration carries the join mode (what Get Started offers).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
        queryClient.invalidateQueries({ queryKey: siteQueries.config().queryKey }),
      ]),
  });
}
