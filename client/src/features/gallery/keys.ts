/** The photos endpoint every photo query reads. */
export const PHOTOS_URL = '/api/photos';

/**
 * The gallery's query keys on their own, apart from the queries in api.ts: the live hints
 * (loaded on every route) refetch open photos with these without loading the gallery's
 * fetching code.
 */
export const photoKeys = {
  /** Every photo query (the gallery's lists and the dashboard carousel) starts with this. */
  all: [PHOTOS_URL] as const,
  /** Every page of every album's grid (not the dashboard's random pick). */
  lists: [PHOTOS_URL, 'list'] as const,
  list: (albumId: number | null) => [PHOTOS_URL, 'list', { albumId }] as const,
  one: (photoId: number) => [PHOTOS_URL, 'one', photoId] as const,
};
