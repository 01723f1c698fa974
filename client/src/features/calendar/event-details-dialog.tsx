import { CalendarClock } from 'lucide-react';
import { LinkifiedText } from '@/components/linkified-text';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { displayName, userInitials } from '@/lib/names';
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

          <div className="flex items-center gap-3">
            <Avatar className="size-9">
              {event.creator.profileImageUrl ? (
                <AvatarImage src={event.creator.profileImageUrl} alt="" />
              ) : null}
              <AvatarFallback>{userInitials(event.creator)}</AvatarFallback>
            </Avatar>
            <p className="text-sm">
              <span className="text-muted-foreground">Organized by </span>
              <span className="font-medium">{displayName(event.creator)}</span>
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
