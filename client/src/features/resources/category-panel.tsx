import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { ResourceCategory } from './api';

interface CategoryPanelProps {
  categories: ResourceCategory[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}

/**
 * The 'Categories' panel (spec §2): All Resources plus each category with its count. A
 * column beside the list on wide screens; a horizontal scroller above it on narrow ones.
 */
export function CategoryPanel({
  categories,
  loading,
  failed,
  selected,
  onSelect,
}: CategoryPanelProps) {
  const total = (categories ?? []).reduce((sum, c) => sum + c.resourceCount, 0);
  const item = (id: number | null, name: string, count: number) => {
    const active = selected === id;
    return (
      <li key={id ?? 'all'} className="shrink-0 lg:shrink">
        <button
          type="button"
          aria-pressed={active}
          onClick={() => onSelect(id)}
          className={cn(
            'flex w-full items-center gap-2.5 rounded-md border px-3 py-2 text-left text-sm whitespace-nowrap transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring lg:border-transparent lg:whitespace-normal',
            active && 'border-gold bg-accent font-semibold',
          )}
        >
          <span className="min-w-0 lg:wrap-anywhere">{name}</span>{' '}
          <span
            className={cn(
              'ml-auto min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
              active ? 'bg-gold text-ink' : 'bg-muted text-muted-foreground',
            )}
          >
            {count}
          </span>
        </button>
      </li>
    );
  };
  return (
    <nav
      aria-labelledby="resource-category-heading"
      className="min-w-0 rounded-xl border bg-card p-3 shadow-sm lg:p-4"
    >
      <h2
        id="resource-category-heading"
        className="px-1 pb-2 text-sm font-semibold tracking-wide uppercase lg:px-3"
      >
        Categories
      </h2>
      {loading ? (
        <div className="grid gap-2 px-3" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : failed ? (
        <p role="alert" className="px-3 text-sm text-destructive-text">
          Failed to fetch resources
        </p>
      ) : (
        <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 lg:mx-0 lg:grid lg:gap-0.5 lg:overflow-visible lg:px-0 lg:pb-0">
          {item(null, 'All Resources', total)}
          {(categories ?? []).map((c) => item(c.id, c.name, c.resourceCount))}
        </ul>
      )}
    </nav>
  );
}
