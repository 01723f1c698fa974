import { eq, sql } from 'drizzle-orm';
import { CATEGORY_HUES } from '../../../shared/contracts/choices';
import type { Answer } from '../../../shared/contracts/common';
import type { adminCategory } from '../../../shared/contracts/settings';
import { discussionCategories } from '../../../shared/schema/discussions';
import type { Database, Queryable } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { decodeCursor, type Page } from '../../lib/pagination';
import type { Actor } from '../../lib/policy';
import { isUniqueViolation } from '../../lib/sql';
import { recordAudit } from '../audit';
import {
  categoryNameTaken,
  categoryPlacement,
  findAdminCategory,
  lockCategory,
  lockCategoryOrder,
} from './category-queries';
import { listCategoryRows } from './queries';
import { CATEGORY_NOT_FOUND, categoryCursor } from './service';

/** The console's list: every category in order, archived ones marked. */
export async function listAdminCategories(
  db: Database,
  page: { limit: number; cursor?: string },
): Promise<Page<Answer<typeof adminCategory>>> {
  return listCategoryRows(db, {
    limit: page.limit,
    after: decodeCursor(page.cursor, categoryCursor),
  });
}

const nameTaken = (name: string) => {
  const message = `There is already a category called ${name}`;
  return badRequest(message, [{ path: 'name', message }]);
};

/** The first hue no category wears yet; when all are worn, the next in turn. */
function freeHue(taken: string[], total: number) {
  const worn = new Set(taken);
  return CATEGORY_HUES.find((hue) => !worn.has(hue)) ?? CATEGORY_HUES[total % CATEGORY_HUES.length];
}

/** Runs a write that may meet the case-insensitive unique index, answering its clash. */
async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    // Two admins adding the same name at once: the index decides, the loser is told why.
    if (isUniqueViolation(err)) throw nameTaken(name);
    throw err;
  }
}

async function answer(db: Queryable, id: number) {
  const category = await findAdminCategory(db, id);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}

/** Adds a category at the end of the list, in a hue of its own. */
export async function createCategory(db: Database, actor: Actor, name: string) {
  if (await categoryNameTaken(db, name)) throw nameTaken(name);
  const id = await withUniqueName(name, () =>
    db.transaction(async (tx) => {
      const place = await categoryPlacement(tx);
      const [row] = await tx
        .insert(discussionCategories)
        .values({ name, position: place.next, color: freeHue(place.colors, place.total) })
        .returning({ id: discussionCategories.id, color: discussionCategories.color });
      await recordAudit(tx, {
        actor,
        action: 'category.create',
        targetType: 'category',
        targetId: String(row.id),
        targetLabel: name,
        after: { name, color: row.color },
      });
      return row.id;
    }),
  );
  return answer(db, id);
}

export async function renameCategory(
  db: Database,
  actor: Actor,
  { categoryId, name }: { categoryId: number; name: string },
) {
  if (await categoryNameTaken(db, name, categoryId)) throw nameTaken(name);
  await withUniqueName(name, () =>
    db.transaction(async (tx) => {
      const category = await lockCategory(tx, categoryId);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      if (category.name === name) return;
      await tx
        .update(discussionCategories)
        .set({ name })
        .where(eq(discussionCategories.id, categoryId));
      await recordAudit(tx, {
        actor,
        action: 'category.rename',
        targetType: 'category',
        targetId: String(categoryId),
        targetLabel: name,
        before: { name: category.name },
        after: { name },
      });
    }),
  );
  return answer(db, categoryId);
}

/**
 * Moves a category one place up or down. The whole order is locked and numbered afresh
 * (1, 2, 3, …) in one statement: categories are a short list, and the numbering stays free
 * of ties whatever happened before.
 */
export async function moveCategory(
  db: Database,
  actor: Actor,
  { categoryId, direction }: { categoryId: number; direction: 'up' | 'down' },
) {
  await db.transaction(async (tx) => {
    const order = await lockCategoryOrder(tx);
    const from = order.findIndex((row) => row.id === categoryId);
    if (from === -1) throw notFound(CATEGORY_NOT_FOUND);
    const to = direction === 'up' ? from - 1 : from + 1;
    // Already first (or last): nothing moves, nothing is logged.
    if (to < 0 || to >= order.length) return;
    const ids = order.map((row) => row.id);
    [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
    const changed = ids
      .map((id, i) => ({ id, position: i + 1 }))
      .filter(({ id, position }) => order.find((row) => row.id === id)?.position !== position);
    await tx.execute(sql`
      update discussion_category as c set position = v.position
      from (values ${sql.join(
        changed.map(({ id, position }) => sql`(${id}::int, ${position}::int)`),
        sql`, `,
      )}) as v(id, position)
      where c.id = v.id`);
    const category = await lockCategory(tx, categoryId);
    await recordAudit(tx, {
      actor,
      action: 'category.move',
      targetType: 'category',
      targetId: String(categoryId),
      targetLabel: category?.name ?? '',
      before: { place: from + 1 },
      after: { place: to + 1 },
    });
  });
  return answer(db, categoryId);
}

/** Archives a category (it stays listed and readable, takes no new discussions) or restores it. */
export async function setCategoryArchived(
  db: Database,
  actor: Actor,
  { categoryId, archived }: { categoryId: number; archived: boolean },
) {
  await db.transaction(async (tx) => {
    const category = await lockCategory(tx, categoryId);
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    if (category.archived === archived) return;
    await tx
      .update(discussionCategories)
      .set({ archivedAt: archived ? sql`now()` : null })
      .where(eq(discussionCategories.id, categoryId));
    await recordAudit(tx, {
      actor,
      action: archived ? 'category.archive' : 'category.unarchive',
      targetType: 'category',
      targetId: String(categoryId),
      targetLabel: category.name,
      before: { archived: category.archived },
      after: { archived },
    });
  });
  return answer(db, categoryId);
}
