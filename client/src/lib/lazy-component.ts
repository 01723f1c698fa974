import { type ComponentType, type LazyExoticComponent, lazy, useEffect } from 'react';

/**
 * React.lazy with a `preload` that starts the download early (a link hovered, a button
 * focused) and is safe to call repeatedly. A failed download is forgotten, so the next
 * visit or opening tries again instead of replaying the error.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
} {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return { Component: lazy(preload), preload };
}

/**
 * The props that start a lazily loaded part's download when a member shows intent to open
 * it (the pointer over its trigger, or focus on it), spread on the trigger.
 */
export function preloadOnIntent(preload: () => unknown) {
  return { onPointerEnter: preload, onFocus: preload };
}

/** Starts `preload` once the page has painted and the browser is idle. */
export function useIdlePreload(preload: () => void) {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }, [preload]);
}
