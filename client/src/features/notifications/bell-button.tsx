import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { CountBadge, TOP_BAR_ICON } from '@/components/count-badge';
import { cn } from '@/lib/utils';
import { bellLabel } from './entry-text';

/**
 * The top bar's bell, beside the envelope: a gold badge counts unread notifications. The
 * same button before the panel's code has loaded (notification-bell.tsx) and after, as the
 * panel's trigger (notification-popover.tsx).
 */
export function BellButton({
  count,
  active,
  className,
  ...props
}: { count: number; active: boolean } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={bellLabel(count)}
      aria-haspopup="dialog"
      data-testid="notification-bell"
      className={cn(
        TOP_BAR_ICON,
        'data-[state=open]:bg-white/10',
        active && 'text-gold',
        className,
      )}
      {...props}
    >
      <Bell className="size-5" aria-hidden="true" />
      <CountBadge count={count} testId="notification-badge" />
    </button>
  );
}
