/** Spec §9: a card's preview is the first 200 characters of the content. */
export const PREVIEW_LENGTH = 200;

/**
 * The card preview: whitespace runs (line breaks included) read as one space on a card,
 * then the first 200 characters and '...' when there was more. Characters, not UTF-16
 * units, so an emoji is never cut in half.
 */
export function previewText(content: string, length = PREVIEW_LENGTH): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= length) return flat;
  return `${chars.slice(0, length).join('').trimEnd()}...`;
}

/** '1 reply', '3 replies'; '1 view', '0 views'. */
export const countLabel = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
