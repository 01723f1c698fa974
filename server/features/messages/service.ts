import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import {
  type conversation,
  type MessageForm,
  RECIPIENT_REQUIRED,
  TOO_MANY_MEMBERS,
  type threadPage,
} from '../../../shared/contracts/messages';
import { conversationMembers, conversations, messages } from '../../../shared/schema/messages';
import type { Database } from '../../db/client';
import { excerptsOf } from '../../lib/excerpts';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { MemberSummaryRow } from '../../lib/member-summary';
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
  activeMemberIds,
  type ConversationRow,
  countUnread,
  findConversation,
  listThreadMessageRows,
  listThreadRows,
  markConversationRead,
} from './queries';

export const RECIPIENT_NOT_FOUND = 'Recipient not found';
export const THREAD_NOT_FOUND = 'Conversation not found';
export const MESSAGE_NOT_FOUND = 'Message not found';
export const MEMBER_LEFT = 'This member has left the community, so your message cannot reach them';
export const NO_ONE_LEFT =
  'No one else is in this conversation, so your message cannot reach anyone';
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
 * Spec §4's recipientId, for what a message answers: the other member of a two-person
 * conversation; a group's message has no one recipient.
 */
export const recipientOf = (conversation: ConversationRow, senderId: string) =>
  conversation.is_group ? null : (conversation.member_ids.find((id) => id !== senderId) ?? null);

/** The members a new conversation is with: the dialog's one, or the group's, each once. */
function recipientsOf(form: Pick<MessageForm, 'recipientId' | 'recipientIds'>) {
  const ids = [...new Set([form.recipientId, ...(form.recipientIds ?? [])])].filter(
    (id): id is string => !!id,
  );
  if (ids.length === 0) throw badRequest(RECIPIENT_REQUIRED);
  if (ids.length > 19) throw badRequest(TOO_MANY_MEMBERS);
  return ids;
}

/**
 * Starts a conversation: with one member, or a group (two or more, issue 37) with a name
 * if given. Everyone in it joins now, so all of them see the opening message.
 */
export async function startThread(
  db: Database,
  viewer: Viewer,
  input: {
    recipientId?: string;
    recipientIds?: string[];
    name: string | null;
    subject: string | null;
    content: string;
  },
) {
  const recipientIds = recipientsOf(input);
  authorize(viewer, 'message.send', { recipientIds });
  const active = await activeMemberIds(db, recipientIds);
  if (recipientIds.some((id) => !active.has(id))) throw notFound(RECIPIENT_NOT_FOUND);
  const isGroup = recipientIds.length > 1;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(conversations)
        .values({ subject: input.subject, name: isGroup ? input.name : null, isGroup })
        .returning({ id: conversations.id });
      await tx
        .insert(conversationMembers)
        .values(
          [viewer.id, ...recipientIds].map((userId) => ({ conversationId: created.id, userId })),
        );
      const [message] = await tx
        .insert(messages)
        .values({
          senderId: viewer.id,
          subject: input.subject,
          content: input.content,
          threadId: created.id,
        })
        .returning();
      await recordActivity(tx, {
        kind: 'message',
        actorId: viewer.id,
        payload: { threadId: created.id, messageId: message.id },
      });
      return {
        ...message,
        recipientId: isGroup ? null : recipientIds[0],
        isRead: false,
        mine: true,
        hidden: false,
        ...NO_REACTIONS,
        members: [viewer.id, ...recipientIds],
      };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(RECIPIENT_NOT_FOUND);
    throw err;
  }
}

/** The conversation, if the viewer is in it; 404 to anyone else, so existence is not revealed. */
export async function threadFor<Others extends boolean = false>(
  db: Database,
  { viewer, threadId }: ThreadTarget,
  options?: { withOthers: Others },
) {
  const found = await findConversation(db, threadId, viewer.id, options);
  if (!found) throw notFound(THREAD_NOT_FOUND);
  authorize(viewer, 'thread.read', { memberIds: found.member_ids });
  return found;
}

export async function replyInThread(db: Database, target: ThreadTarget, content: string) {
  const found = await threadFor(db, target);
  const others = found.member_ids.filter((id) => id !== target.viewer.id);
  if ((await activeMemberIds(db, others)).size === 0)
    throw conflict(found.is_group ? NO_ONE_LEFT : MEMBER_LEFT);
  const message = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        senderId: target.viewer.id,
        subject: found.subject,
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
  return {
    ...message,
    recipientId: recipientOf(found, target.viewer.id),
    isRead: false,
    mine: true,
    hidden: false,
    ...NO_REACTIONS,
    members: found.member_ids,
  };
}

/** A conversation's head as the viewer sees it: its name, kind and the others in it. */
export async function headOf(db: Database, threadId: number, viewerId: string) {
  const head = await findConversation(db, threadId, viewerId, { withOthers: true });
  if (!head) throw notFound(THREAD_NOT_FOUND);
  return headFrom(head);
}

/** A conversation's head as the answers carry it, from its row with the others in it. */
const headFrom = (head: {
  id: number;
  subject: string | null;
  name: string | null;
  is_group: boolean;
  members: MemberSummaryRow[];
}) => ({
  id: head.id,
  subject: head.subject,
  name: head.name,
  isGroup: head.is_group,
  members: head.members,
  otherMember: head.members[0] ?? null,
});

/**
 * A thread's latest messages (oldest first on screen) from when the viewer joined, with
 * its head, marking everything in it read for the viewer. `before` pages back.
 */
export async function readThread(
  db: Database,
  target: ThreadTarget,
  before?: string,
): Promise<Answer<typeof threadPage>> {
  const { viewer, threadId } = target;
  // The head comes with the membership check: one statement for both.
  const found = await threadFor(db, target, { withOthers: true });
  const thread = headFrom(found);
  const older = decodeCursor(before, createdAtCursor);
  // The page first, then the mark: the answer shows what was new to the viewer. Side by side
  // on PostgreSQL (two connections of the pool) the mark could commit before the page's
  // statement began, and new messages answered as read (a fresh clone's groups.test.ts).
  const rows = await listThreadMessageRows(db, {
    viewerId: viewer.id,
    threadId,
    limit: THREAD_PAGE,
    before: older,
  });
  await markConversationRead(db, threadId, viewer.id);
  const hasOlder = rows.length > THREAD_PAGE;
  const page = rows.slice(0, THREAD_PAGE).reverse();
  const oldest = page[0];
  return {
    thread,
    messages: page.map((row) => ({
      ...withoutSortTime(row),
      recipientId: recipientOf(found, row.senderId),
      hidden: row.hiddenAt !== null,
    })),
    olderCursor: hasOlder && oldest ? encodeCursor(createdAtCursorOf(oldest)) : null,
  };
}

const listCursor = z.object({
  lastAt: z.iso.datetime(),
  threadId: z.number().int().min(0).max(MAX_INT),
});

/**
 * The viewer's conversations, most recent first: subject, name, the others in it, the
 * last message's preview and how many are unread, one page per query.
 */
export async function listThreads(
  db: Database,
  viewerId: string,
  q: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof conversation>>> {
  const after = decodeCursor(q.cursor, listCursor);
  const { rows, total } = await listThreadRows(db, viewerId, { limit: q.limit, after });
  const page = takePage(rows, q.limit, (r) => ({ lastAt: r.last_at_exact, threadId: r.thread_id }));
  const previews = await excerptsOf(page.items.map((r) => r.last_content ?? ''));
  return {
    total,
    nextCursor: page.nextCursor,
    items: page.items.map((r, i) => ({
      id: r.thread_id,
      subject: r.subject,
      name: r.name,
      isGroup: r.is_group,
      members: r.members,
      otherMember: r.members[0] ?? null,
      lastMessageAt: r.last_at,
      lastMessage: previews[i],
      lastMessageFromMe: r.last_from_me,
      unreadCount: r.unread,
    })),
  };
}

export async function unreadCount(db: Database, viewerId: string) {
  return countUnread(db, viewerId);
}
