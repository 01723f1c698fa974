import { SEARCH_KINDS, type SearchKind } from '@shared/contracts/choices';
import type { Wire } from '@shared/contracts/common';
import type { SearchResult, searchPreview } from '@shared/contracts/search';

type SearchPreview = Wire<typeof searchPreview>;

/** A search hit for the component tests: what it is, what it says and where it leads. */
export const hitOf = (
  fields: Partial<SearchResult> & Pick<SearchResult, 'kind' | 'title' | 'href'>,
): SearchResult => ({
  id: 1,
  replyId: null,
  snippet: '',
  createdAt: '2026-03-01T10:00:00.000Z',
  startsAt: null,
  timeZone: null,
  category: null,
  author: null,
  ...fields,
});

/**
 * A preview answer with these hits, every other kind empty; each kind's count is its hits
 * unless `counts` says more.
 */
export function previewOf(
  hits: Partial<Record<SearchKind, SearchResult[]>> = {},
  counts: Partial<Record<SearchKind, { count: number; more: boolean }>> = {},
): SearchPreview {
  const groups = Object.fromEntries(SEARCH_KINDS.map((k) => [k, hits[k] ?? []])) as Record<
    SearchKind,
    SearchResult[]
  >;
  return {
    ...groups,
    counts: Object.fromEntries(
      SEARCH_KINDS.map((k) => [k, counts[k] ?? { count: groups[k].length, more: false }]),
    ) as SearchPreview['counts'],
  };
}
