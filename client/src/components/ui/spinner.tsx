import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A spinning ring; decorative — the container carries the accessible label. */
export function Spinner({ className }: { className?: string }) {
  return <Loader2 className={cn('size-8 animate-spin text-gold', className)} aria-hidden="true" />;
}

/** The full-screen spinner shown while the sign-in state loads (spec §2). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex min-h-screen items-center justify-center bg-background"
    >
      <Spinner className="size-10" />
    </div>
  );
}
