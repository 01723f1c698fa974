import type { DiscussionSort } from '@shared/contracts/discussions';

// The list's orders as the page offers them. Kept here rather than imported from the
// contract so the list page's first load stays free of zod; `satisfies` ties them to it.

/** The server's default, and the one the address leaves out. */
export const DEFAULT_SORT: DiscussionSort = 'activity';

export const SORT_LABELS = {
  activity: 'Latest activity',
  newest: 'Newest',
} as const satisfies Record<DiscussionSort, string>;

export const SORTS = Object.keys(SORT_LABELS) as DiscussionSort[];

/** `?sort=` as one of the orders; anything else reads as the default. */
export function parseSort(raw: string | null): DiscussionSort {
  return SORTS.find((sort) => sort === raw) ?? DEFAULT_SORT;
}
