import { and, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { conversationMembers, messageReactions, messages } from '../../../shared/schema/messages';
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

/** A conversation as the viewer finds it: null unless they are in it. */
export interface ConversationRow {
  id: number;
  subject: string | null;
  name: string | null;
  is_group: boolean;
  /** Everyone in it now, the viewer included, in the order they joined. */
  member_ids: string[];
}

/**
 * The conversation and its members, if the viewer is one of them, in one statement; with
 * `withOthers`, the others as member summaries too (the thread's head: one round trip
 * fewer for the page that shows it).
 */
export async function findConversation<Others extends boolean = false>(
  db: Database,
  threadId: number,
  viewerId: string,
  options?: { withOthers: Others },
) {
  const others = options?.withOthers ? sql`, ${othersJson(sql`c.id`, viewerId)} as members` : sql``;
  const [row] = await selectRows<
    ConversationRow & (Others extends true ? { members: MemberSummaryRow[] } : unknown)
  >(
    db,
    sql`select c.id, c.subject, c.name, c.is_group,
        array(select m.user_id from conversation_member m where m.conversation_id = c.id
          order by m.joined_at, m.user_id) as member_ids${others}
      from conversation c
      join conversation_member me on me.conversation_id = c.id and me.user_id = ${viewerId}
      where c.id = ${threadId}`,
  );
  return row ?? null;
}

/** The others in a conversation now, in the order they joined, as member summaries. */
export const othersJson = (conversationId: SQL, viewerId: string) =>
  sql`coalesce((select json_agg(${memberSummaryJson('u')} order by o.joined_at, o.user_id)
      from conversation_member o join users u on u.id = o.user_id
      where o.conversation_id = ${conversationId} and o.user_id <> ${viewerId}), '[]'::json)`;

/**
 * Whether the viewer has read a message: someone else's, once their read marker reaches
 * it; their own, once every other member's does (or there is no one else to read it).
 */
const readSql = (viewerId: string) => sql<boolean>`case
    when ${messages.senderId} = ${viewerId} then not exists (
      select 1 from ${conversationMembers} o
      where o.conversation_id = ${messages.threadId} and o.user_id <> ${viewerId}
        and o.joined_at <= ${messages.createdAt}
        and (o.read_at is null or o.read_at < ${messages.createdAt}))
    else exists (
      select 1 from ${conversationMembers} me
      where me.conversation_id = ${messages.threadId} and me.user_id = ${viewerId}
        and me.read_at >= ${messages.createdAt})
  end`;

/** Whether the viewer has read one message (see readSql): what an edit answers. */
export async function isMessageRead(db: Database, messageId: number, viewerId: string) {
  const [row] = await db
    .select({ isRead: readSql(viewerId) })
    .from(messages)
    .where(eq(messages.id, messageId));
  return row?.isRead ?? false;
}

/**
 * What a member may see of a conversation's messages: from when they joined, and a
 * message moderators hid only if they sent it (decision 021).
 */
export const visibleSince = (viewerId: string) =>
  sql`${messages.createdAt} >= (select me.joined_at from ${conversationMembers} me
      where me.conversation_id = ${messages.threadId} and me.user_id = ${viewerId})
    and (${messages.hiddenAt} is null or ${messages.senderId} = ${viewerId})`;

/**
 * The newest `limit` messages of a thread the viewer may see before the cursor (newest
 * first), plus one, each with its sender, whether it was read and its reactions.
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
      mine: sql<boolean>`(${messages.senderId} = ${q.viewerId})`,
      isRead: readSql(q.viewerId),
      sender: memberSummaryColumns,
      // Reactions (issue 37): the page's counts and the viewer's own, in this statement.
      reactions: reactionCountsSql(messageReactions, messages.id),
      myReactions: myReactionsSql(messageReactions, sql`${messages.id}`, q.viewerId),
      sortTime: exactTime(messages.createdAt),
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.threadId, q.threadId),
        beyondCursor(messages, q.before, 'desc'),
        visibleSince(q.viewerId),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(q.limit + 1);
}

/** The viewer has read everything the conversation holds now. */
export function markConversationRead(db: Database, threadId: number, viewerId: string) {
  return db.execute(
    sql`update conversation_member me
      set read_at = greatest(coalesce(me.read_at, '-infinity'),
        (select max(m.created_at) from message m where m.thread_id = ${threadId}))
      where me.conversation_id = ${threadId} and me.user_id = ${viewerId}`,
  );
}

/** Of these members, those who may take part: they exist and were not removed (decision 022). */
export async function activeMemberIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), ne(users.membership, 'removed')));
  return new Set(rows.map((r) => r.id));
}

export interface ThreadRow {
  thread_id: number;
  last_at: string;
  /** last_at to the microsecond, for the cursor (see exactTime). */
  last_at_exact: string;
  unread: number;
  subject: string | null;
  name: string | null;
  is_group: boolean;
  last_content: string | null;
  last_from_me: boolean;
  members: MemberSummaryRow[];
}

/**
 * Messages from others the member has not read, in the conversation `cm` of theirs: after
 * their read position, or from their joining if they have read nothing. One bound on
 * `created_at` (greatest ignores a null read_at), so the index scan starts past what was
 * read and a conversation read to its end costs no row at all.
 */
const unreadIn = (viewerId: string) => sql`select count(*) from message u
    where u.thread_id = cm.conversation_id
      and u.created_at > greatest(cm.read_at, cm.joined_at - interval '1 microsecond')
      and u.sender_id <> ${viewerId} and u.hidden_at is null`;

/**
 * The viewer's conversations with their last message they may see (`l`, null if none):
 * those with one, and those where nothing was written since they joined (someone added
 * them a moment ago). One whose only messages moderators hid is gone, as those messages are.
 */
const shownConversations = (viewerId: string) => sql`from conversation_member cm
    left join lateral (
      select m.created_at, m.content, m.sender_id from message m
      where m.thread_id = cm.conversation_id and m.created_at >= cm.joined_at
        and (m.hidden_at is null or m.sender_id = ${viewerId})
      order by m.created_at desc, m.id desc limit 1
    ) l on true
    where cm.user_id = ${viewerId} and (l.created_at is not null or not exists (
      select 1 from message x
      where x.thread_id = cm.conversation_id and x.created_at >= cm.joined_at))`;

/**
 * One page of the viewer's conversations after the cursor, most recent first (plus one
 * row to tell whether another page exists), and how many there are in all: one statement,
 * the count taken from the same scan of the viewer's conversations as the page (a row
 * with the count alone when the page is empty).
 */
export async function listThreadRows(
  db: Database,
  viewerId: string,
  q: { limit: number; after: { lastAt: string; threadId: number } | null },
) {
  const { after, limit } = q;
  const rows = await selectRows<
    (ThreadRow & { total: number }) | { thread_id: null; total: number }
  >(
    db,
    sql`with threads as materialized (
        select cm.conversation_id as thread_id, coalesce(l.created_at, cm.joined_at) as last_at,
          l.content as last_content, coalesce(l.sender_id = ${viewerId}, false) as last_from_me,
          (${unreadIn(viewerId)})::int as unread
        ${shownConversations(viewerId)}
      ), page as (
        select p.thread_id, p.last_at, ${exactTime(sql`p.last_at`)} as last_at_exact,
          p.unread, c.subject, c.name, c.is_group, p.last_content, p.last_from_me,
          ${othersJson(sql`p.thread_id`, viewerId)} as members
        from threads p
        join conversation c on c.id = p.thread_id
        where ${after ? sql`(p.last_at, p.thread_id) < (${after.lastAt}::timestamptz, ${after.threadId})` : sql`true`}
        order by p.last_at desc, p.thread_id desc
        limit ${limit + 1}
      )
      select page.*, t.total
      from (select count(*)::int as total from threads) t left join page on true
      order by page.last_at desc, page.thread_id desc`,
  );
  return {
    rows: rows.filter((r): r is ThreadRow & { total: number } => r.thread_id !== null),
    total: rows[0]?.total ?? 0,
  };
}

/** The envelope's badge: messages from others the viewer has not read, in all their conversations. */
export async function countUnread(db: Database, viewerId: string) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select coalesce(sum((${unreadIn(viewerId)})), 0)::int as n
      from conversation_member cm where cm.user_id = ${viewerId}`,
  );
  return row.n;
}
