import { useEffect, useRef } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import { replyElementId } from './reply-thread';

const REPLY_HASH = /^#reply-(\d{1,12})$/;
/** How many further pages of replies a permalink may load to find its reply. */
const MAX_PAGES = 20;
/** How long the reply a link opened stays outlined. */
const HIGHLIGHT_MS = 4000;

interface ReplyPages {
  data?: { id: number }[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

const currentHash = () => location.hash;

/**
 * Opens a reply's permalink (`/discussions/12#reply-345`, from a notification, a report or
 * a shared link): the replies load a page at a time, so the browser's own jump to the
 * anchor finds nothing. This loads further pages until the reply is there (at most
 * MAX_PAGES), then scrolls to it, focuses it for keyboard and screen-reader users, and
 * outlines it for a moment. Each address is handled once: a later refetch never jumps.
 * A reply that is gone (deleted, hidden) leaves the member at the top of the discussion.
 */
export function useReplyAnchor(replies: ReplyPages) {
  // Wouter re-renders on its own navigations; the hash is read the same way it reads the path.
  const hash = useLocationProperty(currentHash, () => '');
  const handled = useRef<string | null>(null);
  const pagesLoaded = useRef(0);
  const target = REPLY_HASH.exec(hash)?.[1];
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = replies;

  useEffect(() => {
    if (!target || handled.current === hash || !data) return;
    const id = Number(target);
    if (data.some((reply) => reply.id === id)) {
      handled.current = hash;
      pagesLoaded.current = 0;
      const element = document.getElementById(replyElementId(id));
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
  }, [target, hash, data, hasNextPage, isFetchingNextPage, fetchNextPage]);
}
