import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../../shared/contracts/common';
import type { adminSkill } from '../../../shared/contracts/settings';
import { skills } from '../../../shared/schema/skills';
import type { Database, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeCursor, type Page, takePage } from '../../lib/pagination';
import type { Actor } from '../../lib/policy';
import { isUniqueViolation, MAX_INT } from '../../lib/sql';
import { recordAudit } from '../audit';
import {
  findAdminSkill,
  listAdminSkillRows,
  lockSkills,
  mergeSkillRows,
  skillNameTaken,
} from './catalog-queries';

export const SKILL_NOT_FOUND = 'Skill not found';
export const MERGE_INTO_ITSELF = 'Choose another skill to merge into';

const nameTaken = (name: string) => {
  const message = `There is already a skill called ${name}; merge the two instead`;
  return badRequest(message, [{ path: 'name', message }]);
};

const skillCursor = z.object({
  name: z.string().max(200),
  id: z.number().int().min(0).max(MAX_INT),
});

/** The console's catalog: by name, searched by name, in keyset pages. */
export async function listAdminSkills(
  db: Database,
  query: { q?: string; limit: number; cursor?: string },
): Promise<Page<Answer<typeof adminSkill>>> {
  const { rows, total } = await listAdminSkillRows(db, {
    search: query.q || undefined,
    limit: query.limit,
    after: decodeCursor(query.cursor, skillCursor),
  });
  const page = takePage(rows, query.limit, (row) => ({ name: row.sortName, id: row.id }));
  return { ...page, items: page.items.map(({ sortName: _, ...row }) => row), total };
}

async function answer(db: Queryable, id: number) {
  const skill = await findAdminSkill(db, id);
  if (!skill) throw notFound(SKILL_NOT_FOUND);
  return skill;
}

async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

export async function createSkill(db: Database, actor: Actor, name: string) {
  if (await skillNameTaken(db, name)) throw nameTaken(name);
  const id = await withUniqueName(name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(skills).values({ name }).returning({ id: skills.id });
      await recordAudit(tx, {
        actor,
        action: 'skill.create',
        targetType: 'skill',
        targetId: String(row.id),
        targetLabel: name,
        after: { name },
      });
      return row.id;
    }),
  );
  return answer(db, id);
}

export async function renameSkill(
  db: Database,
  actor: Actor,
  { skillId, name }: { skillId: number; name: string },
) {
  if (await skillNameTaken(db, name, skillId)) throw nameTaken(name);
  await withUniqueName(name, () =>
    db.transaction(async (tx) => {
      const [skill] = await lockSkills(tx, [skillId]);
      if (!skill) throw notFound(SKILL_NOT_FOUND);
      if (skill.name === name) return;
      await tx.update(skills).set({ name }).where(eq(skills.id, skillId));
      await recordAudit(tx, {
        actor,
        action: 'skill.rename',
        targetType: 'skill',
        targetId: String(skillId),
        targetLabel: name,
        before: { name: skill.name },
        after: { name },
      });
    }),
  );
  return answer(db, skillId);
}

/**
 * Merges one skill into another: its members move to the target with their endorsements,
 * and it disappears from the catalog. Answers the target as it is now.
 */
export async function mergeSkill(
  db: Database,
  actor: Actor,
  { skillId, targetId }: { skillId: number; targetId: number },
) {
  if (skillId === targetId) {
    throw badRequest(MERGE_INTO_ITSELF, [{ path: 'targetId', message: MERGE_INTO_ITSELF }]);
  }
  if (targetId > MAX_INT) {
    throw badRequest(SKILL_NOT_FOUND, [{ path: 'targetId', message: SKILL_NOT_FOUND }]);
  }
  await db.transaction(async (tx) => {
    const locked = await lockSkills(tx, [skillId, targetId]);
    const source = locked.find((s) => s.id === skillId);
    const target = locked.find((s) => s.id === targetId);
    if (!source) throw notFound(SKILL_NOT_FOUND);
    if (!target) {
      throw badRequest(SKILL_NOT_FOUND, [{ path: 'targetId', message: SKILL_NOT_FOUND }]);
    }
    const movedMembers = await mergeSkillRows(tx, skillId, targetId);
    await recordAudit(tx, {
      actor,
      action: 'skill.merge',
      targetType: 'skill',
      targetId: String(targetId),
      targetLabel: target.name,
      before: { merged: { id: source.id, name: source.name } },
      after: { into: { id: target.id, name: target.name }, movedMembers },
    });
  });
  return answer(db, targetId);
}
