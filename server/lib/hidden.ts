import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { notFound } from './http-error';
import { can, isStaff, type Viewer } from './policy';

/**
 * Rows moderators hid (decision 021) as a list predicate: staff read everything; anyone
 * else reads the rows that are not hidden and their own. Inside the list's own query (no
 * extra statement); most rows are not hidden, so the existing indexes still lead.
 */
export function visibleTo(
  viewer: Viewer,
  columns: { hiddenAt: AnyColumn | SQL; authorId: AnyColumn | SQL },
): SQL | undefined {
  if (isStaff(viewer)) return undefined;
  return sql`(${columns.hiddenAt} is null or ${columns.authorId} = ${viewer.id})`;
}

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
