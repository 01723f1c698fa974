import { SEARCH_KINDS, type SearchKind } from '@shared/contracts/choices';

/**
 * The results page's state, all of it in the address (decision on shared links: the URL is
 * the state), so a results page is a link one member can send another. `kind` null is
 * the All view (issue 37).
 */
export interface SearchParams {
  q: string;
  kind: SearchKind | null;
  category: number | null;
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads an address's query; anything malformed (a hand-edited link) is left out, not an error. */
export function readSearchParams(search: string): SearchParams {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const category = Number(params.get('category'));
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : null;
  };
  return {
    q: (params.get('q') ?? '').trim(),
    kind: (SEARCH_KINDS as readonly string[]).includes(kind ?? '') ? (kind as SearchKind) : null,
    category: Number.isSafeInteger(category) && category > 0 ? category : null,
    from: day('from'),
    to: day('to'),
  };
}

/** The address of a results page; empty filters are left out, so links stay short. */
export function searchPageHref(state: SearchParams): string {
  const query = new URLSearchParams();
  if (state.q) query.set('q', state.q);
  if (state.kind) query.set('kind', state.kind);
  // A category narrows discussions only; another kind drops it.
  if (state.category !== null && state.kind === 'discussions') {
    query.set('category', String(state.category));
  }
  if (state.from) query.set('from', state.from);
  if (state.to) query.set('to', state.to);
  const suffix = query.toString();
  return suffix ? `/search?${suffix}` : '/search';
}

/** The results page for a query, every filter at its default. */
export const resultsHref = (q: string) =>
  searchPageHref({ q, kind: null, category: null, from: null, to: null });
