import { z } from 'zod';
import { memberSummary, pageQuery, serialId, timestamp, type Wire } from './common';

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

export const reaction = z.enum(REACTIONS, `Choose one of: ${REACTIONS.join(', ')}`);

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

/**
 * `PUT|DELETE /api/<items>/:id/reactions/:reaction` (discussions, photos, messages): leave
 * or take back one.
 */
export const reactionParams = z.object({ id: serialId, reaction });

/** `PUT|DELETE /api/discussions/:id/replies/:replyId/reactions/:reaction`. */
export const replyReactionParams = z.object({ id: serialId, replyId: serialId, reaction });

/** `PUT|DELETE /api/messages/threads/:id/messages/:messageId/reactions/:reaction`. */
export const messageReactionParams = z.object({ id: serialId, messageId: serialId, reaction });

/** `GET …/reactions`: who reacted, a page at a time, optionally one reaction only. */
export const reactionListQuery = z.object({ ...pageQuery, reaction: reaction.optional() });

// Responses: what these endpoints answer.

/**
 * How many members left each reaction on an item: only reactions with at least one, in
 * REACTIONS order. The same for every viewer, so it is part of what lists keep.
 */
export const reactionCounts = z.array(z.object({ reaction, count: z.number() }));
export type ReactionCounts = Wire<typeof reactionCounts>;

/** An item's reactions as its screens show them: the counts and which are the viewer's. */
export const reactionFields = {
  reactions: reactionCounts,
  /** The reactions the viewer left on it, in REACTIONS order. */
  myReactions: z.array(reaction),
};

/** What leaving or taking back a reaction answers: the item's reactions as they now are. */
export const itemReactions = z.object(reactionFields);
export type ItemReactions = Wire<typeof itemReactions>;

/** One member's reaction, as the "who reacted" list shows it: newest first. */
export const reactionEntry = z.object({
  reaction,
  member: memberSummary,
  createdAt: timestamp,
});
export type ReactionEntry = Wire<typeof reactionEntry>;
