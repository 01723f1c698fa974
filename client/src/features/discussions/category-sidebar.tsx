import { useId } from 'react';
import { Link } from 'wouter';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { DiscussionCategoryWithCount } from './api';
import { categoryBadgeStyle } from './category-color';

const ALL = 'all';

/** The address of the list filtered to one category (null: All Categories). */
export const categoryHref = (categoryId: number | null) =>
  categoryId === null ? '/discussions' : `/discussions?category=${categoryId}`;

interface CategoryFilterProps {
  categories: DiscussionCategoryWithCount[] | undefined;
  loading: boolean;
  /** The counts failed to load; the list itself may still work. */
  failed: boolean;
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}

function CountPill({ n, active }: { n: number; active: boolean }) {
  return (
    <span
      className={cn(
        'ml-auto min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums',
        active ? 'bg-gold text-ink' : 'bg-muted text-muted-foreground',
      )}
    >
      {n}
    </span>
  );
}

/**
 * Category sidebar (spec §2): All Categories plus each category with its count. Links,
 * so a filtered list has its own address and Back returns to it. On narrow screens a
 * select takes its place (see CategorySelect).
 */
export function CategorySidebar({ categories, loading, failed, selected }: CategoryFilterProps) {
  const total = (categories ?? []).reduce((sum, c) => sum + c.discussionCount, 0);
  const item = (id: number | null, name: string, count: number, color?: string) => {
    const active = selected === id;
    return (
      <li key={id ?? ALL}>
        <Link
          href={categoryHref(id)}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent',
            active && 'bg-accent font-semibold',
          )}
        >
          {color ? (
            <span
              className="size-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: categoryBadgeStyle(color).backgroundColor }}
              aria-hidden="true"
            />
          ) : null}
          <span className="min-w-0 break-words">{name}</span>{' '}
          <CountPill n={count} active={active} />
        </Link>
      </li>
    );
  };
  return (
    <nav aria-labelledby="category-heading" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="category-heading" className="px-3 pb-2 text-sm font-semibold tracking-wide uppercase">
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
          Failed to fetch discussions
        </p>
      ) : (
        <ul className="grid gap-0.5">
          {item(null, 'All Categories', total)}
          {(categories ?? []).map((c) => item(c.id, c.name, c.discussionCount, c.color))}
        </ul>
      )}
    </nav>
  );
}

/** The sidebar as a select, for screens too narrow for a second column. */
export function CategorySelect({ categories, selected, onSelect }: CategoryFilterProps) {
  const id = useId();
  const total = (categories ?? []).reduce((sum, c) => sum + c.discussionCount, 0);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Category</Label>
      <Select
        value={selected === null ? ALL : String(selected)}
        onValueChange={(value) => onSelect(value === ALL ? null : Number(value))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{`All Categories (${total})`}</SelectItem>
          {(categories ?? []).map((c) => (
            <SelectItem key={c.id} value={String(c.id)}>
              {`${c.name} (${c.discussionCount})`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
