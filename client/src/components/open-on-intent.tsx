import { type ReactElement, Suspense } from 'react';
import { type OpenedWith, useOpenOnIntent } from '@/hooks/use-open-on-intent';

/**
 * A control whose popup's code loads on intent (use-open-on-intent.ts, decision 044):
 * `standIn` draws the closed control with the props that fetch and open it, until the
 * member first asks; then `opened` renders the real control, open, for good (the stand-in
 * holds its place while the code is on its way).
 */
export function OpenOnIntent({
  preload,
  options,
  standIn,
  opened,
}: {
  preload: () => Promise<unknown>;
  options: Parameters<typeof useOpenOnIntent>[1];
  standIn: (props: ReturnType<typeof useOpenOnIntent>['triggerProps']) => ReactElement;
  opened: (openedWith: OpenedWith) => ReactElement;
}) {
  const { openedWith, triggerProps } = useOpenOnIntent(preload, options);
  const closed = standIn(triggerProps);
  if (!openedWith) return closed;
  return <Suspense fallback={closed}>{opened(openedWith)}</Suspense>;
}
