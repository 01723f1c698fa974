/**
 * @mentions in members' text (issue 22, decision 025). A mention is stored in the text as
 * `@[Display Name](member-id)` with the id URI-encoded: stored by member id (the server
 * notifies that id, whatever the name says), readable as plain text, and shown by the
 * client as a link to the member's profile. A name may not hold `[`, `]` or a line break.
 */
const MENTION = /@\[([^\][\n]{1,120})\]\(([^()\s]{1,400})\)/g;

export interface Mention {
  name: string;
  memberId: string;
  /** Where the token starts and ends in the text. */
  start: number;
  end: number;
}

/** The mention token a member picked from the suggestions. */
export function mentionToken(name: string, memberId: string) {
  const safeName = name.replace(/[\][\n\r]/g, ' ').trim() || 'member';
  return `@[${safeName}](${encodeURIComponent(memberId)})`;
}

/** Every mention in a text, in order (a malformed id is left as text). */
export function findMentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(MENTION)) {
    let memberId: string;
    try {
      memberId = decodeURIComponent(match[2]!);
    } catch {
      continue;
    }
    found.push({
      name: match[1]!,
      memberId,
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

/** The distinct member ids a text mentions (the server notifies each once). */
export const mentionedIds = (text: string) => [
  ...new Set(findMentions(text).map((m) => m.memberId)),
];

/** The text with each mention as `@Name`: for previews, mail and anything plain. */
export function plainMentions(text: string) {
  return text.replace(MENTION, (_token, name: string) => `@${name}`);
}
