import type { SnippetPart } from '@/components/snippet-text';

/** More words than a member types; a pasted paragraph marks by its first ones. */
const MAX_WORDS = 20;

/**
 * A hit's title in parts, each word that starts with one of the query's words marked, as
 * the search matches by prefix ("port" finds "Portfolio"). The server marks snippets; a
 * title is short and shown whole, so the browser marks it. The pattern is an alternation
 * of literal words, longest first, anchored at a word's start: linear in the title's
 * length whatever the query (no nested repetition to backtrack through).
 */
export function titleParts(title: string, q: string): SnippetPart[] {
  const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]
    .slice(0, MAX_WORDS)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0 || title === '') return title ? [{ text: title, match: false }] : [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})`, 'giu');
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const found of title.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: title.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < title.length) parts.push({ text: title.slice(last), match: false });
  return parts;
}
