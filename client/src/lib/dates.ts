// The date texts nearly every member page shows, written here rather than taken from
// date-fns: its `format` and `formatDistanceToNow` bring ~6 KB (gzip) of formatters and the
// whole en-US locale to every page's first load (issue 35). The wording is date-fns's,
// word for word; dates.test.ts holds both to date-fns over years of offsets, month ends and
// daylight-saving changes. The calendar and the job board, which also do date arithmetic,
// still use date-fns.

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;

/** How far the local clock is ahead of UTC at `date`, in milliseconds (negative in Houston). */
function localShift(date: Date) {
  const asUtc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  asUtc.setUTCFullYear(date.getFullYear());
  return asUtc.getTime() - date.getTime();
}

/**
 * Whole calendar months from `earlier` to `later` (later ≥ earlier), counted as date-fns
 * counts them: the calendar months between, less one if stepping `later` back that many
 * months lands before `earlier`, the last days of February counting as the 30th. Only used
 * from two months on, where those are all of date-fns's rules that change a text.
 */
function wholeMonths(later: Date, earlier: Date) {
  const calendar =
    (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth();
  if (calendar < 1) return 0;
  const back = new Date(later.getTime());
  if (back.getMonth() === 1 && back.getDate() > 27) back.setDate(30);
  back.setMonth(back.getMonth() - calendar);
  return back < earlier ? calendar - 1 : calendar;
}

const counted = (count: number, one: string, many: string) =>
  count === 1 ? one : many.replace('#', String(count));

/** The distance between two times in words, without "ago" or "in". */
function distance(later: Date, earlier: Date) {
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  const shiftSeconds = (localShift(later) - localShift(earlier)) / 1000;
  // By the clocks on the wall, as date-fns counts: a day across a change to summer time is
  // still a day. Within the hour after clocks go back that would come out negative (date-fns
  // then says "-50 minutes ago"), so there the time that really passed counts.
  const byClock = Math.round((seconds + shiftSeconds) / 60);
  const minutes = byClock < 0 ? Math.round(seconds / 60) : byClock;
  if (minutes < 1) return 'less than a minute';
  if (minutes < 45) return counted(minutes, '1 minute', '# minutes');
  if (minutes < 90) return 'about 1 hour';
  if (minutes < MINUTES_IN_DAY) return `about ${Math.round(minutes / 60)} hours`;
  if (minutes < 2520) return '1 day';
  if (minutes < MINUTES_IN_MONTH) return `${Math.round(minutes / MINUTES_IN_DAY)} days`;
  if (minutes < MINUTES_IN_MONTH * 2) {
    return counted(Math.round(minutes / MINUTES_IN_MONTH), 'about 1 month', 'about # months');
  }
  const months = wholeMonths(later, earlier);
  if (months < 12) return `${Math.round(minutes / MINUTES_IN_MONTH)} months`;
  const years = Math.trunc(months / 12);
  const beyond = months % 12;
  if (beyond < 3) return counted(years, 'about 1 year', 'about # years');
  if (beyond < 9) return counted(years, 'over 1 year', 'over # years');
  return `almost ${years + 1} years`;
}

/** "3 minutes ago"; `fallback` ('Recently' by default) when the date is missing or invalid. */
export function relativeTime(
  value: string | Date | null | undefined,
  fallback = 'Recently',
  now: Date = new Date(),
): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date > now ? `in ${distance(date, now)}` : `${distance(now, date)} ago`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "5:30 PM" (date-fns's 'h:mm a'). */
export function clockText(value: string | Date) {
  const date = new Date(value);
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "07/04/2027" (spec §9 date format; date-fns's 'MM/dd/yyyy'). */
export function dayText(value: string | Date) {
  const date = new Date(value);
  return `${twoDigits(date.getMonth() + 1)}/${twoDigits(date.getDate())}/${date.getFullYear()}`;
}

/** "07/04/2027 5:30 PM": the calendar's way of writing a time (date-fns's 'MM/dd/yyyy h:mm a'). */
export function dayClockText(value: string | Date) {
  return `${dayText(value)} ${clockText(value)}`;
}

/** "07/04/2027, 5:30 PM": an exact time beside a relative one (spec §9 date format). */
export function dateTimeText(value: string | Date) {
  return `${dayText(value)}, ${clockText(value)}`;
}

/** True when both fall on the same day of the local calendar. */
export function isSameLocalDay(a: Date, b: Date) {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "March 1, 2026 at 11:05 AM": when an item was last edited, in full. */
export function fullDateTimeText(value: string | Date) {
  const date = new Date(value);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} at ${clockText(date)}`;
}

/** "November 2025" (date-fns's 'MMMM yyyy'). */
export function monthYearText(value: string | Date) {
  const date = new Date(value);
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "Sunday, 07/04/2027" (date-fns's 'EEEE, MM/dd/yyyy'). */
export function weekdayDayText(value: string | Date) {
  const date = new Date(value);
  return `${WEEKDAYS[date.getDay()]}, ${dayText(date)}`;
}
