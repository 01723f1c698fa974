import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DigestFrequency, NotificationChannel, NotificationType } from '../contracts/choices';
import { createdAt } from './columns';
import { users } from './users';

/** Where an activity stands in the fan-out queue. */
export const ACTIVITY_STATES = ['pending', 'done', 'failed'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

/**
 * The fan-out queue (decision 025). A write records one row, in its own transaction, saying
 * what happened (`kind` and ids in `payload`); a worker in every server process claims due
 * rows (FOR UPDATE SKIP LOCKED and a lease, as the mail outbox does) and turns each into the
 * notifications of everyone it concerns, after the writer has had its answer. So a reply in
 * a discussion with 500 participants costs the writer one insert.
 */
export const notificationActivities = pgTable(
  'notification_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 30 }).notNull(),
    actorId: varchar('actor_id', { length: 255 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: varchar('state', { length: 10 }).$type<ActivityState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 1000 }),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('notification_activity_pending_idx').on(t.id).where(sql`state = 'pending'`)],
);
export type NotificationActivity = typeof notificationActivities.$inferSelect;

/**
 * One entry of a member's notifications. `subject_type`/`subject_id` name what it is about
 * (a discussion, an event, a job, a conversation, a skill…), `target_id` where in it to open
 * (a reply, a message). `title` is the subject's name when it was made, shown when the
 * subject has gone (a cancelled event). A burst on one subject collapses into one unread
 * row (`collapse_key`, `count`, the latest actor, `updated_at` moved) until it is read.
 */
export const notifications = pgTable(
  'notification',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: varchar('recipient_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 30 }).$type<NotificationType>().notNull(),
    actorId: varchar('actor_id', { length: 255 }).references(() => users.id, {
      onDelete: 'set null',
    }),
    subjectType: varchar('subject_type', { length: 20 }).notNull(),
    subjectId: varchar('subject_id', { length: 255 }).notNull(),
    targetId: varchar('target_id', { length: 255 }),
    title: varchar('title', { length: 300 }).notNull(),
    excerpt: varchar('excerpt', { length: 200 }),
    count: integer('count').notNull().default(1),
    collapseKey: varchar('collapse_key', { length: 300 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Set when the recipient takes this type "at once": when the entry became due (made, or
     * bumped by a burst before any mail). The mail sweep sends it once the short wait after
     * this has passed, unless it was read by then (null: no instant mail).
     */
    mailDueAt: timestamp('mail_due_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** Gathered into a digest (null: not yet, or not a digest type). */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    // The bell's page, newest first.
    index('notification_recipient_updated_idx').on(t.recipientId, t.updatedAt, t.id),
    // The unread count.
    index('notification_unread_idx').on(t.recipientId).where(sql`read_at is null`),
    // One unread row per burst.
    uniqueIndex('notification_collapse_idx')
      .on(t.recipientId, t.collapseKey)
      .where(sql`read_at is null and collapse_key is not null`),
    // Opening the thing marks its notifications read.
    index('notification_subject_idx').on(t.recipientId, t.subjectType, t.subjectId),
    // The instant-mail sweep.
    index('notification_mail_due_idx')
      .on(t.mailDueAt)
      .where(sql`mailed_at is null and read_at is null and mail_due_at is not null`),
  ],
);
export type Notification = typeof notifications.$inferSelect;

/** A member's e-mail channel for one type; a missing row means the type's default. */
export const notificationPreferences = pgTable(
  'notification_preference',
  {
    userId: varchar('user_id', { length: 255 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 30 }).$type<NotificationType>().notNull(),
    channel: varchar('channel', { length: 10 }).$type<NotificationChannel>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** A member's digest: daily or weekly, at an hour of the community's time zone. */
export const notificationSettings = pgTable('notification_setting', {
  userId: varchar('user_id', { length: 255 })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  digestFrequency: varchar('digest_frequency', { length: 10 })
    .$type<DigestFrequency>()
    .notNull()
    .default('daily'),
  /** 0–23, in the community's time zone. */
  digestHour: smallint('digest_hour').notNull().default(8),
  /** 1 (Monday) – 7, for a weekly digest (ISO weekday). */
  digestWeekday: smallint('digest_weekday').notNull().default(1),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
});
