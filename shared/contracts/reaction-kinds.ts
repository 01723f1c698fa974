// Requests: the reactions a member may leave. No zod here: every post's reaction bar shows
// them with its first paint; the checks (reactions.ts) load with the forms and calls that need them.

/**
 * The reactions a member may leave on a post (issue 37): a small fixed set, as Slack and
 * GitHub offer, each a word on the wire (an emoji's code points vary with its variation
 * selector; a word does not) and an emoji and a name on the screen. A member may leave
 * several different ones on one item, each once. The order is the order they show in.
 */
export const REACTIONS = ['like', 'love', 'celebrate', 'insightful', 'funny'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** How each reaction shows: its emoji, and the word that names it to screen readers. */
export const REACTION_FACES: Record<Reaction, { emoji: string; name: string }> = {
  like: { emoji: '👍', name: 'Like' },
  love: { emoji: '❤️', name: 'Love' },
  celebrate: { emoji: '🎉', name: 'Celebrate' },
  insightful: { emoji: '💡', name: 'Insightful' },
  funny: { emoji: '😂', name: 'Funny' },
};
