import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { SnippetText } from '@/components/snippet-text';
import { displayName } from '@/lib/names';
import { type MessageSearchHit, useMessageSearch } from './api';
import { ConversationRowFrame } from './conversation-row-frame';
import { InboxSkeleton } from './inbox-skeleton';

function HitRow({ hit }: { hit: MessageSearchHit }) {
  const name = displayName(hit.otherMember);
  // As a conversation row: the link to the message stretches over the row; the other
  // member's name and avatar open their profile, above it.
  return (
    <ConversationRowFrame
      member={hit.otherMember}
      nameClassName="font-medium"
      afterName={
        hit.subject ? (
          <span className="text-sm text-muted-foreground">
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, subject: </span>
            {hit.subject}
          </span>
        ) : null
      }
      at={hit.createdAt}
      timeClassName="text-muted-foreground"
      data-testid="message-hit"
    >
      <Link
        href={hit.href}
        className='line-clamp-2 text-sm wrap-anywhere outline-none after:absolute after:inset-0 after:content-[""] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring'
        data-testid="message-hit-link"
      >
        <span className="sr-only">{hit.mine ? `You to ${name}` : `${name} to you`}: </span>
        <span aria-hidden="true" className="text-muted-foreground">
          {hit.mine ? 'You: ' : ''}
        </span>
        <SnippetText snippet={hit.snippet} />
      </Link>
    </ConversationRowFrame>
  );
}

/** How many hits the screen holds, for screen readers: more may be a page away. */
function countText(count: number, more: boolean) {
  if (more) return `More than ${count} messages match`;
  return count === 1 ? '1 message matches' : `${count} messages match`;
}

/**
 * The viewer's messages matching `q`, newest first, in place of the conversations: each
 * with the other member, the words around the match marked, and when it was sent;
 * choosing one opens its thread at the message.
 */
export function MessageSearchResults({ q }: { q: string }) {
  const search = useMessageSearch(q);
  const hits = search.data ?? [];
  // While the next search's answer comes, the previous one stays, marked busy.
  const stale = search.isPlaceholderData;

  return (
    <section aria-label="Search results" aria-busy={stale || undefined}>
      <p className="sr-only" role="status">
        {search.isSuccess && !stale ? countText(hits.length, search.hasNextPage) : ''}
      </p>
      <QueryStates
        query={search}
        loading={<InboxSkeleton />}
        error="Failed to search messages"
        isEmpty={hits.length === 0}
        empty={
          <EmptyState
            icon={<SearchX className="size-10 text-muted-foreground" aria-hidden="true" />}
            title={`No messages match “${q}”`}
          />
        }
      >
        {() => (
          <>
            <ul
              className="divide-y overflow-hidden rounded-xl border bg-card shadow-sm"
              aria-label={`Messages matching “${q}”`}
            >
              {hits.map((hit) => (
                <li key={hit.id}>
                  <HitRow hit={hit} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasMore={search.hasNextPage}
              loading={search.isFetchingNextPage}
              onLoadMore={() => void search.fetchNextPage()}
              label="Load more messages"
            />
          </>
        )}
      </QueryStates>
    </section>
  );
}
