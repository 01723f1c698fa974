// Times on the clock of a time zone, not the device's: an event happens at 6 PM in Houston
// for a member reading in Tokyo too (issue 37). Intl does the zone arithmetic; date-fns
// stays out of the pages that only show these.

/** The calendar date and time of `date` in `timeZone`: "07/04/2027", "6:00 PM", "CDT". */
export function zonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('month')}/${get('day')}/${get('year')}`,
    time: `${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`,
    zone: get('timeZoneName'),
  };
}

/** "6:00 PM CST": a time labelled with the community's time zone. */
export function zonedTime(value: string | Date, timeZone: string) {
  const { time, zone } = zonedParts(new Date(value), timeZone);
  return `${time} ${zone}`;
}

/** One formatter per zone: the grid asks for every event on every day it shows. */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `date` in `timeZone`, as numbers (hours 0–23). */
function wallClock(date: Date, timeZone: string) {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/**
 * The day an instant falls on in `timeZone`, as the grid holds its days (local midnight:
 * a date, whatever zone the device is in). A 6 PM mixer in Houston is on its Houston day
 * for a member reading in Tokyo, where it is already the next morning.
 */
export function zonedDay(value: string | Date, timeZone: string) {
  const { year, month, day } = wallClock(new Date(value), timeZone);
  return new Date(year, month - 1, day);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The `datetime-local` value of an instant, read on the clock of `timeZone`. */
export function toZonedInputValue(value: Date | null | undefined, timeZone: string) {
  if (!value) return '';
  const t = wallClock(value, timeZone);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

/** A grid day (local midnight) as the `datetime-local` value of `hour`:00 that day. */
export function dayAt(day: Date, hour: number) {
  return `${pad(day.getFullYear(), 4)}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`;
}

/**
 * The instant a `datetime-local` value names on the clock of `timeZone` (undefined when it
 * is not one). The zone's offset is looked up at a first guess and again at the answer, so
 * a time just after a daylight-saving change lands right; a time the clocks skip (2:30 AM
 * on the spring change) comes out an hour later, as the clocks would show it.
 */
export function fromZonedInputValue(value: string, timeZone: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const t = wallClock(new Date(instant), timeZone);
    return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute) - instant;
  };
  const guess = wanted - offsetAt(wanted);
  const second = wanted - offsetAt(guess);
  // In the spring gap no instant reads `wanted`: the first guess is the clocks' answer.
  return new Date(second + offsetAt(second) === wanted ? second : guess);
}

/** The instant a grid day starts in `timeZone` (the month's range asks the API in these). */
export const zonedStartOfDay = (day: Date, timeZone: string) =>
  fromZonedInputValue(dayAt(day, 0), timeZone) ?? day;

/**
 * "3:00 AM JST, your time": an event's start on the device's clock, when the device is in a
 * zone whose clock reads otherwise then (null at home, or when the zone is unknown).
 */
export function localTimeNote(
  event: { startDate: string; timeZone: string },
  deviceZone = deviceTimeZone(),
) {
  if (!deviceZone || deviceZone === event.timeZone) return null;
  const start = new Date(event.startDate);
  const there = toZonedInputValue(start, event.timeZone);
  const here = toZonedInputValue(start, deviceZone);
  if (there === here) return null;
  const { date, time, zone } = zonedParts(start, deviceZone);
  // The date only when the device's day is another ("yyyy-MM-dd" leads both values).
  const sameDay = there.slice(0, 10) === here.slice(0, 10);
  return `${sameDay ? '' : `${date} · `}${time} ${zone}, your time`;
}

function deviceTimeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** "07/04/2027 6:00 PM CDT": a date and time on the clock of `timeZone`, labelled. */
export function zonedDayClockText(value: string | Date, timeZone: string) {
  const { date, time, zone } = zonedParts(new Date(value), timeZone);
  return `${date} ${time} ${zone}`;
}
