import { PartyPopper, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { CalendarEvent } from './api';
import { eventWhen } from './calendar-dates';
import { attendanceText, FullBadge, SEAT_OPENED } from './event-attendance';
import { EventPlace } from './event-place';
import { LocalTime } from './local-time';

/** The member's own RSVP, after the count: going, their waiting place, or ended. */
function RsvpMark({ event }: { event: CalendarEvent }) {
  const mark = event.isAttending
    ? 'Going'
    : event.waitingPosition !== null
      ? `Waiting list #${event.waitingPosition}`
      : null;
  return mark ? <span className="font-medium text-foreground">· {mark}</span> : null;
}

/** One event as a button in a list: opens the edit dialog (own) or the read-only view. */
function EventRow({ event, onOpen }: { event: CalendarEvent; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full grid-cols-1 gap-1 rounded-lg border border-l-4 border-l-gold bg-card p-3 text-left transition-colors hover:bg-accent"
        data-testid="event-row"
      >
        <span className="flex items-start justify-between gap-2">
          <span className="font-semibold wrap-anywhere">{event.title}</span>
          {event.isFull ? <FullBadge /> : null}
        </span>
        <span className="text-sm text-muted-foreground">
          {eventWhen(event)} <LocalTime event={event} />
        </span>
        <span className="flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <EventPlace event={event} />
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            {attendanceText(event)}
            <RsvpMark event={event} />
          </span>
        </span>
        {event.seatOpened ? (
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-gold px-2 py-0.5 text-xs font-semibold text-ink">
            <PartyPopper className="size-3.5" aria-hidden="true" />
            {SEAT_OPENED}
          </span>
        ) : null}
      </button>
    </li>
  );
}

/** A titled list of events with its loading, error and empty states. */
export function EventList({
  label,
  events,
  isLoading,
  isError,
  empty,
  onOpen,
  className,
}: {
  label: string;
  events: CalendarEvent[] | undefined;
  isLoading: boolean;
  isError: boolean;
  empty: ReactNode;
  onOpen: (event: CalendarEvent) => void;
  className?: string;
}) {
  if (isLoading) {
    return (
      <div className={cn('grid gap-2', className)} aria-busy="true">
        <span className="sr-only">Loading events</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className={cn('text-sm text-destructive-text', className)}>
        Failed to fetch events
      </p>
    );
  }
  if (!events || events.length === 0) {
    return <p className={cn('text-sm text-muted-foreground', className)}>{empty}</p>;
  }
  return (
    <ul className={cn('grid grid-cols-1 gap-2', className)} aria-label={label}>
      {events.map((event) => (
        <EventRow key={event.id} event={event} onOpen={() => onOpen(event)} />
      ))}
    </ul>
  );
}
