import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DigestFrequency, NotificationType } from '../../../shared/contracts/choices';
import { plainMentions } from '../../../shared/mentions';
import { NOTIFICATION_TYPE_LABELS } from '../../../shared/notification-labels';
import { notificationHeadline } from '../../../shared/notification-text';
import { notificationSettings, notifications } from '../../../shared/schema/notifications';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { brandOf } from '../../mail/brand';
import { type DigestGroup, digestMail } from '../../mail/templates/notifications';
import { communityProfile } from '../settings';
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
import { DEFAULT_DIGEST } from './preferences-service';
import { visibleToRecipient } from './queries';
import { hrefOf } from './registry';

/** Entries listed in one digest; the rest are counted ("And 12 more"). */
export const DIGEST_CAP = 50;
/** Members looked at per pass of the sweep. */
const BATCH = 100;

/**
 * What a digest gathers: unread, not yet in a digest, not mailed at once, in the digest
 * channel. Built when a digest is read, not when this module loads: the visibility test is
 * made of what the features registered (registry.ts) when the app was built.
 */
const waiting = () =>
  and(
    isNull(notifications.readAt),
    isNull(notifications.digestedAt),
    isNull(notifications.mailedAt),
    sql`not ${bellOnlyRow}`,
    sql`${channelOfRow} = 'digest'`,
    // Hidden since it was made: the bell no longer shows it, so neither does the digest.
    visibleToRecipient(),
  );

/**
 * Whether a member's digest is due at `now`, in SQL over `users` left-joined to their
 * settings (null columns: the defaults, daily at 8:00). The slot is today's hour in the
 * community's zone, moved back to the chosen weekday for a weekly digest; due once it has
 * passed and the last digest was before it, so a server that was down at the hour catches
 * up later that day (or week).
 */
function dueAt(now: Date, zone: string) {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${zone})`;
  const hour = sql`coalesce(${notificationSettings.digestHour}, ${DEFAULT_DIGEST.digestHour})`;
  const weekday = sql`coalesce(${notificationSettings.digestWeekday}, ${DEFAULT_DIGEST.digestWeekday})`;
  const back = sql`case when coalesce(${notificationSettings.digestFrequency}, 'daily') = 'weekly'
    then (extract(isodow from ${local})::int - ${weekday} + 7) % 7 else 0 end`;
  const slot = sql`(date_trunc('day', ${local}) - make_interval(days => ${back}) + make_interval(hours => ${hour}))`;
  return sql`(${slot} <= ${local} and (${notificationSettings.lastDigestAt} is null
    or (${notificationSettings.lastDigestAt} at time zone ${zone}) < ${slot}))`;
}

/**
 * The digest (decision 025): every member whose digest is due and who has something waiting
 * gets one message with it, grouped by type, newest first; each member in a transaction that
 * locks their settings row (SKIP LOCKED: two processes never send one digest twice), marks
 * what it gathered `digested_at`, and moves `last_digest_at`. Nothing waiting in the digest
 * channel: no mail, and `last_digest_at` still moves so the member is not looked at again
 * until the next slot. Resolves with how many digests it queued.
 */
export async function sweepDigests(db: Database, deps: NotificationMailDeps, now = new Date()) {
  const zone = (await communityProfile(db, deps.config)).timeZone;
  const brand = await brandOf(db, deps.config);
  const due = dueAt(now, zone);
  let sent = 0;
  let after = '';
  for (;;) {
    // Only members with something unread and undigested are looked at: a community of
    // thousands costs one indexed pass, not a row per member per day.
    const candidates = await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
      .where(
        and(
          sql`${users.id} > ${after}`,
          mailableMember(users),
          due,
          sql`exists (select 1 from ${notifications} where ${notifications.recipientId} = ${users.id}
            and ${notifications.readAt} is null and ${notifications.digestedAt} is null
            and ${notifications.mailedAt} is null and not ${bellOnlyRow})`,
        ),
      )
      .orderBy(users.id)
      .limit(BATCH);
    for (const { id } of candidates) {
      if (await digestOne(db, deps, brand, id, due, now)) sent++;
    }
    if (candidates.length < BATCH) break;
    after = candidates[candidates.length - 1].id;
  }
  if (sent > 0) deps.nudge?.();
  return sent;
}

async function digestOne(
  db: Database,
  deps: NotificationMailDeps,
  brand: Awaited<ReturnType<typeof brandOf>>,
  userId: string,
  due: ReturnType<typeof dueAt>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
    const [member] = await tx
      .select({ email: users.email, frequency: notificationSettings.digestFrequency })
      .from(notificationSettings)
      .innerJoin(users, eq(users.id, notificationSettings.userId))
      .where(and(eq(notificationSettings.userId, userId), due))
      .for('update', { of: notificationSettings, skipLocked: true });
    // Taken by another process, or already sent since the candidates were read.
    if (!member?.email) return false;
    await tx
      .update(notificationSettings)
      .set({ lastDigestAt: now })
      .where(eq(notificationSettings.userId, userId));
    const gathered = await tx
      .update(notifications)
      .set({ digestedAt: now })
      .where(and(eq(notifications.recipientId, userId), waiting()))
      .returning({ id: notifications.id });
    if (gathered.length === 0) return false;
    const shown = await tx
      .select({
        type: notifications.type,
        subjectType: notifications.subjectType,
        subjectId: notifications.subjectId,
        targetId: notifications.targetId,
        title: notifications.title,
        excerpt: notifications.excerpt,
        count: notifications.count,
        actorFirstName: actors.firstName,
        actorLastName: actors.lastName,
        actorMembership: actors.membership,
      })
      .from(notifications)
      .leftJoin(actors, eq(actors.id, notifications.actorId))
      .where(
        inArray(
          notifications.id,
          gathered.map((g) => g.id),
        ),
      )
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(DIGEST_CAP);
    await queueRendered(tx, [
      {
        to: member.email,
        content: digestMail(brand, {
          frequency: member.frequency as DigestFrequency,
          groups: groupByType(shown, brand.siteUrl),
          more: gathered.length - shown.length,
          allLink: `${brand.siteUrl}/notifications`,
          links: mailLinks(brand, deps.secret, userId, 'digest'),
        }),
      },
    ]);
    return true;
  });
}

/** Groups in the preferences page's order, entries newest first within each. */
function groupByType(
  rows: {
    type: NotificationType;
    subjectType: string;
    subjectId: string;
    targetId: string | null;
    title: string;
    excerpt: string | null;
    count: number;
    actorFirstName: string | null;
    actorLastName: string | null;
    actorMembership: string | null;
  }[],
  siteUrl: string,
): DigestGroup[] {
  const order = Object.keys(NOTIFICATION_TYPE_LABELS) as NotificationType[];
  return order
    .map((type) => ({
      label: NOTIFICATION_TYPE_LABELS[type],
      entries: rows
        .filter((r) => r.type === type)
        .map((r) => ({
          headline: notificationHeadline({
            type: r.type,
            actorName: actorNameOf({
              firstName: r.actorFirstName,
              lastName: r.actorLastName,
              membership: r.actorMembership,
            }),
            count: r.count,
            title: r.title,
            subjectType: r.subjectType,
          }),
          excerpt: r.excerpt ? plainMentions(r.excerpt) : null,
          link: `${siteUrl}${hrefOf(r)}`,
        })),
    }))
    .filter((group) => group.entries.length > 0);
}
