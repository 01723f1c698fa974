import { useQuery } from '@tanstack/react-query';

/** Public community configuration from GET /api/config. */
export interface CommunityConfig {
  communityName: string;
  city: string;
  region: string;
  contactEmail: string;
  contactPhone: string;
  poweredBy: string;
}

/** Shown only while the configuration loads (or if it cannot be read). */
const FALLBACK: CommunityConfig = {
  communityName: 'Roundtable',
  city: 'Houston',
  region: 'TX',
  contactEmail: '',
  contactPhone: '',
  poweredBy: '',
};

export function useConfig(): { config: CommunityConfig; isLoaded: boolean } {
  const { data } = useQuery<CommunityConfig>({ queryKey: ['/api/config'] });
  return { config: data ?? FALLBACK, isLoaded: data !== undefined };
}
