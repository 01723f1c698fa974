import { Suspense } from 'react';
import { useOpenOnIntent } from '@/hooks/use-open-on-intent';
import { lazyComponent } from '@/lib/lazy-component';
import { useNotificationCount } from './api';
import { BellButton } from './bell-button';

const { Component: NotificationPopover, preload } = lazyComponent(() =>
  import('./notification-popover').then((m) => m.NotificationPopover),
);

/**
 * The top bar's bell. The count is there from the first paint; the panel's code (Radix's
 * popover with floating-ui) follows the first time the member reaches for it
 * (use-open-on-intent.ts), so it is not part of any page's first load.
 */
export function NotificationBell({ active }: { active: boolean }) {
  const count = useNotificationCount();
  const { openedWith, triggerProps } = useOpenOnIntent(preload, {
    opensOn: 'click',
    what: 'notifications panel',
  });
  const button = <BellButton count={count} active={active} {...triggerProps} />;
  if (!openedWith) return button;
  return (
    <Suspense fallback={button}>
      <NotificationPopover active={active} />
    </Suspense>
  );
}
