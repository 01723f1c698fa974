import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { skills } from '../../../shared/schema/skills';
import type { Queryable } from '../../db/client';
import { likeContains, qualified } from '../../lib/sql';

/** A skill as the console lists it, with how many members hold it (from the covering index). */
export const adminSkillColumns = {
  id: skills.id,
  name: skills.name,
  category: skills.category,
  memberCount: sql<number>`(select count(*)::int from user_skill where user_skill.skill_id = ${qualified(skills.id)})`,
};

const sortName = sql<string>`lower(${skills.name})`;

/** One page of the catalog by name (any case), after the cursor's skill, and how many match. */
export async function listAdminSkillRows(
  db: Queryable,
  {
    search,
    limit,
    after,
  }: { search?: string; limit: number; after: { name: string; id: number } | null },
) {
  const where: SQL | undefined = search ? ilike(skills.name, likeContains(search)) : undefined;
  const beyond = after
    ? sql`(${sortName}, ${skills.id}) > (${after.name}, ${after.id}::int)`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...adminSkillColumns, sortName })
      .from(skills)
      .where(and(where, beyond))
      .orderBy(asc(sortName), asc(skills.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(skills).where(where),
  ]);
  return { rows, total: total.n };
}

export async function findAdminSkill(db: Queryable, id: number) {
  const [row] = await db.select(adminSkillColumns).from(skills).where(eq(skills.id, id));
  return row ?? null;
}

/** Whether another skill already has this name, in any case. */
export async function skillNameTaken(db: Queryable, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(
      exceptId === undefined
        ? sql`lower(${skills.name}) = lower(${name})`
        : sql`lower(${skills.name}) = lower(${name}) and ${skills.id} <> ${exceptId}`,
    )
    .limit(1);
  return row ?? null;
}

/** The skills, locked (`for update`) until `tx` ends, in id order so two merges cannot deadlock. */
export async function lockSkills(tx: Queryable, ids: number[]) {
  return tx
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(inArray(skills.id, ids))
    .orderBy(asc(skills.id))
    .for('update');
}

/**
 * Merges `source` into `target` (decision 023), in three statements and the source's delete:
 * a member holding both keeps the target with the union of endorsements (an endorser of both
 * counted once); a member holding only the source now holds the target, endorsements and
 * all (they hang on the member's skill row, which only changes its skill).
 */
export async function mergeSkillRows(tx: Queryable, source: number, target: number) {
  await tx.execute(sql`
    update skill_endorsement as e set user_skill_id = t.id
    from user_skill as s
    join user_skill as t on t.user_id = s.user_id and t.skill_id = ${target}
    where s.skill_id = ${source} and e.user_skill_id = s.id
      and not exists (
        select 1 from skill_endorsement as d
        where d.user_skill_id = t.id and d.endorsed_by = e.endorsed_by
      )`);
  const moved = await tx.execute(sql`
    update user_skill as s set skill_id = ${target}, updated_at = now()
    where s.skill_id = ${source}
      and not exists (
        select 1 from user_skill as t where t.user_id = s.user_id and t.skill_id = ${target}
      )
    returning s.id`);
  await tx.execute(sql`
    update user_skill as t set endorsement_count = c.n, is_endorsed = c.n > 0, updated_at = now()
    from (
      select u.id, (select count(*)::int from skill_endorsement as e where e.user_skill_id = u.id) as n
      from user_skill as u where u.skill_id = ${target}
    ) as c
    where t.id = c.id and t.endorsement_count <> c.n`);
  // The rows left are those of members who held both: their endorsements have moved.
  await tx.delete(skills).where(eq(skills.id, source));
  // Both drivers answer with `{ rows }` (server/db/raw.ts).
  return (moved as unknown as { rows: unknown[] }).rows.length;
}
