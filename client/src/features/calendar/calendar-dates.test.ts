import { describe, expect, it } from 'vitest';
import { eventWhen, formatDate, hasEnded, monthGrid, occursOn } from './calendar-dates';

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

  it('shows an event on every day it spans', () => {
    const summit = {
      startDate: new Date(2027, 6, 4, 9).toISOString(),
      endDate: new Date(2027, 6, 6, 17).toISOString(),
    };
    expect(occursOn(summit, new Date(2027, 6, 3))).toBe(false);
    expect(occursOn(summit, new Date(2027, 6, 4))).toBe(true);
    expect(occursOn(summit, new Date(2027, 6, 6))).toBe(true);
    expect(occursOn(summit, new Date(2027, 6, 7))).toBe(false);
    const open = { startDate: new Date(2027, 6, 4, 23, 30).toISOString(), endDate: null };
    expect(occursOn(open, new Date(2027, 6, 4))).toBe(true);
    expect(occursOn(open, new Date(2027, 6, 5))).toBe(false);
  });

  it('says when, with the second date only when it ends on another day', () => {
    const start = new Date(2027, 6, 4, 18).toISOString();
    expect(eventWhen({ startDate: start, endDate: null })).toBe('07/04/2027 · 6:00 PM');
    expect(eventWhen({ startDate: start, endDate: new Date(2027, 6, 4, 20).toISOString() })).toBe(
      '07/04/2027 · 6:00 PM – 8:00 PM',
    );
    expect(eventWhen({ startDate: start, endDate: new Date(2027, 6, 5, 9).toISOString() })).toBe(
      '07/04/2027 · 6:00 PM – 07/05/2027 · 9:00 AM',
    );
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
