import ICAL from 'ical.js';
import { expect } from 'vitest';

/** What the calendar tests check every .ics against: a real parser and the wire rules. */

export const octets = (line: string) => Buffer.byteLength(line, 'utf8');

/** Parses with a real iCalendar parser and returns the VEVENTs. */
export function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

/** Any control character but the tab (U+0000–U+001F, U+007F): none may appear raw. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const RAW_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/**
 * RFC 5545's wire rules: CRLF after every line, none longer than 75 octets, no other
 * control character than those line ends and the tab.
 */
export function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(RAW_CONTROL);
  for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
}
