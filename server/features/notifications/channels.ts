import { and, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  type NotificationChannel,
  type NotificationType,
} from '../../../shared/contracts/choices';
import { notificationPreferences } from '../../../shared/schema/notifications';
import type { Queryable } from '../../db/client';

/**
 * Each member's e-mail channel for one notification type: their choice, or the type's
 * default (a member who never opened the preferences page has no rows). One query for any
 * number of members, so the fan-out reads it once per activity.
 */
export async function channelsOf(
  q: Queryable,
  userIds: string[],
  type: NotificationType,
): Promise<Map<string, NotificationChannel>> {
  const channels = new Map<string, NotificationChannel>(
    userIds.map((id) => [id, DEFAULT_NOTIFICATION_CHANNEL[type]]),
  );
  if (userIds.length === 0) return channels;
  const chosen = await q
    .select({ userId: notificationPreferences.userId, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.type, type), inArray(notificationPreferences.userId, userIds)),
    );
  for (const row of chosen) channels.set(row.userId, row.channel);
  return channels;
}
