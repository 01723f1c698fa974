import { useEffect, useSyncExternalStore } from 'react';

// The title a page asked for, if any. Held here for the app's DocumentTitle rather than
// written by the page: a page's effect runs before the app's, which would overwrite it.
let pageTitle: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const setPageTitle = (title: string | null) => {
  pageTitle = title;
  for (const listener of listeners) listener();
};

/** A page's own title, shown before the community's name while the page is mounted. */
export function usePageTitle(title: string) {
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
}

/** The title the mounted page asked for, or null. */
export function useCurrentPageTitle(): string | null {
  return useSyncExternalStore(subscribe, () => pageTitle);
}
