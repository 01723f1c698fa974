import { z } from 'zod';
import { DIGEST_FREQUENCIES, NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from './choices';
import { memberSummary, pageQuery, timestamp, type Wire } from './common';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

/** The preferences page's form: any subset of types, and the digest's timing. */
export const notificationPreferencesSchema = z.object({
  channels: z
    .partialRecord(
      z.enum(NOTIFICATION_TYPES, 'Unknown notification type'),
      z.enum(NOTIFICATION_CHANNELS, 'Choose at once, digest or off'),
    )
    .optional(),
  digestFrequency: z.enum(DIGEST_FREQUENCIES, 'Choose daily or weekly').optional(),
  digestHour: z.number().int('Must be a whole hour').min(0).max(23).optional(),
  digestWeekday: z.number().int('Must be a weekday').min(1).max(7).optional(),
});
export type NotificationPreferencesForm = z.input<typeof notificationPreferencesSchema>;

/** `GET /api/notifications`: a page, all entries or only the unread ones. */
export const notificationListQuery = z.object({
  ...pageQuery,
  unread: z
    .enum(['true', 'false'], 'unread must be true or false')
    .optional()
    .transform((v) => v === 'true'),
});

// Responses: what these endpoints answer.

/**
 * One entry of the bell and the notifications page (decision 025). `actor` is who acted
 * last (null when nobody did, as for a membership decision, or their account is gone);
 * `count` above 1 is a collapsed burst ("5 new replies in …"); `href` is the address the
 * entry opens, decided by the server, so the client never builds one from ids.
 */
export const notificationEntry = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  /** What kind of item it is about ('discussion', 'photo', 'event', …): its words may say. */
  subjectType: z.string(),
  actor: memberSummary.nullable(),
  title: z.string(),
  excerpt: z.string().nullable(),
  count: z.number(),
  href: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  read: z.boolean(),
});
export type NotificationEntry = Wire<typeof notificationEntry>;

/** `GET /api/notifications/unread-count`: the bell's badge. */
export const notificationUnreadCount = z.object({ count: z.number() });
export type NotificationUnreadCount = Wire<typeof notificationUnreadCount>;

/** `GET|PUT /api/notifications/preferences`: a channel per type and the digest's timing. */
export const notificationPreferencesAnswer = z.object({
  channels: z.record(z.enum(NOTIFICATION_TYPES), z.enum(NOTIFICATION_CHANNELS)),
  digestFrequency: z.enum(DIGEST_FREQUENCIES),
  digestHour: z.number(),
  digestWeekday: z.number(),
  /** The community's time zone, in which the hour is read. */
  timeZone: z.string(),
});
export type NotificationPreferencesAnswer = Wire<typeof notificationPreferencesAnswer>;
