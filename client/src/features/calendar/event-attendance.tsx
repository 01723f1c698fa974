import { CalendarPlus, Check, Clock, Link2, PartyPopper, UserMinus, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MemberLink } from '@/components/member-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { displayName } from '@/lib/names';
import {
  type CalendarEvent,
  type EventPerson,
  eventIcsUrl,
  eventPermalink,
  useAttendance,
  useDismissSeatOpened,
} from './api';
import { hasEnded } from './calendar-dates';
import { AttendeesPanel } from './event-attendees';

/** "12 attending", with the seats when the event has a limit, and who is waiting. */
export function attendanceText(
  event: Pick<CalendarEvent, 'attendeeCount' | 'maxAttendees' | 'waitingCount'>,
) {
  const { attendeeCount: n, maxAttendees: max, waitingCount: waiting } = event;
  const going = max === null ? `${n} attending` : `${n} of ${max} attending`;
  return waiting > 0 ? `${going} · ${waiting} waiting` : going;
}

/** "You're on the waiting list (#2)". */
export const waitingText = (position: number) => `You're on the waiting list (#${position})`;
export const SEAT_OPENED = "A seat opened up — you're going";

export function FullBadge() {
  return <Badge className="border-destructive-text text-destructive-text">Full</Badge>;
}

/** The first members to RSVP as overlapping faces, then "+n" for the rest. */
export function AttendeeFaces({ people, total }: { people: EventPerson[]; total: number }) {
  if (people.length === 0) return null;
  const more = total - people.length;
  return (
    <ul className="flex items-center -space-x-1.5" aria-label="Attendees">
      {people.map((person) => (
        <li key={person.id} title={displayName(person)} className="flex">
          <MemberLink
            member={person}
            show="avatar"
            avatarClassName="size-8 ring-2 ring-card"
            fallbackClassName="text-xs"
          />
        </li>
      ))}
      {more > 0 ? (
        <li className="flex size-8 items-center justify-center rounded-full bg-muted text-xs font-semibold ring-2 ring-card">
          +{more}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * "A seat opened up — you're going", shown once: the event answer says the member was
 * promoted from the waiting list and has not seen it; opening the event tells the server
 * it has been seen, while this opening keeps showing it (decision 008).
 */
function useSeatOpenedOnce(event: CalendarEvent) {
  const [shown, setShown] = useState(event.seatOpened);
  const dismiss = useDismissSeatOpened(event.id);
  const sent = useRef(false);
  // Also when the seat opens while the dialog is open (a refetch brings the news).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    if (!event.seatOpened || sent.current) return;
    sent.current = true;
    setShown(true);
    dismiss.mutate();
  }, [event.seatOpened]);
  return shown && event.isAttending;
}

/** What the member's own RSVP is, in words, with its icon. */
function StatusLine({ event, seatOpened }: { event: CalendarEvent; seatOpened: boolean }) {
  if (hasEnded(event)) {
    return <p className="text-sm font-medium">This event has ended</p>;
  }
  if (event.isAttending) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="rsvp-status">
        {seatOpened ? (
          <PartyPopper className="size-4 shrink-0 text-gold-text" aria-hidden="true" />
        ) : (
          <Check className="size-4 shrink-0" aria-hidden="true" />
        )}
        {seatOpened ? SEAT_OPENED : "You're going"}
      </p>
    );
  }
  if (event.waitingPosition !== null) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="rsvp-status">
        <Clock className="size-4 shrink-0" aria-hidden="true" />
        {waitingText(event.waitingPosition)}
      </p>
    );
  }
  if (event.isFull) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="rsvp-status">
        This event is full. Join the waiting list and you'll get the next free seat.
      </p>
    );
  }
  return null;
}

/**
 * Who is going and the member's own RSVP: faces, count, 'Full', Attend / Join waiting list
 * / Cancel attendance / Leave waiting list, Add to calendar (.ics), Copy link, and for the
 * organiser the attendee and waiting lists with the CSV export. Used by both the read-only
 * view and the organiser's edit dialog, since an organiser attends like anyone (spec-notes).
 * An event that has ended is read-only: no attend or cancel.
 */
export function EventAttendance({ event }: { event: CalendarEvent }) {
  const attendance = useAttendance(event.id);
  const ended = hasEnded(event);
  const waiting = event.waitingPosition !== null;
  const holding = event.isAttending || waiting;
  const seatOpened = useSeatOpenedOnce(event);

  const toggle = () =>
    attendance.mutate(!holding, {
      onSuccess: (answer) => {
        const title = answer
          ? answer.waitingPosition !== null
            ? waitingText(answer.waitingPosition)
            : "You're attending"
          : waiting
            ? 'You left the waiting list'
            : 'Attendance cancelled';
        toast({ title, description: event.title });
      },
      onError: handleMutationError,
    });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(eventPermalink(event.id));
      toast({ title: 'Link copied', description: 'Event link copied to clipboard' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Could not copy the link: ${eventPermalink(event.id)}`,
      });
    }
  };

  const label = event.isAttending
    ? 'Cancel attendance'
    : waiting
      ? 'Leave waiting list'
      : event.isFull
        ? 'Join waiting list'
        : 'Attend';
  const Icon = event.isAttending ? UserMinus : waiting ? UserMinus : UserPlus;

  return (
    <section aria-label="Attendance" className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <AttendeeFaces people={event.attendeePreview} total={event.attendeeCount} />
        <p className="text-sm font-medium" data-testid="attendee-count">
          {attendanceText(event)}
        </p>
        {event.isFull ? <FullBadge /> : null}
      </div>
      <div role="status" className="empty:hidden">
        <StatusLine event={event} seatOpened={seatOpened} />
      </div>
      <div className="flex flex-wrap gap-2">
        {ended ? null : (
          <Button
            type="button"
            variant={holding ? 'outline' : 'default'}
            onClick={toggle}
            disabled={attendance.isPending}
          >
            {attendance.isPending ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <Icon aria-hidden="true" />
            )}
            {label}
          </Button>
        )}
        <Button asChild variant="outline">
          <a href={eventIcsUrl(event.id)} download>
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={copyLink}>
          <Link2 aria-hidden="true" />
          Copy link
        </Button>
      </div>
      {event.canSeeAttendees ? <AttendeesPanel event={event} /> : null}
    </section>
  );
}
