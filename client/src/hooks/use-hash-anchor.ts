import { useEffect, useRef } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

/** How many further pages a permalink may load to find its item. */
const MAX_PAGES = 20;
/** How long the item a link opened stays outlined. */
const HIGHLIGHT_MS = 4000;

/** The items loaded so far and how to load more: an infinite query, flattened. */
export interface AnchorPages {
  data?: { id: number }[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The element id an anchored item carries: `reply-345`, `message-678`. */
export const anchorId = (kind: string, id: number) => `${kind}-${id}`;

const currentHash = () => location.hash;

/**
 * Opens an item's permalink (`/discussions/12#reply-345`, `/messages/7#message-89`, from
 * a notification, a search hit or a shared link): the list loads a page at a time, so
 * the browser's own jump to the anchor finds nothing. This loads further pages until the
 * item is there (at most MAX_PAGES), then scrolls to it, focuses it for keyboard and
 * screen-reader users, and outlines it for a moment (`data-anchored`; the item's element
 * has `id={anchorId(kind, id)}` and `tabIndex={-1}`). Each address is handled once: a
 * later refetch never jumps. An item that is gone (deleted, hidden) leaves the member
 * where the page opens.
 */
export function useHashAnchor(kind: string, pages: AnchorPages) {
  // Wouter re-renders on its own navigations; the hash is read the same way it reads the path.
  const hash = useLocationProperty(currentHash, () => '');
  const handled = useRef<string | null>(null);
  const pagesLoaded = useRef(0);
  const target = new RegExp(`^#${kind}-(\\d{1,12})$`).exec(hash)?.[1];
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    if (!target || handled.current === hash || !data) return;
    const id = Number(target);
    if (data.some((item) => item.id === id)) {
      handled.current = hash;
      pagesLoaded.current = 0;
      const element = document.getElementById(anchorId(kind, id));
      if (!element) return;
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
      element.setAttribute('data-anchored', '');
      const timer = window.setTimeout(() => element.removeAttribute('data-anchored'), HIGHLIGHT_MS);
      return () => window.clearTimeout(timer);
    }
    if (!hasNextPage || pagesLoaded.current >= MAX_PAGES) {
      handled.current = hash;
      return;
    }
    if (!isFetchingNextPage) {
      pagesLoaded.current += 1;
      void fetchNextPage();
    }
  }, [kind, target, hash, data, hasNextPage, isFetchingNextPage, fetchNextPage]);
}
