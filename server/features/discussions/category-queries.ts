import { asc, count, eq, sql } from 'drizzle-orm';
import { discussionCategories } from '../../../shared/schema/discussions';
import type { Queryable } from '../../db/client';
import { qualified } from '../../lib/sql';

/** A category as the console's writes answer it (its count comes from the list's query). */
export const adminCategoryColumns = {
  id: discussionCategories.id,
  name: discussionCategories.name,
  color: discussionCategories.color,
  position: discussionCategories.position,
  archived: sql<boolean>`${discussionCategories.archivedAt} is not null`,
  discussionCount: sql<number>`(select count(*)::int from discussion where discussion.category_id = ${qualified(discussionCategories.id)})`,
};

export async function findAdminCategory(db: Queryable, id: number) {
  const [row] = await db
    .select(adminCategoryColumns)
    .from(discussionCategories)
    .where(eq(discussionCategories.id, id));
  return row ?? null;
}

/** The category, locked (`for update`) until `tx` ends. */
export async function lockCategory(tx: Queryable, id: number) {
  const [row] = await tx
    .select({
      id: discussionCategories.id,
      name: discussionCategories.name,
      archived: sql<boolean>`${discussionCategories.archivedAt} is not null`,
    })
    .from(discussionCategories)
    .where(eq(discussionCategories.id, id))
    .for('update');
  return row ?? null;
}

/** Every category in order, locked: reordering rewrites positions among them. */
export async function lockCategoryOrder(tx: Queryable) {
  return tx
    .select({ id: discussionCategories.id, position: discussionCategories.position })
    .from(discussionCategories)
    .orderBy(asc(discussionCategories.position), asc(discussionCategories.id))
    .for('update');
}

/** Where a new category goes (last) and which hues are taken. */
export async function categoryPlacement(db: Queryable) {
  const [row] = await db
    .select({
      next: sql<number>`coalesce(max(${discussionCategories.position}), 0)::int + 1`,
      total: count(),
      colors: sql<string[]>`coalesce(array_agg(upper(${discussionCategories.color})), '{}')`,
    })
    .from(discussionCategories);
  return row;
}

/** Whether another category already has this name, in any case. */
export async function categoryNameTaken(db: Queryable, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: discussionCategories.id })
    .from(discussionCategories)
    .where(
      exceptId === undefined
        ? sql`lower(${discussionCategories.name}) = lower(${name})`
        : sql`lower(${discussionCategories.name}) = lower(${name}) and ${discussionCategories.id} <> ${exceptId}`,
    );
  return row !== undefined;
}
