import { conversationMembers, conversations, messages } from '../../../shared/schema/messages';
import { formatCount, insertAll, syncSequence } from './bulk';
import type { LargeSeedContext } from './context';
import { MESSAGE_LINES, MESSAGE_SUBJECTS } from './vocabulary';

/**
 * Conversations between two members, five messages long on average, alternating sides,
 * and now and then a group of three to six (issue 37) where members take turns. Each
 * member has read up to the conversation's end, or (now and then) not its last message.
 */
export async function seedMessages(ctx: LargeSeedContext) {
  const { dice, members } = ctx;
  const total = ctx.sizes.messages;
  const rows: (typeof messages.$inferInsert)[] = [];
  const threads: (typeof conversations.$inferInsert)[] = [];
  const memberships: (typeof conversationMembers.$inferInsert)[] = [];
  let id = 0;
  while (id < total) {
    const group = dice.chance(0.1) && members.length > 3;
    const people = [dice.pick(members)];
    const size = group ? Math.min(3 + dice.int(0, 3), members.length) : 2;
    for (let tries = 0; people.length < size && tries < 50; tries++) {
      const next = dice.pick(members);
      if (!people.some((p) => p.id === next.id)) people.push(next);
    }
    if (people.length < 2) break;
    const threadId = threads.length + 1;
    const subject = dice.chance(0.8) ? dice.pick(MESSAGE_SUBJECTS) : null;
    const length = Math.min(1 + dice.skewed(4), total - id);
    const start = dice.dateAround(ctx.now, 365).getTime();
    let at = start;
    for (let k = 0; k < length; k++) {
      id++;
      at = Math.min(at + dice.int(5, 60 * 24) * 60_000, ctx.now.getTime());
      rows.push({
        id,
        senderId: people[k % people.length].id,
        subject,
        content:
          k === 0
            ? `Hi ${people[1].firstName}, ${dice.pick(MESSAGE_LINES)}`
            : dice.pick(MESSAGE_LINES),
        threadId,
        createdAt: new Date(at),
      });
    }
    threads.push({
      id: threadId,
      subject,
      isGroup: group,
      name: group && dice.chance(0.5) ? `${dice.pick(MESSAGE_SUBJECTS)} group` : null,
      createdAt: new Date(start),
    });
    const readUpTo = new Date(at);
    for (const person of people) {
      memberships.push({
        conversationId: threadId,
        userId: person.id,
        joinedAt: new Date(start),
        readAt: dice.chance(0.6) ? readUpTo : new Date(at - 1),
      });
    }
  }
  await insertAll(ctx.db, conversations, threads);
  await syncSequence(ctx.db, conversations);
  await insertAll(ctx.db, conversationMembers, memberships);
  await insertAll(ctx.db, messages, rows);
  await syncSequence(ctx.db, messages);
  return `${formatCount(rows.length)} messages in ${formatCount(new Set(rows.map((r) => r.threadId)).size)} threads`;
}
