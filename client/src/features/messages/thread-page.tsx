import { requiredText } from '@shared/contracts/fields';
import { MessageSquareOff, Pencil, SendHorizontal } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { BackLink } from '@/components/back-link';
import { EditedMark } from '@/components/edited-mark';
import { FormattedText } from '@/components/formatted-text';
import { FormMarkdownField } from '@/components/markdown-editor';
import { MemberLink } from '@/components/member-link';
import { NotFoundState, QueryStates } from '@/components/query-states';
import { ItemCardSkeleton, PersonSkeleton } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useMutationForm } from '@/components/use-mutation-form';
import { ReactionBar } from '@/features/reactions';
import { HiddenMark, ReportButton } from '@/features/reports';
import { useFocusOnArrival } from '@/hooks/use-focus-on-arrival';
import { anchorId, useHashAnchor } from '@/hooks/use-hash-anchor';
import { relativeTime } from '@/lib/dates';
import { displayName } from '@/lib/names';
import { cn } from '@/lib/utils';
import {
  type DirectMessage,
  invalidateInbox,
  isConversationNotFound,
  type MessageMember,
  messageReactionCache,
  useReply,
  useThread,
} from './api';
import { EditMessageForm } from './edit-message-form';
import { absoluteTime, clockTime, dayLabel, differentDay } from './times';

const replySchema = z.object({ content: requiredText(10000, 'Message is required') });

function parseThreadId(raw: string): number | null {
  return /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function otherName(member: MessageMember | null): string {
  return member ? displayName(member) : 'Former member';
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

function Bubble({
  threadId,
  message,
  senderName,
}: {
  threadId: number;
  message: DirectMessage;
  senderName: string;
}) {
  const { mine } = message;
  // The bubble turns into the edit form; the Edit button stays, so focus can come back to it.
  const [editing, setEditing] = useState(false);
  const formId = `edit-message-${message.id}`;
  return (
    <li
      // A search hit opens the thread here (`#message-<id>`, useHashAnchor).
      id={anchorId('message', message.id)}
      tabIndex={-1}
      className={cn(
        'flex flex-col gap-1 rounded-xl p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring data-[anchored]:ring-2 data-[anchored]:ring-primary',
        mine ? 'items-end' : 'items-start',
      )}
      data-testid="message"
      data-mine={mine || undefined}
    >
      {editing && mine ? (
        <div id={formId} className="flex w-full justify-end">
          <EditMessageForm threadId={threadId} message={message} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <div
          className={cn(
            'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm wrap-anywhere sm:max-w-[75%]',
            mine ? 'rounded-br-sm bg-gold text-ink' : 'rounded-bl-sm bg-muted text-foreground',
          )}
        >
          <span className="sr-only">{mine ? 'You' : senderName}: </span>
          <FormattedText
            text={message.content}
            mentions
            linkClassName={mine ? 'text-ink' : undefined}
          />
        </div>
      )}
      <ReactionBar
        reactions={message.reactions}
        myReactions={message.myReactions}
        itemLabel={mine ? 'your message' : `the message from ${senderName}`}
        path={`/api/messages/threads/${threadId}/messages/${message.id}`}
        cache={messageReactionCache(threadId, message.id)}
        className={mine ? 'justify-end' : undefined}
      />
      <time
        dateTime={message.createdAt}
        title={absoluteTime(message.createdAt)}
        className="px-1 text-xs text-muted-foreground"
      >
        {clockTime(message.createdAt)}
        <span className="sr-only"> ({relativeTime(message.createdAt)})</span>
      </time>
      <EditedMark editedAt={message.editedAt} className="px-1 text-xs" />
      {message.hidden ? <HiddenMark itemType="message" itemId={message.id} /> : null}
      {mine ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 text-muted-foreground"
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          aria-label="Edit your message"
          onClick={() => setEditing((on) => !on)}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      ) : (
        <ReportButton
          itemType="message"
          itemId={message.id}
          what="this message"
          label={`Report message from ${senderName}`}
          className="h-7"
        />
      )}
    </li>
  );
}

/**
 * Who the conversation is with and its subject. The heading takes the focus when the
 * member arrives from sending the conversation's first message (the inbox's New message).
 */
function ThreadHeader({
  member,
  name,
  subject,
}: {
  member: MessageMember | null;
  name: string;
  subject: string;
}) {
  const heading = useFocusOnArrival();
  return (
    <header className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <MemberLink
        member={member}
        show="avatar"
        decorative
        avatarClassName="size-12"
        fallbackName={name}
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <h1
          ref={heading}
          tabIndex={-1}
          className="truncate text-xl font-bold tracking-tight outline-none"
        >
          <MemberLink member={member} fallbackName={name} className="inline" />
        </h1>
        <p className="truncate text-sm text-muted-foreground">
          <span className="sr-only">Subject: </span>
          {subject}
        </p>
      </div>
    </header>
  );
}

function ReplyBox({ threadId, to }: { threadId: number; to: string }) {
  const reply = useReply(threadId);
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
  const { form, onSubmit, pending } = useMutationForm({
    schema: replySchema,
    defaultValues: { content: '' },
    mutation: reply,
    toVariables: ({ content }) => content,
    draftKey: `thread:${threadId}`,
    onSuccess: () => form.reset({ content: '' }),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-2 rounded-xl border bg-card p-3 shadow-sm sm:p-4"
      aria-label={`Reply to ${to}`}
    >
      <FormMarkdownField
        control={form.control}
        name="content"
        label={`Reply to ${to}`}
        hideLabel
        hint={`${mac ? '⌘' : 'Ctrl'}+Enter to send`}
        rows={3}
        maxLength={10000}
        placeholder={`Reply to ${to}...`}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (!pending) void onSubmit();
          }
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? (
            <Spinner className="size-4 text-ink" />
          ) : (
            <SendHorizontal aria-hidden="true" />
          )}
          {pending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

/** One conversation: its two members' messages oldest first, Load earlier, a reply box. */
export function ThreadPage({ id: rawId }: { id: string }) {
  const id = parseThreadId(rawId);
  const thread = useThread(id);
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
          const name = otherName(head.otherMember);
          const subject = head.subject || 'No subject';
          return (
            <>
              <ThreadHeader member={head.otherMember} name={name} subject={subject} />

              <div
                ref={scroller}
                role="log"
                aria-label={`Conversation with ${name}`}
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
                        <Bubble threadId={id} message={message} senderName={name} />
                      </Fragment>
                    );
                  })}
                </ol>
              </div>
              <ReplyBox threadId={id} to={name} />
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
