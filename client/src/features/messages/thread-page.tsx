import { MessageSquareOff } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BackLink } from '@/components/back-link';
import { NotFoundState, QueryStates } from '@/components/query-states';
import { ItemCardSkeleton, PersonSkeleton } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useHashAnchor } from '@/hooks/use-hash-anchor';
import { displayName } from '@/lib/names';
import { type DirectMessage, invalidateInbox, isConversationNotFound, useThread } from './api';
import { ConversationHeader } from './conversation-header';
import { conversationLabel, conversationTitle } from './conversation-names';
import { MessageBubble } from './message-bubble';
import { ReplyBox } from './reply-box-loader';
import { dayLabel, differentDay } from './times';

function parseThreadId(raw: string): number | null {
  return /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * Who sent a message, as its bubble names them: in a group its sender (each message
 * carries them, issue 37); in a two-person conversation the other member, as before.
 */
function senderNameOf(message: DirectMessage, isGroup: boolean, title: string): string {
  if (message.sender) return displayName(message.sender);
  return isGroup ? 'Someone' : title;
}

function ThreadSkeleton() {
  return (
    <ItemCardSkeleton label="Loading conversation">
      <PersonSkeleton
        className="flex items-center gap-3"
        avatar="size-12"
        lines={['h-5 w-40', 'h-4 w-56']}
      />
      <Skeleton className="ml-auto h-12 w-2/3 rounded-2xl" />
      <Skeleton className="h-12 w-1/2 rounded-2xl" />
      <Skeleton className="ml-auto h-12 w-1/3 rounded-2xl" />
    </ItemCardSkeleton>
  );
}

/**
 * One conversation: who it is with and what can be done to it, its messages oldest first
 * (Load earlier), a reply box. A group (issue 37) names each sender on others' messages.
 */
export function ThreadPage({ id: rawId }: { id: string }) {
  const id = parseThreadId(rawId);
  const thread = useThread(id);
  // The message box's code downloads beside the messages it sits under.
  useEffect(() => ReplyBox.preload(), []);
  const scroller = useRef<HTMLDivElement>(null);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const edges = useRef<{ first: number | null; last: number | null }>({ first: null, last: null });

  const pages = thread.data ?? [];
  const head = pages[0]?.thread ?? null;
  // Page 0 is the latest; each later page is older, so they read in reverse. One array per
  // answer, not per render: the anchor below waits on it.
  const messages = useMemo(
    () =>
      (thread.data ?? [])
        .slice()
        .reverse()
        .flatMap((p) => p.messages),
    [thread.data],
  );
  // A search hit's address (`#message-<id>`) loads earlier pages until its message is there.
  useHashAnchor('message', {
    data: thread.data ? messages : undefined,
    hasNextPage: thread.hasNextPage,
    isFetchingNextPage: thread.isFetchingNextPage,
    fetchNextPage: thread.fetchNextPage,
  });
  const firstId = messages[0]?.id ?? null;
  const lastId = messages[messages.length - 1]?.id ?? null;

  // Opening the thread marked its messages read: the badge and the inbox follow.
  useEffect(() => {
    if (thread.dataUpdatedAt > 0) void invalidateInbox();
  }, [thread.dataUpdatedAt]);

  // New messages at the end scroll into view; older ones at the top keep the view still.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = edges.current;
    if (lastId !== prev.last) {
      el.scrollTop = el.scrollHeight;
    } else if (firstId !== prev.first && beforeOlder.current) {
      el.scrollTop = beforeOlder.current.top + (el.scrollHeight - beforeOlder.current.height);
    }
    beforeOlder.current = null;
    edges.current = { first: firstId, last: lastId };
  }, [firstId, lastId]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8 sm:px-6">
      <BackLink href="/messages">All messages</BackLink>
      <QueryStates
        // An answer without the thread's head is no better than a failed one.
        query={{
          isLoading: thread.isLoading,
          isError: thread.isError || !head,
          refetch: thread.refetch,
        }}
        isNotFound={id === null || isConversationNotFound(thread.error)}
        notFound={
          <NotFoundState
            icon={<MessageSquareOff className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="Conversation not found"
            text="This conversation doesn't exist, or you're not part of it."
            backHref="/messages"
            backLabel="Back to Messages"
          />
        }
        loading={<ThreadSkeleton />}
        error="Failed to fetch conversation"
        errorHeading={<h1 className="text-xl font-semibold">Conversation</h1>}
      >
        {() => {
          if (!head || id === null) return null;
          const title = conversationTitle(head);
          const subject = head.subject || 'No subject';
          return (
            <>
              <ConversationHeader head={head} title={title} subject={subject} />

              <div
                ref={scroller}
                role="log"
                aria-label={conversationLabel(head)}
                // Focusable so the history scrolls from the keyboard.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
                tabIndex={0}
                className="flex max-h-[min(60dvh,40rem)] min-h-64 flex-col overflow-y-auto rounded-xl border bg-card p-3 shadow-sm focus-visible:outline-2 focus-visible:outline-ring sm:p-4"
              >
                {thread.hasNextPage ? (
                  <div className="flex justify-center pb-3">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={thread.isFetchingNextPage}
                      onClick={() => {
                        const el = scroller.current;
                        if (el)
                          beforeOlder.current = { height: el.scrollHeight, top: el.scrollTop };
                        void thread.fetchNextPage();
                      }}
                    >
                      {thread.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                      {thread.isFetchingNextPage ? 'Loading...' : 'Load earlier messages'}
                    </Button>
                  </div>
                ) : null}
                <ol className="mt-auto grid gap-3">
                  {messages.map((message, index) => {
                    const previous = messages[index - 1];
                    const divider =
                      !previous || differentDay(previous.createdAt, message.createdAt);
                    // A group shows who wrote at the start of each run of their messages.
                    const newRun = divider || previous.senderId !== message.senderId;
                    return (
                      <Fragment key={message.id}>
                        {divider ? (
                          <li aria-hidden="true" className="flex items-center gap-3 py-1">
                            <span className="h-px flex-1 bg-border" />
                            <span className="text-xs font-medium text-muted-foreground">
                              {dayLabel(message.createdAt)}
                            </span>
                            <span className="h-px flex-1 bg-border" />
                          </li>
                        ) : null}
                        <MessageBubble
                          threadId={id}
                          message={message}
                          senderName={senderNameOf(message, head.isGroup, title)}
                          showSender={head.isGroup && newRun}
                        />
                      </Fragment>
                    );
                  })}
                </ol>
              </div>
              <ReplyBox threadId={id} to={title} />
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
