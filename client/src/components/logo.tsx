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

/** Mark plus the community name, for black bars. */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('flex items-center gap-2', className)}>
      <LogoMark className="ring-1 ring-gold/40 rounded-[7px]" />
      <span className="text-lg font-bold tracking-tight text-white">{name}</span>
    </span>
  );
}
