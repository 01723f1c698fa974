import { type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/contracts/choices';
import { notifications } from '../../../shared/schema/notifications';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { selectRows } from '../../db/raw';
import { type MemberSummaryRow, optionalMemberSummary } from '../../lib/member-summary';
import { isStaff, type Viewer } from '../../lib/policy';
import { type SubjectType, subjectVisible } from './registry';

/**
 * Whether the entry under alias `n` is about something the viewer may see now (decision
 * 025: filtered when read, not deleted when an item is hidden): its subject and, where it
 * names one, its reply or message exist and are not hidden from them (decision 021). The
 * excerpt quotes the target, so a hidden or deleted target hides the entry. A cancelled
 * event is gone by design and its entry stays. Each branch casts only its own ids.
 */
export function visibleEntry(viewer: Viewer): SQL {
  return entryVisible('n', sql`${viewer.id}`, isStaff(viewer) ? sql`true` : sql`false`);
}

/**
 * As `visibleEntry`, for the row's own recipient (the mail sweeps, which read many
 * members' entries of the `notification` table at once): nobody is mailed about what the
 * bell would not show them.
 */
export const visibleToRecipient = () =>
  entryVisible(
    '"notification"',
    sql.raw('"notification"."recipient_id"'),
    sql`exists (select 1 from ${users} s where s.id = "notification"."recipient_id"
      and s.role in ('moderator', 'admin'))`,
  );

function entryVisible(alias: string, viewerId: SQL, staff: SQL): SQL {
  const n = (column: string) => sql.raw(`${alias}.${column}`);
  return subjectVisible(n('subject_type'), {
    type: n('type'),
    subjectId: n('subject_id'),
    targetId: n('target_id'),
    viewerId,
    seen: (hiddenAt, ownerId) => sql`(${staff} or ${hiddenAt} is null or ${ownerId} = ${viewerId})`,
  });
}

export interface NotificationRow {
  id: number;
  type: NotificationType;
  actor: MemberSummaryRow | null;
  subjectType: SubjectType;
  subjectId: string;
  targetId: string | null;
  title: string;
  excerpt: string | null;
  count: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  readAt: Date | string | null;
  sortTime: string;
}

export interface NotificationCursor {
  updatedAt: string;
  id: number;
}

/**
 * One page of the viewer's entries, latest activity first, each with its actor as the
 * member summary (a join, one statement), and how many match.
 */
export async function listNotificationRows(
  db: Database,
  viewer: Viewer,
  q: { limit: number; after: NotificationCursor | null; unread: boolean },
) {
  const where = sql`n.recipient_id = ${viewer.id}
    ${q.unread ? sql`and n.read_at is null` : sql``}
    and ${visibleEntry(viewer)}`;
  const beyond = q.after
    ? sql`and (n.updated_at, n.id) < (${q.after.updatedAt}::timestamptz, ${q.after.id})`
    : sql``;
  const [rows, [total]] = await Promise.all([
    selectRows<NotificationRow>(
      db,
      sql`select n.id::int as "id", n.type, ${optionalMemberSummary('a')} as actor,
          n.subject_type as "subjectType", n.subject_id as "subjectId",
          n.target_id as "targetId", n.title, n.excerpt, n.count,
          n.created_at as "createdAt", n.updated_at as "updatedAt", n.read_at as "readAt",
          to_char(n.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "sortTime"
        from ${notifications} n left join ${users} a on a.id = n.actor_id
        where ${where} ${beyond}
        order by n.updated_at desc, n.id desc
        limit ${q.limit + 1}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${notifications} n where ${where}`,
    ),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The bell's badge: unread entries the viewer may see. */
export async function countUnreadRows(db: Database, viewer: Viewer) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${notifications} n
        where n.recipient_id = ${viewer.id} and n.read_at is null and ${visibleEntry(viewer)}`,
  );
  return row?.n ?? 0;
}

/** Marks one of the member's entries read; false when it is not theirs (or not there). */
/** Whose entry `id` is, for the policy's `notification.read`; undefined when none is. */
export async function notificationRecipient(db: Database, id: number) {
  const [row] = await selectRows<{ recipientId: string }>(
    db,
    sql`select recipient_id as "recipientId" from ${notifications} where id = ${id}`,
  );
  return row;
}

export async function markRowRead(db: Database, userId: string, id: number) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update ${notifications} n set read_at = coalesce(n.read_at, now())
        where n.id = ${id} and n.recipient_id = ${userId}
        returning n.id`,
  );
  return rows.length > 0;
}

/** Marks all the member's unread entries read; how many changed. */
export async function markAllRowsRead(db: Database, userId: string) {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update ${notifications} set read_at = now()
        where recipient_id = ${userId} and read_at is null returning id`,
  );
  return rows.length;
}

/** Marks read the member's unread entries about one subject; how many changed. */
export async function markSubjectRows(
  q: Queryable,
  userId: string,
  subjectType: SubjectType,
  subjectId: number,
) {
  const rows = await selectRows<{ id: number }>(
    q as Database,
    sql`update ${notifications} set read_at = now()
        where recipient_id = ${userId} and subject_type = ${subjectType}
          and subject_id = ${String(subjectId)} and read_at is null
        returning id`,
  );
  return rows.length;
}
