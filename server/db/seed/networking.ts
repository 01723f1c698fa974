import { eq, sql } from 'drizzle-orm';
import { conversationMembers, conversations, messages } from '../../../shared/schema/messages';
import { skillEndorsements, userSkills } from '../../../shared/schema/skills';
import type { SeedContext } from './context';

const COMMENTS = [
  'We worked together on our Series A — outstanding.',
  'Saw this first-hand on the port automation project.',
  'The person I call when a deal gets complicated.',
  null,
  'Helped us rebuild our plan in a weekend.',
  null,
];

const CONVERSATIONS: { subject: string; lines: string[] }[] = [
  {
    subject: 'Coffee next week?',
    lines: [
      'Loved your talk at the Ion last month. Coffee next week to compare notes on fundraising?',
      'Absolutely — Thursday 9am at Common Bond on Washington?',
      'Perfect, see you there.',
    ],
  },
  {
    subject: 'Intro to your logistics contact',
    lines: [
      'Would you be open to introducing me to your contact at the Port? We are piloting a scheduling tool.',
      'Happy to. Send me a two-line blurb and I will forward it today.',
    ],
  },
  {
    subject: 'Panel for the November mixer',
    lines: ['We are putting together a panel on energy transition financing. Would you join us?'],
  },
];

/** Endorsements between demo members and a few conversations, one of them unread. */
export async function seedNetworking(ctx: SeedContext) {
  const all = await ctx.db.select().from(userSkills);
  let endorsements = 0;
  for (const [i, userSkill] of all.entries()) {
    const endorsers = ctx.members
      .filter((m) => m.id !== userSkill.userId)
      .slice(i % 5, (i % 5) + (i % 4));
    if (endorsers.length === 0) continue;
    await ctx.db.insert(skillEndorsements).values(
      endorsers.map((m, j) => ({
        userSkillId: userSkill.id,
        endorsedBy: m.id,
        comment: COMMENTS[(i + j) % COMMENTS.length],
      })),
    );
    await ctx.db
      .update(userSkills)
      .set({
        endorsementCount: sql`${userSkills.endorsementCount} + ${endorsers.length}`,
        isEndorsed: true,
      })
      .where(eq(userSkills.id, userSkill.id));
    endorsements += endorsers.length;
  }

  let sent = 0;
  const [first] = ctx.members;
  for (const [i, conversation] of CONVERSATIONS.entries()) {
    const other = ctx.members[i + 1];
    if (!first || !other) break;
    const at = (j: number) =>
      new Date(Date.now() - (CONVERSATIONS.length - i) * 86_400_000 + j * 3_600_000);
    const last = conversation.lines.length - 1;
    const [thread] = await ctx.db
      .insert(conversations)
      .values({ subject: conversation.subject, createdAt: at(0) })
      .returning({ id: conversations.id });
    for (const [j, content] of conversation.lines.entries()) {
      const fromFirst = (i + j) % 2 === 1;
      await ctx.db.insert(messages).values({
        senderId: fromFirst ? first.id : other.id,
        subject: conversation.subject,
        content,
        threadId: thread.id,
        createdAt: at(j),
      });
      sent++;
    }
    // Both have read everything, except that the last line of the last conversation stays
    // unread for its recipient, so the inbox badge shows.
    const lastFromFirst = (i + last) % 2 === 1;
    const unreadBy = i === CONVERSATIONS.length - 1 ? (lastFromFirst ? other : first) : null;
    await ctx.db.insert(conversationMembers).values(
      [first, other].map((member) => ({
        conversationId: thread.id,
        userId: member.id,
        joinedAt: at(0),
        readAt: member === unreadBy ? at(last - 1) : at(last),
      })),
    );
  }
  return `${endorsements} endorsements and ${sent} messages`;
}
