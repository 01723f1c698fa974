import { Suspense } from 'react';
import type { CurrentMember } from '@/hooks/use-auth';
import { useOpenOnIntent } from '@/hooks/use-open-on-intent';
import { lazyComponent } from '@/lib/lazy-component';
import { UserMenuButton } from './user-menu-button';

const { Component: UserMenu, preload } = lazyComponent(() =>
  import('./user-menu').then((m) => m.UserMenu),
);

/**
 * The top bar's user menu. Its code (Radix's menu with floating-ui, ~20 KB gzip with the
 * bell's popover) is not in any page's first load: the button is, and the menu follows
 * the first time the member reaches for it (use-open-on-intent.ts).
 */
export function UserMenuSlot({ user }: { user: CurrentMember | null }) {
  const { openedWith, triggerProps } = useOpenOnIntent(preload, {
    opensOn: 'pointerdown',
    keys: ['ArrowDown'],
    what: 'user menu',
  });
  const button = <UserMenuButton user={user} {...triggerProps} />;
  if (!openedWith) return button;
  return (
    <Suspense fallback={button}>
      <UserMenu user={user} openedWith={openedWith} />
    </Suspense>
  );
}
