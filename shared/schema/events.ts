import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { hiddenColumns } from './hidden';
import { users } from './users';

/**
 * The time an event occupies, start to end (or just its start), as a range: the calendar
 * asks for the events whose span overlaps a window, and a GiST index on this expression
 * answers that from the window alone, however long the community's history. `greatest`
 * keeps a malformed end before the start from failing the index.
 */
export const eventSpan = sql`tstzrange(${sql.identifier('start_date')}, greatest(${sql.identifier('start_date')}, coalesce(${sql.identifier('end_date')}, ${sql.identifier('start_date')})), '[]')`;

export const events = pgTable(
  'event',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    location: varchar('location', { length: 500 }),
    isVirtual: boolean('is_virtual').notNull().default(false),
    meetingUrl: varchar('meeting_url', { length: 2048 }),
    /**
     * The zone the event happens in (IANA), for one hosted elsewhere (issue 37): its times
     * are typed and shown on that clock. Null: the community's zone, whatever it is then.
     */
    timeZone: varchar('time_zone', { length: 64 }),
    // A member's events outlive their account only as long as the account: deleting a
    // member removes what they organised rather than leaving orphaned invitations.
    createdBy: varchar('created_by', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maxAttendees: integer('max_attendees'),
    /**
     * The iCalendar SEQUENCE: one more on every edit, so a calendar app that already holds
     * the event takes the newer copy; its cancellation is one more again.
     */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...hiddenColumns(),
  },
  (t) => [
    index('event_start_date_idx').on(t.startDate),
    index('event_created_by_idx').on(t.createdBy),
    index('event_span_idx').using('gist', eventSpan),
  ],
);

export const eventAttendees = pgTable(
  'event_attendee',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * `attending` (holds a seat) or `waiting` (on the waiting list of a full event). The
     * waiting list's order is the row's `id`: rows are inserted under the event's row lock,
     * so ids follow the order members were queued in (`created_at` is the transaction's
     * start, which racing members can share or invert).
     */
    status: varchar('status', { length: 20 }).notNull().default('attending'),
    createdAt: createdAt(),
    /** When a seat freed and the member moved from the waiting list to attending. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    /**
     * The promoted member has not yet seen "A seat opened up — you're going" (shown once
     * in the app until notifications carry it, decision 008).
     */
    promotionUnseen: boolean('promotion_unseen').notNull().default(false),
  },
  (t) => [
    unique('event_attendee_event_user_uq').on(t.eventId, t.userId),
    index('event_attendee_user_idx').on(t.userId),
    // Counting seats and walking the waiting list in order, per event.
    index('event_attendee_event_status_idx').on(t.eventId, t.status, t.id),
  ],
);

/**
 * A member's private calendar subscription address (`/api/calendar/<token>.ics`). The
 * token is the only credential a calendar app can carry, so it is random, one per
 * member, and replaced when the member revokes it.
 */
export const calendarFeedTokens = pgTable('calendar_feed_token', {
  userId: varchar('user_id', { length: 255 })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: varchar('token', { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
});

/**
 * A deleted event, kept 30 days for the subscription feeds of the members who had it
 * (its organiser and those attending): a calendar app drops an entry it was told is
 * `STATUS:CANCELLED` rather than keep a ghost of one that merely stopped appearing. Just
 * what that entry needs; written in the delete's transaction, swept hourly after 30 days.
 */
export const cancelledEvents = pgTable(
  'cancelled_event',
  {
    /** The deleted event's id: its UID is made from it, and its .ics link answers 410. */
    eventId: integer('event_id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** The event's SEQUENCE plus one: newer than any copy an app holds. */
    sequence: integer('sequence').notNull(),
    /** The event's own creation time (CREATED). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cancelled_event_cancelled_at_idx').on(t.cancelledAt)],
);

/** Whose feeds show a cancelled event; the feed reads it by member (the key's lead). */
export const cancelledEventMembers = pgTable(
  'cancelled_event_member',
  {
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => cancelledEvents.eventId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index('cancelled_event_member_event_idx').on(t.eventId),
  ],
);

export type Event = typeof events.$inferSelect;
