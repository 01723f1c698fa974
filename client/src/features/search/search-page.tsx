import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePageTitle } from '@/hooks/use-page-title';
import { AllResults } from './all-results';
import { SEARCH_MAX_LENGTH, useSearchResults } from './api';
import { KIND_LABELS } from './kinds';
import { KindNav, SearchFilters } from './search-filters';
import { readSearchParams, type SearchParams, searchPageHref } from './search-params';
import { SearchResultCard } from './search-result-card';
import { SearchStates } from './search-states';

/**
 * The full results (issue 23): all kinds at a glance (issue 37), or one kind at a time,
 * narrowed by category and dates, a page at a time. Everything it shows comes from the
 * address, which every change rewrites.
 */
export function SearchPage() {
  const id = useId();
  const [, navigate] = useLocation();
  const state = readSearchParams(useSearch());
  const [text, setText] = useState(state.q);
  // Back and forward to another query show it in the field too.
  useEffect(() => setText(state.q), [state.q]);
  usePageTitle(state.q ? `Search: ${state.q}` : 'Search');

  // No kind in the address: the All view (issue 37), from the preview's answer.
  const kind = state.kind;
  const results = useSearchResults({
    q: kind ? state.q : '',
    kind: kind ?? 'discussions',
    category: kind === 'discussions' ? state.category : null,
    from: state.from,
    to: state.to,
  });
  const hits = results.data ?? [];

  const change = (next: SearchParams) => navigate(searchPageHref(next));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ ...state, q: text.trim() });
  };
  const narrowed = state.category !== null || state.from !== null || state.to !== null;

  let body: React.ReactNode;
  if (!state.q) {
    body = (
      <EmptyState
        title="Search the community"
        text="Find members, discussions, events, jobs, resources, albums and photos."
      />
    );
  } else if (kind === null) {
    body = <AllResults state={state} />;
  } else {
    body = (
      <SearchStates
        search={results}
        q={state.q}
        isEmpty={hits.length === 0}
        emptyText={
          narrowed
            ? `No ${KIND_LABELS[kind].toLowerCase()} match with these filters.`
            : `No ${KIND_LABELS[kind].toLowerCase()} match. Try another kind or other words.`
        }
        emptyAction={
          narrowed ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => change({ ...state, category: null, from: null, to: null })}
            >
              Clear filters
            </Button>
          ) : null
        }
      >
        {() => (
          <>
            <ul
              className="grid gap-3"
              aria-label={`${KIND_LABELS[kind]} results`}
              aria-busy={results.isPlaceholderData || undefined}
            >
              {hits.map((hit) => (
                <li key={`${hit.kind}-${hit.id}-${hit.replyId ?? ''}`}>
                  <SearchResultCard hit={hit} q={state.q} />
                </li>
              ))}
            </ul>
            <LoadMore pages={results} />
          </>
        )}
      </SearchStates>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Search" />
      <search aria-label="Search the community">
        <form onSubmit={submit} className="flex gap-2">
          <Label htmlFor={`${id}-q`} className="sr-only">
            Search
          </Label>
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
            placeholder="Search members, discussions, events…"
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      {state.q ? (
        <div className="grid gap-4">
          <KindNav state={state} kind={kind} />
          {kind ? <SearchFilters state={state} kind={kind} onChange={change} /> : null}
        </div>
      ) : null}
      {body}
    </div>
  );
}
