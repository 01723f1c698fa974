import type { SearchKind } from '@shared/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { discussionQueries } from '@/features/discussions';
import { cn } from '@/lib/utils';
import { SEARCH_KINDS } from './api';
import { KIND_LABELS, KindIcon } from './kinds';
import { type SearchParams, searchPageHref } from './search-params';

const ALL = 'all';

const pill = (current: boolean) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium',
    current ? 'border-gold bg-gold text-ink' : 'bg-card hover:bg-muted',
  );

/**
 * All, then one kind at a time, as links: each is the results page's address for that
 * view, so Back returns to the previous one and a view can be shared.
 */
export function KindNav({ state, kind }: { state: SearchParams; kind: SearchKind | null }) {
  return (
    <nav aria-label="Kinds">
      <ul className="flex flex-wrap gap-1.5">
        <li>
          <Link
            href={searchPageHref({ ...state, kind: null })}
            aria-current={kind === null ? 'page' : undefined}
            className={pill(kind === null)}
          >
            <LayoutGrid className="size-4" aria-hidden="true" />
            All
          </Link>
        </li>
        {SEARCH_KINDS.map((each) => (
          <li key={each}>
            <Link
              href={searchPageHref({ ...state, kind: each })}
              aria-current={each === kind ? 'page' : undefined}
              className={pill(each === kind)}
            >
              <KindIcon kind={each} className="size-4" />
              {KIND_LABELS[each]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Narrowing the results: a category (discussions only) and a date range, both inclusive. */
export function SearchFilters({
  state,
  kind,
  onChange,
}: {
  state: SearchParams;
  kind: SearchKind;
  onChange: (next: SearchParams) => void;
}) {
  const id = useId();
  const categories = useQuery({
    ...discussionQueries.categories(),
    enabled: kind === 'discussions',
  });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {kind === 'discussions' ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <ChoiceSelect
            value={state.category === null ? ALL : String(state.category)}
            onValueChange={(value) =>
              onChange({
                ...state,
                kind: 'discussions',
                category: value === ALL ? null : Number(value),
              })
            }
            choices={[
              { value: ALL, label: 'All Categories' },
              ...(categories.data ?? []).map((category) => ({
                value: String(category.id),
                label: category.name,
              })),
              // A shared link's category before the list has loaded.
              ...(state.category !== null &&
              !categories.data?.some((category) => category.id === state.category)
                ? [{ value: String(state.category), label: 'Chosen category' }]
                : []),
            ]}
            triggerProps={{ id: `${id}-category` }}
          />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={state.from ?? ''}
          max={state.to ?? undefined}
          onChange={(event) => onChange({ ...state, kind, from: event.target.value || null })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={state.to ?? ''}
          min={state.from ?? undefined}
          onChange={(event) => onChange({ ...state, kind, to: event.target.value || null })}
        />
      </div>
    </div>
  );
}
