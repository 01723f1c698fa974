import type { ComponentProps, ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Grey bars standing in for what is loading, one per class list in `bars` (its size and
 * shape, e.g. 'h-4 w-1/2'), inside a box laid out by `className`.
 */
export function SkeletonBars({ bars, ...box }: { bars: string[] } & ComponentProps<'div'>) {
  return (
    <div {...box}>
      {bars.map((bar, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders.
        <Skeleton key={i} className={bar} />
      ))}
    </div>
  );
}

/** A person while they load: a round face (`avatar` is its size) beside their lines. */
export function PersonSkeleton({
  className,
  avatar,
  lines,
}: {
  className: string;
  avatar: string;
  lines: string[];
}) {
  return (
    <div className={className}>
      <Skeleton className={`${avatar} rounded-full`} />
      <SkeletonBars className="grid flex-1 gap-2" bars={lines} />
    </div>
  );
}

/**
 * An item's page (a discussion, a conversation) while it loads: a busy card of grey bars
 * (`children`), named for screen readers by `label` ("Loading discussion").
 */
export function ItemCardSkeleton({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-6" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * A settings page's cards while they load: one rounded block per card, `heights` being
 * each card's rough height ('h-56'), so the page keeps its shape when they arrive.
 */
export function CardsSkeleton({ heights }: { heights: string[] }) {
  return (
    <SkeletonBars
      className="grid gap-6"
      aria-hidden="true"
      bars={heights.map((height) => `${height} w-full rounded-xl`)}
    />
  );
}
