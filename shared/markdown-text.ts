import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString as phrasingText } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { withinMarkdownLimits } from './markdown-limits';
import { findMentions, type Mention, plainMentions } from './mentions';

/**
 * Members' Markdown (issue 23, decision 037) holds mention tokens,
 * `@[Name](id)`, which Markdown would read as an `@` and a link. Before parsing, each
 * token becomes a placeholder of private-use characters Markdown treats as plain letters,
 * so a name is never parsed as Markdown and a token never becomes a link elsewhere; the
 * placeholders are read back after parsing.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACEHOLDER = /\uE000(\d+)\uE001/g;
const PLACEHOLDER_CHARS = /[\uE000\uE001]/g;

/** The text with each mention as a placeholder, and the mentions in order. */
export function protectMentions(text: string): { text: string; mentions: Mention[] } {
  // A member typing the placeholder characters themselves must not point at a mention.
  const clean = text.replace(PLACEHOLDER_CHARS, '\uFFFD');
  const mentions = findMentions(clean);
  let out = '';
  let last = 0;
  mentions.forEach((mention, i) => {
    out += `${clean.slice(last, mention.start)}${OPEN}${i}${CLOSE}`;
    last = mention.end;
  });
  return { text: out + clean.slice(last), mentions };
}

/** Splits a parsed string at its placeholders: plain runs and the mentions between them. */
export function splitMentions(value: string, mentions: readonly Mention[]): (string | Mention)[] {
  const parts: (string | Mention)[] = [];
  let last = 0;
  for (const match of value.matchAll(PLACEHOLDER)) {
    const mention = mentions[Number(match[1])];
    if (!mention) continue;
    if (match.index > last) parts.push(value.slice(last, match.index));
    parts.push(mention);
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push(value.slice(last));
  return parts;
}

/** A parsed string with its mentions as `@Name`. */
export const unprotectMentions = (value: string, mentions: readonly Mention[]) =>
  splitMentions(value, mentions)
    .map((part) => (typeof part === 'string' ? part : `@${part.name}`))
    .join('');

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
