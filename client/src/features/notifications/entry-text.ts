import type { NotificationEntry } from '@shared/contracts/notifications';
import { notificationHeadline } from '@shared/notification-text';
import { displayName } from '@/lib/names';

/**
 * An entry's sentence, from the one source the e-mails use too: the actor as every screen
 * names members ("Former member" once removed), none when nobody acted.
 */
export function entryHeadline(entry: NotificationEntry): string {
  return notificationHeadline({
    type: entry.type,
    actorName: entry.actor ? displayName(entry.actor) : null,
    count: entry.count,
    title: entry.title,
    subjectType: entry.subjectType,
  });
}

/** 'Notifications', or 'Notifications, 3 unread': the bell's accessible name. */
export function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}
