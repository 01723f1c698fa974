/** Past this the badge says "99+": a wider pill would cover the icon it sits on. */
const BADGE_CAP = 99;

/**
 * The gold count on a top-bar icon (the envelope's unread messages, the bell's unread
 * notifications, what waits in the console on the user menu's avatar). Hidden from screen
 * readers: the control's accessible name says the count. `className` places it otherwise.
 */
export function CountBadge({
  count,
  testId,
  className = 'top-0.5 right-0.5',
}: {
  count: number;
  testId: string;
  className?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={`absolute ${className} inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[11px] leading-none font-bold text-ink ring-2 ring-ink`}
    >
      {count > BADGE_CAP ? `${BADGE_CAP}+` : count}
    </span>
  );
}

/** A round icon button or link in the black top bar. */
export const TOP_BAR_ICON =
  'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/10';
