/**
 * A small RFC 5545 writer for the two things Roundtable publishes: one event
 * (`/api/events/{id}.ics`) and a member's subscription feed. Hand-written rather than a
 * library because the subset is small and the rules that matter are exactly the ones
 * calendar apps are strict about: CRLF, folding at 75 octets, TEXT escaping, UTC times.
 */

export interface IcsEvent {
  /** Globally unique and stable across downloads, so a re-import updates, not duplicates. */
  uid: string;
  title: string;
  description: string | null;
  start: Date;
  end: Date | null;
  /** A street address, or the meeting address for a virtual event. */
  location: string | null;
  /** The meeting address of a virtual event (clients show it as a link). */
  url: string | null;
  createdAt: Date;
  /** LAST-MODIFIED: the last edit, or the cancellation. */
  updatedAt: Date;
  /** SEQUENCE (§3.8.7.4): raised by each edit, so an app replaces the copy it holds. */
  sequence: number;
  /** Deleted: written `STATUS:CANCELLED`, so subscribed apps remove it. */
  cancelled?: boolean;
}

export interface IcsCalendar {
  /** The calendar's display name (X-WR-CALNAME), shown by Google, Apple and Outlook. */
  name: string;
  events: IcsEvent[];
  /** DTSTAMP: when this copy was made. */
  now?: Date;
  /** Ask subscribing apps to poll this often (feeds only). */
  refreshInterval?: string;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
const PRODID = '-//Roundtable//Community Calendar//EN';
/** RFC 5545 has no default length; calendar apps show a zero-length event badly. */
const DEFAULT_DURATION_MS = 60 * 60 * 1000;

/** `20270704T230000Z`: every time is written in UTC, so no VTIMEZONE is needed. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * The control characters RFC 5545 allows in no value (§3.1 `CONTROL`): U+0000–U+001F
 * but the tab, and U+007F. Line breaks are handled before this (TEXT writes them as `\n`).
 * Left raw, they make strict parsers refuse the whole file and lenient ones hand the
 * member an invisible escape sequence (a title pasted with `ESC[31m` from a terminal).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/**
 * TEXT values (§3.3.11): backslash, semicolon, comma and line breaks (CRLF, LF, or a CR
 * alone) are escaped; any other control character is dropped, as it has no printed form.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

/**
 * URI values (§3.3.13) are not escaped like TEXT: a control character in one is written
 * percent-encoded (`%01`), the form a browser would send it in, so the address still
 * works and no raw byte reaches the file.
 */
export function uriValue(value: string): string {
  return value.replace(
    CONTROL,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

const encoder = new TextEncoder();

/**
 * Folds a content line (§3.1): no line longer than 75 octets, continuation lines start
 * with one space. Splits between characters, never inside a UTF-8 sequence, so an
 * emoji or an accented name survives the trip through Outlook.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: IcsEvent, stamp: string): string[] {
  const end = event.end ?? new Date(event.start.getTime() + DEFAULT_DURATION_MS);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `CREATED:${icsDateTime(event.createdAt)}`,
    `LAST-MODIFIED:${icsDateTime(event.updatedAt)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${uriValue(event.url)}`);
  // A cancelled event no longer takes up the member's time.
  if (event.cancelled) lines.push('STATUS:CANCELLED', 'TRANSP:TRANSPARENT', 'END:VEVENT');
  else lines.push('STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** A whole VCALENDAR, CRLF line endings, ready to send. */
export function buildCalendar({ name, events, now = new Date(), refreshInterval }: IcsCalendar) {
  const stamp = icsDateTime(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  if (refreshInterval) {
    // The standard property (RFC 7986) and the one Outlook and Google read.
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${refreshInterval}`);
    lines.push(`X-PUBLISHED-TTL:${refreshInterval}`);
  }
  for (const event of events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
