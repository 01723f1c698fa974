import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';

/** How the member asked for it: a menu opened from the keyboard focuses its first item. */
export type OpenedWith = 'keyboard' | 'pointer';

/**
 * For a control whose popup (a Radix menu, popover or select, with floating-ui and the
 * focus and dismiss layers: 10–20 KB gzip) is not part of a page's first load. The control
 * renders a look-alike button with `triggerProps` until `openedWith` is set: hovering or
 * focusing it starts the download, pressing it opens the popup as soon as its code is
 * there. From then on the caller renders the real control, open, and keeps it.
 *
 * `opensOn` and `keys` follow the real trigger: Radix menus and selects open on a mouse's
 * pointer down (a touch opens on its click), popovers on click (Enter and Space click a
 * button); `keys` are the keys that open it besides.
 */
export function useOpenOnIntent(
  preload: () => Promise<unknown>,
  { opensOn, keys = [], what }: { opensOn: 'pointerdown' | 'click'; keys?: string[]; what: string },
) {
  const [openedWith, setOpenedWith] = useState<OpenedWith | null>(null);
  // Pointer down and the click after it are one request, not two.
  const asked = useRef(false);

  const warm = () => {
    preload().catch(() => {});
  };
  const open = (how: OpenedWith) => {
    if (asked.current) return;
    asked.current = true;
    preload().then(
      () => setOpenedWith(how),
      () => {
        asked.current = false;
        toast({
          title: 'Error',
          description: `The ${what} could not be loaded. Check your connection and try again.`,
          variant: 'destructive',
        });
      },
    );
  };

  const triggerProps = {
    'aria-expanded': false,
    onPointerEnter: warm,
    onFocus: warm,
    onPointerDown: (event: PointerEvent) => {
      if (opensOn !== 'pointerdown' || event.button !== 0 || event.ctrlKey) return;
      if (event.pointerType !== 'mouse') return;
      // As Radix does: the focus stays where the opening puts it.
      event.preventDefault();
      open('pointer');
    },
    // A click with no pointer down before it came from the keyboard (Enter or Space).
    onClick: (event: { detail: number }) => open(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (keys.includes(event.key)) {
        event.preventDefault();
        open('keyboard');
      }
    },
  };
  return { openedWith, triggerProps };
}
