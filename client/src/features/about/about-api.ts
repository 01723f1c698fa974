import type { AboutPage } from '@shared/contracts/about';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJsonOr } from '@/lib/api';

export type { AboutLeader, AboutPage } from '@shared/contracts/about';

export const ABOUT_FAILED = 'Failed to fetch the About page';
export const ABOUT_URL = '/api/about';

export const aboutQuery = () =>
  queryOptions({
    queryKey: [ABOUT_URL] as const,
    queryFn: () => getJsonOr<AboutPage>(ABOUT_URL, ABOUT_FAILED),
  });

export function useAbout() {
  return useQuery(aboutQuery());
}
