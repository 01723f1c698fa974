import { REACTION_FACES, type Reaction } from '@shared/contracts/reaction-kinds';
import { counted } from '@/lib/counted';

/**
 * A pill's accessible name: the reaction, how many left it and whether the viewer did
 * ("Like: 3 members reacted. You reacted"). It holds the count the pill shows (WCAG 2.5.3).
 */
export function pillLabel(reaction: Reaction, count: number, mine: boolean): string {
  const label = `${REACTION_FACES[reaction].name}: ${counted(count, 'member', 'members')} reacted`;
  return mine ? `${label}. You reacted` : label;
}

/**
 * Who left a reaction, as its tooltip says it: every name up to three ("Ada Lovelace,
 * Grace Hopper and Alan Turing"), else the first two and how many more ("Ada Lovelace,
 * Grace Hopper and 3 others"). `names` are the newest few; `count` is how many in all.
 */
export function whoReactedText(names: string[], count: number): string {
  const total = Math.max(count, names.length);
  if (names.length === 0) return counted(total, 'member', 'members');
  const all = names.length >= total;
  const shown = all && total <= 3 ? names : names.slice(0, 2);
  const others = total - shown.length;
  if (others > 0) return `${shown.join(', ')} and ${counted(others, 'other', 'others')}`;
  if (shown.length === 1) return shown[0];
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** What the bar says to screen readers once a reaction is left or taken back. */
export const toggledText = (reaction: Reaction, on: boolean) =>
  on
    ? `You reacted with ${REACTION_FACES[reaction].name}`
    : `You removed your ${REACTION_FACES[reaction].name} reaction`;
