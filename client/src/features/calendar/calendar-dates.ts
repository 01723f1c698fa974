import {
  addDays,
  endOfMonth,
  endOfWeek,
  format,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { zonedDay, zonedParts } from '@/lib/zoned-time';

/** Spec §9: the week starts on Sunday; dates read like 07/04/2027. */
export const WEEK_STARTS_ON = 0;
export const DATE_FORMAT = 'MM/dd/yyyy';
export const formatDate = (date: Date) => format(date, DATE_FORMAT);

/**
 * The days of a month's grid, whole weeks from Sunday: 4 to 6 rows. Its first day and the
 * day after its last are the `from`/`to` the month view asks the API for.
 */
export function monthGrid(month: Date) {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON });
  const days: Date[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return { days, from: first, to: startOfDay(addDays(last, 1)) };
}

export interface Timed {
  startDate: string;
  endDate: string | null;
}

/** An event's times and the community's time zone they are shown in. */
export interface Zoned extends Timed {
  timeZone: string;
}

/**
 * Whether an event touches the day (a three-day summit shows on all three), by its dates
 * in its own time zone, not the device's.
 */
export function occursOn(event: Zoned, day: Date) {
  const start = zonedDay(event.startDate, event.timeZone);
  const end = event.endDate ? zonedDay(event.endDate, event.timeZone) : start;
  return start <= day && day <= end;
}

/**
 * "07/04/2027 · 6:00 PM – 8:00 PM CDT", or both dates when it ends on another day, in the
 * community's time zone and labelled with it, wherever the member reads it (a member
 * travelling, or one in another state, sees the time the event happens in Houston).
 */
export function eventWhen(event: Zoned) {
  const start = zonedParts(new Date(event.startDate), event.timeZone);
  const head = `${start.date} · ${start.time}`;
  if (!event.endDate) return `${head} ${start.zone}`;
  const end = zonedParts(new Date(event.endDate), event.timeZone);
  // One label when both ends share it; each its own across a daylight-saving change.
  const from = end.zone === start.zone ? head : `${head} ${start.zone}`;
  if (end.date === start.date) return `${from} – ${end.time} ${end.zone}`;
  return `${from} – ${end.date} · ${end.time} ${end.zone}`;
}

/** Whether the event is over (its end, or its start when it has none, has passed). */
export function hasEnded(event: Timed, now = new Date()) {
  return new Date(event.endDate ?? event.startDate) < now;
}
