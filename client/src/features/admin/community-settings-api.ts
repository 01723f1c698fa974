import type { CommunityProfileSettings } from '@shared/contracts/community';
import type { CommunityProfileAnswer } from '@shared/contracts/settings';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getJsonOr, queryClient, sendJson } from '@/lib/api';
import { siteQueries } from '@/lib/config';
import { AUDIT_LOG_KEY } from './audit-api';

export type { CommunityProfileAnswer } from '@shared/contracts/settings';

export const COMMUNITY_SETTINGS_FAILED = 'Failed to fetch the community settings';
const COMMUNITY_URL = '/api/admin/settings/community';

export const communitySettingsQuery = () =>
  queryOptions({
    queryKey: [COMMUNITY_URL] as const,
    queryFn: () => getJsonOr<CommunityProfileAnswer>(COMMUNITY_URL, COMMUNITY_SETTINGS_FAILED),
  });

export function useCommunitySettings() {
  return useQuery(communitySettingsQuery());
}

export function useSaveCommunitySettings() {
  return useMutation({
    mutationFn: (settings: CommunityProfileSettings) =>
      sendJson<CommunityProfileAnswer>('PUT', COMMUNITY_URL, settings),
    onSuccess: (saved) => queryClient.setQueryData(communitySettingsQuery().queryKey, saved),
    // The footer, the About page and the window's title read the public configuration.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
        queryClient.invalidateQueries({ queryKey: siteQueries.config().queryKey }),
      ]),
  });
}
