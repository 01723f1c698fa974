import { MAX_SEARCH_TEXT } from '@shared/contracts/choices';
import { Inbox, Users } from 'lucide-react';
import { Link } from 'wouter';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryStates } from '@/components/query-states';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import { useConversations, useMessageSearch } from './api';
import { ConversationRow } from './conversation-row';
import { InboxSkeleton } from './inbox-skeleton';
import { MessageSearchResults } from './message-search-results';
import { NewMessage } from './new-message';
import { useSearchText } from './use-search-text';

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
          <LoadMore pages={conversations} label="Load more conversations" />
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
