import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { conversation, threadPage } from '../../../shared/contracts/messages';
import { messages } from '../../../shared/schema/messages';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import {
  createdAtCursor,
  createdAtCursorOf,
  decodeCursor,
  encodeCursor,
  type Page,
  takePage,
  withoutSortTime,
} from '../../lib/pagination';
import { authorize, type Viewer } from '../../lib/policy';
import { isForeignKeyViolation, MAX_INT } from '../../lib/sql';
import { recordActivity } from '../notifications';
import {
  countUnread,
  findMember,
  findThreadOpening,
  isRemovedMember,
  listThreadMessageRows,
  listThreadRows,
} from './queries';

export const RECIPIENT_NOT_FOUND = 'Recipient not found';
export const THREAD_NOT_FOUND = 'Conversation not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const MEMBER_LEFT = 'This member has left the community, so your message cannot reach them';
/** A new message's reactions: none yet. */
const NO_REACTIONS = { reactions: [], myReactions: [] };

/** A thread shows at most this many of its latest messages at once. */
export const THREAD_PAGE = 100;

/** A thread and the member acting in it. */
export interface ThreadTarget {
  viewer: Viewer;
  threadId: number;
}

/**
 * Starts a conversation: the first message's id is its thread id, so a thread is named
 * by its opening message and its two members are that message's sender and recipient.
 */
export async function startThread(
  db: Database,
  viewer: Viewer,
  input: { recipientId: string; subject: string | null; content: string },
) {
  authorize(viewer, 'message.send', input);
  if (await isRemovedMember(db, input.recipientId)) throw notFound(RECIPIENT_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(messages)
        .values({
          senderId: viewer.id,
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
      await recordActivity(tx, {
        kind: 'message',
        actorId: viewer.id,
        payload: { threadId: created.id, messageId: created.id },
      });
      return { ...message, mine: true, hidden: false, ...NO_REACTIONS };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(RECIPIENT_NOT_FOUND);
    throw err;
  }
}

/** The opening message of a thread the viewer belongs to; 404 to anyone else, so existence is not revealed. */
export async function threadFor(db: Database, { viewer, threadId }: ThreadTarget) {
  const opening = await findThreadOpening(db, threadId);
  if (!opening) throw notFound(THREAD_NOT_FOUND);
  authorize(viewer, 'thread.read', opening);
  const otherId = opening.senderId === viewer.id ? opening.recipientId : opening.senderId;
  return { opening, otherId };
}

export async function replyInThread(db: Database, target: ThreadTarget, content: string) {
  const { opening, otherId } = await threadFor(db, target);
  if (await isRemovedMember(db, otherId)) throw conflict(MEMBER_LEFT);
  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        senderId: target.viewer.id,
        recipientId: otherId,
        subject: opening.subject,
        content,
        threadId: target.threadId,
      })
      .returning();
    await recordActivity(tx, {
      kind: 'message',
      actorId: target.viewer.id,
      payload: { threadId: target.threadId, messageId: row.id },
    });
    return row;
  });
  return { ...message, mine: true, hidden: false, ...NO_REACTIONS };
}

/**
 * A thread's latest messages (oldest first on screen) with the other member, marking
 * what was sent to the viewer as read. `before` pages back through older messages.
 */
export async function readThread(
  db: Database,
  target: ThreadTarget,
  before?: string,
): Promise<Answer<typeof threadPage>> {
  const { viewer, threadId } = target;
  const { opening, otherId } = await threadFor(db, target);
  const older = decodeCursor(before, createdAtCursor);
  const [rows, other] = await Promise.all([
    listThreadMessageRows(db, { viewerId: viewer.id, threadId, limit: THREAD_PAGE, before: older }),
    findMember(db, otherId),
    db
      .update(messages)
      .set({ isRead: true })
      .where(
        and(
          eq(messages.threadId, threadId),
          eq(messages.recipientId, viewer.id),
          eq(messages.isRead, false),
        ),
      ),
  ]);
  const hasOlder = rows.length > THREAD_PAGE;
  const page = rows.slice(0, THREAD_PAGE).reverse();
  const oldest = page[0];
  return {
    thread: { id: threadId, subject: opening.subject, otherMember: other ?? null },
    messages: page.map((row) => ({ ...withoutSortTime(row), hidden: row.hiddenAt !== null })),
    olderCursor: hasOlder && oldest ? encodeCursor(createdAtCursorOf(oldest)) : null,
  };
}

const listCursor = z.object({
  lastAt: z.iso.datetime(),
  threadId: z.number().int().min(0).max(MAX_INT),
});

/**
 * The viewer's conversations, most recent first: subject, the other member, the last
 * message and how many are unread, one page per query.
 */
export async function listThreads(
  db: Database,
  viewerId: string,
  q: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof conversation>>> {
  const after = decodeCursor(q.cursor, listCursor);
  const { rows, total } = await listThreadRows(db, viewerId, { limit: q.limit, after });
  const page = takePage(rows, q.limit, (r) => ({ lastAt: r.last_at_exact, threadId: r.thread_id }));
  return {
    total,
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.thread_id,
      subject: r.subject,
      lastMessageAt: r.last_at,
      lastMessage: r.last_content,
      lastMessageFromMe: r.last_from_me,
      unreadCount: r.unread,
      otherMember: r.other_member,
    })),
  };
}

export async function unreadCount(db: Database, viewerId: string) {
  return countUnread(db, viewerId);
}
