import type { ReactNode } from 'react';
import { PersonSkeleton } from '@/components/skeleton-bars';

/** The console's lists while their first page loads: cards of grey bars. */
export function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <PersonSkeleton
          key={i}
          className="flex items-center gap-4 rounded-xl border bg-card p-4"
          avatar="size-10"
          lines={['h-5 w-1/3', 'h-4 w-1/2']}
        />
      ))}
    </div>
  );
}

/**
 * A list's loading rung (for `QueryStates`' `loading`): the grey bars for the eye, and
 * `label` ("Loading members") said once by screen readers, since the bars are hidden.
 */
export function ListLoading({
  label,
  skeleton = <ListSkeleton />,
}: {
  label: string;
  /** The bars in the list's own shape; the console's cards by default. */
  skeleton?: ReactNode;
}) {
  return (
    <>
      <p className="sr-only" role="status">
        {label}
      </p>
      {skeleton}
    </>
  );
}
