import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { SnippetText } from '@/components/snippet-text';
import { displayName } from '@/lib/names';
import {
  type Conversation,
  type MessageSearchHit,
  useConversations,
  useMessageSearch,
} from './api';
import {
  type ConversationPeople,
  conversationTitle,
  firstNames,
  NO_ONE_ELSE,
  shortName,
} from './conversation-names';
import { ConversationRowFrame } from './conversation-row-frame';
import { InboxSkeleton } from './inbox-skeleton';

/**
 * Who a hit's conversation is with. A hit names only the first other member; a group's
 * other members come from its inbox row, which the inbox under the search has loaded.
 */
function hitPeople(hit: MessageSearchHit, row: Conversation | undefined): ConversationPeople {
  if (row) return row;
  const members = hit.otherMember ? [hit.otherMember] : [];
  return { name: hit.name, isGroup: hit.isGroup, members, otherMember: hit.otherMember };
}

/** What the hit's conversation is called; an unnamed group not in the inbox yet, in part. */
function hitTitle(hit: MessageSearchHit, row: Conversation | undefined): string {
  if (row || !hit.isGroup || hit.name?.trim()) return conversationTitle(hitPeople(hit, row));
  return hit.otherMember ? `${firstNames([hit.otherMember])} and others` : NO_ONE_ELSE;
}

function HitRow({ hit, row }: { hit: MessageSearchHit; row: Conversation | undefined }) {
  const name = hitTitle(hit, row);
  const from = hit.isGroup
    ? `${hit.mine ? 'You' : displayName(hit.sender)} in ${name}`
    : hit.mine
      ? `You to ${name}`
      : `${name} to you`;
  // As a conversation row: the link to the message stretches over the row; the other
  // member's name and avatar open their profile, above it (a group's: its faces).
  return (
    <ConversationRowFrame
      people={hitPeople(hit, row)}
      title={name}
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
        <span className="sr-only">{from}: </span>
        <span aria-hidden="true" className="text-muted-foreground">
          {hit.mine ? 'You: ' : hit.isGroup ? `${shortName(hit.sender)}: ` : ''}
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
  // The inbox's rows, for the groups' members (the page has them loaded already).
  const inbox = useConversations().data;
  const rows = new Map(inbox?.map((row) => [row.id, row]));
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
                  <HitRow hit={hit} row={rows.get(hit.threadId)} />
                </li>
              ))}
            </ul>
            <LoadMore pages={search} label="Load more messages" />
          </>
        )}
      </QueryStates>
    </section>
  );
}
