import {
  type ComponentProps,
  type ComponentType,
  type Key,
  type ReactNode,
  Suspense,
  useEffect,
} from 'react';
import { lazyComponent } from '@/lib/lazy-component';

/** Up to this many rows a list is plain DOM; past it only what is near the screen is drawn. */
export const VIRTUALIZE_AFTER = 200;
/**
 * Past this many rows the windowing code (TanStack Virtual, 10 KB) starts downloading, so it
 * is there when the list reaches VIRTUALIZE_AFTER; most visits never page that far.
 */
const PRELOAD_AFTER = VIRTUALIZE_AFTER / 2;

export interface WindowListProps<T> extends Omit<ComponentProps<'ul'>, 'children' | 'style'> {
  items: T[];
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** The `<ul>`'s classes: a one-column list or a CSS grid (its columns are read back). */
  className: string;
  /** The gap between rows in pixels, as the class names set it. */
  rowGap: number;
  /** A first guess at a row's height in pixels; rows are measured once drawn. */
  estimateRowHeight: number;
}

const virtualRows = lazyComponent(() => import('./virtual-rows').then((m) => m.VirtualRows));
// React.lazy keeps one component type, so the generic row type is restored here.
const VirtualRows = virtualRows.Component as ComponentType<WindowListProps<unknown>> as <T>(
  props: WindowListProps<T>,
) => ReactNode;

/**
 * A `<ul>` of cards that stays light however far a member pages: once it holds more than
 * VIRTUALIZE_AFTER items, only the rows near the window are in the DOM, with padding
 * standing in for the rest, so the list is still one list of `<li>`s in reading order and
 * Tab moves through it (the browser scrolls the next card in, which draws the ones after).
 * Each `<li>` says where it sits in the whole list for screen readers.
 */
export function WindowList<T>(props: WindowListProps<T>) {
  const long = props.items.length > PRELOAD_AFTER;
  useEffect(() => {
    if (long) void virtualRows.preload().catch(() => undefined);
  }, [long]);

  if (props.items.length <= VIRTUALIZE_AFTER) return <PlainRows {...props} />;
  // Until the windowing code is there, the whole list is drawn as it was a page earlier.
  return (
    <Suspense fallback={<PlainRows {...props} />}>
      <VirtualRows {...props} />
    </Suspense>
  );
}

function PlainRows<T>({
  items,
  getKey,
  renderItem,
  rowGap,
  estimateRowHeight,
  ...list
}: WindowListProps<T>) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
