import { OpenOnIntent } from '@/components/open-on-intent';
import { lazyComponent } from '@/lib/lazy-component';
import { useNotificationCount } from './api';
import { BellButton } from './bell-button';

const { Component: NotificationPopover, preload } = lazyComponent(() =>
  import('./notification-popover').then((m) => m.NotificationPopover),
);

/**
 * The top bar's bell. The count is there from the first paint; the panel's code (Radix's
 * popover with floating-ui) follows the first time the member reaches for it
 * (open-on-intent.tsx), so it is not part of any page's first load.
 */
export function NotificationBell({ active }: { active: boolean }) {
  const count = useNotificationCount();
  return (
    <OpenOnIntent
      preload={preload}
      options={{ opensOn: 'click', what: 'notifications panel' }}
      standIn={(intent) => <BellButton count={count} active={active} {...intent} />}
      opened={() => <NotificationPopover active={active} />}
    />
  );
}
