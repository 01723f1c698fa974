import { eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { MAX_INT } from '../../lib/sql';
import type { Reportable, ReportedItem } from './registry';

/**
 * A reportable kind that is one row of one table (every kind so far): its table, who wrote
 * it, when it was hidden and by whom, and what names it in the audit log. A profile is
 * the member's own row: its "author" is the member.
 */
export interface TableKind {
  table: PgTable;
  id: PgColumn;
  author: PgColumn;
  hiddenAt: PgColumn;
  hiddenBy: PgColumn;
  label: SQL<string>;
  /** Rows that exist for reporting (a reply's tombstone does not; an applicant's profile neither). */
  live?: SQL;
  /** Keyed by a positive integer (every kind but a profile, keyed by the member's id). */
  numeric: boolean;
  /** The kind's own facts the find adds to the item, by name (a message's conversation members). */
  extra?: Record<string, PgColumn | SQL>;
}

/** The property name drizzle's `set` knows the column by (a profile's is not `hiddenAt`). */
function propertyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`Column ${column.name} is not one of its table's`);
  return entry[0];
}

/**
 * `key`, `find` and `setHidden` of a one-row kind, for its reportable.ts to spread into its
 * definition: what every kind had in common when the reports feature knew each table.
 */
export function tableReportable<Item extends ReportedItem>(
  k: TableKind,
): Pick<Reportable<Item>, 'key' | 'find' | 'setHidden'> {
  const key = (itemId: string): string | number | null => {
    if (!k.numeric) return itemId;
    if (!/^\d{1,10}$/.test(itemId)) return null;
    const n = Number(itemId);
    return n >= 1 && n <= MAX_INT ? n : null;
  };
  const hiddenAtKey = propertyOf(k.table, k.hiddenAt);
  const hiddenByKey = propertyOf(k.table, k.hiddenBy);

  return {
    key,
    async find(db: Queryable, itemId: string, lock: boolean) {
      const id = key(itemId);
      if (id === null) return null;
      const query = db
        .select({
          authorId: sql<string | null>`${k.author}`,
          hidden: sql<boolean>`${k.hiddenAt} is not null`,
          label: k.label,
          ...k.extra,
        })
        .from(k.table)
        .where(k.live ? sql`${eq(k.id, id)} and ${k.live}` : eq(k.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return (row as Item | undefined) ?? null;
    },
    async setHidden(tx: Queryable, itemId: string, by: string | null) {
      const id = key(itemId);
      if (id === null) return false;
      const rows = await tx
        .update(k.table)
        .set({ [hiddenAtKey]: by ? sql`now()` : null, [hiddenByKey]: by })
        .where(sql`${eq(k.id, id)} and ${by ? isNull(k.hiddenAt) : sql`${k.hiddenAt} is not null`}`)
        .returning({ id: k.id });
      return rows.length > 0;
    },
  };
}
