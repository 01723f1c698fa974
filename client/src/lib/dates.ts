import { format, formatDistanceToNow } from 'date-fns';

/** "3 minutes ago"; `fallback` ('Recently' by default) when the date is missing or invalid. */
export function relativeTime(
  value: string | Date | null | undefined,
  fallback = 'Recently',
): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return formatDistanceToNow(date, { addSuffix: true });
}

/** "07/04/2027, 5:30 PM": an exact time beside a relative one (spec §9 date format). */
export const dateTimeText = (value: string | Date) => format(new Date(value), 'MM/dd/yyyy, h:mm a');
