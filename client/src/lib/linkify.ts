import { findMentions } from '@shared/mentions';

/** A run of member text: plain, a web address to show as a link, or a mention of a member. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; memberId: string };

// http(s) only: other schemes (javascript:, data:) stay plain text, whatever they say.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'*]+$/;

/**
 * Sentence punctuation after an address belongs to the sentence, and so does a closing
 * bracket without its opening one: "(see https://x.com/a)" links https://x.com/a.
 */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING_PUNCTUATION, '');
    for (const [open, close] of [
      ['(', ')'],
      ['[', ']'],
    ]) {
      if (url.endsWith(close) && url.split(open).length < url.split(close).length) {
        url = url.slice(0, -1);
      }
    }
    if (url === before) return url;
  }
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits text into plain runs and http(s) links; joined back, the parts are the text. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  const push = (part: TextPart) => {
    const prev = parts[parts.length - 1];
    if (part.kind === 'text' && prev?.kind === 'text') prev.text += part.text;
    else if (part.text) parts.push(part);
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = trimUrl(match[0]);
    const href = safeHref(url);
    push({ kind: 'text', text: text.slice(last, start) });
    push(href ? { kind: 'link', text: url, href } : { kind: 'text', text: url });
    last = start + url.length;
  }
  push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * As `linkify`, with each mention token (shared/mentions.ts) a part of its own: `@Name`
 * and the member it names. Addresses are looked for only between mentions, so a name can
 * never become a link of another kind.
 */
export function linkifyWithMentions(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const mention of findMentions(text)) {
    parts.push(...linkify(text.slice(last, mention.start)));
    parts.push({ kind: 'mention', text: `@${mention.name}`, memberId: mention.memberId });
    last = mention.end;
  }
  parts.push(...linkify(text.slice(last)));
  return parts;
}
