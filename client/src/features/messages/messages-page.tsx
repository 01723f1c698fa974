import { Inbox, Users } from 'lucide-react';
import { Link } from 'wouter';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { relativeTime } from '@/lib/dates';
import { displayName } from '@/lib/names';
import { cn } from '@/lib/utils';
import { type Conversation, useConversations } from './api';
import { MemberAvatar } from './member-avatar';
import { absoluteTime } from './times';

function ListSkeleton() {
  return (
    <div className="grid gap-px overflow-hidden rounded-xl border bg-border" aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-4 bg-card p-4">
          <Skeleton className="size-11 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const name = displayName(conversation.otherMember);
  const unread = conversation.unreadCount > 0;
  return (
    <Link
      href={`/messages/${conversation.id}`}
      className={cn(
        'flex items-start gap-3 p-4 transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:gap-4',
        unread && 'bg-accent/50',
      )}
      data-testid="conversation"
      data-unread={unread || undefined}
    >
      <MemberAvatar member={conversation.otherMember} className="size-11" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-baseline justify-between gap-3">
          <p className={cn('min-w-0 truncate', unread ? 'font-bold' : 'font-medium')}>{name}</p>
          <time
            dateTime={conversation.lastMessageAt}
            title={absoluteTime(conversation.lastMessageAt)}
            className={cn(
              'shrink-0 text-xs',
              unread ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            {relativeTime(conversation.lastMessageAt)}
          </time>
        </div>
        <p className={cn('truncate text-sm', unread ? 'font-semibold' : 'text-foreground')}>
          {conversation.subject || 'No subject'}
        </p>
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 truncate text-sm text-muted-foreground">
            {conversation.lastMessageFromMe ? 'You: ' : ''}
            {conversation.lastMessage}
          </p>
          {unread ? (
            <span
              className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-gold px-1.5 text-xs font-bold text-ink"
              data-testid="unread-count"
            >
              {conversation.unreadCount}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}

/** The inbox: conversations, most recent first, unread ones in bold with their count. */
export function MessagesPage() {
  const conversations = useConversations();

  const body = (
    <QueryStates
      query={conversations}
      loading={
        <>
          <p className="sr-only" role="status">
            Loading messages
          </p>
          <ListSkeleton />
        </>
      }
      error="Failed to fetch messages"
      isEmpty={!conversations.data?.length}
      empty={
        <EmptyState
          icon={<Inbox className="size-10 text-muted-foreground" aria-hidden="true" />}
          title="No messages yet"
          text="Find someone in the Member Directory and press Message to start a conversation."
          action={
            <Button asChild>
              <Link href="/members">
                <Users aria-hidden="true" />
                Browse Members
              </Link>
            </Button>
          }
        />
      }
    >
      {() => (
        <>
          <ul
            className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm"
            aria-label="Conversations"
          >
            {(conversations.data ?? []).map((c) => (
              <li key={c.id}>
                <ConversationRow conversation={c} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={conversations.hasNextPage}
            loading={conversations.isFetchingNextPage}
            onLoadMore={() => void conversations.fetchNextPage()}
            label="Load more conversations"
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeader title="Messages" description="Private conversations with other members." />
      {body}
    </div>
  );
}
