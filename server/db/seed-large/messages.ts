import { messages } from '../../../shared/schema/messages';
import { formatCount, insertAll, syncSequence } from './bulk';
import type { LargeSeedContext } from './context';
import { MESSAGE_LINES, MESSAGE_SUBJECTS } from './vocabulary';

/**
 * Conversations between two members, five messages long on average, alternating sides.
 * A thread's id is its opening message's id, as the messages service makes them; the
 * latest messages to each member are left unread now and then.
 */
export async function seedMessages(ctx: LargeSeedContext) {
  const { dice, members } = ctx;
  const total = ctx.sizes.messages;
  const rows: (typeof messages.$inferInsert)[] = [];
  let id = 0;
  while (id < total) {
    const from = dice.pick(members);
    let to = dice.pick(members);
    while (to.id === from.id && members.length > 1) to = dice.pick(members);
    const threadId = id + 1;
    const subject = dice.chance(0.8) ? dice.pick(MESSAGE_SUBJECTS) : null;
    const length = Math.min(1 + dice.skewed(4), total - id);
    let at = dice.dateAround(ctx.now, 365).getTime();
    for (let k = 0; k < length; k++) {
      id++;
      const [sender, recipient] = k % 2 === 0 ? [from, to] : [to, from];
      at = Math.min(at + dice.int(5, 60 * 24) * 60_000, ctx.now.getTime());
      rows.push({
        id,
        senderId: sender.id,
        recipientId: recipient.id,
        subject,
        content:
          k === 0
            ? `Hi ${recipient.firstName}, ${dice.pick(MESSAGE_LINES)}`
            : dice.pick(MESSAGE_LINES),
        isRead: k < length - 1 || dice.chance(0.6),
        threadId,
        createdAt: new Date(at),
      });
    }
  }
  await insertAll(ctx.db, messages, rows);
  await syncSequence(ctx.db, messages);
  return `${formatCount(rows.length)} messages in ${formatCount(new Set(rows.map((r) => r.threadId)).size)} threads`;
}
