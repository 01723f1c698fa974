import type { AboutPageAnswer, AboutPageSettings } from '@shared/contracts/about';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getJsonOr, queryClient, sendJson } from '@/lib/api';
import { siteQueries } from '@/lib/config';
import { AUDIT_LOG_KEY } from './audit-api';

export type { AboutPageAnswer } from '@shared/contracts/about';

export const ABOUT_SETTINGS_FAILED = 'Failed to fetch the About page settings';
const ABOUT_SETTINGS_URL = '/api/admin/settings/about';

export const aboutSettingsQuery = () =>
  queryOptions({
    queryKey: [ABOUT_SETTINGS_URL] as const,
    queryFn: () => getJsonOr<AboutPageAnswer>(ABOUT_SETTINGS_URL, ABOUT_SETTINGS_FAILED),
  });

export function useAboutSettings() {
  return useQuery(aboutSettingsQuery());
}

export function useSaveAboutSettings() {
  return useMutation({
    mutationFn: (settings: AboutPageSettings) =>
      sendJson<AboutPageAnswer>('PUT', ABOUT_SETTINGS_URL, settings),
    onSuccess: (saved) => queryClient.setQueryData(aboutSettingsQuery().queryKey, saved),
    // The About page itself, and the landing page's opening lines (the configuration).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/about'] }),
        queryClient.invalidateQueries({ queryKey: siteQueries.config().queryKey }),
      ]),
  });
}
