import { eq, sql } from 'drizzle-orm';
import {
  BELL_ONLY_TYPES,
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationType,
} from '../../../shared/contracts/choices';
import type { NotificationPreferencesForm } from '../../../shared/contracts/notifications';
import {
  notificationPreferences,
  notificationSettings,
} from '../../../shared/schema/notifications';
import type { Database, Queryable } from '../../db/client';

/**
 * The types a member chooses a channel for: not those the bell alone tells (the membership
 * decision has its own mail, sent whatever the member chose; a failed mail is not mailed).
 */
export const MAILED_TYPES = NOTIFICATION_TYPES.filter((t) => !BELL_ONLY_TYPES.includes(t));
export type MailedType = (typeof MAILED_TYPES)[number];

export const DEFAULT_DIGEST = {
  digestFrequency: 'daily',
  digestHour: 8,
  digestWeekday: 1,
} as const;

/**
 * A member's channels (every type, defaults filled in: the contract's record is exhaustive,
 * so the membership decision is there too, though the page does not offer it) and digest
 * timing.
 */
export async function readPreferences(q: Queryable, userId: string) {
  const [rows, [settings]] = await Promise.all([
    q
      .select({ type: notificationPreferences.type, channel: notificationPreferences.channel })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    q
      .select({
        digestFrequency: notificationSettings.digestFrequency,
        digestHour: notificationSettings.digestHour,
        digestWeekday: notificationSettings.digestWeekday,
      })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
  ]);
  const chosen = new Map(rows.map((r) => [r.type, r.channel]));
  const channels = Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => [t, chosen.get(t) ?? DEFAULT_NOTIFICATION_CHANNEL[t]]),
  ) as Record<NotificationType, NotificationChannel>;
  return { channels, ...DEFAULT_DIGEST, ...settings };
}

/**
 * Saves what the form sent: the types it names (others keep their channel) and the digest
 * fields it names. One statement per table, in one transaction.
 */
export async function savePreferences(
  db: Database,
  userId: string,
  form: NotificationPreferencesForm,
) {
  const channels = Object.entries(form.channels ?? {}).filter(
    ([type]) => !BELL_ONLY_TYPES.includes(type as NotificationType),
  ) as [NotificationType, NotificationChannel][];
  const timing = {
    ...(form.digestFrequency !== undefined && { digestFrequency: form.digestFrequency }),
    ...(form.digestHour !== undefined && { digestHour: form.digestHour }),
    ...(form.digestWeekday !== undefined && { digestWeekday: form.digestWeekday }),
  };
  await db.transaction(async (tx) => {
    if (channels.length > 0) await setChannels(tx, userId, channels);
    if (Object.keys(timing).length > 0) {
      await tx
        .insert(notificationSettings)
        .values({ userId, ...timing })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: timing });
    }
  });
}

/** Upserts channels for one member (the preferences page, an unsubscribe link). */
export async function setChannels(
  q: Queryable,
  userId: string,
  channels: [NotificationType, NotificationChannel][],
) {
  if (channels.length === 0) return;
  await q
    .insert(notificationPreferences)
    .values(channels.map(([type, channel]) => ({ userId, type, channel })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { channel: sql`excluded.channel` },
    });
}

/** The types a member now takes in the digest (what a digest link turns off). */
export async function digestTypesOf(q: Queryable, userId: string): Promise<MailedType[]> {
  const { channels } = await readPreferences(q, userId);
  return MAILED_TYPES.filter((t) => channels[t] === 'digest');
}
