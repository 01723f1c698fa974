import { plainTextOf } from '../../../shared/markdown-text';

export const EXCERPT_LENGTH = 200;

/**
 * A member's Markdown as one line of plain text, for the bell and mails: the words the
 * post's page shows (shared/markdown-text.ts, the same parser as the page), mentions as
 * `@Name`. It only has to read well in a preview; the full text is one click away.
 */
export function plainExcerpt(markdown: string, max = EXCERPT_LENGTH): string | null {
  const text = plainTextOf(markdown).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
