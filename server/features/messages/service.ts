import { and, count, countDistinct, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { messages } from '../../../shared/schema/messages';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { badRequest, notFound } from '../../lib/http-error';
import {
  beyondCursor,
  createdAtCursor,
  decodeCursor,
  encodeCursor,
  exactTime,
  withoutSortTime,
} from '../../lib/pagination';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';

export const RECIPIENT_NOT_FOUND = 'Recipient not found';
export const NOT_TO_YOURSELF = 'You cannot send a message to yourself';
export const THREAD_NOT_FOUND = 'Conversation not found';
/** A thread shows at most this many of its latest messages at once. */
export const THREAD_PAGE = 100;

const memberFields = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
};

/**
 * Starts a conversation: the first message's id is its thread id, so a thread is named
 * by its opening message and its two members are that message's sender and recipient.
 */
export async function startThread(
  db: Database,
  senderId: string,
  input: { recipientId: string; subject: string | null; content: string },
) {
  if (input.recipientId === senderId) throw badRequest(NOT_TO_YOURSELF);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(messages)
        .values({
          senderId,
          recipientId: input.recipientId,
          subject: input.subject,
          content: input.content,
        })
        .returning();
      const [message] = await tx
        .update(messages)
        .set({ threadId: created.id })
        .where(eq(messages.id, created.id))
        .returning();
      return message;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(RECIPIENT_NOT_FOUND);
    throw err;
  }
}

/** The opening message of a thread the viewer belongs to; 404 to anyone else, so existence is not revealed. */
async function threadFor(db: Database, threadId: number, viewerId: string) {
  const [opening] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.id, threadId),
        eq(messages.threadId, threadId),
        or(eq(messages.senderId, viewerId), eq(messages.recipientId, viewerId)),
      ),
    );
  if (!opening) throw notFound(THREAD_NOT_FOUND);
  const otherId = opening.senderId === viewerId ? opening.recipientId : opening.senderId;
  return { opening, otherId };
}

export async function replyInThread(
  db: Database,
  threadId: number,
  viewerId: string,
  content: string,
) {
  const { opening, otherId } = await threadFor(db, threadId, viewerId);
  const [message] = await db
    .insert(messages)
    .values({
      senderId: viewerId,
      recipientId: otherId,
      subject: opening.subject,
      content,
      threadId,
    })
    .returning();
  return message;
}

/**
 * A thread's latest messages (oldest first on screen) with the other member, marking
 * what was sent to the viewer as read. `before` pages back through older messages.
 */
export async function readThread(
  db: Database,
  threadId: number,
  viewerId: string,
  before?: string,
) {
  const { opening, otherId } = await threadFor(db, threadId, viewerId);
  const older = decodeCursor(before, createdAtCursor);
  const [rows, [other]] = await Promise.all([
    db
      .select({ ...getTableColumns(messages), sortTime: exactTime(messages.createdAt) })
      .from(messages)
      .where(and(eq(messages.threadId, threadId), beyondCursor(messages, older, 'desc')))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(THREAD_PAGE + 1),
    db.select(memberFields).from(users).where(eq(users.id, otherId)),
    db
      .update(messages)
      .set({ isRead: true })
      .where(
        and(
          eq(messages.threadId, threadId),
          eq(messages.recipientId, viewerId),
          eq(messages.isRead, false),
        ),
      ),
  ]);
  const hasOlder = rows.length > THREAD_PAGE;
  const page = rows.slice(0, THREAD_PAGE).reverse();
  const oldest = page[0];
  return {
    thread: { id: threadId, subject: opening.subject, otherMember: other ?? null },
    messages: page.map(withoutSortTime),
    olderCursor:
      hasOlder && oldest ? encodeCursor({ createdAt: oldest.sortTime, id: oldest.id }) : null,
  };
}

const listCursor = z.object({
  lastAt: z.iso.datetime(),
  threadId: z.number().int().min(0).max(MAX_INT),
});

interface ThreadRow {
  thread_id: number;
  last_at: string;
  /** last_at to the microsecond, for the cursor (see exactTime). */
  last_at_exact: string;
  unread: number;
  subject: string | null;
  last_content: string;
  last_sender_id: string;
  other_id: string;
  other_first_name: string | null;
  other_last_name: string | null;
  other_email: string | null;
  other_profile_image_url: string | null;
}

/**
 * The viewer's conversations, most recent first: subject, the other member, the last
 * message and how many are unread, one page per query.
 */
export async function listThreads(db: Database, viewerId: string, limit: number, cursor?: string) {
  const after = decodeCursor(cursor, listCursor);
  const mine = or(eq(messages.senderId, viewerId), eq(messages.recipientId, viewerId));
  const totalQuery = db
    .select({ n: countDistinct(messages.threadId) })
    .from(messages)
    .where(mine);
  const rowsQuery = selectRows<ThreadRow>(
    db,
    sql`with mine as (
        select * from message where sender_id = ${viewerId} or recipient_id = ${viewerId}
      ), threads as (
        select thread_id, max(created_at) as last_at,
          count(*) filter (where recipient_id = ${viewerId} and not is_read)::int as unread
        from mine group by thread_id
      )
      select p.thread_id, p.last_at, ${exactTime(sql`p.last_at`)} as last_at_exact,
        p.unread, o.subject,
        l.content as last_content, l.sender_id as last_sender_id,
        u.id as other_id, u.first_name as other_first_name, u.last_name as other_last_name,
        u.email as other_email, u.profile_image_url as other_profile_image_url
      from threads p
      join message o on o.id = p.thread_id
      join lateral (
        select content, sender_id from message m where m.thread_id = p.thread_id
        order by m.created_at desc, m.id desc limit 1
      ) l on true
      join users u on u.id = case when o.sender_id = ${viewerId} then o.recipient_id else o.sender_id end
      where ${after ? sql`(p.last_at, p.thread_id) < (${after.lastAt}::timestamptz, ${after.threadId})` : sql`true`}
      order by p.last_at desc, p.thread_id desc
      limit ${limit + 1}`,
  );
  const [rows, [total]] = await Promise.all([rowsQuery, totalQuery]);
  const hasMore = rows.length > limit;
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    total: total.n,
    nextCursor:
      hasMore && last
        ? encodeCursor({ lastAt: last.last_at_exact, threadId: last.thread_id })
        : null,
    threads: items.map((r) => ({
      id: r.thread_id,
      subject: r.subject,
      lastMessageAt: new Date(r.last_at).toISOString(),
      lastMessage: r.last_content,
      lastMessageFromMe: r.last_sender_id === viewerId,
      unreadCount: r.unread,
      otherMember: {
        id: r.other_id,
        firstName: r.other_first_name,
        lastName: r.other_last_name,
        email: r.other_email,
        profileImageUrl: r.other_profile_image_url,
      },
    })),
  };
}

export async function unreadCount(db: Database, viewerId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, viewerId), eq(messages.isRead, false)));
  return row.n;
}
