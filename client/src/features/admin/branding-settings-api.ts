import type { AccentName } from '@shared/accents';
import type { Branding } from '@shared/contracts/branding';
import type { CommunityConfig } from '@shared/contracts/site';
import { useMutation } from '@tanstack/react-query';
import { queryClient, sendJson } from '@/lib/api';
import { siteQueries } from '@/lib/config';
import { AUDIT_LOG_KEY } from './audit-api';

const BRANDING_URL = '/api/admin/settings/branding';
const LOGO_URL = '/api/admin/settings/branding/logo';

/**
 * Every branding answer is the branding as saved now: the public configuration takes it at
 * once, so the top bar, the tab's icon and the accent follow without waiting for a refetch.
 */
function showSaved(saved: Branding) {
  queryClient.setQueryData<CommunityConfig>(siteQueries.config().queryKey, (config) =>
    config ? { ...config, ...saved } : config,
  );
}

const afterSave = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
    queryClient.invalidateQueries({ queryKey: siteQueries.config().queryKey }),
  ]);

export function useSaveAccent() {
  return useMutation({
    mutationFn: (accent: AccentName) => sendJson<Branding>('PUT', BRANDING_URL, { accent }),
    onSuccess: showSaved,
    onSettled: afterSave,
  });
}

/** The uploaded image's address becomes the logo (the server resizes it). */
export function useSaveLogo() {
  return useMutation({
    mutationFn: (imageURL: string) => sendJson<Branding>('PUT', LOGO_URL, { imageURL }),
    onSuccess: showSaved,
    onSettled: afterSave,
  });
}

export function useRemoveLogo() {
  return useMutation({
    mutationFn: () => sendJson<Branding>('DELETE', LOGO_URL),
    onSuccess: showSaved,
    onSettled: afterSave,
  });
}
