import { useEffect, useSyncExternalStore } from 'react';

/**
 * A module downloaded apart from the pages that use it, for code they can paint without
 * at first (the Markdown renderer, decision 067). `load` starts the download once and is
 * safe to call repeatedly; a failed download is forgotten, so the next call tries again.
 * `useLoaded` answers the module once it is there and null until then (starting the
 * download if nothing has), and renders its caller again when it arrives.
 */
export function lazyModule<M>(importer: () => Promise<M>) {
  let loaded: M | null = null;
  let pending: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;
  function useLoaded(): M | null {
    const module = useSyncExternalStore(subscribe, current, current);
    useEffect(() => {
      // Offline, say: the caller keeps its fallback, and the next mount tries again.
      if (!loaded) load().catch(() => {});
    }, []);
    return module;
  }
  return { load, useLoaded };
}
