import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { PROFICIENCY_LEVELS } from '../../../shared/contracts/skills';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import type { Database } from '../../db/client';
import { likeContains } from '../../lib/sql';

export const skillColumns = {
  id: skills.id,
  name: skills.name,
  category: skills.category,
  description: skills.description,
};

/** Where a catalog entry sorts: by category (none last), then name, then id. */
export interface CatalogPosition {
  /** 1 when the skill has no category (those sort last), else 0. */
  uncategorized: 0 | 1;
  category: string;
  name: string;
  id: number;
}

const uncategorized = sql<number>`(${skills.category} is null)::int`;
const categoryText = sql<string>`coalesce(${skills.category}, '')`;

/**
 * One page of the catalog, by category then name, after the cursor's position (plus one
 * row to tell whether another page exists), and the total that matches.
 */
export async function listSkillRows(
  db: Database,
  { search, limit, after }: { search?: string; limit: number; after: CatalogPosition | null },
) {
  let where: SQL | undefined;
  if (search) {
    const pattern = likeContains(search);
    where = or(ilike(skills.name, pattern), ilike(skills.category, pattern));
  }
  const beyond = after
    ? sql`(${uncategorized}, ${categoryText}, ${skills.name}, ${skills.id}) > (${after.uncategorized}::int, ${after.category}, ${after.name}, ${after.id}::int)`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...skillColumns, uncategorized })
      .from(skills)
      .where(and(where, beyond))
      .orderBy(asc(uncategorized), asc(categoryText), asc(skills.name), asc(skills.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(skills).where(where),
  ]);
  return { rows, total: total.n };
}

export async function findSkill(db: Database, id: number) {
  const [skill] = await db.select(skillColumns).from(skills).where(eq(skills.id, id));
  return skill ?? null;
}

/** Expert first, beginner last; an unknown level (not writable through the API) after all. */
const proficiencyRank = sql`case ${userSkills.proficiencyLevel} ${sql.join(
  PROFICIENCY_LEVELS.map((level, i) => sql`when ${level} then ${i}`),
  sql` `,
)} else -1 end`;

/** Whether `viewerId` endorsed the user skill of the row (uses the unique index). */
const endorsedBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${skillEndorsements} where ${skillEndorsements.userSkillId} = ${userSkills.id} and ${skillEndorsements.endorsedBy} = ${viewerId})`;

export const userSkillColumns = {
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
 * query, or null for an unknown member. It starts from the member, so an unknown member
 * (no row at all) is told apart from a member without skills (one row whose user_skill
 * side is empty).
 */
export async function listUserSkillRows(
  db: Database,
  { viewerId, memberId }: { viewerId: string; memberId: string },
) {
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
    // A removed member (decision 022) is unknown here, as their profile is.
    .where(and(eq(users.id, memberId), ne(users.membership, 'removed')))
    .orderBy(sql`${proficiencyRank} desc`, asc(skills.name), asc(userSkills.id));
  if (rows.length === 0) return null;
  return rows.flatMap((r) =>
    r.userSkill && r.skill
      ? [{ ...r.userSkill, endorsedByMe: Boolean(r.endorsedByMe), skill: r.skill }]
      : [],
  );
}

/** The member who holds a user skill. */
export async function findUserSkill(db: Database, id: number) {
  const [row] = await db
    .select({ userId: userSkills.userId })
    .from(userSkills)
    .where(eq(userSkills.id, id));
  return row ?? null;
}

/** One user skill with its catalog entry and whether the viewer endorsed it, or null. */
export async function findUserSkillView(
  db: Database,
  { viewerId, userSkillId }: { viewerId: string; userSkillId: number },
) {
  const [row] = await db
    .select({
      userSkill: userSkillColumns,
      skill: skillColumns,
      endorsedByMe: endorsedBy(viewerId),
    })
    .from(userSkills)
    .innerJoin(skills, eq(skills.id, userSkills.skillId))
    .where(eq(userSkills.id, userSkillId));
  return row
    ? { ...row.userSkill, endorsedByMe: Boolean(row.endorsedByMe), skill: row.skill }
    : null;
}
