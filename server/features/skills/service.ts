import { eq } from 'drizzle-orm';
import { userSkills } from '../../../shared/schema/skills';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { authorize } from '../../lib/policy';
import { MAX_INT, sqlState } from '../../lib/sql';
import {
  findSkill,
  findUserSkill,
  listSkillRows,
  listUserSkillRows,
  userSkillColumns,
} from './queries';

export const MEMBER_NOT_FOUND = 'Member not found';
export const SKILL_NOT_FOUND = 'Skill not found';
export const ALREADY_HAVE = 'You already have this skill';

export interface SkillListQuery {
  search?: string;
  limit: number;
  offset: number;
}

/** The catalog, by category then name, one page of it and the total that matches. */
export async function listSkills(db: Database, query: SkillListQuery) {
  return listSkillRows(db, query);
}

/** A member's profile and the member looking at it (both member ids: named, never swapped). */
export interface MemberTarget {
  viewerId: string;
  memberId: string;
}

/** A member's skills, strongest first, with whether the viewer endorsed each. */
export async function listUserSkills(db: Database, target: MemberTarget) {
  const rows = await listUserSkillRows(db, target);
  if (!rows) throw notFound(MEMBER_NOT_FOUND);
  return rows;
}

export interface AddSkillInput {
  skillId: number;
  proficiencyLevel: string;
  yearsOfExperience: number;
}

/** Adds a catalog skill to the signed-in member's own profile. */
export async function addUserSkill(
  db: Database,
  { viewerId, memberId }: MemberTarget,
  input: AddSkillInput,
) {
  authorize({ id: viewerId }, 'skill.add', { id: memberId });
  if (input.skillId > MAX_INT) throw notFound(SKILL_NOT_FOUND);
  const skill = await findSkill(db, input.skillId);
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
export async function removeUserSkill(
  db: Database,
  { viewerId, userSkillId }: { viewerId: string; userSkillId: number },
) {
  const userSkill = await findUserSkill(db, userSkillId);
  if (!userSkill) throw notFound(SKILL_NOT_FOUND);
  authorize({ id: viewerId }, 'skill.remove', userSkill);
  await db.delete(userSkills).where(eq(userSkills.id, userSkillId));
}
