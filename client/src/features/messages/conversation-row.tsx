import { Link } from 'wouter';
import { cn } from '@/lib/utils';
import type { Conversation } from './api';
import { conversationLabel, conversationTitle } from './conversation-names';
import { ConversationRowFrame } from './conversation-row-frame';

/**
 * One inbox row: who the conversation is with (a group by its name or its members' first
 * names, issue 37), its subject, its last message, and how many are unread.
 */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const unread = conversation.unreadCount > 0;
  const subject = conversation.subject || 'No subject';
  // The row opens the thread (its link stretches over the whole row); in a two-person
  // conversation the other member's name and avatar open their profile, above that link.
  return (
    <ConversationRowFrame
      people={conversation}
      title={conversationTitle(conversation)}
      nameClassName={unread ? 'font-bold' : 'font-medium'}
      at={conversation.lastMessageAt}
      timeClassName={unread ? 'font-semibold text-foreground' : 'text-muted-foreground'}
      className={cn(unread && 'bg-accent/50')}
      data-testid="conversation"
      data-unread={unread || undefined}
      data-group={conversation.isGroup || undefined}
    >
      <Link
        href={`/messages/${conversation.id}`}
        className={cn(
          'truncate text-sm outline-none after:absolute after:inset-0 after:content-[""] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring',
          unread ? 'font-semibold' : 'text-foreground',
        )}
        data-testid="conversation-link"
      >
        <span className="sr-only">{conversationLabel(conversation)}: </span>
        {subject}
      </Link>
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
    </ConversationRowFrame>
  );
}
