import { and, eq } from 'drizzle-orm';
import type { Reaction } from '../../../shared/contracts/reactions';
import { messageReactions, messages } from '../../../shared/schema/messages';
import type { Database } from '../../db/client';
import { hiddenFlag } from '../../lib/hidden';
import { notFound } from '../../lib/http-error';
import { authorize } from '../../lib/policy';
import { listReactionEntries, type ReactedItem, toggleReaction } from '../../lib/reactions';
import { recordActivity } from '../notifications';
import { visibleSince } from './queries';
import { MESSAGE_NOT_FOUND, type ThreadTarget, threadFor } from './service';

/** A message of a conversation and the member acting on it. */
export interface MessageTarget extends ThreadTarget {
  messageId: number;
}

/**
 * The message reacted to: only its conversation's members may react, to what they can
 * read (sent since they joined; a message moderators hid is its sender's alone, decision
 * 021). Anyone else is told the conversation is not found, as for every thread route.
 */
async function findMessage(
  db: Database,
  target: MessageTarget,
): Promise<ReactedItem & { memberIds: string[] }> {
  const { viewer, threadId, messageId } = target;
  const { member_ids: memberIds } = await threadFor(db, target);
  const [row] = await db
    .select({ senderId: messages.senderId, hidden: hiddenFlag(messages.hiddenAt) })
    .from(messages)
    .where(
      and(eq(messages.id, messageId), eq(messages.threadId, threadId), visibleSince(viewer.id)),
    );
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  authorize(viewer, 'message.read', { ...row, memberIds });
  return {
    table: messageReactions,
    itemId: messageId,
    authorId: row.senderId,
    notFoundMessage: MESSAGE_NOT_FOUND,
    memberIds,
  };
}

/**
 * Leaves or takes back a reaction to a message; its sender hears of each member's first
 * one. Answers the message's reactions and who should see them change (its members).
 */
export async function reactToMessage(
  db: Database,
  target: MessageTarget,
  reaction: Reaction,
  on: boolean,
) {
  const found = await findMessage(db, target);
  const { viewer, threadId, messageId } = target;
  const reactions = await toggleReaction(db, found, { viewerId: viewer.id, reaction, on }, (tx) =>
    recordActivity(tx, {
      kind: 'message_reaction',
      actorId: viewer.id,
      payload: { threadId, messageId },
    }),
  );
  return { reactions, members: found.memberIds };
}

/** Who reacted to the message (at most its members), newest first. */
export async function listMessageReactions(
  db: Database,
  target: MessageTarget,
  query: { limit: number; cursor?: string; reaction?: Reaction },
) {
  const { table, itemId } = await findMessage(db, target);
  return listReactionEntries(db, table, itemId, query);
}
