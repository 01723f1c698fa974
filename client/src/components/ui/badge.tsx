import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A small pill; colours come from the caller. */
export function Badge({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
      {...props}
    />
  );
}
