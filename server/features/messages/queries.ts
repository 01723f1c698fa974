import { and, count, countDistinct, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import { messageReactions, messages } from '../../../shared/schema/messages';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import {
  type MemberSummaryRow,
  memberSummaryColumns,
  memberSummaryJson,
} from '../../lib/member-summary';
import { beyondCursor, exactTime } from '../../lib/pagination';
import { myReactionsSql, reactionCountsSql } from '../../lib/reactions';

/** A thread's opening message (its id is the thread's id), whoever asks. */
export async function findThreadOpening(db: Database, threadId: number) {
  const [opening] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, threadId), eq(messages.threadId, threadId)));
  return opening ?? null;
}

/** Whether the viewer sent the message: the bubble's side. */
const sentBy = (viewerId: string) => sql<boolean>`(${messages.senderId} = ${viewerId})`;

/**
 * The newest `limit` messages of a thread before the cursor (newest first), plus one,
 * each with whether the viewer sent it and its reactions.
 */
export async function listThreadMessageRows(
  db: Database,
  q: {
    viewerId: string;
    threadId: number;
    limit: number;
    before: { createdAt: string; id: number } | null;
  },
) {
  return db
    .select({
      ...getTableColumns(messages),
      mine: sentBy(q.viewerId),
      // Reactions (issue 37): the page's counts and the viewer's own, in this statement.
      reactions: reactionCountsSql(messageReactions, messages.id),
      myReactions: myReactionsSql(messageReactions, sql`${messages.id}`, q.viewerId),
      sortTime: exactTime(messages.createdAt),
    })
    .from(messages)
    .where(
      and(
        eq(messages.threadId, q.threadId),
        beyondCursor(messages, q.before, 'desc'),
        // Hidden by moderators (decision 021): gone for its recipient, marked for its sender.
        sql`(${messages.hiddenAt} is null or ${messages.senderId} = ${q.viewerId})`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(q.limit + 1);
}

/** Whether the member was removed (decision 022): their conversations take no new messages. */
export async function isRemovedMember(db: Database, id: string) {
  const [row] = await db
    .select({ membership: users.membership })
    .from(users)
    .where(eq(users.id, id));
  return row?.membership === 'removed';
}

export async function findMember(db: Database, id: string) {
  const [member] = await db.select(memberSummaryColumns).from(users).where(eq(users.id, id));
  return member ?? null;
}

export interface ThreadRow {
  thread_id: number;
  last_at: string;
  /** last_at to the microsecond, for the cursor (see exactTime). */
  last_at_exact: string;
  unread: number;
  subject: string | null;
  last_content: string;
  last_from_me: boolean;
  other_member: MemberSummaryRow;
}

/**
 * One page of the viewer's conversations after the cursor, most recent first (plus one
 * row to tell whether another page exists), and how many there are in all.
 */
export async function listThreadRows(
  db: Database,
  viewerId: string,
  q: { limit: number; after: { lastAt: string; threadId: number } | null },
) {
  const { after, limit } = q;
  const mine = or(eq(messages.senderId, viewerId), eq(messages.recipientId, viewerId));
  const totalQuery = db
    .select({ n: countDistinct(messages.threadId) })
    .from(messages)
    .where(mine);
  const rowsQuery = selectRows<ThreadRow>(
    db,
    sql`with mine as (
        select * from message where (sender_id = ${viewerId} or recipient_id = ${viewerId})
          and (hidden_at is null or sender_id = ${viewerId})
      ), threads as (
        select thread_id, max(created_at) as last_at,
          count(*) filter (where recipient_id = ${viewerId} and not is_read)::int as unread
        from mine group by thread_id
      )
      select p.thread_id, p.last_at, ${exactTime(sql`p.last_at`)} as last_at_exact,
        p.unread, o.subject,
        l.content as last_content, (l.sender_id = ${viewerId}) as last_from_me,
        ${memberSummaryJson('u')} as other_member
      from threads p
      join message o on o.id = p.thread_id
      join lateral (
        select content, sender_id from message m where m.thread_id = p.thread_id
          and (m.hidden_at is null or m.sender_id = ${viewerId})
        order by m.created_at desc, m.id desc limit 1
      ) l on true
      join users u on u.id = case when o.sender_id = ${viewerId} then o.recipient_id else o.sender_id end
      where ${after ? sql`(p.last_at, p.thread_id) < (${after.lastAt}::timestamptz, ${after.threadId})` : sql`true`}
      order by p.last_at desc, p.thread_id desc
      limit ${limit + 1}`,
  );
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  return { rows, total: total.n };
}

export async function countUnread(db: Database, viewerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.recipientId, viewerId),
        eq(messages.isRead, false),
        isNull(messages.hiddenAt),
      ),
    );
  return row.n;
}
