import { and, eq, sql } from 'drizzle-orm';
import { MAX_CONVERSATION_MEMBERS, TOO_MANY_MEMBERS } from '../../../shared/contracts/messages';
import { conversationMembers, conversations } from '../../../shared/schema/messages';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { authorize } from '../../lib/policy';
import { recordActivity } from '../notifications';
import { activeMemberIds } from './queries';
import { headOf, type ThreadTarget, threadFor } from './service';

export const MEMBER_NOT_FOUND = 'Member not found';

/**
 * Adds people to a conversation (issue 37): any member may, up to 20 in all. They see it
 * from now on, not what was said before, and hear who added them; a two-person
 * conversation becomes a group. The
 * conversation's row is locked, so two additions at once cannot pass the limit together.
 * Answers the head as it now is, and everyone who should hear of it.
 */
export async function addMembers(db: Database, target: ThreadTarget, userIds: string[]) {
  const found = await threadFor(db, target);
  const added = userIds.filter((id) => !found.member_ids.includes(id));
  const active = await activeMemberIds(db, added);
  if (added.some((id) => !active.has(id))) throw notFound(MEMBER_NOT_FOUND);
  if (added.length > 0) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from conversation where id = ${target.threadId} for update`);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, target.threadId));
      if (n + added.length > MAX_CONVERSATION_MEMBERS) throw conflict(TOO_MANY_MEMBERS);
      await tx
        .insert(conversationMembers)
        .values(added.map((userId) => ({ conversationId: target.threadId, userId })))
        .onConflictDoNothing();
      await tx
        .update(conversations)
        .set({ isGroup: true })
        .where(eq(conversations.id, target.threadId));
      await recordActivity(tx, {
        kind: 'conversation_added',
        actorId: target.viewer.id,
        payload: { threadId: target.threadId, userIds: added },
      });
    });
  }
  return {
    head: await headOf(db, target.threadId, target.viewer.id),
    members: [...found.member_ids, ...added],
  };
}

/** The viewer leaves a group: it is gone from their inbox; the others go on without them. */
export async function leaveConversation(db: Database, target: ThreadTarget) {
  const found = await threadFor(db, target);
  authorize(target.viewer, 'conversation.leave', { isGroup: found.is_group });
  await db
    .delete(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, target.threadId),
        eq(conversationMembers.userId, target.viewer.id),
      ),
    );
  return { members: found.member_ids };
}

/** Any member names a group, or clears its name (null) so the members' names show. */
export async function renameConversation(db: Database, target: ThreadTarget, name: string | null) {
  const found = await threadFor(db, target);
  authorize(target.viewer, 'conversation.rename', { isGroup: found.is_group });
  await db.update(conversations).set({ name }).where(eq(conversations.id, target.threadId));
  return {
    head: await headOf(db, target.threadId, target.viewer.id),
    members: found.member_ids,
  };
}
