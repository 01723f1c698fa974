import type { ReactNode } from 'react';
import { PersonSkeleton } from '@/components/skeleton-bars';

/**
 * A list of people while its first page loads: four rows of grey bars, each a face and
 * two lines. The console's cards by default; a list in another shape (the inbox) says its own.
 */
export function ListSkeleton({
  className = 'grid gap-3',
  rowClassName = 'flex items-center gap-4 rounded-xl border bg-card p-4',
  avatar = 'size-10',
  lines = ['h-5 w-1/3', 'h-4 w-1/2'],
}: {
  className?: string;
  rowClassName?: string;
  avatar?: string;
  lines?: string[];
}) {
  return (
    <div className={className} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <PersonSkeleton key={i} className={rowClassName} avatar={avatar} lines={lines} />
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
