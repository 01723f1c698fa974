import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MemberAvatarImage } from '@/components/member-link';
import { dateTimeText, relativeTime } from '@/lib/dates';
import { cn } from '@/lib/utils';
import type { NotificationEntry } from './api';
import { entryHeadline } from './entry-text';

/** Marks the links arrow keys move between (the bell's panel). */
export const ENTRY_LINK = 'data-notification-link';

function EntryAvatar({ entry }: { entry: NotificationEntry }) {
  // Nobody acted (an event changed, a membership decided): the bell stands in for a face.
  if (!entry.actor) {
    return (
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <Bell className="size-5" />
      </span>
    );
  }
  return <MemberAvatarImage member={entry.actor} className="size-10" />;
}

/**
 * One notification: who (avatar), what and where (the headline, which opens it), an
 * excerpt and when. An unread one says so three ways: a gold dot, a bold headline and,
 * for screen readers, "Unread" before the headline. The headline's link stretches over
 * the whole row; `action` (the page's Mark as read) sits above it.
 */
export function NotificationItem({
  entry,
  onOpen,
  action,
  className,
}: {
  entry: NotificationEntry;
  /** The member opened it: mark it read (the link itself navigates). */
  onOpen: (entry: NotificationEntry) => void;
  action?: ReactNode;
  className?: string;
}) {
  const unread = !entry.read;
  return (
    <div
      data-testid="notification"
      data-unread={unread || undefined}
      className={cn(
        'relative flex items-start gap-3 transition-colors focus-within:bg-accent hover:bg-accent',
        unread && 'bg-accent/40',
        className,
      )}
    >
      <EntryAvatar entry={entry} />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          href={entry.href}
          onClick={() => onOpen(entry)}
          {...{ [ENTRY_LINK]: '' }}
          className={cn(
            'text-sm wrap-anywhere outline-none after:absolute after:inset-0 after:content-[""] focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-ring',
            unread ? 'font-semibold text-foreground' : 'text-foreground',
          )}
        >
          {/* The space outside the hidden word: inside, name computations drop it. */}
          {unread ? (
            <>
              <span className="sr-only">Unread:</span>{' '}
            </>
          ) : null}
          {entryHeadline(entry)}
        </Link>
        {entry.excerpt ? (
          <p className="line-clamp-2 text-sm wrap-anywhere text-muted-foreground">
            {entry.excerpt}
          </p>
        ) : null}
        <time
          dateTime={entry.updatedAt}
          title={dateTimeText(entry.updatedAt)}
          className="text-xs text-muted-foreground"
        >
          {relativeTime(entry.updatedAt)}
        </time>
      </div>
      {unread ? (
        <span
          aria-hidden="true"
          data-testid="unread-dot"
          className="mt-1.5 size-2.5 shrink-0 rounded-full bg-gold"
        />
      ) : null}
      {action}
    </div>
  );
}
