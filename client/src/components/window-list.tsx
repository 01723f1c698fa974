import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type ComponentProps,
  type Key,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Up to this many rows a list is plain DOM; past it only what is near the screen is drawn. */
export const VIRTUALIZE_AFTER = 200;

interface WindowListProps<T> extends Omit<ComponentProps<'ul'>, 'children' | 'style'> {
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

/**
 * A `<ul>` of cards that stays light however far a member pages: once it holds more than
 * VIRTUALIZE_AFTER items, only the rows near the window are in the DOM, with padding
 * standing in for the rest, so the list is still one list of `<li>`s in reading order and
 * Tab moves through it (the browser scrolls the next card in, which draws the ones after).
 * Each `<li>` says where it sits in the whole list for screen readers.
 */
export function WindowList<T>(props: WindowListProps<T>) {
  if (props.items.length <= VIRTUALIZE_AFTER) {
    const { items, getKey, renderItem, rowGap, estimateRowHeight, ...list } = props;
    return (
      <ul {...list}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  }
  return <VirtualRows {...props} />;
}

/** How many columns the grid lays out now (1 for a plain list). */
function useColumns(list: RefObject<HTMLUListElement | null>) {
  const [columns, setColumns] = useState(1);
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const read = () => {
      const template = getComputedStyle(node).gridTemplateColumns;
      const count = template && template !== 'none' ? template.split(' ').length : 1;
      setColumns(Math.max(1, count));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(node);
    return () => observer.disconnect();
  }, [list]);
  return columns;
}

function VirtualRows<T>({
  items,
  getKey,
  renderItem,
  rowGap,
  estimateRowHeight,
  ...list
}: WindowListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const columns = useColumns(listRef);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);

  const rows = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => estimateRowHeight,
    gap: rowGap,
    overscan: 4,
    scrollMargin: offset,
  });
  const visible = virtualizer.getVirtualItems();
  const first = visible[0];
  const last = visible.at(-1);
  const paddingTop = first ? first.start - offset : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - offset) : 0;

  return (
    <ul {...list} ref={listRef} style={{ paddingTop, paddingBottom }}>
      {visible.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, i) => (
          <li
            key={getKey(item)}
            // The row's first card is measured: grid rows stretch every card to one height.
            ref={i === 0 ? virtualizer.measureElement : undefined}
            data-index={row.index}
            aria-setsize={items.length}
            aria-posinset={row.index * columns + i + 1}
          >
            {renderItem(item)}
          </li>
        )),
      )}
    </ul>
  );
}
