import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The largest value an `integer` column holds (shared with the id paths' contract). */
export { MAX_INT } from '../../shared/contracts/common';

/** PGlite puts the SQLSTATE on the error, node-postgres through Drizzle on its cause. */
export const sqlState = (err: unknown): string | undefined =>
  (err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;

export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => sqlState(err) === '23503';

/** `%` and `_` (and the escape character itself) match literally in an ILIKE pattern. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `"table"."column"`, always qualified. Drizzle prints a bare column name in queries over
 * one table, which inside a correlated subquery silently binds to the subquery's own
 * table when both have a column of that name (`id`); use this in such subqueries.
 */
export const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A list of ids as a subquery (`id in ${idList(ids)}`): the ids travel as one JSON
 * parameter, so the statement's text, and its prepared plan, is the same for any length
 * of list (a page of 20 or 50 rows).
 */
export const idList = (ids: readonly number[]) =>
  sql`(select value::int from json_array_elements_text(${JSON.stringify(ids)}::json))`;
