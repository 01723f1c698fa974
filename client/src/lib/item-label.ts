/**
 * The accessible name of a button repeated on every card: the words it shows, then the
 * item it acts on (decision 060). A card's "Apply Now" or "Share" is one of many on the
 * page; a screen reader's list of buttons, or a member saying "click Apply Now for …" to
 * speech input, needs the item in the name itself. The name starts with what the button
 * shows (WCAG 2.5.3, label in name): itemLabel('Apply Now', title, 'for').
 */
export function itemLabel(words: string, item: string, joiner?: string) {
  return `${words} ${joiner ? `${joiner} ` : ''}${item}`;
}

/** The same for a link that opens in a new tab, which says so. */
export const newTabItemLabel = (words: string, item: string, joiner?: string) =>
  `${itemLabel(words, item, joiner)} (opens in a new tab)`;
