import { findMentions, type Mention } from './mentions';

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
