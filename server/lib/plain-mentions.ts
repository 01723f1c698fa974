import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * shared/mentions.ts's token as a PostgreSQL regular expression. PostgreSQL bounds a
 * repetition at 255, so the id is `+` here where the JS pattern says at most 400: a longer
 * "id" the JS side leaves as text reads as `@Name` here, which is only ever shown.
 */
const MENTION_SQL = '@\\[([^][\\n]{1,120})\\]\\(([^()[:space:]]+)\\)';

/**
 * `plainMentions` in SQL: the text with each mention as `@Name`. For excerpts a query cuts
 * with `left()`: applied first, so a token cut in half never shows its syntax.
 */
export const plainMentionsSql = (text: SQL | PgColumn) =>
  sql`regexp_replace(${text}, ${MENTION_SQL}, '@\\1', 'g')`;
