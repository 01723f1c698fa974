import { format, formatDistance, isSameDay } from 'date-fns';
import { afterAll, describe, expect, it } from 'vitest';
import {
  clockText,
  dateTimeText,
  dayClockText,
  dayText,
  fullDateTimeText,
  isSameLocalDay,
  monthYearText,
  relativeTime,
  weekdayDayText,
} from './dates';

describe('relativeTime', () => {
  it("reads like '5 minutes ago'", () => {
    expect(relativeTime(new Date(Date.now() - 5 * 60 * 1000))).toBe('5 minutes ago');
  });

  it("falls back to 'Recently' (or the given text) when the date is missing or invalid", () => {
    expect(relativeTime(null)).toBe('Recently');
    expect(relativeTime(undefined)).toBe('Recently');
    expect(relativeTime('not a date')).toBe('Recently');
    expect(relativeTime(null, 'Unknown date')).toBe('Unknown date');
  });
});

// The texts are date-fns's, word for word, which the pages used before (lib/dates.ts):
// compared here over offsets from seconds to years, around month ends, leap days and the
// changes to and from summer time, in time zones with and without them.
const ZONES = ['UTC', 'America/Chicago', 'Australia/Lord_Howe', 'Asia/Kolkata'];
const NOWS = [
  '2026-03-08T07:30:00Z', // Houston's clocks go forward at 08:00Z
  '2026-11-01T06:30:00Z', // and back at 07:00Z
  '2026-01-31T12:00:00Z',
  '2026-02-28T23:59:00Z',
  '2028-02-29T12:00:00Z',
  '2026-12-31T23:30:00Z',
  '2026-07-15T09:05:07Z',
];
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 1440 * MINUTE;
const offsets = [
  ...Array.from({ length: 181 }, (_, i) => i * SECOND),
  ...Array.from({ length: 3000 }, (_, i) => i * MINUTE + 29 * SECOND),
  ...Array.from({ length: 1600 }, (_, i) => i * DAY + ((i * 7) % 24) * 60 * MINUTE),
];

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe('the same words as date-fns', () => {
  it.each(ZONES)('relative times in %s', (zone) => {
    process.env.TZ = zone;
    // The zone is in force (Node reads TZ again when it changes).
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(
      { UTC: 0, 'America/Chicago': 360, 'Australia/Lord_Howe': -660, 'Asia/Kolkata': -330 }[zone],
    );
    const differences: string[] = [];
    for (const nowText of NOWS) {
      const now = new Date(nowText);
      for (const offset of offsets) {
        for (const date of [new Date(now.getTime() - offset), new Date(now.getTime() + offset)]) {
          const theirs = formatDistance(date, now, { addSuffix: true });
          const ours = relativeTime(date, 'Recently', now);
          // date-fns counts by the wall clock and goes negative in the hour after clocks go
          // back ("-50 minutes ago"); ours then counts the time that passed.
          if (/-\d/.test(theirs)) continue;
          if (ours !== theirs)
            differences.push(`${nowText} ${date.toISOString()}: ${ours} ≠ ${theirs}`);
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('says how long it really was where date-fns would go negative', () => {
    process.env.TZ = 'America/Chicago';
    expect(new Date('2026-07-01T12:00:00Z').getHours()).toBe(7);
    // The clocks went back at 07:00Z (02:00 CDT → 01:00 CST): 06:55Z read 01:55, 07:20Z reads
    // 01:20, so by the wall clock the post is 35 minutes in the future.
    const now = new Date('2026-11-01T07:20:00Z');
    const date = new Date('2026-11-01T06:55:00Z');
    expect(formatDistance(date, now, { addSuffix: true })).toBe('-35 minutes ago');
    expect(relativeTime(date, 'Recently', now)).toBe('25 minutes ago');
  });

  it.each(ZONES)('exact times in %s', (zone) => {
    process.env.TZ = zone;
    for (const nowText of NOWS) {
      const now = new Date(nowText).getTime();
      for (const offset of offsets.filter((_, i) => i % 7 === 0)) {
        const date = new Date(now - offset);
        expect(dateTimeText(date)).toBe(format(date, 'MM/dd/yyyy, h:mm a'));
        expect(dateTimeText(date.toISOString())).toBe(format(date, 'MM/dd/yyyy, h:mm a'));
        expect(fullDateTimeText(date)).toBe(format(date, "MMMM d, yyyy 'at' h:mm a"));
        expect(dayText(date)).toBe(format(date, 'MM/dd/yyyy'));
        expect(clockText(date)).toBe(format(date, 'h:mm a'));
        expect(dayClockText(date)).toBe(format(date, 'MM/dd/yyyy h:mm a'));
        expect(monthYearText(date)).toBe(format(date, 'MMMM yyyy'));
        expect(weekdayDayText(date)).toBe(format(date, 'EEEE, MM/dd/yyyy'));
        const hourLater = new Date(date.getTime() + 60 * MINUTE);
        expect(isSameLocalDay(date, hourLater), `${date.toISOString()} +1h`).toBe(
          isSameDay(date, hourLater),
        );
      }
    }
  });
});
