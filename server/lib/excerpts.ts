import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { previewText } from '../../shared/preview';

/**
 * How many previews a process keeps: ~250 bytes each with its key, so ~1.3 MB, more than
 * the discussions and conversations a community's members page through in a day.
 */
const MAX_KEPT = 5_000;

/** Past this much work in one go, the list lets other requests run before going on. */
const SLICE_MS = 10;

// By the text's hash, not the row's id: the same text always has the same preview, an
// edit is a new text, and nothing stale can answer for a reused id.
const kept = new Map<string, string>();

function keptPreview(text: string): string {
  const key = createHash('sha1').update(text).digest('base64');
  let preview = kept.get(key);
  if (preview === undefined) {
    preview = previewText(text);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  } else {
    kept.delete(key);
  }
  kept.set(key, preview);
  return preview;
}

/**
 * The card or row preview of each text (spec §9: its words, Markdown read and mentions as
 * `@Name`, the first 200 characters and '...' when cut), which lists answer instead of the
 * whole text (issue 35): the screen shows no more, and the browser then needs no Markdown
 * parser to show a list. A preview is made once per text and kept; making one parses the
 * text's Markdown, which decision 027 bounds but which a page of long posts still adds up,
 * so the list yields to other requests between texts once it has worked a slice.
 */
export async function excerptsOf(texts: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  let since = performance.now();
  for (const text of texts) {
    out.push(keptPreview(text));
    if (performance.now() - since > SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
  }
  return out;
}

/** Each row with the excerpt of its `content` beside it. */
export async function withExcerpts<Row extends { content: string }>(
  rows: readonly Row[],
): Promise<(Row & { excerpt: string })[]> {
  const excerpts = await excerptsOf(rows.map((row) => row.content));
  return rows.map((row, i) => ({ ...row, excerpt: excerpts[i] }));
}
