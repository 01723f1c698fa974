import { type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_TYPES,
  type NotificationType,
} from '../../../shared/contracts/choices';
import { mentionedIds } from '../../../shared/mentions';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { eventAttendees, events } from '../../../shared/schema/events';
import { jobPostings } from '../../../shared/schema/jobs';
import { messages } from '../../../shared/schema/messages';
import { notifications } from '../../../shared/schema/notifications';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import type { Database, Queryable } from '../../db/client';
import { selectRows } from '../../db/raw';
import { TOMBSTONE } from '../discussions/queries';
import { plainExcerpt } from './excerpt';
import type { Activity } from './record';

/** What a notification is about: the `subject_type` the read marks and links go by. */
export type SubjectType = 'discussion' | 'thread' | 'event' | 'job' | 'skill' | 'community';

interface Recipient {
  id: string;
  type: NotificationType;
  /** A burst on one subject is one unread row; null: every one is its own row. */
  ck: string | null;
}

/** One activity turned into rows: who, and what every row of it says. */
interface Delivery {
  /** The members, or a query naming them (an event's attendees: set-based, not a list). */
  recipients: Recipient[] | SQL;
  /** The member who acted (never notified); the row's actor unless `anonymous`. */
  actorId: string | null;
  anonymous?: boolean;
  subjectType: SubjectType;
  subjectId: number;
  targetId: number | null;
  title: string;
  excerpt: string | null;
}

const one = async <T>(q: Queryable, query: SQL) =>
  (await selectRows<T>(q as Database, query))[0] ?? null;

/**
 * Who a new reply concerns, one entry each (issue 22): a mention wins over a reply to
 * their reply, which wins over a reply in their discussion.
 */
export function replyRecipients(
  discussionId: number,
  mentioned: string[],
  parentAuthorId: string | null,
  discussionAuthorId: string,
): Recipient[] {
  const byId = new Map<string, Recipient>();
  for (const id of mentioned) byId.set(id, { id, type: 'mention', ck: null });
  if (parentAuthorId && !byId.has(parentAuthorId)) {
    byId.set(parentAuthorId, {
      id: parentAuthorId,
      type: 'reply_reply',
      ck: `reply_reply:${discussionId}`,
    });
  }
  if (!byId.has(discussionAuthorId)) {
    byId.set(discussionAuthorId, {
      id: discussionAuthorId,
      type: 'discussion_reply',
      ck: `discussion_reply:${discussionId}`,
    });
  }
  return [...byId.values()];
}

/** An event's members going to it, as recipients of `type` (uncollapsed). */
const attendeesOf = (eventId: number, type: NotificationType) => sql`
  select a.user_id as id, ${type}::text as type, null::text as ck
  from ${eventAttendees} a where a.event_id = ${eventId} and a.status = 'attending'`;

/**
 * Reads what the activity is about as it is now and decides who hears of it. Null when
 * nobody should: the subject is gone, or moderators hid it (nobody is told of what they
 * cannot see, decision 021).
 */
export async function resolve(q: Queryable, activity: Activity): Promise<Delivery | null> {
  const { actorId } = activity;
  switch (activity.kind) {
    case 'discussion': {
      const { discussionId } = activity.payload;
      const d = await one<{ title: string; content: string; hidden: boolean }>(
        q,
        sql`select title, content, hidden_at is not null as hidden
            from ${discussions} where id = ${discussionId}`,
      );
      if (!d || d.hidden) return null;
      return {
        recipients: mentionedIds(d.content).map((id) => ({ id, type: 'mention', ck: null })),
        actorId,
        subjectType: 'discussion',
        subjectId: discussionId,
        targetId: null,
        title: d.title,
        excerpt: plainExcerpt(d.content),
      };
    }
    case 'reply': {
      const { discussionId, replyId } = activity.payload;
      const r = await one<{
        content: string;
        hidden: boolean;
        title: string;
        discussion_author: string;
        discussion_hidden: boolean;
        parent_author: string | null;
      }>(
        q,
        sql`select r.content, r.hidden_at is not null as hidden, d.title,
              d.author_id as discussion_author, d.hidden_at is not null as discussion_hidden,
              p.author_id as parent_author
            from ${discussionReplies} r
            join ${discussions} d on d.id = r.discussion_id
            left join ${discussionReplies} p on p.id = r.parent_reply_id
              and p.content <> ${TOMBSTONE}
            where r.id = ${replyId} and r.discussion_id = ${discussionId}`,
      );
      if (!r || r.hidden || r.discussion_hidden || r.content === TOMBSTONE) return null;
      return {
        recipients: replyRecipients(
          discussionId,
          mentionedIds(r.content),
          r.parent_author,
          r.discussion_author,
        ),
        actorId,
        subjectType: 'discussion',
        subjectId: discussionId,
        targetId: replyId,
        title: r.title,
        excerpt: plainExcerpt(r.content),
      };
    }
    case 'mention': {
      // An edit's new mentions (issue 23): the text as it reads now, hidden or not.
      const { discussionId, replyId, userIds } = activity.payload;
      const m = await one<{ title: string; content: string; hidden: boolean }>(
        q,
        replyId === null
          ? sql`select title, content, hidden_at is not null as hidden
                from ${discussions} where id = ${discussionId}`
          : sql`select d.title, r.content,
                  (r.hidden_at is not null or d.hidden_at is not null) as hidden
                from ${discussionReplies} r join ${discussions} d on d.id = r.discussion_id
                where r.id = ${replyId} and r.discussion_id = ${discussionId}
                  and r.content <> ${TOMBSTONE}`,
      );
      if (!m || m.hidden) return null;
      // Still mentioned (an edit undone before the fan-out ran tells nobody), and not told
      // already: the item's own activity, fanned out after the edit, read the new text too.
      const still = new Set(mentionedIds(m.content));
      const told = new Set(
        (
          await selectRows<{ recipient_id: string }>(
            q as Database,
            sql`select recipient_id from ${notifications}
                where type = 'mention' and subject_type = 'discussion'
                  and subject_id = ${String(discussionId)}
                  and target_id is not distinct from ${replyId === null ? null : String(replyId)}`,
          )
        ).map((row) => row.recipient_id),
      );
      return {
        recipients: userIds
          .filter((id) => still.has(id) && !told.has(id))
          .map((id) => ({ id, type: 'mention', ck: null })),
        actorId,
        subjectType: 'discussion',
        subjectId: discussionId,
        targetId: replyId,
        title: m.title,
        excerpt: plainExcerpt(m.content),
      };
    }
    case 'message': {
      // Only the conversation's other member, whatever the text mentions: a mention
      // cannot show a private message to a third member, and they already get `message`.
      const { threadId, messageId } = activity.payload;
      const m = await one<{ recipient_id: string; subject: string | null; content: string }>(
        q,
        sql`select recipient_id, subject, content from ${messages}
            where id = ${messageId} and hidden_at is null`,
      );
      if (!m) return null;
      return {
        recipients: [{ id: m.recipient_id, type: 'message', ck: `message:${threadId}` }],
        actorId,
        subjectType: 'thread',
        subjectId: threadId,
        targetId: messageId,
        title: m.subject ?? '',
        excerpt: plainExcerpt(m.content),
      };
    }
    case 'endorsement': {
      const { userSkillId } = activity.payload;
      const s = await one<{ owner: string; name: string; comment: string | null }>(
        q,
        sql`select us.user_id as owner, s.name, e.comment
            from ${userSkills} us join ${skills} s on s.id = us.skill_id
            left join ${skillEndorsements} e on e.user_skill_id = us.id
              and e.endorsed_by = ${actorId}
            where us.id = ${userSkillId}`,
      );
      if (!s) return null;
      return {
        recipients: [{ id: s.owner, type: 'endorsement', ck: `endorsement:${userSkillId}` }],
        actorId,
        subjectType: 'skill',
        subjectId: userSkillId,
        targetId: null,
        title: s.name,
        excerpt: s.comment ? plainExcerpt(s.comment) : null,
      };
    }
    case 'event_rsvp':
    case 'event_changed':
    case 'seat_opened': {
      const { eventId } = activity.payload;
      const e = await one<{ title: string; created_by: string; hidden: boolean }>(
        q,
        sql`select title, created_by, hidden_at is not null as hidden
            from ${events} where id = ${eventId}`,
      );
      if (!e || e.hidden) return null;
      const recipients =
        activity.kind === 'event_rsvp'
          ? [{ id: e.created_by, type: 'event_rsvp' as const, ck: `event_rsvp:${eventId}` }]
          : activity.kind === 'seat_opened'
            ? activity.payload.userIds.map((id) => ({ id, type: 'seat_opened' as const, ck: null }))
            : attendeesOf(eventId, 'event_changed');
      return {
        recipients,
        actorId,
        // A seat is handed over by the waiting list, not by whoever freed it.
        anonymous: activity.kind === 'seat_opened',
        subjectType: 'event',
        subjectId: eventId,
        targetId: null,
        title: e.title,
        excerpt: null,
      };
    }
    case 'event_cancelled': {
      const { eventId, title, attendeeIds } = activity.payload;
      return {
        recipients: attendeeIds.map((id) => ({ id, type: 'event_cancelled', ck: null })),
        actorId,
        subjectType: 'event',
        subjectId: eventId,
        targetId: null,
        title,
        excerpt: null,
      };
    }
    case 'job_application': {
      const { jobId, applicationId } = activity.payload;
      const j = await one<{ title: string; posted_by: string }>(
        q,
        sql`select title, posted_by from ${jobPostings}
            where id = ${jobId} and hidden_at is null`,
      );
      if (!j) return null;
      return {
        recipients: [{ id: j.posted_by, type: 'job_application', ck: `job_application:${jobId}` }],
        actorId,
        subjectType: 'job',
        subjectId: jobId,
        targetId: applicationId,
        title: j.title,
        excerpt: null,
      };
    }
    case 'membership_decided': {
      const { userIds, communityName } = activity.payload;
      return {
        recipients: userIds.map((id) => ({ id, type: 'membership_decided', ck: null })),
        actorId,
        // The community let them in, not one admin; the approval mail already exists.
        anonymous: true,
        subjectType: 'community',
        subjectId: 0,
        targetId: null,
        title: communityName,
        excerpt: null,
      };
    }
  }
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

/** Types whose e-mail exists elsewhere: never due for the instant-mail sweep. */
const NEVER_MAILED: NotificationType[] = ['membership_decided'];

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
