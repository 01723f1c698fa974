import { Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ListCount } from '@/components/list-count';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { SearchField } from '@/components/search-field';
import { PersonSkeleton, SkeletonBars } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { WindowList } from '@/components/window-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { MEMBER_FILTER_LABELS, MEMBER_FILTERS, type MemberFilter, useDirectory } from './api';
import { resultCountText } from './directory-text';
import { MemberCard } from './member-card';

/** The server is asked once the member pauses typing for this long. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The server refuses longer searches. */
const SEARCH_MAX = 100;

function asFilter(value: string | null): MemberFilter {
  return (MEMBER_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as MemberFilter)
    : 'all';
}

/**
 * The search and filter live in the address (`?q=…&filter=…`), so Back returns to the
 * same results and a filtered directory can be shared.
 */
function useDirectoryParams() {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const [text, setText] = useState(() => params.get('q') ?? '');
  const filter = asFilter(params.get('filter'));
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();

  const write = (next: { q: string; filter: MemberFilter }) => {
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.filter !== 'all') query.set('filter', next.filter);
    const suffix = query.toString();
    navigate(suffix ? `${location}?${suffix}` : location, { replace: true });
  };

  const urlQ = params.get('q') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: mirrors the debounced text only
  useEffect(() => {
    if (search !== urlQ) write({ q: search, filter });
  }, [search]);

  return {
    text,
    setText,
    search,
    filter,
    setFilter: (value: MemberFilter) => write({ q: search, filter: value }),
    clear: () => {
      setText('');
      write({ q: '', filter: 'all' });
    },
  };
}

function GridSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i} className="grid gap-4 rounded-xl border bg-card p-5">
          <PersonSkeleton
            className="flex items-center gap-4"
            avatar="size-14"
            lines={['h-5 w-3/4', 'h-4 w-1/2']}
          />
          <Skeleton className="h-4 w-full" />
          <SkeletonBars
            className="flex gap-2"
            bars={['h-5 w-16 rounded-full', 'h-5 w-20 rounded-full', 'h-5 w-14 rounded-full']}
          />
          <Skeleton className="h-9 w-full" />
        </div>
      ))}
    </div>
  );
}

/** Member directory (spec §2): search, filter, cards, Load more. */
export function MembersPage() {
  const ids = useId();
  const { text, setText, search, filter, setFilter, clear } = useDirectoryParams();
  const directory = useDirectory(search, filter);
  const total = directory.data?.total ?? directory.data?.members.length ?? 0;
  const members = directory.data?.members ?? [];
  // Typing ahead of the debounce, or waiting for the answer to the new search.
  const searching = text.trim() !== search || (directory.isFetching && directory.isPlaceholderData);

  const narrowed = Boolean(search) || filter !== 'all';
  const body = (
    <QueryStates
      query={directory}
      loading={<ListLoading label="Loading members" skeleton={<GridSkeleton />} />}
      error="Failed to fetch members"
      isEmpty={members.length === 0}
      empty={
        <EmptyState
          icon={<Users className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="No members found"
          text={
            narrowed
              ? 'Try a different name, title, company or skill, or choose All Members.'
              : 'Members appear here once they join.'
          }
          action={
            narrowed ? (
              <Button type="button" variant="outline" onClick={clear}>
                Clear search and filter
              </Button>
            ) : null
          }
        />
      }
    >
      {() => (
        <>
          <WindowList
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label="Members"
            aria-busy={searching || undefined}
            rowGap={16}
            estimateRowHeight={320}
            items={members}
            getKey={(member) => member.id}
            renderItem={(member) => <MemberCard member={member} />}
          />
          <LoadMore pages={directory} label="Load more members" />
        </>
      )}
    </QueryStates>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Member Directory"
        description="Connect with fellow Houston business leaders and entrepreneurs."
      />

      <search className="grid gap-3 sm:grid-cols-[1fr_14rem]" aria-label="Find members">
        <SearchField
          label="Search members"
          value={text}
          onChange={setText}
          placeholder="Search by name, title, company or skill..."
          maxLength={SEARCH_MAX}
          searching={searching}
        />
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-filter`} className="sr-only">
            Filter members
          </Label>
          <ChoiceSelect
            value={filter}
            onValueChange={(value) => setFilter(asFilter(value))}
            choices={MEMBER_FILTERS.map((value) => ({
              value,
              label: MEMBER_FILTER_LABELS[value],
            }))}
            triggerProps={{ id: `${ids}-filter` }}
          />
        </div>
      </search>

      <ListCount
        testId="member-count"
        text={directory.isSuccess ? resultCountText(total, search, filter) : null}
      />

      {body}
    </div>
  );
}
