import { cn } from '@/lib/utils';

/** The round-table mark: a ring around a seat in the accent (gold unless chosen), on black. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#0b0b0b" />
      <circle cx="16" cy="16" r="9" fill="none" className="stroke-gold" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" className="fill-gold" />
    </svg>
  );
}

/**
 * Mark plus the community name, for black bars. A name longer than its room (names may
 * run to 100 characters) ends in an ellipsis, the whole of it in the tooltip, so the bar's
 * controls are never pushed off the screen. An uploaded logo (decision 050) takes the
 * mark's height at its own shape and carries the name (the bars may hide the text on small
 * screens), so the text beside it is not read twice.
 */
export function Logo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl?: string | null;
  className?: string;
}) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={name}
          // Shrinks before anything is pushed off a narrow bar (a wide logo beside a long name).
          className="h-9 w-auto max-w-36 min-w-0 shrink object-contain object-left"
        />
      ) : (
        <LogoMark className="ring-1 ring-gold/40 rounded-[7px]" />
      )}
      <span
        className="min-w-0 truncate text-lg font-bold tracking-tight text-white"
        title={name}
        aria-hidden={logoUrl ? true : undefined}
      >
        {name}
      </span>
    </span>
  );
}
