import { isTimeZone, TIME_ZONE_INVALID } from '@shared/contracts/community';
import { eventFormSchema } from '@shared/contracts/events';
import { addHours, isSameDay } from 'date-fns';
import { z } from 'zod';
import { dayAt, fromZonedInputValue, toZonedInputValue, zonedDay } from '@/lib/zoned-time';
import type { CalendarEvent, EventPayload } from './api';

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
  timeZone: z.string().trim().refine(isTimeZone, TIME_ZONE_INVALID),
  /** A new event only: the organiser's own seat, pre-ticked (decision 065). */
  attending: z.boolean().optional(),
});
export type EventFields = z.infer<typeof fieldsSchema>;

/** A zone in its own spelling ("europe/london" → Europe/London). */
const canonicalZone = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;

/**
 * The zone the dialog's times are read in: the one chosen, or the community's while the
 * field holds no zone the browser knows (its own error says so).
 */
export const chosenZone = (typed: string, community: string) =>
  isTimeZone(typed.trim()) && typed.trim() !== '' ? canonicalZone(typed.trim()) : community;

/**
 * What the dialog sends, its times read on the clock of the event's time zone: 7 PM typed
 * in Tokyo is 7 PM in Houston for a Houston event, not 7 PM Tokyo time. The community's
 * zone is sent as none, so the event keeps following it if the admins change it.
 */
const toPayload = (v: EventFields, community: string) => {
  const timeZone = chosenZone(v.timeZone, community);
  return { ...payloadOf(v, timeZone), timeZone: timeZone === community ? null : timeZone };
};

const payloadOf = (v: EventFields, timeZone: string) => ({
  title: v.title,
  description: v.description,
  startDate: v.startDate ? fromZonedInputValue(v.startDate, timeZone) : undefined,
  endDate: (v.endDate ? fromZonedInputValue(v.endDate, timeZone) : undefined) ?? null,
  isVirtual: v.isVirtual,
  // The switch shows one of the two fields; the hidden one is not sent.
  location: v.isVirtual ? null : v.location,
  meetingUrl: v.isVirtual ? v.meetingUrl : null,
  maxAttendees: v.maxAttendees.trim() === '' ? null : Number(v.maxAttendees),
  attending: v.attending,
});

// The cast only restates the shared schema's types for what the transform hands it.
const sharedRules = eventFormSchema as unknown as z.ZodType<
  EventPayload,
  ReturnType<typeof toPayload>
>;
/** The dialog's rules; `community` is the community's zone, the one a new event takes. */
export const eventDialogSchema = (community: string) =>
  fieldsSchema.transform((v) => toPayload(v, community)).pipe(sharedRules);

/**
 * A new event on the chosen day: 6 PM in the event's time zone, or the next whole hour
 * there when that has passed today.
 */
export function newEventFields(day: Date, timeZone: string, now = new Date()): EventFields {
  let start = fromZonedInputValue(dayAt(day, 18), timeZone) ?? day;
  if (isSameDay(zonedDay(now, timeZone), day) && start <= now) {
    const thisHour = `${toZonedInputValue(now, timeZone).slice(0, 13)}:00`;
    start = addHours(fromZonedInputValue(thisHour, timeZone) ?? now, 1);
  }
  return {
    title: '',
    description: '',
    startDate: toZonedInputValue(start, timeZone),
    endDate: toZonedInputValue(addHours(start, 2), timeZone),
    isVirtual: false,
    location: '',
    meetingUrl: '',
    maxAttendees: '',
    timeZone,
    attending: true,
  };
}

export function eventToFields(event: CalendarEvent): EventFields {
  return {
    title: event.title,
    description: event.description ?? '',
    startDate: toZonedInputValue(new Date(event.startDate), event.timeZone),
    endDate: toZonedInputValue(event.endDate ? new Date(event.endDate) : null, event.timeZone),
    isVirtual: event.isVirtual,
    location: event.location ?? '',
    meetingUrl: event.meetingUrl ?? '',
    maxAttendees: event.maxAttendees === null ? '' : String(event.maxAttendees),
    timeZone: event.timeZone,
  };
}
