import { useEffect, useRef } from 'react';

/** Ctrl-K, or Cmd-K on a Mac, with no other modifier. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

/**
 * Opens the search from anywhere on the page. It listens on the window, so it hears a key
 * after every element's own handlers: one that used Ctrl-K itself (the Markdown editor's
 * "insert link") called preventDefault, and the search then stays shut.
 */
export function useSearchShortcut(open: () => void) {
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      // The browser's own Ctrl-K (focus its search bar) would take the keys away.
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
