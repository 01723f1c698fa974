import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { catalogSkill, memberSkill } from '../../../shared/contracts/skills';
import { userSkills } from '../../../shared/schema/skills';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import { authorize, can, permissionsFor, type Viewer } from '../../lib/policy';
import { MAX_INT, sqlState } from '../../lib/sql';
import { isStorableText } from '../../lib/storable-text';
import {
  type CatalogPosition,
  findSkill,
  findUserSkill,
  findUserSkillView,
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
  cursor?: string;
}

/**
 * The catalog cursor: the last skill's place in (category, name, id) order. Its text comes
 * back from the client, so it is checked like any input (bounded, storable).
 */
const cursorText = z.string().max(500).refine(isStorableText);
const catalogCursor = z.object({
  uncategorized: z.union([z.literal(0), z.literal(1)]),
  category: cursorText,
  name: cursorText,
  id: z.number().int().min(0).max(MAX_INT),
});

/** The catalog, by category then name, a page at a time, with the total that matches. */
export async function listSkills(
  db: Database,
  { search, limit, cursor }: SkillListQuery,
): Promise<Page<Answer<typeof catalogSkill>>> {
  const after: CatalogPosition | null = decodeCursor(cursor, catalogCursor);
  const { rows, total } = await listSkillRows(db, { search, limit, after });
  const page = takePage(rows, limit, (r) => ({
    uncategorized: r.uncategorized,
    category: r.category ?? '',
    name: r.name,
    id: r.id,
  }));
  return {
    items: page.items.map(({ uncategorized: _, ...skill }) => skill),
    nextCursor: page.nextCursor,
    total,
  };
}

/** A member's profile and the member looking at it (both member ids: named, never swapped). */
export interface MemberTarget {
  viewer: Viewer;
  memberId: string;
}

type MemberSkillRow = Omit<
  Answer<typeof memberSkill>,
  'mine' | 'canEdit' | 'canDelete' | 'canEndorse'
>;

/** A member's skill as the viewer sees it: theirs to edit and remove, or someone else's to endorse. */
function toMemberSkill(viewer: Viewer, row: MemberSkillRow): Answer<typeof memberSkill> {
  return {
    ...row,
    ...permissionsFor(viewer, { edit: 'skill.edit', delete: 'skill.remove' }, row, row.userId),
    canEndorse: can(viewer, 'skill.endorse', row),
  };
}

/** A member's skills, strongest first, with whether the viewer endorsed each. */
export async function listUserSkills(db: Database, target: MemberTarget) {
  const { viewer, memberId } = target;
  const rows = await listUserSkillRows(db, { viewerId: viewer.id, memberId });
  if (!rows) throw notFound(MEMBER_NOT_FOUND);
  return rows.map((row) => toMemberSkill(viewer, row));
}

export interface AddSkillInput {
  skillId: number;
  proficiencyLevel: string;
  yearsOfExperience: number;
}

/** Adds a catalog skill to the signed-in member's own profile. */
export async function addUserSkill(
  db: Database,
  { viewer, memberId }: MemberTarget,
  input: AddSkillInput,
) {
  authorize(viewer, 'skill.add', { id: memberId });
  if (input.skillId > MAX_INT) throw notFound(SKILL_NOT_FOUND);
  const skill = await findSkill(db, input.skillId);
  if (!skill) throw notFound(SKILL_NOT_FOUND);
  try {
    const [row] = await db
      .insert(userSkills)
      .values({
        userId: viewer.id,
        skillId: skill.id,
        proficiencyLevel: input.proficiencyLevel,
        yearsOfExperience: input.yearsOfExperience,
      })
      .returning(userSkillColumns);
    return toMemberSkill(viewer, { ...row, endorsedByMe: false, skill });
  } catch (err) {
    const state = sqlState(err);
    // The unique (user, skill) constraint decides, so two racing adds cannot both succeed.
    if (state === '23505') throw conflict(ALREADY_HAVE);
    // The skill was deleted between the look-up and the insert.
    if (state === '23503') throw notFound(SKILL_NOT_FOUND);
    throw err;
  }
}

/** A member's skill and the member acting on it. */
export interface UserSkillTarget {
  viewer: Viewer;
  userSkillId: number;
}

export interface EditSkillInput {
  proficiencyLevel: string;
  yearsOfExperience: number;
}

/**
 * Changes the level and years of one of the signed-in member's own skills. The row stays
 * the same row, so its endorsements (and their count) stay with it.
 */
export async function editUserSkill(
  db: Database,
  { viewer, userSkillId }: UserSkillTarget,
  input: EditSkillInput,
) {
  const userSkill = await findUserSkill(db, userSkillId);
  if (!userSkill) throw notFound(SKILL_NOT_FOUND);
  authorize(viewer, 'skill.edit', userSkill);
  const [updated] = await db
    .update(userSkills)
    .set({
      proficiencyLevel: input.proficiencyLevel,
      yearsOfExperience: input.yearsOfExperience,
    })
    .where(eq(userSkills.id, userSkillId))
    .returning({ id: userSkills.id });
  // Removed between the look-up and the update.
  if (!updated) throw notFound(SKILL_NOT_FOUND);
  const row = await findUserSkillView(db, { viewerId: viewer.id, userSkillId });
  if (!row) throw notFound(SKILL_NOT_FOUND);
  return toMemberSkill(viewer, row);
}

/** Removes one of the signed-in member's own skills (its endorsements go with it). */
export async function removeUserSkill(db: Database, { viewer, userSkillId }: UserSkillTarget) {
  const userSkill = await findUserSkill(db, userSkillId);
  if (!userSkill) throw notFound(SKILL_NOT_FOUND);
  authorize(viewer, 'skill.remove', userSkill);
  await db.delete(userSkills).where(eq(userSkills.id, userSkillId));
}
