import { useEffect, useRef } from 'react';
import { replyElementId } from './reply-thread';

/**
 * Opens a discussion where the member left off, as forums do: when opening it answers a
 * first unread reply (`firstUnreadReplyId`), the address gets that reply's `#reply-<id>`,
 * and the permalink's own handling (hooks/use-hash-anchor.ts) loads the pages up to it,
 * scrolls there and focuses it. Once per discussion shown: the page's later refetches
 * answer null (opening marked it read), and an address that already names a place (a
 * permalink from a notification or a search hit) keeps it.
 */
export function useOpenWhereLeftOff(
  discussionId: number | null,
  firstUnreadReplyId: number | null | undefined,
) {
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (discussionId === null || firstUnreadReplyId === undefined) return;
    if (opened.current === discussionId) return;
    opened.current = discussionId;
    if (firstUnreadReplyId === null || window.location.hash) return;
    const { pathname, search } = window.location;
    // The router's own state (what the page focuses on arrival) stays as it was.
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${search}#${replyElementId(firstUnreadReplyId)}`,
    );
  }, [discussionId, firstUnreadReplyId]);
}
