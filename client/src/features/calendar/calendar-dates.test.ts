import { describe, expect, it } from 'vitest';
import { zonedDay, zonedTime } from '@/lib/zoned-time';
import { eventWhen, formatDate, hasEnded, monthGrid, occursOn } from './calendar-dates';

const HOUSTON = 'America/Chicago';

// Local dates (new Date(y, m, d)) so the checks hold in any time zone the tests run in.
describe('calendar dates', () => {
  it('formats dates like 07/04/2027', () => {
    expect(formatDate(new Date(2027, 6, 4, 18, 30))).toBe('07/04/2027');
  });

  it('lays a month out in whole weeks from Sunday', () => {
    // July 2027 starts on a Thursday and ends on a Saturday.
    const { days, from, to } = monthGrid(new Date(2027, 6, 15));
    expect(days[0]).toEqual(new Date(2027, 5, 27));
    expect(days[0].getDay()).toBe(0);
    expect(days.at(-1)).toEqual(new Date(2027, 6, 31));
    expect(days).toHaveLength(35);
    expect(from).toEqual(new Date(2027, 5, 27));
    expect(to).toEqual(new Date(2027, 7, 1));
    // A month needing six rows stays within the API's six-week window.
    expect(monthGrid(new Date(2027, 9, 1)).days).toHaveLength(42);
  });

  it('shows an event on every day it spans, by its dates in its own zone', () => {
    // July 4–6, 2027, 9 AM to 5 PM in Houston (CDT, UTC−5).
    const summit = {
      startDate: '2027-07-04T14:00:00.000Z',
      endDate: '2027-07-06T22:00:00.000Z',
      timeZone: HOUSTON,
    };
    expect(occursOn(summit, new Date(2027, 6, 3))).toBe(false);
    expect(occursOn(summit, new Date(2027, 6, 4))).toBe(true);
    expect(occursOn(summit, new Date(2027, 6, 6))).toBe(true);
    expect(occursOn(summit, new Date(2027, 6, 7))).toBe(false);
    // 11:30 PM in Houston is the next day in UTC and in Tokyo: still the 4th here.
    const late = { startDate: '2027-07-05T04:30:00.000Z', endDate: null, timeZone: HOUSTON };
    expect(occursOn(late, new Date(2027, 6, 4))).toBe(true);
    expect(occursOn(late, new Date(2027, 6, 5))).toBe(false);
    expect(zonedDay(late.startDate, 'Asia/Tokyo')).toEqual(new Date(2027, 6, 5));
  });

  it("says when in the community's time zone, labelled, with the second date only when it ends on another day", () => {
    const timeZone = 'America/Chicago';
    // 23:00 UTC is 6:00 PM in Houston in July (CDT, UTC−5), whatever zone the test runs in.
    const start = '2027-07-04T23:00:00.000Z';
    expect(eventWhen({ startDate: start, endDate: null, timeZone })).toBe(
      '07/04/2027 · 6:00 PM CDT',
    );
    expect(eventWhen({ startDate: start, endDate: '2027-07-05T01:00:00.000Z', timeZone })).toBe(
      '07/04/2027 · 6:00 PM – 8:00 PM CDT',
    );
    expect(eventWhen({ startDate: start, endDate: '2027-07-05T14:00:00.000Z', timeZone })).toBe(
      '07/04/2027 · 6:00 PM – 07/05/2027 · 9:00 AM CDT',
    );
    // Winter is CST; a multi-day event across the change labels each end.
    expect(eventWhen({ startDate: '2027-01-15T00:00:00.000Z', endDate: null, timeZone })).toBe(
      '01/14/2027 · 6:00 PM CST',
    );
    expect(
      eventWhen({
        startDate: '2027-11-06T23:00:00.000Z',
        endDate: '2027-11-08T00:00:00.000Z',
        timeZone,
      }),
    ).toBe('11/06/2027 · 6:00 PM CDT – 11/07/2027 · 6:00 PM CST');
    expect(zonedTime('2027-01-15T00:00:00.000Z', timeZone)).toBe('6:00 PM CST');
  });

  it('knows when an event is over', () => {
    const now = new Date(2027, 6, 4, 19);
    const start = new Date(2027, 6, 4, 18).toISOString();
    expect(
      hasEnded({ startDate: start, endDate: new Date(2027, 6, 4, 20).toISOString() }, now),
    ).toBe(false);
    expect(hasEnded({ startDate: start, endDate: null }, now)).toBe(true);
  });
});
