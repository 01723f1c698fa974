import { type ComponentType, type ReactNode, Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * A part of a page whose code downloads apart (a dialog, a form that opens later), drawn as
 * `fallback` until it arrives. `preload` starts the download early and may be called at
 * will: a failed download is forgotten and shows when the part itself renders.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
) {
  const { Component: Part, preload } = lazyComponent(load);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, {
    preload: () => {
      preload().catch(() => {});
    },
  });
}
