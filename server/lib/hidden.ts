import { type AnyColumn, and, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { notFound } from './http-error';
import { can, isStaff, type Viewer } from './policy';

/**
 * Who an answer is the same for, as far as what moderators hid goes (decision 021): staff
 * see everything; a member sees what is not hidden and what they wrote (`owner`); every
 * other member sees the same. Kept answers (decisions 040, 045) are kept per audience and
 * read only this, never the viewer, so an answer kept for one is right for all of it.
 */
export interface Audience {
  staff: boolean;
  /** The member whose own hidden rows are shown; null: nobody's. */
  owner: string | null;
}

/** The audience's part of a kept answer's key. */
export const audienceKey = (audience: Audience) =>
  audience.staff ? 'staff' : audience.owner ? `owner:${audience.owner}` : 'members';

/** The audience most viewers share: staff, or members without hidden rows of their own. */
export const sharedAudience = (viewer: Viewer): Audience => ({
  staff: isStaff(viewer),
  owner: null,
});

/** A member alone, with their own hidden rows. */
export const ownerAudience = (viewer: Viewer): Audience => ({ staff: false, owner: viewer.id });

/** What an audience may read as a list predicate; undefined: everything. */
export function visibleToAudience(
  audience: Audience,
  columns: { hiddenAt: AnyColumn | SQL; authorId: AnyColumn | SQL },
): SQL | undefined {
  if (audience.staff) return undefined;
  if (!audience.owner) return sql`${columns.hiddenAt} is null`;
  return sql`(${columns.hiddenAt} is null or ${columns.authorId} = ${audience.owner})`;
}

/**
 * Rows moderators hid (decision 021) as a list predicate: staff read everything; anyone
 * else reads the rows that are not hidden and their own. Inside the list's own query (no
 * extra statement); most rows are not hidden, so the existing indexes still lead.
 */
export const visibleTo = (
  viewer: Viewer,
  columns: { hiddenAt: AnyColumn | SQL; authorId: AnyColumn | SQL },
): SQL | undefined => visibleToAudience({ staff: isStaff(viewer), owner: viewer.id }, columns);

/**
 * Whether the member wrote a row of `table` (its owner column `column`) that moderators
 * hid, as an SQL boolean: a few entries of the partial index on the hidden rows'
 * owners (migration 0033). Such a member reads their own audience's answers.
 */
export const ownsHiddenSql = (table: string, column: string, memberId: string) =>
  sql<boolean>`exists (select 1 from ${sql.identifier(table)}
    where ${sql.identifier(column)} = ${memberId} and hidden_at is not null)`;

/**
 * Who wrote a row that moderators hid, among `where` (one statement over the partial index
 * on the hidden rows), for a kept page of the everyone audience: each of them reads the
 * page as its owner instead, with no statement of their own (decision 045). Staff and an
 * owner's audience see hidden rows already: none.
 */
export async function hiddenOwnersFor(
  db: Queryable,
  audience: Audience,
  rows: { table: AnyPgTable; owner: AnyPgColumn; hiddenAt: AnyPgColumn; where?: SQL },
): Promise<string[]> {
  if (audience.staff || audience.owner) return [];
  const found = await db
    .selectDistinct({ owner: rows.owner })
    .from(rows.table)
    .where(and(isNotNull(rows.hiddenAt), rows.where));
  return found.map((row) => row.owner as string);
}

/** A row as every viewer sees it: `hidden` when moderators hid it (decision 021). */
export const withHiddenFlag = <R extends { hiddenAt: Date | null }>(row: R) => ({
  ...row,
  hidden: row.hiddenAt !== null,
});

/** `hidden` as an answer carries it. */
export const hiddenFlag = (hiddenAt: AnyColumn | SQL) => sql<boolean>`(${hiddenAt} is not null)`;

/**
 * A row read by id: a hidden one is not found for anyone but its author and staff, with
 * the same message as a row that does not exist.
 */
export function requireVisible<T extends { hidden: boolean; authorId: string | null }>(
  viewer: Viewer,
  row: T | null,
  message: string,
): T {
  if (!row || (row.hidden && !can(viewer, 'hidden.see', row))) throw notFound(message);
  return row;
}
