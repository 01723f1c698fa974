import { type SQL, sql } from 'drizzle-orm';

/** Letters and digits only: what is left can never be tsquery syntax. */
const wordOnly = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The text query as a tsquery: `websearch_to_tsquery` for the words (quotes, -word, or),
 * and the word still being typed as a prefix (`to_tsquery('<word>:*')`), so "postg" finds
 * "PostgreSQL". Only a bare last word is a prefix: a quoted or negated one is a whole word.
 * Both functions take the text as a parameter; nothing the member typed becomes SQL.
 * A prefix needs three letters: "h:*" matches nearly every row and says nothing yet.
 */
/** The shortest word still being typed that is matched as a prefix. */
export const MIN_PREFIX = 3;

export function tsQueryOf(q: string): SQL {
  const match = /(^|\s)([^\s"-][^\s"]*)$/u.exec(q);
  const last = match ? wordOnly(match[2]) : '';
  if (!match || last.length < MIN_PREFIX || /\s(or|OR)$/u.test(q)) {
    return sql`websearch_to_tsquery('english', ${q})`;
  }
  const head = q.slice(0, match.index);
  // The stemmer rewrites a half word as if it were whole ("lawy" becomes "lawi", which
  // "lawyer" does not start with), so the unstemmed prefix is tried too; the stemmed one
  // still finds "hiring" (stored as "hire") from "hiring".
  const prefix = `${last}:*`;
  return sql`(websearch_to_tsquery('english', ${head})
    && (to_tsquery('english', ${prefix}) || to_tsquery('simple', ${prefix})))`;
}

/** The text a member's name is compared with by trigram ("Jon" finds "John"). */
export const nameOnly = (q: string) => q.replace(/[^\p{L}\p{N}\s'-]/gu, ' ').trim();
