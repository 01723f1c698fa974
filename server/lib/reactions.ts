import { type AnyColumn, and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Answer } from '../../shared/contracts/common';
import {
  REACTIONS,
  type Reaction,
  type ReactionCounts,
  type reactionEntry,
} from '../../shared/contracts/reactions';
import type { ReactionTable } from '../../shared/schema/reactions';
import { users } from '../../shared/schema/users';
import type { Database, Queryable } from '../db/client';
import { notFound } from './http-error';
import { memberSummaryColumns } from './member-summary';
import { decodeCursor, encodeCursor, exactTime, type Page } from './pagination';
import { isForeignKeyViolation } from './sql';

/**
 * Reactions to items of any kind (issue 37), over the kind's own table
 * (shared/schema/reactions.ts): the counts every viewer shares, which are kept with the
 * item's answer, the viewer's own, and who reacted. A feature checks that the viewer may
 * see the item before it calls these.
 */

const ORDER = new Map<string, number>(REACTIONS.map((r, i) => [r, i]));
const byOrder = (a: string, b: string) => (ORDER.get(a) ?? 0) - (ORDER.get(b) ?? 0);

/** Each item's counts, for the items given, from one grouped statement over the key. */
export async function reactionCountsOf(
  db: Queryable,
  table: ReactionTable,
  itemIds: readonly number[],
): Promise<Map<number, ReactionCounts>> {
  const counts = new Map<number, ReactionCounts>();
  if (itemIds.length === 0) return counts;
  const rows = await db
    .select({ itemId: table.itemId, reaction: table.reaction, count: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.itemId, [...itemIds]))
    .groupBy(table.itemId, table.reaction);
  for (const row of rows.sort((a, b) => byOrder(a.reaction, b.reaction))) {
    const list = counts.get(row.itemId) ?? [];
    list.push({ reaction: row.reaction, count: row.count });
    counts.set(row.itemId, list);
  }
  return counts;
}

/**
 * The reactions a member left on each of the items given: a page's own part, one
 * statement over the primary key (item, member).
 */
export async function myReactionsOf(
  db: Queryable,
  table: ReactionTable,
  viewerId: string,
  itemIds: readonly number[],
): Promise<Map<number, Reaction[]>> {
  const mine = new Map<number, Reaction[]>();
  if (itemIds.length === 0) return mine;
  const rows = await db
    .select({ itemId: table.itemId, reaction: table.reaction })
    .from(table)
    .where(and(inArray(table.itemId, [...itemIds]), eq(table.userId, viewerId)));
  for (const row of rows.sort((a, b) => byOrder(a.reaction, b.reaction))) {
    mine.set(row.itemId, [...(mine.get(row.itemId) ?? []), row.reaction]);
  }
  return mine;
}

/** A reaction's place in REACTIONS, in SQL, to order by. */
const positionOf = (reaction: SQL) =>
  sql`array_position(array[${sql.raw(REACTIONS.map((r) => `'${r}'`).join(', '))}]::text[], ${reaction}::text)`;

/**
 * An item's counts as a SQL expression (a JSON array in REACTIONS order), for a statement
 * that reads the item anyway: a correlated subquery over the primary key, no statement of
 * its own.
 */
export const reactionCountsSql = (table: ReactionTable, itemId: SQL | AnyColumn) =>
  sql<ReactionCounts>`coalesce((
    select json_agg(json_build_object('reaction', c.reaction, 'count', c.n)
      order by ${positionOf(sql.raw('c.reaction'))})
    from (select x.reaction, count(*)::int as n from ${table} x
      where x.item_id = ${itemId} group by x.reaction) c), '[]'::json)`;

/**
 * The viewer's reactions to one item as a SQL expression (a text array in REACTIONS
 * order), for a statement that reads the item anyway: no statement of its own.
 */
export const myReactionsSql = (table: ReactionTable, itemId: SQL, viewerId: string) =>
  sql<Reaction[]>`array(select x.reaction from ${table} x
    where x.item_id = ${itemId} and x.user_id = ${viewerId}
    order by ${positionOf(sql.raw('x.reaction'))})`;

/**
 * Leaves (`on`) or takes back one reaction of a member; true when that changed anything
 * (leaving one twice, or taking back one never left, changes nothing and moves no
 * generation).
 */
export async function setReaction(
  tx: Queryable,
  table: ReactionTable,
  key: { itemId: number; userId: string; reaction: Reaction },
  on: boolean,
): Promise<boolean> {
  if (on) {
    const added = await tx
      .insert(table)
      .values(key)
      .onConflictDoNothing()
      .returning({ itemId: table.itemId });
    return added.length > 0;
  }
  const removed = await tx
    .delete(table)
    .where(
      and(
        eq(table.itemId, key.itemId),
        eq(table.userId, key.userId),
        eq(table.reaction, key.reaction),
      ),
    )
    .returning({ itemId: table.itemId });
  return removed.length > 0;
}

/** An item a member reacts to, once the feature found that they may see it. */
export interface ReactedItem {
  table: ReactionTable;
  itemId: number;
  /** Who wrote it; null once they left. They never hear of their own reactions. */
  authorId: string | null;
  /** What a 404 says when the item goes while the reaction is on its way. */
  notFoundMessage: string;
}

/**
 * Leaves (`on`) or takes back one of a member's reactions and answers the item's
 * reactions as they now are. Idempotent: leaving one twice changes nothing. `tellAuthor`
 * runs in the same transaction on a member's first reaction to someone else's item (a
 * second kind from the same member is not news), so a burst counts members.
 */
export async function toggleReaction(
  db: Database,
  item: ReactedItem,
  change: { viewerId: string; reaction: Reaction; on: boolean },
  tellAuthor: (tx: Queryable) => Promise<void>,
) {
  const { table, itemId, authorId } = item;
  const { viewerId, reaction, on } = change;
  try {
    await db.transaction(async (tx) => {
      const changed = await setReaction(tx, table, { itemId, userId: viewerId, reaction }, on);
      if (!changed || !on || authorId === null || authorId === viewerId) return;
      const mine = await myReactionsOf(tx, table, viewerId, [itemId]);
      if ((mine.get(itemId)?.length ?? 0) === 1) await tellAuthor(tx);
    });
  } catch (err) {
    // The item was deleted after the feature found it.
    if (isForeignKeyViolation(err)) throw notFound(item.notFoundMessage);
    throw err;
  }
  return itemReactions(db, table, itemId, viewerId);
}

/** An item's reactions as the toggle answers them: its counts and the member's own. */
export async function itemReactions(
  db: Queryable,
  table: ReactionTable,
  itemId: number,
  viewerId: string,
) {
  const [counts, mine] = await Promise.all([
    reactionCountsOf(db, table, [itemId]),
    myReactionsOf(db, table, viewerId, [itemId]),
  ]);
  return { reactions: counts.get(itemId) ?? [], myReactions: mine.get(itemId) ?? [] };
}

/** The who-reacted list's cursor: its last row's time, member and reaction (unique per item). */
const entryCursor = z.object({
  createdAt: z.iso.datetime(),
  userId: z.string().max(255),
  reaction: z.enum(REACTIONS),
});

/**
 * Who reacted to an item, newest first, a page at a time, optionally one reaction only;
 * each with their member summary from the same statement.
 */
export async function listReactionEntries(
  db: Queryable,
  table: ReactionTable,
  itemId: number,
  query: { limit: number; cursor?: string; reaction?: Reaction },
): Promise<Page<Answer<typeof reactionEntry>>> {
  const after = decodeCursor(query.cursor, entryCursor);
  const rows = await db
    .select({
      reaction: table.reaction,
      member: memberSummaryColumns,
      createdAt: table.createdAt,
      sortTime: exactTime(table.createdAt),
      userId: table.userId,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(
      and(
        eq(table.itemId, itemId),
        query.reaction ? eq(table.reaction, query.reaction) : undefined,
        after
          ? sql`(${table.createdAt}, ${table.userId}, ${table.reaction}::text) < (${after.createdAt}::timestamptz, ${after.userId}, ${after.reaction}::text)`
          : undefined,
      ),
    )
    .orderBy(desc(table.createdAt), desc(table.userId), desc(sql`${table.reaction}::text`))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  return {
    items: items.map(({ reaction, member, createdAt }) => ({ reaction, member, createdAt })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.sortTime, userId: last.userId, reaction: last.reaction })
        : null,
  };
}
