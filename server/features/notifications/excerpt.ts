import { plainMentions } from '../../../shared/mentions';

export const EXCERPT_LENGTH = 200;

/**
 * A member's Markdown as one line of plain text, for the bell and mails: mentions as
 * `@Name`, links and images as their words, no emphasis, heading, quote, list or code
 * marks. It only has to read well in a preview; the full text is one click away.
 */
export function plainExcerpt(markdown: string, max = EXCERPT_LENGTH): string | null {
  const text = plainMentions(markdown)
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|\W)[*_](\S[^*_]*)[*_](?=\W|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
