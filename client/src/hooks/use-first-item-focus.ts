import { type FocusEvent, useRef } from 'react';
import type { OpenedWith } from './use-open-on-intent';

/**
 * The `onFocus` of a menu's content that was opened on intent (`useOpenOnIntent`). Radix
 * moves on to the first item when it saw the key that opened the menu; the first time,
 * that key was pressed before the menu was here, so it stops on the menu itself: this
 * moves on for it, once.
 */
export function useFirstItemFocus(openedWith: OpenedWith | null) {
  const firstOpening = useRef<OpenedWith | null>(openedWith);
  return (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    const byKeyboard = firstOpening.current === 'keyboard';
    firstOpening.current = null;
    if (byKeyboard) {
      event.currentTarget
        .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
        ?.focus();
    }
  };
}
