import type * as React from 'react';
import { useId } from 'react';
import { Link } from 'wouter';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';

const ALL = 'all';

/** One way to narrow a list (a category, an album) and how many items it holds. */
export interface FilterOption {
  id: number;
  name: string;
  count: number;
  /** Drawn before the name (a colour dot). */
  marker?: React.ReactNode;
}

export interface FilterNavProps {
  options: FilterOption[];
  /** The unfiltered entry ('All Photos', 'All Categories') and its count. */
  allLabel: string;
  allCount: number;
  selected: number | null;
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

export interface FilterSidebarProps extends FilterNavProps {
  heading: string;
  headingId: string;
  /** The address of the list narrowed to one option (null: all), so Back returns to it. */
  hrefOf: (id: number | null) => string;
  loading: boolean;
  skeletonRows: number;
  /** Said in place of the options when they failed to load. */
  failure?: string | null;
  allMarker?: React.ReactNode;
}

/**
 * A sidebar of links narrowing a list: the unfiltered entry, then each option with its
 * count; the current one marked with aria-current. Narrow screens use FilterSelect.
 */
export function FilterSidebar({
  options,
  allLabel,
  allCount,
  allMarker,
  selected,
  heading,
  headingId,
  hrefOf,
  loading,
  skeletonRows,
  failure,
}: FilterSidebarProps) {
  const item = (id: number | null, name: string, count: number, marker?: React.ReactNode) => {
    const active = selected === id;
    return (
      <li key={id ?? ALL}>
        <Link
          href={hrefOf(id)}
          aria-current={active ? 'page' : undefined}
          className={cn(
            'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm transition-colors hover:bg-accent',
            active && 'bg-accent font-semibold',
          )}
        >
          {marker ?? null}
          <span className="min-w-0 wrap-anywhere">{name}</span>{' '}
          <CountPill n={count} active={active} />
        </Link>
      </li>
    );
  };
  let body: React.ReactNode;
  if (loading) {
    body = (
      <div className="grid gap-2 px-3" aria-hidden="true">
        {Array.from({ length: skeletonRows }, (_, i) => `row-${i}`).map((key) => (
          <Skeleton key={key} className="h-6 w-full" />
        ))}
      </div>
    );
  } else if (failure) {
    body = (
      <p role="alert" className="px-3 text-sm text-destructive-text">
        {failure}
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-0.5">
        {item(null, allLabel, allCount, allMarker)}
        {options.map((o) => item(o.id, o.name, o.count, o.marker))}
      </ul>
    );
  }
  return (
    <nav aria-labelledby={headingId} className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id={headingId} className="px-3 pb-2 text-sm font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      {body}
    </nav>
  );
}

interface FilterSelectProps extends FilterNavProps {
  label: string;
  onSelect: (id: number | null) => void;
}

/** The sidebar as a select, for screens too narrow for a second column (360 px). */
export function FilterSelect({
  options,
  allLabel,
  allCount,
  selected,
  label,
  onSelect,
}: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <ChoiceSelect
        value={selected === null ? ALL : String(selected)}
        onValueChange={(value) => onSelect(value === ALL ? null : Number(value))}
        choices={[
          { value: ALL, label: `${allLabel} (${allCount})` },
          ...options.map((o) => ({ value: String(o.id), label: `${o.name} (${o.count})` })),
        ]}
        triggerProps={{ id }}
      />
    </div>
  );
}

/** Wide enough for the sidebar column (Tailwind's `lg`). */
const WIDE = '(min-width: 1024px)';

/**
 * The sidebar on wide screens, the select on narrow ones: only the one in use is rendered
 * (hiding the other with CSS would still build both, twice the work for a long list).
 */
export function ResponsiveFilter({
  sidebar,
  select,
}: {
  sidebar: React.ReactNode;
  select: React.ReactNode;
}) {
  return useMediaQuery(WIDE) ? <aside>{sidebar}</aside> : <div>{select}</div>;
}
