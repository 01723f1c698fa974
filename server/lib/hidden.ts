import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
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
