import { CheckCheck, MessagesSquare, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ResponsiveFilter } from '@/components/filter-nav';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { WindowList } from '@/components/window-list';
import { FOCUS_ON_ARRIVAL } from '@/hooks/use-focus-on-arrival';
import { useDiscussionCategories, useDiscussions, useMarkAllDiscussionsRead } from './api';
import { CategorySelect, CategorySidebar, categoryHref } from './category-sidebar';
import { DiscussionCard } from './discussion-card';
import { WatchCategoryButton } from './following-buttons';
import { parseSort } from './sort';
import { SortSelect } from './sort-select';

// Forms download when first opened, keeping zod and react-hook-form out of the first load.
const StartDiscussionDialog = lazyDialog(() =>
  import('./start-discussion-dialog').then((m) => m.StartDiscussionDialog),
);

/** `?category=<id>` as a number, or null for All Categories. */
function useSelectedCategory(knownIds: number[] | undefined): number | null {
  const raw = new URLSearchParams(useSearch()).get('category');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  // A category that no longer exists reads as All Categories rather than an empty list.
  if (id !== null && knownIds && !knownIds.includes(id)) return null;
  return id;
}

function ListSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-3 rounded-xl border bg-card p-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

export function DiscussionsPage() {
  const [, navigate] = useLocation();
  const categories = useDiscussionCategories();
  const selected = useSelectedCategory(categories.data?.map((c) => c.id));
  // `?sort=newest`; none (or anything else) is Latest activity.
  const sort = parseSort(new URLSearchParams(useSearch()).get('sort'));
  const discussions = useDiscussions(selected, sort);
  const [starting, setStarting] = useState(false);
  const markAllRead = useMarkAllDiscussionsRead();
  // The button goes once nothing is new: focus moves to the list it changed, not to nowhere.
  const listSection = useRef<HTMLElement>(null);
  // Offered while something on the list is new to the member; it marks every discussion,
  // not only the loaded ones.
  const anythingNew = discussions.data?.some((d) => d.isNew || d.newReplyCount > 0) ?? false;
  const selectedName = categories.data?.find((c) => c.id === selected)?.name;

  const filterProps = {
    categories: categories.data,
    loading: categories.isLoading,
    failed: categories.isError,
    selected,
    sort,
    onSelect: (id: number | null) => navigate(categoryHref(id, sort)),
  };

  const list = (
    <QueryStates
      query={discussions}
      loading={<ListSkeleton />}
      error="Failed to fetch discussions"
      isEmpty={!discussions.data?.length}
      empty={
        <EmptyState
          icon={<MessagesSquare className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="No discussions yet"
          text={
            selectedName
              ? `Nothing in ${selectedName} yet. Start the first conversation.`
              : 'Start the first conversation with your peers.'
          }
          action={
            <Button type="button" onClick={() => setStarting(true)}>
              <Plus aria-hidden="true" />
              Start Discussion
            </Button>
          }
        />
      }
    >
      {() => (
        <>
          <WindowList
            className="grid gap-4"
            rowGap={16}
            estimateRowHeight={150}
            items={discussions.data ?? []}
            getKey={(d) => d.id}
            renderItem={(d) => <DiscussionCard discussion={d} />}
          />
          <LoadMore pages={discussions} />
        </>
      )}
    </QueryStates>
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader
        title="Discussions"
        description="Conversations with your peers, by category."
        actions={
          <Button type="button" onClick={() => setStarting(true)}>
            <Plus aria-hidden="true" />
            Start Discussion
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <ResponsiveFilter
          sidebar={<CategorySidebar {...filterProps} />}
          select={<CategorySelect {...filterProps} />}
        />
        <section
          ref={listSection}
          tabIndex={-1}
          aria-label={selectedName ? `${selectedName} discussions` : 'All discussions'}
          className="grid content-start gap-4 outline-none"
        >
          <div className="flex flex-wrap items-center justify-end gap-2">
            {selected !== null && selectedName ? (
              <WatchCategoryButton categoryId={selected} name={selectedName} />
            ) : null}
            {anythingNew && (
              <Button
                type="button"
                variant="outline"
                disabled={markAllRead.isPending}
                onClick={() =>
                  markAllRead.mutate(undefined, { onSuccess: () => listSection.current?.focus() })
                }
              >
                <CheckCheck aria-hidden="true" />
                Mark all read
              </Button>
            )}
            <SortSelect value={sort} onChange={(next) => navigate(categoryHref(selected, next))} />
          </div>
          {list}
        </section>
      </div>
      <StartDiscussionDialog
        open={starting}
        onOpenChange={setStarting}
        categories={categories.data ?? []}
        defaultCategoryId={selected}
        // The new thread opens, as in any forum, its title focused; the toast says it was created.
        onCreated={(created) =>
          navigate(`/discussions/${created.id}`, { state: { [FOCUS_ON_ARRIVAL]: true } })
        }
      />
    </div>
  );
}
