import type { ReportItemType } from '@shared/contracts/choices';
import type { LucideIcon } from 'lucide-react';
import { OpenOnIntent } from '@/components/open-on-intent';
import { lazyComponent } from '@/lib/lazy-component';
import { ModerateButton, type ModerateButtonLook } from './moderate-button';

// Radix's menu (with floating-ui and the focus layers) downloads when staff reach for the
// button (decision 044): the pages with members' items never carry it in their first load.
const { Component: ModerateMenuOpen, preload } = lazyComponent(() =>
  import('./moderate-menu-open').then((m) => m.ModerateMenuOpen),
);

/** An item's own staff action, listed before Hide and Delete (a discussion's Pin, Lock). */
export interface ModerateAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
}

export interface ModerateMenuProps {
  /** "Hide from members" (decision 021): the item, when staff may hide it and it is shown. */
  hide?: { itemType: ReportItemType; itemId: string | number };
  /**
   * "Delete…": staff deleting someone else's item (decision 022). The caller opens its
   * delete-with-reason dialog; the focus is back on the Moderate button by then, so the
   * dialog returns it there when cancelled.
   */
  onDelete?: () => void;
  actions?: ModerateAction[];
  /** The button's name, where "Moderate" alone would be ambiguous (it starts with it). */
  label?: string;
  /** Or the id of what names the item (a card's title). */
  describedBy?: string;
  size?: 'sm' | 'default';
  className?: string;
  disabled?: boolean;
}

/**
 * Staff's actions on someone else's item, grouped the same way on every kind: the item's
 * own (`actions`), Hide from members, Delete…. The poster's own Edit and Delete stay
 * buttons of their own; Unhide sits on the item's "Hidden by moderators" mark. Shown from
 * the answer's flags only: the client never reads roles itself; nothing when there is
 * nothing to offer. Until staff first reach for it, the button alone is here.
 */
export function ModerateMenu({
  label,
  describedBy,
  size,
  className,
  disabled,
  ...menu
}: ModerateMenuProps) {
  if (!menu.actions?.length && !menu.hide && !menu.onDelete) return null;
  const button: ModerateButtonLook = {
    size,
    className,
    disabled,
    'aria-label': label,
    'aria-describedby': describedBy,
  };
  return (
    <OpenOnIntent
      preload={preload}
      options={{ opensOn: 'pointerdown', keys: ['ArrowDown'], what: 'Moderate menu' }}
      standIn={(intent) => <ModerateButton {...button} {...intent} />}
      opened={(openedWith) => (
        <ModerateMenuOpen {...menu} button={button} openedWith={openedWith} />
      )}
    />
  );
}
