import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { WindowListProps } from './window-list';

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

/** The rows near the window, with padding standing in for the rest (see WindowList). */
export function VirtualRows<T>({
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
