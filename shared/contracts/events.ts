import { z } from 'zod';
import { memberSummary, optionalTimestamp, permissions, timestamp, type Wire } from './common';

/**
 * An event as every `/api/events` answer carries it (spec §3: the creator embedded), with
 * the viewer's attendance and what the policy lets them do to it.
 */
export const calendarEvent = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  startDate: timestamp,
  endDate: optionalTimestamp,
  location: z.string().nullable(),
  isVirtual: z.boolean(),
  meetingUrl: z.string().nullable(),
  createdBy: z.string(),
  maxAttendees: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** The organiser. */
  creator: memberSummary,
  /** Members holding a seat, all of them (not the preview's length). */
  attendeeCount: z.number(),
  isAttending: z.boolean(),
  isFull: z.boolean(),
  /** The first few members to RSVP, earliest first. */
  attendeePreview: z.array(memberSummary),
  ...permissions,
});
export type CalendarEvent = Wire<typeof calendarEvent>;

/** `GET /api/calendar/feed` and its reset: the member's private subscription address. */
export const calendarFeed = z.object({
  url: z.string(),
  /** The same address with the `webcal:` scheme calendar apps open. */
  webcalUrl: z.string(),
  createdAt: timestamp,
});
export type CalendarFeed = Wire<typeof calendarFeed>;

/** An iCalendar file (`text/calendar`), the one non-JSON answer of the calendar. */
export const icsFile = z.string();
