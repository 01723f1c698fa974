import { cn } from '@/lib/utils';

/** The round-table mark: a gold ring around a gold seat, on black. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#0b0b0b" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#d4af37" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" fill="#d4af37" />
    </svg>
  );
}

/**
 * Mark plus the community name, for black bars. A name longer than its room (names may
 * run to 100 characters) ends in an ellipsis, the whole of it in the tooltip, so the bar's
 * controls are never pushed off the screen.
 */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <LogoMark className="ring-1 ring-gold/40 rounded-[7px]" />
      <span className="min-w-0 truncate text-lg font-bold tracking-tight text-white" title={name}>
        {name}
      </span>
    </span>
  );
}
