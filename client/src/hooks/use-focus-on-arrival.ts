import { useEffect, useRef } from 'react';

/**
 * History state set by whatever takes a member to a page about something they just made
 * (Start Discussion, a new message from the inbox): the page's heading takes the focus, so
 * a keyboard or screen-reader member lands on it rather than at the top of a page whose
 * dialog and button have gone. Navigate with `{ state: { [FOCUS_ON_ARRIVAL]: true } }`.
 */
export const FOCUS_ON_ARRIVAL = 'focusOnArrival';

/**
 * A ref for the element (a heading with `tabIndex={-1}`) that takes the focus once, when
 * it mounts, if the history entry asks for it; the ask is then forgotten, so Back and
 * reload leave the focus alone. Call it in the component that renders once the page's
 * data is there, not in one that shows a loading state first.
 */
export function useFocusOnArrival<T extends HTMLElement = HTMLHeadingElement>() {
  const target = useRef<T>(null);
  useEffect(() => {
    const state: unknown = window.history.state;
    if (!state || typeof state !== 'object' || !(FOCUS_ON_ARRIVAL in state)) return;
    target.current?.focus();
    const { [FOCUS_ON_ARRIVAL]: _, ...rest } = state as Record<string, unknown>;
    window.history.replaceState(rest, '');
  }, []);
  return target;
}
