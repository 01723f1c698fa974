import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { plainMentions } from '../../../shared/mentions';
import { NOTIFICATION_TYPE_LABELS } from '../../../shared/notification-labels';
import { notificationHeadline } from '../../../shared/notification-text';
import { notifications } from '../../../shared/schema/notifications';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { brandOf } from '../../mail/brand';
import { notificationMail } from '../../mail/templates/notifications';
import {
  actorNameOf,
  actors,
  bellOnlyRow,
  channelOfRow,
  mailableMember,
  mailLinks,
  type NotificationMailDeps,
  queueRendered,
} from './mail-common';
import { visibleToRecipient } from './queries';
import { hrefOf } from './registry';

/** Notifications mailed per transaction; the sweep loops until none is due. */
const BATCH = 50;

/**
 * "At once" mail (decision 025): every notification whose short wait is over, still unread
 * and unmailed, of a member who still takes its type at once, becomes one message, queued
 * through the outbox in the transaction that sets `mailed_at`. The claim's row locks (SKIP
 * LOCKED) keep two server processes from mailing one notification twice. Resolves with how
 * many it queued.
 */
export async function sweepInstantMail(db: Database, deps: NotificationMailDeps) {
  const delay = deps.config.NOTIFICATION_MAIL_DELAY_SECONDS;
  const dueBefore = sql`now() - make_interval(secs => ${delay})`;
  const due = and(
    isNotNull(notifications.mailDueAt),
    isNull(notifications.mailedAt),
    isNull(notifications.readAt),
    lte(notifications.mailDueAt, dueBefore),
  );
  // Due rows that will never be mailed (the member chose digest or off since, or can no
  // longer be mailed) leave the sweep's index, so it does not read them every minute.
  await db
    .update(notifications)
    .set({ mailDueAt: null })
    .where(
      and(
        due,
        sql`(${bellOnlyRow} or ${channelOfRow} <> 'instant'
          or not ${visibleToRecipient()}
          or not exists (select 1 from ${users} where ${users.id} = ${notifications.recipientId}
            and ${mailableMember(users)}))`,
      ),
    );

  const brand = await brandOf(db, deps.config);
  let queued = 0;
  for (;;) {
    const sent = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: notifications.id,
          recipientId: notifications.recipientId,
          type: notifications.type,
          subjectType: notifications.subjectType,
          subjectId: notifications.subjectId,
          targetId: notifications.targetId,
          title: notifications.title,
          excerpt: notifications.excerpt,
          count: notifications.count,
          email: users.email,
          actorFirstName: actors.firstName,
          actorLastName: actors.lastName,
          actorMembership: actors.membership,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.recipientId))
        .leftJoin(actors, eq(actors.id, notifications.actorId))
        .where(
          and(
            due,
            sql`not ${bellOnlyRow}`,
            mailableMember(users),
            sql`${channelOfRow} = 'instant'`,
            visibleToRecipient(),
          ),
        )
        .orderBy(notifications.mailDueAt)
        .limit(BATCH)
        .for('update', { of: notifications, skipLocked: true });
      if (rows.length === 0) return 0;
      await tx
        .update(notifications)
        .set({ mailedAt: sql`now()` })
        .where(
          inArray(
            notifications.id,
            rows.map((r) => r.id),
          ),
        );
      await queueRendered(
        tx,
        rows.map((row) => ({
          to: row.email!,
          content: notificationMail(brand, {
            headline: notificationHeadline({
              type: row.type,
              actorName: actorNameOf({
                firstName: row.actorFirstName,
                lastName: row.actorLastName,
                membership: row.actorMembership,
              }),
              count: row.count,
              title: row.title,
              subjectType: row.subjectType,
            }),
            excerpt: row.excerpt ? plainMentions(row.excerpt) : null,
            link: `${brand.siteUrl}${hrefOf(row)}`,
            typeLabel: NOTIFICATION_TYPE_LABELS[row.type],
            links: mailLinks(brand, deps.secret, row.recipientId, row.type),
          }),
        })),
      );
      return rows.length;
    });
    queued += sent;
    if (sent < BATCH) break;
  }
  if (queued > 0) deps.nudge?.();
  return queued;
}
