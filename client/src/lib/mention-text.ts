import { findMentions, mentionToken } from '@shared/mentions';

/**
 * The two spellings of a text with mentions: what the member sees and types (`@Maya Patel`)
 * and what is stored (`@[Maya Patel](member-id)`, shared/mentions.ts). The editor keeps the
 * first on screen and hands the form the second after every change, so the form's length
 * rule, its draft and what is sent all see the stored text.
 */

/** A member picked from the suggestions: the name as the text shows it, and who it is. */
export interface MentionPick {
  name: string;
  id: string;
}

/**
 * The name a mention of this member shows: the token's own (a name holding `[`, `]` or a
 * line break is cleaned there), so the shown text and the stored text always agree.
 */
export function mentionName(name: string, id: string): string {
  return findMentions(mentionToken(name, id))[0]?.name ?? name;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The stored text: each `@Name` of a picked member (at the start, or after anything but a
 * letter or digit, and not running on into one) becomes that member's token. A name the
 * member edited afterwards no longer matches and stays plain text. When two picks share a
 * name, the later one is meant.
 */
export function encodeMentions(shown: string, picks: readonly MentionPick[]): string {
  const byName = new Map(picks.map((pick) => [pick.name, pick.id]));
  if (byName.size === 0 || !shown.includes('@')) return shown;
  // Longest first, so "@Ann Lee" is not taken as "@Ann" followed by " Lee".
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}_])@(${names.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return shown.replace(
    pattern,
    (_match, before: string, name: string) => `${before}${mentionToken(name, byName.get(name)!)}`,
  );
}

/** The text as the editor shows it, and the members its tokens name (to encode it again). */
export function decodeMentions(stored: string): { shown: string; picks: MentionPick[] } {
  const mentions = findMentions(stored);
  if (mentions.length === 0) return { shown: stored, picks: [] };
  let shown = '';
  let last = 0;
  for (const mention of mentions) {
    shown += `${stored.slice(last, mention.start)}@${mention.name}`;
    last = mention.end;
  }
  shown += stored.slice(last);
  return { shown, picks: mentions.map((m) => ({ name: m.name, id: m.memberId })) };
}

/** What the member is typing after an `@`: the words searched, and where the `@` stands. */
export interface MentionQuery {
  query: string;
  /** The index of the `@`. */
  start: number;
}

/** Up to three words of a name (letters, marks, apostrophes, dots, hyphens), 60 characters. */
const QUERY = /(?:^|\s)@(\p{L}[\p{L}\p{M}'’.-]*(?: [\p{L}\p{M}'’.-]*){0,2})$/u;
const QUERY_MAX = 60;

/**
 * The mention being typed where the caret stands: an `@` at the start of the text or
 * after whitespace, then a letter, and the caret still inside the name. Null elsewhere
 * (an e-mail address's `@` follows a letter, so it never asks).
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const match = QUERY.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  if (query.length > QUERY_MAX) return null;
  return { query, start: caret - query.length - 1 };
}

/**
 * The text with the mention being typed replaced by `@Name ` (a space after it, so typing
 * goes on), and where the caret goes.
 */
export function insertMention(
  text: string,
  at: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const after = text.slice(caret);
  const inserted = `@${name}${after.startsWith(' ') ? '' : ' '}`;
  const next = text.slice(0, at.start) + inserted + after;
  return { text: next, caret: at.start + inserted.length + (after.startsWith(' ') ? 1 : 0) };
}
