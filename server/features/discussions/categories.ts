import { asc, count, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { discussionCategories, discussions } from '../../../shared/schema/discussions';
import type { Database } from '../../db/client';
import { decodeCursor, takePage } from '../../lib/pagination';
import { MAX_INT } from '../../lib/sql';

const idCursor = z.object({ id: z.number().int().min(0).max(MAX_INT) });

/**
 * Categories in their curated order (the migration's), each with how many discussions
 * it holds: one grouped subquery, joined once, rather than a count per category.
 */
export async function listCategories(db: Database, page: { limit: number; cursor?: string }) {
  const after = decodeCursor(page.cursor, idCursor);
  const counts = db
    .select({ categoryId: discussions.categoryId, n: count().as('n') })
    .from(discussions)
    .groupBy(discussions.categoryId)
    .as('counts');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: discussionCategories.id,
        name: discussionCategories.name,
        description: discussionCategories.description,
        color: discussionCategories.color,
        createdAt: discussionCategories.createdAt,
        discussionCount: sql<number>`coalesce(${counts.n}, 0)::int`,
      })
      .from(discussionCategories)
      .leftJoin(counts, eq(counts.categoryId, discussionCategories.id))
      .where(after ? gt(discussionCategories.id, after.id) : undefined)
      .orderBy(asc(discussionCategories.id))
      .limit(page.limit + 1),
    db.select({ n: count() }).from(discussionCategories),
  ]);
  return { ...takePage(rows, page.limit, (row) => ({ id: row.id })), total: total.n };
}
