import type { Dashboard } from '@shared/contracts/dashboard';
import type { Photo } from '@shared/contracts/gallery';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, getJsonOr } from '@/lib/api';

export type { ActivityItem, Dashboard as DashboardData } from '@shared/contracts/dashboard';

/** Spec §9: at most 6 photos, a new one every 4000 ms, fresh for 300000 ms. */
export const CAROUSEL_SIZE = 6;
export const CAROUSEL_STALE_MS = 300_000;

/** The fields of `GET /api/photos` the carousel shows and links to. */
export type CarouselPhoto = Pick<
  Photo,
  'id' | 'albumId' | 'title' | 'description' | 'fileName' | 'createdAt' | 'url' | 'thumbnailUrl'
>;

/** What jobs, discussions and events invalidate when their counts or activity change. */
export const DASHBOARD_KEY = ['/api/dashboard'] as const;

/**
 * Starts with the gallery's '/api/photos', so a gallery upload or delete (which invalidates
 * every photo query) refreshes the carousel too.
 */
export const CAROUSEL_KEY = ['/api/photos', 'sample', CAROUSEL_SIZE] as const;

/**
 * The dashboard's queries, one factory each: every hook and every invalidation reads its
 * key and function from here, so a key can never drift from its URL.
 */
export const dashboardQueries = {
  all: DASHBOARD_KEY,
  /** The four counts and Recent Activity. */
  summary: () =>
    queryOptions({
      queryKey: DASHBOARD_KEY,
      queryFn: () => getJson<Dashboard>(DASHBOARD_KEY[0]),
    }),
  /** A random handful of the gallery's photos, fresh for five minutes (spec §9). */
  carousel: () =>
    queryOptions({
      queryKey: CAROUSEL_KEY,
      staleTime: CAROUSEL_STALE_MS,
      queryFn: async () =>
        (
          await getJsonOr<CarouselPhoto[]>(
            `${CAROUSEL_KEY[0]}?sample=${CAROUSEL_SIZE}`,
            'Failed to fetch photos',
          )
        ).slice(0, CAROUSEL_SIZE),
    }),
};

export function useDashboard() {
  return useQuery(dashboardQueries.summary());
}

export function useCarouselPhotos() {
  return useQuery(dashboardQueries.carousel());
}
