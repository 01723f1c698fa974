import { clockText, dayClockText, isSameLocalDay, weekdayDayText } from '@/lib/dates';

const valid = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '07/04/2027 3:05 PM' (the calendar's MM/dd/yyyy, spec §9), for tooltips and screen readers. */
export function absoluteTime(value: string): string {
  const date = valid(value);
  return date ? dayClockText(date) : '';
}

/** A bubble's time: '3:05 PM'. */
export function clockTime(value: string): string {
  const date = valid(value);
  return date ? clockText(date) : '';
}

/** The divider above a day's messages: 'Today', 'Yesterday', else 'Sunday, 07/04/2027'. */
export function dayLabel(value: string, now = new Date()): string {
  const date = valid(value);
  if (!date) return '';
  if (isSameLocalDay(date, now)) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (isSameLocalDay(date, yesterday)) return 'Yesterday';
  return weekdayDayText(date);
}

/** True when two timestamps fall on different calendar days (a divider goes between). */
export function differentDay(a: string, b: string): boolean {
  const da = valid(a);
  const db = valid(b);
  return !da || !db || !isSameLocalDay(da, db);
}
