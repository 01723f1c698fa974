import type { EditRevisionItem } from '@shared/contracts/editing';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FormattedText } from '@/components/formatted-text';
import { LoadMore } from '@/components/load-more';
import { QueryStates } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { dateTimeText } from '@/lib/dates';
import { authorName, FORMER_MEMBER } from '@/lib/names';
import { fetchPage } from '@/lib/pages';

export type ItemType = 'discussion' | 'reply' | 'message';
const FAILED = 'Failed to fetch earlier versions';

/** An item's earlier versions, newest first, each as its page showed it. */
export function RevisionList({ itemType, itemId }: { itemType: ItemType; itemId: number }) {
  const revisions = useInfiniteQuery({
    queryKey: ['/api/moderation/revisions', itemType, itemId] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      fetchPage<EditRevisionItem>(
        `/api/moderation/revisions/${itemType}/${itemId}?limit=50${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        FAILED,
      ),
    getNextPageParam: (last) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.items),
    staleTime: 0,
  });
  return (
    <QueryStates
      query={revisions}
      loading={<Skeleton className="h-24 w-full" aria-busy="true" />}
      error={FAILED}
      isEmpty={!revisions.data?.length}
      empty={<p className="text-sm text-muted-foreground">No earlier versions.</p>}
    >
      {() => (
        <div className="grid max-h-[60vh] gap-3 overflow-y-auto">
          <ol className="grid gap-3">
            {(revisions.data ?? []).map((revision) => (
              <li key={revision.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <p className="text-muted-foreground">
                  {revision.editor ? authorName(revision.editor) : FORMER_MEMBER}
                  {' · '}
                  <time dateTime={revision.createdAt}>{dateTimeText(revision.createdAt)}</time>
                </p>
                {revision.title !== null ? <p className="font-semibold">{revision.title}</p> : null}
                <FormattedText text={revision.content} mentions className="wrap-anywhere" />
              </li>
            ))}
          </ol>
          <LoadMore label="Load older versions" pages={revisions} />
        </div>
      )}
    </QueryStates>
  );
}
