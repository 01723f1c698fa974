import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  PROFICIENCY_LEVELS,
  skillEndorsements,
  skills,
  userSkills,
} from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { likeContains, MAX_INT, sqlState } from '../../lib/sql';

export const MEMBER_NOT_FOUND = 'Member not found';
export const SKILL_NOT_FOUND = 'Skill not found';
export const ADD_OWN_ONLY = 'You can only add skills to your own profile';
export const REMOVE_OWN_ONLY = 'You can only remove your own skills';
export const ALREADY_HAVE = 'You already have this skill';

const skillColumns = {
  id: skills.id,
  name: skills.name,
  category: skills.category,
  description: skills.description,
};

export interface SkillListQuery {
  search?: string;
  limit: number;
  offset: number;
}

/** The catalog, by category then name, one page of it and the total that matches. */
export async function listSkills(db: Database, { search, limit, offset }: SkillListQuery) {
  let where: SQL | undefined;
  if (search) {
    const pattern = likeContains(search);
    where = or(ilike(skills.name, pattern), ilike(skills.category, pattern));
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(skillColumns)
      .from(skills)
      .where(where)
      .orderBy(asc(skills.category), asc(skills.name), asc(skills.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(skills).where(where),
  ]);
  return { rows, total: total.n };
}

/** Expert first, beginner last; an unknown level (not writable through the API) after all. */
const proficiencyRank = sql`case ${userSkills.proficiencyLevel} ${sql.join(
  PROFICIENCY_LEVELS.map((level, i) => sql`when ${level} then ${i}`),
  sql` `,
)} else -1 end`;

/** Whether `viewerId` endorsed the user skill of the row (uses the unique index). */
const endorsedBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${skillEndorsements} where ${skillEndorsements.userSkillId} = ${userSkills.id} and ${skillEndorsements.endorsedBy} = ${viewerId})`;

const userSkillColumns = {
  id: userSkills.id,
  userId: userSkills.userId,
  skillId: userSkills.skillId,
  proficiencyLevel: userSkills.proficiencyLevel,
  yearsOfExperience: userSkills.yearsOfExperience,
  isEndorsed: userSkills.isEndorsed,
  endorsementCount: userSkills.endorsementCount,
  createdAt: userSkills.createdAt,
  updatedAt: userSkills.updatedAt,
};

/**
 * A member's skills with the skill embedded and whether the viewer endorsed each, in one
 * query. It starts from the member, so an unknown member (no row at all) is told apart
 * from a member without skills (one row whose user_skill side is empty).
 */
export async function listUserSkills(db: Database, memberId: string, viewerId: string) {
  const rows = await db
    .select({
      memberId: users.id,
      userSkill: userSkillColumns,
      skill: skillColumns,
      endorsedByMe: endorsedBy(viewerId),
    })
    .from(users)
    .leftJoin(userSkills, eq(userSkills.userId, users.id))
    .leftJoin(skills, eq(skills.id, userSkills.skillId))
    .where(eq(users.id, memberId))
    .orderBy(sql`${proficiencyRank} desc`, asc(skills.name), asc(userSkills.id));
  if (rows.length === 0) throw notFound(MEMBER_NOT_FOUND);
  return rows.flatMap((r) =>
    r.userSkill && r.skill
      ? [{ ...r.userSkill, endorsedByMe: Boolean(r.endorsedByMe), skill: r.skill }]
      : [],
  );
}

export interface AddSkillInput {
  skillId: number;
  proficiencyLevel: string;
  yearsOfExperience: number;
}

/** Adds a catalog skill to the signed-in member's own profile. */
export async function addUserSkill(
  db: Database,
  memberId: string,
  viewerId: string,
  input: AddSkillInput,
) {
  if (memberId !== viewerId) throw forbidden(ADD_OWN_ONLY);
  if (input.skillId > MAX_INT) throw notFound(SKILL_NOT_FOUND);
  const [skill] = await db.select(skillColumns).from(skills).where(eq(skills.id, input.skillId));
  if (!skill) throw notFound(SKILL_NOT_FOUND);
  try {
    const [row] = await db
      .insert(userSkills)
      .values({
        userId: viewerId,
        skillId: skill.id,
        proficiencyLevel: input.proficiencyLevel,
        yearsOfExperience: input.yearsOfExperience,
      })
      .returning(userSkillColumns);
    return { ...row, endorsedByMe: false, skill };
  } catch (err) {
    const state = sqlState(err);
    // The unique (user, skill) constraint decides, so two racing adds cannot both succeed.
    if (state === '23505') throw conflict(ALREADY_HAVE);
    // The skill was deleted between the look-up and the insert.
    if (state === '23503') throw notFound(SKILL_NOT_FOUND);
    throw err;
  }
}

/** Removes one of the signed-in member's own skills (its endorsements go with it). */
export async function removeUserSkill(db: Database, userSkillId: number, viewerId: string) {
  const [deleted] = await db
    .delete(userSkills)
    .where(and(eq(userSkills.id, userSkillId), eq(userSkills.userId, viewerId)))
    .returning({ id: userSkills.id });
  if (deleted) return;
  const [other] = await db
    .select({ id: userSkills.id })
    .from(userSkills)
    .where(eq(userSkills.id, userSkillId));
  throw other ? forbidden(REMOVE_OWN_ONLY) : notFound(SKILL_NOT_FOUND);
}
