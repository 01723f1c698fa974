import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListLoading } from '@/components/list-skeleton';
import { EmptyState, QueryStates } from '@/components/query-states';

/**
 * A search's loading, failure and "No results" states around its results, for the
 * summary of every kind and for one kind's list alike.
 */
export function SearchStates({
  search,
  q,
  isEmpty,
  emptyText,
  emptyAction,
  children,
}: {
  search: { isLoading: boolean; isError: boolean; refetch: () => unknown };
  q: string;
  isEmpty: boolean;
  emptyText: string;
  emptyAction?: ReactNode;
  children: () => ReactNode;
}) {
  return (
    <QueryStates
      query={{ isLoading: search.isLoading, isError: search.isError, refetch: search.refetch }}
      loading={<ListLoading label="Searching" />}
      error="Search failed"
      isEmpty={isEmpty}
      empty={
        <EmptyState
          icon={<SearchX className="size-10 text-muted-foreground" aria-hidden="true" />}
          title={`No results for “${q}”`}
          text={emptyText}
          action={emptyAction}
        />
      }
    >
      {children}
    </QueryStates>
  );
}
