import { OpenOnIntent } from '@/components/open-on-intent';
import type { CurrentMember } from '@/hooks/use-auth';
import { lazyComponent } from '@/lib/lazy-component';
import { UserMenuButton } from './user-menu-button';

const { Component: UserMenu, preload } = lazyComponent(() =>
  import('./user-menu').then((m) => m.UserMenu),
);

/**
 * The top bar's user menu. Its code (Radix's menu with floating-ui, ~20 KB gzip with the
 * bell's popover) is not in any page's first load: the button is, and the menu follows
 * the first time the member reaches for it (open-on-intent.tsx).
 */
export function UserMenuSlot({ user }: { user: CurrentMember | null }) {
  return (
    <OpenOnIntent
      preload={preload}
      options={{ opensOn: 'pointerdown', keys: ['ArrowDown'], what: 'user menu' }}
      standIn={(intent) => <UserMenuButton user={user} {...intent} />}
      opened={(openedWith) => <UserMenu user={user} openedWith={openedWith} />}
    />
  );
}
