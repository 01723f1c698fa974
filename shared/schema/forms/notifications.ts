import { z } from 'zod';
import { DIGEST_FREQUENCIES, NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from '../choices';

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
