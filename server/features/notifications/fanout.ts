import { sql } from 'drizzle-orm';
import {
  BELL_ONLY_TYPES,
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '../../../shared/contracts/choices';
import { notifications } from '../../../shared/schema/notifications';
import type { Database, Queryable } from '../../db/client';
import { selectRows } from '../../db/raw';
import type { Delivery, SubjectType } from './registry';

/**
 * Who of the members was told already of a subject (an edit's new mention must not tell
 * someone twice: the item's own activity, fanned out after the edit, read the new text).
 */
export async function alreadyNotified(
  q: Queryable,
  about: {
    type: NotificationType;
    subjectType: SubjectType;
    subjectId: number;
    targetId: number | null;
  },
): Promise<Set<string>> {
  const rows = await selectRows<{ recipient_id: string }>(
    q as Database,
    sql`select recipient_id from ${notifications}
        where type = ${about.type} and subject_type = ${about.subjectType}
          and subject_id = ${String(about.subjectId)}
          and target_id is not distinct from ${about.targetId === null ? null : String(about.targetId)}`,
  );
  return new Set(rows.map((row) => row.recipient_id));
}

/** The type's default e-mail channel, for members who never chose one. */
const defaultChannel = sql.join(
  [
    sql`case r.type`,
    ...NOTIFICATION_TYPES.map((t) => sql`when ${t} then ${DEFAULT_NOTIFICATION_CHANNEL[t]}`),
    sql`end`,
  ],
  sql` `,
);

/** Types the bell alone tells: never due for the instant-mail sweep. */
const NEVER_MAILED = BELL_ONLY_TYPES;

/**
 * Writes a delivery's rows in one statement, however many recipients (insert … select):
 * only active, unsuspended members, never the actor; the e-mail is due now for those who
 * take the type at once; a collapsible row still unread is bumped instead of repeated.
 * Returns who got something new.
 */
export async function deliver(q: Queryable, d: Delivery): Promise<string[]> {
  if (Array.isArray(d.recipients) && d.recipients.length === 0) return [];
  const source = Array.isArray(d.recipients)
    ? sql`select * from jsonb_to_recordset(${JSON.stringify(d.recipients)}::jsonb)
            as x(id text, type text, ck text)`
    : d.recipients;
  const rows = await selectRows<{ recipient_id: string }>(
    q as Database,
    sql`
    insert into ${notifications} as n (recipient_id, type, actor_id, subject_type, subject_id,
      target_id, title, excerpt, collapse_key, mail_due_at)
    select r.id, r.type, ${d.anonymous ? null : d.actorId}, ${d.subjectType},
      ${String(d.subjectId)}, ${d.targetId === null ? null : String(d.targetId)},
      ${d.title.slice(0, 300)}, ${d.excerpt}, r.ck,
      case when r.type not in (${sql.join(
        NEVER_MAILED.map((t) => sql`${t}`),
        sql`, `,
      )}) and coalesce(p.channel, ${defaultChannel}) = 'instant' then now() end
    from (${source}) r
    join users u on u.id = r.id and u.membership = 'active'
      and (u.suspended_at is null or (u.suspended_until is not null and u.suspended_until <= now()))
    left join notification_preference p on p.user_id = r.id and p.type = r.type
    where r.id is distinct from ${d.actorId}
    on conflict (recipient_id, collapse_key) where read_at is null and collapse_key is not null
    do update set count = n.count + 1, actor_id = excluded.actor_id, updated_at = now(),
      title = excluded.title, excerpt = excluded.excerpt, target_id = excluded.target_id,
      -- A burst inside the mail's short wait is one mail (the first due time stays); a
      -- bump after the mail went re-arms it, so later activity is not silently swallowed
      -- by an entry the member never opened; and the burst reaches the next digest.
      mail_due_at = case
        when excluded.mail_due_at is null then n.mail_due_at
        when n.mailed_at is not null then excluded.mail_due_at
        else coalesce(n.mail_due_at, excluded.mail_due_at) end,
      mailed_at = case when excluded.mail_due_at is null then n.mailed_at end,
      digested_at = null
    returning recipient_id`,
  );
  return rows.map((r) => r.recipient_id);
}
