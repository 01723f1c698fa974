import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SubscriptionLevel } from '../../../shared/contracts/discussions';
import {
  discussionCategories,
  discussionCategoryWatches,
  discussionSubscriptions,
} from '../../../shared/schema/discussions';
import type { Database, Queryable } from '../../db/client';
import { selectRows } from '../../db/raw';
import { requireVisible } from '../../lib/hidden';
import { notFound } from '../../lib/http-error';
import type { Viewer } from '../../lib/policy';
import { isForeignKeyViolation } from '../../lib/sql';
import { findDiscussionState } from './queries';
import { CATEGORY_NOT_FOUND, DISCUSSION_NOT_FOUND } from './service';

/**
 * Following, muting and watching (issue 37, decision 062). A member's level in a
 * discussion is their row's, else 'following' for its author and 'normal' for everyone
 * else: starting a discussion costs no extra write, and an author who never chose keeps
 * hearing of every reply as before.
 */
/** The member's level in the discussion, as a SQL expression over its id and author. */
export function subscriptionLevelSql(discussionId: SQL, authorId: SQL, userId: string): SQL {
  return sql`coalesce(
    (select s.level from ${discussionSubscriptions} s
      where s.discussion_id = ${discussionId} and s.user_id = ${userId}),
    case when ${authorId} = ${userId} then 'following' else 'normal' end)`;
}

/**
 * A reply's author follows its discussion, unless they chose a level there before (a
 * member who muted or unfollowed it stays so): a CTE for the reply's own statement.
 */
export function followOnReplySql(discussionId: number, userId: string): SQL {
  return sql`insert into ${discussionSubscriptions} (discussion_id, user_id, level)
    values (${discussionId}, ${userId}, 'following') on conflict do nothing`;
}

/**
 * Every member's level in the discussion, its author's default included: who follows every
 * reply and who muted it. Bounded by the community's members.
 */
export async function levelsIn(q: Queryable, discussionId: number, authorId: string) {
  const rows = await selectRows<{ user_id: string; level: SubscriptionLevel }>(
    q as Database,
    sql`select user_id, level from ${discussionSubscriptions}
        where discussion_id = ${discussionId}`,
  );
  const levels = new Map(rows.map((r) => [r.user_id, r.level]));
  if (!levels.has(authorId)) levels.set(authorId, 'following');
  return {
    of: (id: string): SubscriptionLevel => levels.get(id) ?? 'normal',
    followers: () => [...levels].filter(([, level]) => level === 'following').map(([id]) => id),
  };
}

/**
 * Sets the viewer's level in a discussion they may see (404 otherwise, as for reading
 * it) and answers it back.
 */
export async function setSubscription(
  db: Database,
  viewer: Viewer,
  discussionId: number,
  level: SubscriptionLevel,
) {
  requireVisible(viewer, await findDiscussionState(db, discussionId), DISCUSSION_NOT_FOUND);
  try {
    await db
      .insert(discussionSubscriptions)
      .values({ discussionId, userId: viewer.id, level })
      .onConflictDoUpdate({
        target: [discussionSubscriptions.discussionId, discussionSubscriptions.userId],
        set: { level, updatedAt: sql`now()` },
      });
  } catch (err) {
    // Deleted between the look-up and the write.
    if (isForeignKeyViolation(err)) throw notFound(DISCUSSION_NOT_FOUND);
    throw err;
  }
  return { level };
}

/**
 * Starts (`on`) or stops watching a category: every new discussion in it rings the
 * member's bell. An archived category takes no new discussions, so watching it starts
 * nothing, but stopping is always allowed.
 */
export async function watchCategory(db: Database, viewer: Viewer, categoryId: number, on: boolean) {
  const [category] = await db
    .select({ archived: sql<boolean>`${discussionCategories.archivedAt} is not null` })
    .from(discussionCategories)
    .where(eq(discussionCategories.id, categoryId));
  if (!category || (on && category.archived)) throw notFound(CATEGORY_NOT_FOUND);
  try {
    if (on) {
      await db
        .insert(discussionCategoryWatches)
        .values({ categoryId, userId: viewer.id })
        .onConflictDoNothing();
    } else {
      await db
        .delete(discussionCategoryWatches)
        .where(
          and(
            eq(discussionCategoryWatches.categoryId, categoryId),
            eq(discussionCategoryWatches.userId, viewer.id),
          ),
        );
    }
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(CATEGORY_NOT_FOUND);
    throw err;
  }
  return { categoryId, watching: on };
}

/** The categories the viewer watches, in the admins' order. */
export async function watchedCategoryIds(db: Database, viewer: Viewer) {
  const rows = await db
    .select({ id: discussionCategoryWatches.categoryId })
    .from(discussionCategoryWatches)
    .innerJoin(
      discussionCategories,
      eq(discussionCategories.id, discussionCategoryWatches.categoryId),
    )
    .where(eq(discussionCategoryWatches.userId, viewer.id))
    .orderBy(discussionCategories.position, discussionCategories.id);
  return { categoryIds: rows.map((r) => r.id) };
}

/** The members who watch a category, but its new discussion's author. */
export async function categoryWatchers(q: Queryable, categoryId: number, authorId: string) {
  const rows = await selectRows<{ user_id: string }>(
    q as Database,
    sql`select user_id from ${discussionCategoryWatches}
        where category_id = ${categoryId} and user_id <> ${authorId}`,
  );
  return rows.map((r) => r.user_id);
}

/** The members who muted the discussion: they hear nothing of it. */
export async function mutedIn(q: Queryable, discussionId: number) {
  const rows = await selectRows<{ user_id: string }>(
    q as Database,
    sql`select user_id from ${discussionSubscriptions}
        where discussion_id = ${discussionId} and level = 'muted'`,
  );
  return new Set(rows.map((r) => r.user_id));
}
