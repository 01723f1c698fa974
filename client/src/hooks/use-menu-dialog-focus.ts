import { useRef } from 'react';

/**
 * For a menu whose items open dialogs (a row's actions, the Moderate menu): `choose` puts
 * the focus back on the menu's button before the item's action runs, so the dialog, which
 * returns the focus to whatever had it when it opened, returns it there rather than to the
 * menu item about to go; `onCloseAutoFocus` (the menu content's) stops Radix pulling the
 * focus back to the button meanwhile. `trigger` is the menu button's ref.
 */
export function useMenuDialogFocus() {
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  const choose = (action: () => void) => {
    chosen.current = true;
    trigger.current?.focus();
    action();
  };
  const onCloseAutoFocus = (event: Event) => {
    if (chosen.current) event.preventDefault();
    chosen.current = false;
  };
  return { trigger, choose, onCloseAutoFocus };
}
