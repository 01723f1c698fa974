import { CalendarClock } from 'lucide-react';
import { LinkifiedText } from '@/components/linkified-text';
import { MemberLink } from '@/components/member-link';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { CalendarEvent } from './api';
import { eventWhen } from './calendar-dates';
import { EventAttendance } from './event-attendance';
import { EventPlace, LocationPreview } from './event-place';

/**
 * Another member's event, read-only (decision 001): what, when, where, who organises it,
 * who is going, and the member's own Attend / Cancel attendance.
 */
export function EventDetailsDialog({
  event,
  onOpenChange,
  onCloseAutoFocus,
}: {
  event: CalendarEvent | null;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={event !== null} onOpenChange={onOpenChange}>
      {event ? (
        <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle className="text-xl">{event.title}</DialogTitle>
            <DialogDescription className="flex items-center gap-1.5">
              <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
              {eventWhen(event)}
            </DialogDescription>
          </DialogHeader>

          <div className="flex min-w-0 items-center gap-3">
            <MemberLink member={event.creator} show="avatar" decorative avatarClassName="size-9" />
            <p className="min-w-0 text-sm">
              <span className="text-muted-foreground">Organized by </span>
              <MemberLink member={event.creator} className="inline font-medium" />
            </p>
          </div>

          {event.isVirtual ? (
            <p className="text-sm">
              <EventPlace event={event} withLink />
            </p>
          ) : event.location ? (
            <LocationPreview address={event.location} />
          ) : null}

          {event.description ? (
            <LinkifiedText text={event.description} className="text-sm leading-relaxed" />
          ) : null}

          <EventAttendance event={event} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
