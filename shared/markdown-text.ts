import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString as phrasingText } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { withinMarkdownLimits } from './markdown-limits';
import { protectMentions, unprotectMentions } from './mention-placeholders';
import { plainMentions } from './mentions';

/**
 * The Markdown syntax tree of a text, as the posts' renderer reads it (CommonMark + GFM).
 * Costly for some texts: callers check `withinMarkdownLimits` first (decision 027).
 */
export function parseMarkdown(text: string) {
  return fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

// Containers whose children are blocks: each child on a line of its own.
const BLOCKS = new Set(['root', 'blockquote', 'list', 'listItem', 'footnoteDefinition', 'table']);

// Recursive, but only ever over a tree of text within the limits (decision 027): a few
// hundred levels at the most, far from the stack's limit (markdown-fuzz.test.ts).
function textOf(node: Nodes): string {
  switch (node.type) {
    // Raw HTML is shown as the text it is (the renderer does the same).
    case 'html':
    case 'code':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
    case 'imageReference':
      return node.alt ?? '';
    case 'definition':
    case 'footnoteReference':
    case 'thematicBreak':
      return '';
    case 'tableRow':
      return node.children.map(textOf).join(' ');
    case 'paragraph':
    case 'heading':
    case 'tableCell':
      // Phrasing without breaks or images reads the same through the library.
      return node.children.some((c) => c.type === 'break' || c.type.startsWith('image'))
        ? node.children.map(textOf).join('')
        : phrasingText(node);
  }
  if ('children' in node) {
    const parts = (node.children as Nodes[]).map(textOf);
    return BLOCKS.has(node.type) ? parts.filter(Boolean).join('\n') : parts.join('');
  }
  return 'value' in node ? node.value : '';
}

/**
 * A member's Markdown as plain text, for previews, excerpts and mails: the words without
 * the syntax (no `**`, `#`, `>`, list marks or link targets), each block on its own line,
 * mentions as `@Name`, an image as its description, raw HTML as the text it is. Text
 * stored before the limits (decision 027) that would cost too much to parse is kept as
 * it was typed, mentions as `@Name`, as the post's page then shows it.
 */
export function plainTextOf(markdown: string): string {
  if (!withinMarkdownLimits(markdown)) return plainMentions(markdown).trim();
  const { text, mentions } = protectMentions(markdown);
  return unprotectMentions(textOf(parseMarkdown(text)), mentions).trim();
}

/**
 * Whether a text may hold Markdown syntax: a character that marks something (emphasis,
 * code, links and mentions, headings, quotes, tables, strikethrough, HTML, escapes and
 * entities), a line that starts a list or underlines a heading. Plain prose — every post
 * written before formatted posts, most written since — reads the same parsed or not, and
 * the parser costs a third of a millisecond for a short post: twenty of those were most of
 * a search's CPU. Linear in the text, whatever it holds (markdown-fuzz.test.ts).
 */
// Indents are `[ \t]*`, not `\s*`: with /m, `\s*` ran across the line breaks from every
// line start, so 20,000 line breaks took most of a second (issue 33).
const MAY_BE_MARKDOWN = /[*_`[\]#>|~<!\\&]|^[ \t]*(?:[-+]|\d+[.)])\s|^[ \t]*[-=]{2,}[ \t]*$/m;

/** A text's words: `plainTextOf` when it may hold Markdown, else the text as it is. */
export const wordsOf = (text: string) => (MAY_BE_MARKDOWN.test(text) ? plainTextOf(text) : text);
