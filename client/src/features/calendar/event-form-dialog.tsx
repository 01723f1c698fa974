import { Trash2 } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormSwitchField, FormTextField } from '@/components/fields/form-fields';
import { TimeZoneList } from '@/components/fields/time-zone-list';
import { FormDialog } from '@/components/form-dialog';
import { FormMarkdownField } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { useConfig } from '@/lib/config';
import { handleMutationError } from '@/lib/errors';
import { zoneLabel } from '@/lib/zone-label';
import { fromZonedInputValue } from '@/lib/zoned-time';
import { type CalendarEvent, useDeleteEvent, useSaveEvent } from './api';
import { EventAttendance } from './event-attendance';
import {
  chosenZone,
  type EventFields,
  eventDialogSchema,
  eventToFields,
  newEventFields,
} from './event-form';
import { LocationPreview } from './event-place';

interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; null creates one on `day`. */
  event: CalendarEvent | null;
  day: Date;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The event dialog in create or edit mode (spec §2, §4): the organiser's own events. */
export function EventFormDialog({ open, onOpenChange, ...props }: EventFormDialogProps) {
  // Mounted per opening, so each one starts from the event (or a blank form).
  return open ? (
    <EventForm key={props.event?.id ?? 'new'} {...props} onClose={() => onOpenChange(false)} />
  ) : null;
}

/**
 * After a delete the row that opened the dialog is gone: the focus goes to the day's
 * first remaining event, else to Add Event. Run after the dialogs' own focus returns.
 */
function focusCalendarAfterDelete() {
  setTimeout(() => {
    const day = document.querySelector('[aria-labelledby="day-heading"]');
    const row = day?.querySelector<HTMLElement>('[data-testid="event-row"]');
    const add = [...document.querySelectorAll<HTMLButtonElement>('main button')].find(
      (b) => b.textContent?.trim() === 'Add Event',
    );
    (row ?? add)?.focus();
  }, 0);
}

const FIELD_NAMES = new Set<keyof EventFields>([
  'title',
  'description',
  'startDate',
  'endDate',
  'location',
  'meetingUrl',
  'maxAttendees',
  'timeZone',
  'attending',
]);

function EventForm({
  event,
  day,
  onClose,
  onCloseAutoFocus,
}: Omit<EventFormDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const save = useSaveEvent(event?.id ?? null);
  const remove = useDeleteEvent();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const deleted = useRef(false);
  const zonesId = useId();
  // An event's times are its time zone's (its own, else the community's): typed, shown and
  // kept there.
  const { config } = useConfig();
  const community = config.timeZone;
  const schema = useMemo(() => eventDialogSchema(community), [community]);
  const { form, dialog } = useMutationForm({
    onDismiss: onClose,
    schema,
    defaultValues: event ? eventToFields(event) : newEventFields(day, community),
    fields: FIELD_NAMES,
    mutation: save,
    draftKey: event ? `event:${event.id}` : 'event:new',
    onSuccess: () => {
      toast({ title: event ? 'Event updated successfully' : 'Event created successfully' });
      onClose();
    },
  });
  const { control } = form;
  const isVirtual = useWatch({ control, name: 'isVirtual' });
  const location = useWatch({ control, name: 'location' });
  const startValue = useWatch({ control, name: 'startDate' });
  const timeZone = chosenZone(useWatch({ control, name: 'timeZone' }), community);
  const zone = zoneLabel(timeZone, fromZonedInputValue(startValue, timeZone) ?? new Date());

  const confirmDelete = () => {
    if (!event) return;
    remove.mutate(
      { id: event.id },
      {
        onSuccess: () => {
          toast({ title: 'Event deleted successfully' });
          deleted.current = true;
          setConfirmingDelete(false);
          onClose();
        },
        onError: (error) => {
          setConfirmingDelete(false);
          handleMutationError(error);
        },
      },
    );
  };

  return (
    <FormDialog
      className="max-w-xl"
      title={event ? 'Edit Event' : 'Create New Event'}
      description={
        event
          ? 'Change the details members see. Attendees keep their seats.'
          : 'Invite the community: members see it on the calendar and can attend.'
      }
      intro={event ? <EventAttendance event={event} /> : null}
      {...dialog}
      onCloseAutoFocus={(focusEvent) => {
        if (!deleted.current) return onCloseAutoFocus?.(focusEvent);
        focusEvent.preventDefault();
        focusCalendarAfterDelete();
      }}
      busy={remove.isPending}
      pendingLabel="Saving..."
      submitLabel={event ? 'Save Changes' : 'Create Event'}
      footerStart={
        event?.canDelete ? (
          <Button
            type="button"
            variant="outline"
            className="text-destructive-text"
            onClick={() => setConfirmingDelete(true)}
            disabled={save.isPending || remove.isPending}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null
      }
      outro={
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={(open) => {
            if (!open) setConfirmingDelete(false);
          }}
          pending={remove.isPending}
          title="Delete this event?"
          description={
            <>
              Are you sure you want to delete this event? It leaves the calendar for everyone
              {event && event.attendeeCount > 0
                ? `, including the ${event.attendeeCount} ${event.attendeeCount === 1 ? 'member' : 'members'} attending`
                : ''}
              .
            </>
          }
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          onConfirm={confirmDelete}
        />
      }
    >
      <FormTextField control={control} name="title" label="Title" required autoComplete="off" />
      <FormMarkdownField
        control={control}
        name="description"
        mentions={false}
        label="Description"
        rows={3}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="startDate"
          label="Start"
          type="datetime-local"
          className="content-start"
          hint={`In ${zone}`}
          required
        />
        <FormTextField
          control={control}
          name="endDate"
          label="End"
          type="datetime-local"
          className="content-start"
          hint="Optional"
        />
      </div>
      <FormTextField
        control={control}
        name="timeZone"
        label="Time zone"
        list={zonesId}
        autoComplete="off"
        spellCheck={false}
        hint="Where it is hosted: Start and End are on this clock (e.g. Europe/London)."
      />
      <TimeZoneList id={zonesId} />

      <FormSwitchField
        control={control}
        name="isVirtual"
        label="Virtual event"
        hint="Members join online through a meeting link."
      />

      {isVirtual ? (
        <FormTextField
          key="meetingUrl"
          control={control}
          name="meetingUrl"
          label="Meeting URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          autoComplete="url"
        />
      ) : (
        <div className="grid gap-2">
          <FormTextField
            key="location"
            control={control}
            name="location"
            label="Location"
            placeholder="Venue and street address"
            autoComplete="street-address"
          />
          {location?.trim() ? <LocationPreview address={location.trim()} /> : null}
        </div>
      )}

      <FormTextField
        control={control}
        name="maxAttendees"
        label="Max attendees"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        hint="Leave empty for no limit."
      />
      {event ? null : (
        <FormSwitchField
          control={control}
          name="attending"
          label="I'm attending"
          hint="You take one of the seats; you can cancel your RSVP later."
        />
      )}
    </FormDialog>
  );
}
