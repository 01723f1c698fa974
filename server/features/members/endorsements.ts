import { and, desc, eq, sql } from 'drizzle-orm';
import { skillEndorsements, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/sql';

export const SKILL_NOT_FOUND = 'Skill not found';
export const NOT_YOUR_OWN = 'You cannot endorse your own skill';
export const ALREADY_ENDORSED = 'You have already endorsed this skill';
export const NOT_ENDORSED = 'You have not endorsed this skill';

/**
 * Endorses another member's skill. The endorsement row and the skill's count change in
 * one transaction, and the unique (skill, endorser) index decides a race between two
 * endorsements from the same member: one wins, the other gets 409.
 */
export async function endorse(
  db: Database,
  userSkillId: number,
  viewerId: string,
  comment: string | null,
) {
  try {
    return await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ userId: userSkills.userId })
        .from(userSkills)
        .where(eq(userSkills.id, userSkillId))
        .for('update');
      if (!target) throw notFound(SKILL_NOT_FOUND);
      if (target.userId === viewerId) throw forbidden(NOT_YOUR_OWN);
      const [endorsement] = await tx
        .insert(skillEndorsements)
        .values({ userSkillId, endorsedBy: viewerId, comment })
        .returning();
      const [userSkill] = await tx
        .update(userSkills)
        .set({ endorsementCount: sql`${userSkills.endorsementCount} + 1`, isEndorsed: true })
        .where(eq(userSkills.id, userSkillId))
        .returning();
      return { endorsement, userSkill: { ...userSkill, endorsedByMe: true } };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_ENDORSED);
    throw err;
  }
}

/** Withdraws the viewer's endorsement; the count and flag follow in the same transaction. */
export async function withdrawEndorsement(db: Database, userSkillId: number, viewerId: string) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: userSkills.id })
      .from(userSkills)
      .where(eq(userSkills.id, userSkillId))
      .for('update');
    if (!target) throw notFound(SKILL_NOT_FOUND);
    const [removed] = await tx
      .delete(skillEndorsements)
      .where(
        and(
          eq(skillEndorsements.userSkillId, userSkillId),
          eq(skillEndorsements.endorsedBy, viewerId),
        ),
      )
      .returning({ id: skillEndorsements.id });
    if (!removed) throw notFound(NOT_ENDORSED);
    await tx
      .update(userSkills)
      .set({
        endorsementCount: sql`greatest(${userSkills.endorsementCount} - 1, 0)`,
        isEndorsed: sql`${userSkills.endorsementCount} - 1 > 0`,
      })
      .where(eq(userSkills.id, userSkillId));
  });
}

/** Who endorsed a skill, newest first, with what they said (bounded by the member count). */
export async function listEndorsements(db: Database, userSkillId: number) {
  const [target] = await db
    .select({ id: userSkills.id })
    .from(userSkills)
    .where(eq(userSkills.id, userSkillId));
  if (!target) throw notFound(SKILL_NOT_FOUND);
  return db
    .select({
      id: skillEndorsements.id,
      comment: skillEndorsements.comment,
      createdAt: skillEndorsements.createdAt,
      endorser: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profileImageUrl: users.profileImageUrl,
        title: users.title,
      },
    })
    .from(skillEndorsements)
    .innerJoin(users, eq(users.id, skillEndorsements.endorsedBy))
    .where(eq(skillEndorsements.userSkillId, userSkillId))
    .orderBy(desc(skillEndorsements.createdAt), desc(skillEndorsements.id))
    .limit(500);
}
