import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { notificationEntry } from '../../../shared/contracts/notifications';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import { authorize, type Viewer } from '../../lib/policy';
import { MAX_INT } from '../../lib/sql';
import {
  countUnreadRows,
  listNotificationRows,
  markAllRowsRead,
  markRowRead,
  markSubjectRows,
  type NotificationRow,
  notificationRecipient,
} from './queries';
import type { SubjectType } from './registry';
import { hrefOf } from './registry';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

type Entry = Answer<typeof notificationEntry>;

const toEntry = (row: NotificationRow): Entry => ({
  id: Number(row.id),
  type: row.type,
  subjectType: row.subjectType,
  actor: row.actor,
  title: row.title,
  excerpt: row.excerpt,
  count: Number(row.count),
  href: hrefOf(row),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  read: row.readAt !== null,
});

const cursorShape = z.object({
  updatedAt: z.iso.datetime(),
  id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/** The viewer's notifications, latest activity first, a page at a time. */
export async function listNotifications(
  db: Database,
  viewer: Viewer,
  q: { limit: number; cursor?: string; unread: boolean },
): Promise<Page<Entry>> {
  const after = decodeCursor(q.cursor, cursorShape);
  const { rows, total } = await listNotificationRows(db, viewer, {
    limit: q.limit,
    after,
    unread: q.unread,
  });
  const page = takePage(rows, q.limit, (r) => ({ updatedAt: r.sortTime, id: Number(r.id) }));
  return { items: page.items.map(toEntry), nextCursor: page.nextCursor, total };
}

export const unreadNotificationCount = countUnreadRows;

/** Marks one of the viewer's own entries read (again is fine); anyone else's is 404. */
export async function markRead(db: Database, viewer: Viewer, id: number) {
  const entry = id > MAX_INT ? undefined : await notificationRecipient(db, id);
  if (!entry) throw notFound(NOTIFICATION_NOT_FOUND);
  authorize(viewer, 'notification.read', entry);
  await markRowRead(db, viewer.id, id);
}

export async function markAllRead(db: Database, viewer: Viewer) {
  return markAllRowsRead(db, viewer.id);
}

/**
 * Opening the thing an entry points to marks it read (issue 22): the routes that open a
 * discussion, a conversation or a job's applications call this for the member.
 */
export async function markSubjectRead(
  db: Database,
  userId: string,
  subjectType: SubjectType,
  subjectId: number,
) {
  return markSubjectRows(db, userId, subjectType, subjectId);
}
