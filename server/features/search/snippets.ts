import { type SQL, sql } from 'drizzle-orm';
import { SNIPPET_START, SNIPPET_STOP } from '../../../shared/contracts/choices';
import { wordsOf } from '../../../shared/markdown-text';
import type { Queryable } from '../../db/client';

/** ts_headline's settings with the markers the client turns into <mark>. */
export const headlineOptions = (settings: string) =>
  `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, ${settings}`;

const MARKERS = new RegExp(`[${SNIPPET_START}${SNIPPET_STOP}]`, 'g');

/**
 * The snippets of a page's hits, cut from their words and not their Markdown (decision
 * 037): a post's `**`, link targets and table pipes would otherwise show in the
 * results, as `plainTextOf` keeps them out of every other preview. The text is made plain
 * here, since only the page's few hits need it, and PostgreSQL marks the matches in one
 * statement for the page. A marker character a member typed is dropped first, so the
 * only marks are the real matches.
 */
export async function snippetsOf(
  tx: Queryable,
  texts: readonly (string | null)[],
  tsq: SQL,
  /** ts_headline's options (headlineOptions), or a choice of them by the plain text. */
  options: string | ((plain: string) => string),
): Promise<{ plain: string; snippet: string }[]> {
  if (texts.length === 0) return [];
  const plain = texts.map((text) => wordsOf(text ?? '').replace(MARKERS, ''));
  const optionsOf = typeof options === 'string' ? () => options : options;
  const rows = plain.map((text, n) => ({ n, text, options: optionsOf(text) }));
  const result = (await tx.execute(
    sql`select ts_headline('english', t.text, ${tsq}, t.options) as snippet
      from json_to_recordset(${JSON.stringify(rows)}::json) as t(n int, text text, options text)
      order by t.n`,
  )) as unknown as { rows: { snippet: string }[] };
  return result.rows.map((row, i) => ({ plain: plain[i], snippet: row.snippet }));
}
