import { CalendarClock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { DeleteWithReasonDialog } from '@/components/delete-with-reason-dialog';
import { FormattedText } from '@/components/formatted-text';
import { MemberLink } from '@/components/member-link';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { BookmarkButton } from '@/features/bookmarks';
import { HiddenMark, ModerateMenu, ReportButton } from '@/features/reports';
import { authorName } from '@/lib/names';
import { type CalendarEvent, useDeleteEvent } from './api';
import { eventWhen, hasEnded } from './calendar-dates';
import { EventAttendance } from './event-attendance';
import { EventPlace, LocationPreview } from './event-place';
import { LocalTime } from './local-time';

/**
 * An event as members see it (decision 001): what, when, where, who organises it, who is
 * going, and the member's own Attend / Cancel attendance. Its organiser sees the same, with
 * Edit Event as an action (issue 37). Staff hide someone else's or delete it with a reason
 * from its Moderate menu (decisions 021, 022).
 */
export function EventDetailsDialog({
  event,
  onOpenChange,
  onEdit,
  onCloseAutoFocus,
}: {
  /** Open while `event` is set (the calendar's lazy loader reads it). */
  open: boolean;
  event: CalendarEvent | null;
  onOpenChange: (open: boolean) => void;
  /** Offered to whoever may edit it (its organiser): opens the edit dialog. */
  onEdit?: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={event !== null} onOpenChange={onOpenChange}>
      {event ? (
        <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
          <DialogHeader>
            <DialogTitle className="text-xl">{event.title}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-x-1.5">
              <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
              {eventWhen(event)}
              <LocalTime event={event} />
            </DialogDescription>
          </DialogHeader>

          <div className="flex min-w-0 items-center gap-3">
            <MemberLink member={event.creator} show="avatar" decorative avatarClassName="size-9" />
            <p className="min-w-0 text-sm">
              <span className="text-muted-foreground">Organized by </span>
              <MemberLink member={event.creator} className="inline font-medium" />
            </p>
          </div>
          {event.creator.former && !hasEnded(event) ? (
            // Decision 022: a removed organiser's event stays, RSVPs and all; nobody is
            // left to run it, and the people going should know before they set out.
            <p className="rounded-md border bg-muted/50 p-3 text-sm">
              The organizer has left the community, so this event may not go ahead as planned.
            </p>
          ) : null}

          {event.isVirtual ? (
            <p className="text-sm">
              <EventPlace event={event} withLink />
            </p>
          ) : event.location ? (
            <LocationPreview address={event.location} />
          ) : null}

          {event.description ? (
            <FormattedText text={event.description} className="text-sm leading-relaxed" />
          ) : null}

          <EventAttendance event={event} />
          {event.hidden ? (
            <HiddenMark itemType="event" itemId={event.id} canUnhide={event.deleteNeedsReason} />
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            {onEdit ? (
              <Button type="button" size="sm" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                Edit Event
              </Button>
            ) : null}
            <BookmarkButton kind="event" id={event.id} item={event.title} />
            {event.canReport ? (
              <ReportButton
                itemType="event"
                itemId={event.id}
                what="this event"
                label={`Report ${event.title}`}
              />
            ) : null}
          </div>
          <StaffActions event={event} onDeleted={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/**
 * Staff's Moderate menu, as on every kind of item: Hide from members (decision 021) and
 * Delete… with a reason (decision 022: `canDelete` on someone else's event).
 */
function StaffActions({ event, onDeleted }: { event: CalendarEvent; onDeleted: () => void }) {
  const remove = useDeleteEvent();
  const [deleting, setDeleting] = useState(false);
  const staff = event.deleteNeedsReason;
  // The organiser deletes their own from its edit dialog, with no reason to give.
  if (event.mine || (!staff && !event.canDelete)) return null;
  return (
    <div className="flex justify-end border-t pt-4">
      <ModerateMenu
        hide={staff && !event.hidden ? { itemType: 'event', itemId: event.id } : undefined}
        onDelete={event.canDelete ? () => setDeleting(true) : undefined}
      />
      {deleting ? (
        <DeleteWithReasonDialog
          id={event.id}
          title="Delete this event?"
          description={`“${event.title}” by ${authorName(event.creator)} leaves the calendar, with its RSVPs. This cannot be undone.`}
          mutation={remove}
          successToast="Event deleted successfully"
          onDeleted={() => {
            setDeleting(false);
            onDeleted();
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </div>
  );
}
