import type { KindCount, SearchKind, SearchResult } from '@shared/contracts/search';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { SEARCH_KINDS, useSearchPreview } from './api';
import { KIND_LABELS, KindIcon } from './kinds';
import { type SearchParams, searchPageHref } from './search-params';
import { SearchResultCard } from './search-result-card';
import { SearchStates } from './search-states';

/** "12", or "100+" when the search stopped counting. */
const countText = ({ count, more }: KindCount) => (more ? `${count}+` : String(count));

/** One kind's best few under its heading and count, and the way to all of them. */
function KindGroup({
  kind,
  hits,
  count,
  state,
}: {
  kind: SearchKind;
  hits: SearchResult[];
  count: KindCount;
  state: SearchParams;
}) {
  const headingId = useId();
  const label = KIND_LABELS[kind];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <KindIcon kind={kind} className="size-5 text-muted-foreground" />
          {label}{' '}
          <span className="text-sm font-normal text-muted-foreground">({countText(count)})</span>
        </h2>
        <Link
          href={searchPageHref({ ...state, kind })}
          className="inline-flex items-center gap-1 text-sm font-medium text-gold-text underline-offset-4 hover:underline"
        >
          See all {label.toLowerCase()} ({countText(count)})
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <ul className="grid gap-3" aria-label={`${label} results`}>
        {hits.map((hit) => (
          <li key={`${hit.kind}-${hit.id}-${hit.replyId ?? ''}`}>
            <SearchResultCard hit={hit} q={state.q} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The results page's All view (issue 37): every kind with a match, in the kinds' order,
 * its best few and how many match, each group leading to its own view. The same answer
 * as the dialog's, so arriving from it costs no request.
 */
export function AllResults({ state }: { state: SearchParams }) {
  const preview = useSearchPreview(state.q);
  const data = preview.data;
  const kinds = SEARCH_KINDS.filter((kind) => (data?.counts[kind].count ?? 0) > 0);
  return (
    <SearchStates
      search={preview}
      q={state.q}
      isEmpty={kinds.length === 0}
      emptyText="Nothing in the community matches. Try other words, or fewer of them."
    >
      {() => (
        <div className="grid gap-8" aria-busy={preview.isPlaceholderData || undefined}>
          {data
            ? kinds.map((kind) => (
                <KindGroup
                  key={kind}
                  kind={kind}
                  hits={data[kind]}
                  count={data.counts[kind]}
                  state={state}
                />
              ))
            : null}
        </div>
      )}
    </SearchStates>
  );
}
