import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * What a paged list's end needs of its query: an infinite query (TanStack Query's
 * `useInfiniteQuery` result) passes itself.
 */
export interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreProps {
  pages: Pages;
  label?: string;
}

/**
 * The end of a paged list (design.md): more rows load when the button scrolls into view,
 * and the button itself works for keyboards, screen readers and browsers that never
 * scroll (a tall screen, a zoomed-out page).
 */
export function LoadMore({ pages, label = 'Load more' }: LoadMoreProps) {
  const { hasNextPage: hasMore, isFetchingNextPage: loading } = pages;
  const onLoadMore = () => void pages.fetchNextPage();
  const ref = useRef<HTMLDivElement>(null);
  const visible = useRef(false);
  const latest = useRef({ loading, onLoadMore });
  latest.current = { loading, onLoadMore };

  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        visible.current = entries.some((e) => e.isIntersecting);
        if (visible.current && !latest.current.loading) latest.current.onLoadMore();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => {
      visible.current = false;
      observer.disconnect();
    };
  }, [hasMore]);

  // The observer reports only changes: if the end came into view while a page was
  // loading, ask again once it has arrived, or the list would stall until a scroll.
  useEffect(() => {
    if (hasMore && !loading && visible.current) latest.current.onLoadMore();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className="flex justify-center pt-2">
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          if (!loading) onLoadMore();
        }}
        aria-busy={loading || undefined}
      >
        {loading ? <Spinner className="size-4" /> : null}
        {loading ? 'Loading...' : label}
      </Button>
    </div>
  );
}
