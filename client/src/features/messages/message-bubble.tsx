import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { EditedMark } from '@/components/edited-mark';
import { FormattedText } from '@/components/formatted-text';
import { lazyForm } from '@/components/lazy-form';
import { MemberAvatarImage } from '@/components/member-link';
import { Button } from '@/components/ui/button';
import { ReactionBar } from '@/features/reactions';
import { HiddenMark, ReportButton } from '@/features/reports';
import { anchorId } from '@/hooks/use-hash-anchor';
import { relativeTime } from '@/lib/dates';
import { preloadOnIntent } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import { type DirectMessage, messageReactionCache } from './api';
import { absoluteTime, clockTime } from './times';

// The edit form opens on Edit, so its code downloads when the member reaches for it.
const EditMessageForm = lazyForm(() =>
  import('./edit-message-form').then((m) => m.EditMessageForm),
);

/**
 * One message in a thread: the viewer's on the right in gold, others' on the left, with
 * its reactions, time, and Edit (the viewer's) or Report (others'). In a group (issue
 * 37) the first of someone's messages in a row shows who sent it, face and name.
 */
export function MessageBubble({
  threadId,
  message,
  senderName,
  showSender,
}: {
  threadId: number;
  message: DirectMessage;
  /** Who sent it, as screen readers hear before each message. */
  senderName: string;
  /** Show the sender's face and name above it (a group's first message of a run). */
  showSender: boolean;
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
      {showSender && !mine ? (
        // Seen, not heard: the bubble's own "Name: " says it to screen readers.
        <div
          aria-hidden="true"
          className="flex max-w-full items-center gap-2 px-1 text-xs font-medium text-muted-foreground"
        >
          <MemberAvatarImage
            member={message.sender}
            className="size-6"
            fallbackClassName="text-[10px]"
          />
          <span className="truncate" data-testid="message-sender">
            {senderName}
          </span>
        </div>
      ) : null}
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
          {...preloadOnIntent(EditMessageForm.preload)}
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
