import { z } from 'zod';
import {
  memberFace,
  memberSummary,
  moderatedPermissions,
  optionalTimestamp,
  timestamp,
  type Wire,
} from './common';
import { timeZoneName } from './community';
import { httpUrl, optionalMarkdown, optionalText, requiredText } from './fields';
import { reportable } from './reports';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

/** The event dialog (spec §5): title and start required, seats empty or ≥ 1. */
export const eventFormSchema = z
  .object({
    title: requiredText(200, 'Title is required'),
    description: optionalMarkdown(5000),
    startDate: z.coerce.date({ error: 'Start date is required' }),
    endDate: z.coerce.date().nullish(),
    location: optionalText(500),
    isVirtual: z.boolean().default(false),
    meetingUrl: httpUrl(),
    /** The event's own zone; absent or null: the community's (issue 37). */
    timeZone: timeZoneName.nullish(),
    maxAttendees: z
      .number()
      .int('Max attendees must be a whole number')
      .min(1, 'Max attendees must be at least 1')
      .max(100000)
      .nullish(),
    /**
     * A new event only: whether its organiser takes a seat at once (decision 065). The
     * dialog asks with the box pre-ticked; left out, the organiser attends like anyone,
     * by RSVP. An edit refuses it: Attend and Cancel RSVP change it then.
     */
    attending: z.boolean().optional(),
  })
  .refine((e) => !e.endDate || e.endDate >= e.startDate, {
    message: 'End date must be after the start date',
    path: ['endDate'],
  });
export type EventForm = z.input<typeof eventFormSchema>;

// Responses: what these endpoints answer.

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
  creator: memberFace,
  /** Members holding a seat, all of them (not the preview's length). */
  attendeeCount: z.number(),
  isAttending: z.boolean(),
  isFull: z.boolean(),
  /** The first few members to RSVP, earliest first. */
  attendeePreview: z.array(memberFace),
  /** Members on the waiting list of a full event (decision 008). */
  waitingCount: z.number(),
  /** The viewer's place on the waiting list (1 is next), or null when not waiting. */
  waitingPosition: z.number().nullable(),
  /**
   * The viewer was moved from the waiting list to attending and has not yet seen "A seat
   * opened up — you're going" (shown once, decision 008).
   */
  seatOpened: z.boolean(),
  /**
   * The event's time zone (IANA name), its own or else the community's: its times are
   * typed, shown and labelled ("6:00 PM CST") in it wherever the member is.
   */
  timeZone: z.string(),

  /** Whether the viewer may see (and export) who is attending and waiting: the organiser. */
  canSeeAttendees: z.boolean(),
  ...moderatedPermissions,
  ...reportable,
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

export const attendanceStatus = z.enum(['attending', 'waiting']);
export type AttendanceStatus = z.infer<typeof attendanceStatus>;

/**
 * `GET /api/events/:id/attendees?status=…` (the organiser only): one member attending or
 * waiting, in the order they joined; `position` is the place on the waiting list.
 */
export const eventAttendee = z.object({
  member: memberSummary,
  status: attendanceStatus,
  position: z.number().nullable(),
  joinedAt: timestamp,
  promotedAt: optionalTimestamp,
});
export type EventAttendee = Wire<typeof eventAttendee>;

/** `GET /api/events/:id/attendees.csv`: the attendees and waiting list as CSV text. */
export const csvFile = z.string();

/** An iCalendar file (`text/calendar`), the one non-JSON answer of the calendar. */
export const icsFile = z.string();
