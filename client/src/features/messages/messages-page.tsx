import { MAX_SEARCH_TEXT } from '@shared/contracts/choices';
import type { DirectoryMember } from '@shared/contracts/members';
import { plainTextOf } from '@shared/markdown-text';
import { Inbox, PenSquare, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { lazyDialog } from '@/components/lazy-dialog';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { FOCUS_ON_ARRIVAL } from '@/hooks/use-focus-on-arrival';
import { displayName } from '@/lib/names';
import { cn } from '@/lib/utils';
import { type Conversation, useConversations, useMessageSearch } from './api';
import { ConversationRowFrame } from './conversation-row-frame';
import { InboxSkeleton } from './inbox-skeleton';
import { MessageSearchResults } from './message-search-results';
import { useSearchText } from './use-search-text';

// Both dialogs download when first opened, keeping the inbox's first load light.
const MemberPickerDialog = lazyDialog(() =>
  import('@/components/member-picker-dialog').then((m) => m.MemberPickerDialog),
);
const MessageDialog = lazyDialog(() => import('./message-dialog').then((m) => m.MessageDialog));

/**
 * New message: pick a member, then write to them in the message dialog; sending lands in
 * the conversation. Focus goes back to the New message button when either is dismissed.
 */
function NewMessage() {
  const button = useRef<HTMLButtonElement>(null);
  const [picking, setPicking] = useState(false);
  const [recipient, setRecipient] = useState<DirectoryMember | null>(null);
  const picked = useRef<DirectoryMember | null>(null);
  const [, navigate] = useLocation();
  const backToButton = () => requestAnimationFrame(() => button.current?.focus());

  return (
    <>
      <Button
        ref={button}
        type="button"
        onClick={() => setPicking(true)}
        onPointerEnter={MemberPickerDialog.preload}
        onFocus={MemberPickerDialog.preload}
      >
        <PenSquare aria-hidden="true" />
        New message
      </Button>
      <MemberPickerDialog
        title="New message"
        description="Choose the member you want to write to."
        optionTestId="recipient-option"
        open={picking}
        onOpenChange={(open) => {
          setPicking(open);
          if (!open) backToButton();
        }}
        onPick={(member) => {
          picked.current = member;
          MessageDialog.preload();
          setPicking(false);
          // The message form opens once the picker has closed and let go of the focus.
          requestAnimationFrame(() => setRecipient(picked.current));
        }}
      />
      <MessageDialog
        recipient={recipient ?? { id: '' }}
        open={recipient !== null}
        // The sender lands in the new conversation, its heading focused.
        onSent={(threadId) =>
          navigate(`/messages/${threadId}`, { state: { [FOCUS_ON_ARRIVAL]: true } })
        }
        onOpenChange={(open) => {
          if (!open) {
            setRecipient(null);
            backToButton();
          }
        }}
      />
    </>
  );
}

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const name = displayName(conversation.otherMember);
  const unread = conversation.unreadCount > 0;
  const subject = conversation.subject || 'No subject';
  // The row opens the thread (its link stretches over the whole row); the other member's
  // name and avatar open their profile, above that link.
  return (
    <ConversationRowFrame
      member={conversation.otherMember}
      nameClassName={unread ? 'font-bold' : 'font-medium'}
      at={conversation.lastMessageAt}
      timeClassName={unread ? 'font-semibold text-foreground' : 'text-muted-foreground'}
      className={cn(unread && 'bg-accent/50')}
      data-testid="conversation"
      data-unread={unread || undefined}
    >
      <Link
        href={`/messages/${conversation.id}`}
        className={cn(
          'truncate text-sm outline-none after:absolute after:inset-0 after:content-[""] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring',
          unread ? 'font-semibold' : 'text-foreground',
        )}
        data-testid="conversation-link"
      >
        <span className="sr-only">Conversation with {name}: </span>
        {subject}
      </Link>
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-sm text-muted-foreground">
          {conversation.lastMessageFromMe ? 'You: ' : ''}
          {plainTextOf(conversation.lastMessage)}
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
    </ConversationRowFrame>
  );
}

/**
 * The inbox: conversations, most recent first, unread ones in bold with their count. A
 * search above them finds the member's own messages (issue 23) and shows those instead
 * while there is something in the field.
 */
export function MessagesPage() {
  const conversations = useConversations();
  const { text, setText, q } = useSearchText();
  // The results below observe the same query; here it only tells the field to spin.
  const search = useMessageSearch(q);
  const searching = q !== '' && search.isFetching && !search.isFetchingNextPage;

  const body = (
    <QueryStates
      query={conversations}
      loading={<ListLoading label="Loading messages" skeleton={<InboxSkeleton />} />}
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
      <PageHeader
        title="Messages"
        description="Private conversations with other members."
        actions={<NewMessage />}
      />
      <search aria-label="Search your messages">
        <SearchField
          label="Search your messages"
          value={text}
          onChange={setText}
          placeholder="Search your messages..."
          maxLength={MAX_SEARCH_TEXT}
          searching={searching}
        />
      </search>
      {q ? <MessageSearchResults q={q} /> : body}
    </div>
  );
}
