import {
  addDays,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** Spec §9: the week starts on Sunday; dates read like 07/04/2027. */
export const WEEK_STARTS_ON = 0;
export const DATE_FORMAT = 'MM/dd/yyyy';
const TIME_FORMAT = 'h:mm a';
/** What `<input type="datetime-local">` reads and writes, in the viewer's time zone. */
const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";

export const formatDate = (date: Date) => format(date, DATE_FORMAT);
export const formatTime = (date: Date) => format(date, TIME_FORMAT);
export const toInputValue = (date: Date | null | undefined) =>
  date ? format(date, INPUT_FORMAT) : '';

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

/** Whether an event touches the day (a three-day summit shows on all three). */
export function occursOn(event: Timed, day: Date) {
  const dayStart = startOfDay(day);
  const nextDay = addDays(dayStart, 1);
  const start = new Date(event.startDate);
  const end = event.endDate ? new Date(event.endDate) : start;
  return start < nextDay && end >= dayStart;
}

/**
 * "07/04/2027 · 6:00 PM – 8:00 PM", or both dates when it ends on another day, in the
 * viewer's own time zone.
 */
export function eventWhen(event: Timed) {
  const start = new Date(event.startDate);
  const end = event.endDate ? new Date(event.endDate) : null;
  const head = `${formatDate(start)} · ${formatTime(start)}`;
  if (!end) return head;
  if (isSameDay(start, end)) return `${head} – ${formatTime(end)}`;
  return `${head} – ${formatDate(end)} · ${formatTime(end)}`;
}

/** Whether the event is over (its end, or its start when it has none, has passed). */
export function hasEnded(event: Timed, now = new Date()) {
  return new Date(event.endDate ?? event.startDate) < now;
}
