import { Suspense, useCallback, useState } from 'react';
import { useToast } from '@/hooks/use-toast';
import { lazyComponent, useIdlePreload } from '@/lib/lazy-component';

// Radix's toasts (the viewport and its F8 key, timers, swipe, ~8 KB) download once the page
// has painted, or at the first toast if one comes sooner: no page needs them to draw.
const toastList = lazyComponent(() => import('./toast-list').then((m) => m.ToastList));

/** Where member actions' toasts appear (the store is hooks/use-toast.ts). */
export function Toaster() {
  const { toasts } = useToast();
  const [painted, setPainted] = useState(false);
  useIdlePreload(useCallback(() => setPainted(true), []));
  if (!painted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <toastList.Component />
    </Suspense>
  );
}
