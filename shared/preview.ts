import { wordsOf } from './markdown-text';

/** Spec §9: discussion and job cards preview the first 200 characters. */
export const PREVIEW_LENGTH = 200;

/**
 * A card preview: the post's plain text (no Markdown syntax, mentions as `@Name`, before
 * the cut so no half token shows), whitespace runs (line breaks included) read as one space,
 * then the first 200 characters and '...' when there was more. Characters, not UTF-16
 * units, so an emoji is never cut in half. Text with no Markdown in it is not parsed: its
 * words read the same either way once whitespace is one space.
 */
export function previewText(text: string, length = PREVIEW_LENGTH): string {
  const flat = wordsOf(text).replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= length) return flat;
  return `${chars.slice(0, length).join('').trimEnd()}...`;
}
