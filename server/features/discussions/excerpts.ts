import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { previewText } from '../../../shared/preview';

/**
 * How many previews a process keeps: ~250 bytes each with its key, so ~1.3 MB, more than
 * the discussions a community's members page through in a day.
 */
const MAX_KEPT = 5_000;

/** Past this much work in one go, the list lets other requests run before going on. */
const SLICE_MS = 10;

// By the content's hash, not the discussion's id: the same text always has the same
// preview, an edit is a new text, and nothing stale can answer for a reused id.
const kept = new Map<string, string>();

function keptPreview(content: string): string {
  const key = createHash('sha1').update(content).digest('base64');
  let preview = kept.get(key);
  if (preview === undefined) {
    preview = previewText(content);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  } else {
    kept.delete(key);
  }
  kept.set(key, preview);
  return preview;
}

/**
 * Each row's card preview (spec §9), which the list answers instead of the content
 * (issue 35). A preview is made once per text and kept; making one parses the post's
 * Markdown, which decision 027 bounds but which a page of long posts still adds up, so
 * the list yields to other requests between posts once it has worked a slice.
 */
export async function withExcerpts<Row extends { content: string }>(
  rows: readonly Row[],
): Promise<(Row & { excerpt: string })[]> {
  const out: (Row & { excerpt: string })[] = [];
  let since = performance.now();
  for (const row of rows) {
    out.push({ ...row, excerpt: keptPreview(row.content) });
    if (performance.now() - since > SLICE_MS) {
      await nextTurn();
      since = performance.now();
    }
  }
  return out;
}
