import { CalendarPlus, Check, UserPlus } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { displayName, userInitials } from '@/lib/names';
import { type CalendarEvent, type EventPerson, eventIcsUrl, useAttendance } from './api';
import { hasEnded } from './calendar-dates';

/** "12 attending", with the seats when the event has a limit. */
export function attendanceText(event: Pick<CalendarEvent, 'attendeeCount' | 'maxAttendees'>) {
  const { attendeeCount: n, maxAttendees: max } = event;
  return max === null ? `${n} attending` : `${n} of ${max} attending`;
}

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
        <li key={person.id} title={displayName(person)}>
          <Avatar className="size-8 ring-2 ring-card">
            {person.profileImageUrl ? (
              <AvatarImage src={person.profileImageUrl} alt={displayName(person)} />
            ) : null}
            <AvatarFallback className="text-xs">
              <span aria-hidden="true">{userInitials(person)}</span>
              <span className="sr-only">{displayName(person)}</span>
            </AvatarFallback>
          </Avatar>
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
 * Who is going and the member's own RSVP: faces, count, 'Full', Attend / Cancel
 * attendance, and Add to calendar (.ics). Used by both the read-only view and the
 * organiser's edit dialog, since an organiser attends like anyone (spec-notes).
 */
export function EventAttendance({ event }: { event: CalendarEvent }) {
  const attendance = useAttendance(event.id);
  const ended = hasEnded(event);
  const blocked = !event.isAttending && (event.isFull || ended);

  const toggle = () =>
    attendance.mutate(!event.isAttending, {
      onSuccess: () =>
        toast({
          title: event.isAttending ? 'Attendance cancelled' : "You're attending",
          description: event.title,
        }),
      onError: handleMutationError,
    });

  return (
    <section aria-label="Attendance" className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <AttendeeFaces people={event.attendeePreview} total={event.attendeeCount} />
        <p className="text-sm font-medium" data-testid="attendee-count">
          {attendanceText(event)}
        </p>
        {event.isFull ? <FullBadge /> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {ended && !event.isAttending ? (
          <p className="text-sm text-muted-foreground">This event has ended.</p>
        ) : (
          <Button
            type="button"
            variant={event.isAttending ? 'outline' : 'default'}
            onClick={toggle}
            disabled={attendance.isPending || blocked}
          >
            {attendance.isPending ? (
              <Spinner className="size-4 text-current" />
            ) : event.isAttending ? (
              <Check aria-hidden="true" />
            ) : (
              <UserPlus aria-hidden="true" />
            )}
            {event.isAttending ? 'Cancel attendance' : event.isFull ? 'Full' : 'Attend'}
          </Button>
        )}
        <Button asChild variant="outline">
          <a href={eventIcsUrl(event.id)} download>
            <CalendarPlus aria-hidden="true" />
            Add to calendar
          </a>
        </Button>
      </div>
    </section>
  );
}
