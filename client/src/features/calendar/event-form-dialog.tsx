import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SubmitButton, useServerIssues } from '@/components/form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { zodResolver } from '@/lib/zod-resolver';
import { type CalendarEvent, type EventPayload, useDeleteEvent, useSaveEvent } from './api';
import { EventAttendance } from './event-attendance';
import { type EventFields, eventDialogSchema, eventToFields, newEventFields } from './event-form';
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
export function EventFormDialog({
  open,
  onOpenChange,
  event,
  day,
  onCloseAutoFocus,
}: EventFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted per opening, so each one starts from the event (or a blank form). */}
      {open ? (
        <EventFormContent
          key={event?.id ?? 'new'}
          event={event}
          day={day}
          onClose={() => onOpenChange(false)}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      ) : null}
    </Dialog>
  );
}

const FIELD_NAMES = new Set<keyof EventFields>([
  'title',
  'description',
  'startDate',
  'endDate',
  'location',
  'meetingUrl',
  'maxAttendees',
]);

function EventFormContent({
  event,
  day,
  onClose,
  onCloseAutoFocus,
}: {
  event: CalendarEvent | null;
  day: Date;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const ids = useId();
  const save = useSaveEvent(event?.id ?? null);
  const remove = useDeleteEvent();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<EventFields, unknown, EventPayload>({
    resolver: zodResolver(eventDialogSchema),
    defaultValues: event ? eventToFields(event) : newEventFields(day),
  });
  const showServerIssues = useServerIssues(form.setError, FIELD_NAMES);
  const { errors } = form.formState;
  const isVirtual = useWatch({ control: form.control, name: 'isVirtual' });
  const location = useWatch({ control: form.control, name: 'location' });
  const busy = save.isPending || remove.isPending;

  const onSubmit = form.handleSubmit((payload) =>
    save.mutate(payload, {
      onSuccess: () => {
        toast({ title: event ? 'Event updated successfully' : 'Event created successfully' });
        onClose();
      },
      onError: showServerIssues,
    }),
  );

  const confirmDelete = () => {
    if (!event) return;
    remove.mutate(event.id, {
      onSuccess: () => {
        toast({ title: 'Event deleted successfully' });
        setConfirmingDelete(false);
        onClose();
      },
      onError: (error) => {
        setConfirmingDelete(false);
        handleMutationError(error);
      },
    });
  };

  // While saving, the dialog stays put.
  const keepOpenWhileBusy = (e: Event) => {
    if (busy) e.preventDefault();
  };

  const field = (name: keyof EventFields) => `${ids}-${name}`;
  return (
    <DialogContent
      className="max-w-xl"
      onEscapeKeyDown={keepOpenWhileBusy}
      onPointerDownOutside={keepOpenWhileBusy}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogHeader>
        <DialogTitle>{event ? 'Edit Event' : 'Create New Event'}</DialogTitle>
        <DialogDescription>
          {event
            ? 'Change the details members see. Attendees keep their seats.'
            : 'Invite the community: members see it on the calendar and can attend.'}
        </DialogDescription>
      </DialogHeader>

      {event ? <EventAttendance event={event} /> : null}

      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          id={field('title')}
          label="Title"
          required
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="grid gap-2">
          <Label htmlFor={field('description')}>Description</Label>
          <Textarea
            id={field('description')}
            rows={3}
            aria-invalid={errors.description ? true : undefined}
            {...form.register('description')}
          />
          {errors.description?.message ? (
            <p className="text-sm font-medium text-destructive-text">
              {errors.description.message}
            </p>
          ) : null}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={field('startDate')}
            label="Start"
            type="datetime-local"
            className="content-start"
            required
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <TextField
            id={field('endDate')}
            label="End"
            type="datetime-local"
            className="content-start"
            hint="Optional"
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
        </div>

        <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
          <div className="grid gap-1">
            <Label htmlFor={field('isVirtual')}>Virtual event</Label>
            <p id={`${field('isVirtual')}-hint`} className="text-xs text-muted-foreground">
              Members join online through a meeting link.
            </p>
          </div>
          <Controller
            control={form.control}
            name="isVirtual"
            render={({ field: f }) => (
              <Switch
                id={field('isVirtual')}
                checked={f.value}
                onCheckedChange={f.onChange}
                onBlur={f.onBlur}
                ref={f.ref}
                aria-describedby={`${field('isVirtual')}-hint`}
              />
            )}
          />
        </div>

        {isVirtual ? (
          <TextField
            key="meetingUrl"
            id={field('meetingUrl')}
            label="Meeting URL"
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="url"
            error={errors.meetingUrl?.message}
            {...form.register('meetingUrl')}
          />
        ) : (
          <div className="grid gap-2">
            <TextField
              key="location"
              id={field('location')}
              label="Location"
              placeholder="Venue and street address"
              autoComplete="street-address"
              error={errors.location?.message}
              {...form.register('location')}
            />
            {location?.trim() ? <LocationPreview address={location.trim()} /> : null}
          </div>
        )}

        <TextField
          id={field('maxAttendees')}
          label="Max attendees"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Leave empty for no limit."
          error={errors.maxAttendees?.message}
          {...form.register('maxAttendees')}
        />

        <DialogFooter className="pt-2 sm:justify-between">
          {event ? (
            <Button
              type="button"
              variant="outline"
              className="text-destructive-text"
              onClick={() => setConfirmingDelete(true)}
              disabled={busy}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton pending={save.isPending} pendingLabel="Saving..." disabled={busy}>
              {event ? 'Save Changes' : 'Create Event'}
            </SubmitButton>
          </div>
        </DialogFooter>
      </form>

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
    </DialogContent>
  );
}
