import { describe, expect, it } from 'vitest';
import { zoneLabel } from './zone-label';
import {
  fromZonedInputValue,
  localTimeNote,
  toZonedInputValue,
  zonedDayClockText,
  zonedStartOfDay,
} from './zoned-time';

const HOUSTON = 'America/Chicago';

// Instants in UTC and zones by name, so the checks hold whatever zone the tests run in.
describe('times on the clock of a zone', () => {
  it('reads and writes datetime-local values on the clock of a zone, not the device’s', () => {
    // 7 PM in Houston in winter (CST, UTC−6) and in summer (CDT, UTC−5).
    expect(fromZonedInputValue('2027-01-14T19:00', HOUSTON)?.toISOString()).toBe(
      '2027-01-15T01:00:00.000Z',
    );
    expect(fromZonedInputValue('2027-07-04T19:00', HOUSTON)?.toISOString()).toBe(
      '2027-07-05T00:00:00.000Z',
    );
    expect(fromZonedInputValue('2027-07-04T19:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2027-07-04T10:00:00.000Z',
    );
    expect(toZonedInputValue(new Date('2027-01-15T01:00:00.000Z'), HOUSTON)).toBe(
      '2027-01-14T19:00',
    );
    expect(toZonedInputValue(null, HOUSTON)).toBe('');
    expect(fromZonedInputValue('', HOUSTON)).toBeUndefined();
    expect(fromZonedInputValue('soon', HOUSTON)).toBeUndefined();
    // Either side of the spring change (March 14, 2027, 2 AM → 3 AM): 1:30 is CST, 3:30 CDT;
    // 2:30 does not exist on the clocks and comes out as 3:30.
    expect(fromZonedInputValue('2027-03-14T01:30', HOUSTON)?.toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    expect(fromZonedInputValue('2027-03-14T03:30', HOUSTON)?.toISOString()).toBe(
      '2027-03-14T08:30:00.000Z',
    );
    expect(fromZonedInputValue('2027-03-14T02:30', HOUSTON)?.toISOString()).toBe(
      '2027-03-14T08:30:00.000Z',
    );
    // The autumn change (November 7, 2027): the day after starts at 00:00 CST.
    expect(zonedStartOfDay(new Date(2027, 10, 8), HOUSTON).toISOString()).toBe(
      '2027-11-08T06:00:00.000Z',
    );
    // Every hour of a year round-trips.
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 3_600_000) {
      const value = toZonedInputValue(new Date(t), HOUSTON);
      const back = fromZonedInputValue(value, HOUSTON)?.getTime();
      // The repeated hour of the autumn change reads as its first pass.
      expect(back === t || back === t - 3_600_000, value).toBe(true);
    }
  });

  it('adds the device’s own time for a member elsewhere, and nothing at home', () => {
    const mixer = { startDate: '2027-07-04T23:00:00.000Z', endDate: null, timeZone: HOUSTON };
    expect(localTimeNote(mixer, HOUSTON)).toBeNull();
    // Same clock, another name (Winnipeg keeps Central time): nothing to add.
    expect(localTimeNote(mixer, 'America/Winnipeg')).toBeNull();
    expect(localTimeNote(mixer, 'America/Los_Angeles')).toBe('4:00 PM PDT, your time');
    expect(localTimeNote(mixer, 'Asia/Tokyo')).toBe('07/05/2027 · 8:00 AM GMT+9, your time');
  });

  it('labels a date and time, and names the zone in full', () => {
    expect(zonedDayClockText('2027-07-04T23:00:00.000Z', HOUSTON)).toBe('07/04/2027 6:00 PM CDT');
    expect(zoneLabel(HOUSTON, new Date('2027-01-15T00:00:00.000Z'))).toBe(
      'Central Standard Time (America/Chicago)',
    );
    expect(zoneLabel('UTC', new Date('2027-01-15T00:00:00.000Z'))).toBe(
      'Coordinated Universal Time (UTC)',
    );
  });
});
