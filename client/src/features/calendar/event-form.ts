import { eventFormSchema } from '@shared/contracts/events';
import { addHours, isToday, setHours, startOfHour, startOfMinute } from 'date-fns';
import { z } from 'zod';
import type { CalendarEvent, EventPayload } from './api';
import { toInputValue } from './calendar-dates';

/**
 * What the dialog's inputs hold: strings, as HTML inputs do. The schema turns them into
 * the API's payload, then checks it with the shared event rules, so the dialog and the
 * server refuse the same input with the same words.
 */
const fieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isVirtual: z.boolean(),
  location: z.string(),
  meetingUrl: z.string(),
  maxAttendees: z.string(),
});
export type EventFields = z.infer<typeof fieldsSchema>;

/** `datetime-local` values are the viewer's local time; `new Date` reads them as such. */
const instant = (value: string) => (value ? new Date(value) : undefined);

const toPayload = (v: EventFields) => ({
  title: v.title,
  description: v.description,
  startDate: instant(v.startDate),
  endDate: instant(v.endDate) ?? null,
  isVirtual: v.isVirtual,
  // The switch shows one of the two fields; the hidden one is not sent.
  location: v.isVirtual ? null : v.location,
  meetingUrl: v.isVirtual ? v.meetingUrl : null,
  maxAttendees: v.maxAttendees.trim() === '' ? null : Number(v.maxAttendees),
});

// The cast only restates the shared schema's types for what the transform hands it.
const sharedRules = eventFormSchema as unknown as z.ZodType<
  EventPayload,
  ReturnType<typeof toPayload>
>;
export const eventDialogSchema = fieldsSchema.transform(toPayload).pipe(sharedRules);

/** A new event on the chosen day: 6 PM, or the next whole hour when that has passed today. */
export function newEventFields(day: Date, now = new Date()): EventFields {
  let start = setHours(startOfHour(day), 18);
  if (isToday(day) && start <= now) start = startOfMinute(addHours(startOfHour(now), 1));
  return {
    title: '',
    description: '',
    startDate: toInputValue(start),
    endDate: toInputValue(addHours(start, 2)),
    isVirtual: false,
    location: '',
    meetingUrl: '',
    maxAttendees: '',
  };
}

export function eventToFields(event: CalendarEvent): EventFields {
  return {
    title: event.title,
    description: event.description ?? '',
    startDate: toInputValue(new Date(event.startDate)),
    endDate: toInputValue(event.endDate ? new Date(event.endDate) : null),
    isVirtual: event.isVirtual,
    location: event.location ?? '',
    meetingUrl: event.meetingUrl ?? '',
    maxAttendees: event.maxAttendees === null ? '' : String(event.maxAttendees),
  };
}
