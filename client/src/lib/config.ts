import type { CommunityConfig } from '@shared/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api';

/** Public community configuration from GET /api/config. */
export type { CommunityConfig } from '@shared/contracts/site';

const CONFIG_URL = '/api/config';

/** The site's queries: the community's public configuration. */
export const siteQueries = {
  config: () =>
    queryOptions({ queryKey: [CONFIG_URL], queryFn: () => getJson<CommunityConfig>(CONFIG_URL) }),
};

/**
 * Shown only while the configuration loads (or if it cannot be read); the component tests'
 * fake answer starts from it too (client/src/test/fake-server.ts).
 */
export const CONFIG_FALLBACK: CommunityConfig = {
  communityName: 'Roundtable',
  city: 'Houston',
  region: 'TX',
  contactEmail: '',
  contactPhone: '',
  timeZone: 'America/Chicago',
  aboutText: null,
  poweredBy: '',
  signIn: 'password',
  // Until the answer comes, Get Started is an application rather than an open door.
  joinMode: 'approval',
  // Invite people appears once the answer says members may.
  membersMayInvite: false,
  // Get Started asks to join until the answer says the community awaits its first admin.
  setupNeeded: false,
  // The built-in mark and gold until the answer says otherwise (the server's page already
  // carries the accent: decision 050).
  logoUrl: null,
  accent: 'gold',
};

/**
 * `isLoaded`: the real configuration is here; `isSettled`: loaded or failed (the fallback
 * is then all there will be).
 */
export function useConfig(): { config: CommunityConfig; isLoaded: boolean; isSettled: boolean } {
  const { data, isPending } = useQuery(siteQueries.config());
  return { config: data ?? CONFIG_FALLBACK, isLoaded: data !== undefined, isSettled: !isPending };
}
