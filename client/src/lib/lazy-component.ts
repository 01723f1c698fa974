import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A download started at most once at a time, safe to call repeatedly: every call shares
 * the one in flight or done. A failed download is forgotten, so the next call tries again
 * instead of replaying the error.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * React.lazy with a `preload` that starts the download early (a link hovered, a button
 * focused), once (`loadOnce`).
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
} {
  const preload = loadOnce(() => load().then((component) => ({ default: component })));
  return { Component: lazy(preload), preload };
}

/**
 * The props that start a lazily loaded part's download when a member shows intent to open
 * it (the pointer over its trigger, or focus on it), spread on the trigger.
 */
export function preloadOnIntent(preload: () => unknown) {
  return { onPointerEnter: preload, onFocus: preload };
}
