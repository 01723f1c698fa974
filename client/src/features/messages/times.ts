import { format, isSameDay, subDays } from 'date-fns';

const valid = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '07/04/2027 3:05 PM' (the calendar's MM/dd/yyyy, spec §9), for tooltips and screen readers. */
export function absoluteTime(value: string): string {
  const date = valid(value);
  return date ? format(date, 'MM/dd/yyyy h:mm a') : '';
}

/** A bubble's time: '3:05 PM'. */
export function clockTime(value: string): string {
  const date = valid(value);
  return date ? format(date, 'h:mm a') : '';
}

/** The divider above a day's messages: 'Today', 'Yesterday', else '07/04/2027'. */
export function dayLabel(value: string, now = new Date()): string {
  const date = valid(value);
  if (!date) return '';
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  return format(date, 'EEEE, MM/dd/yyyy');
}

/** True when two timestamps fall on different calendar days (a divider goes between). */
export function differentDay(a: string, b: string): boolean {
  const da = valid(a);
  const db = valid(b);
  return !da || !db || !isSameDay(da, db);
}
