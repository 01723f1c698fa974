import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes. Read synchronously on the first
 * render, so a layout chosen by it never flashes the other one.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
