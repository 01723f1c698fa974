import { z } from 'zod';
import { memberSummary, pageQuery, serialId, timestamp, type Wire } from './common';
import { REACTION_FACES, REACTIONS, type Reaction } from './reaction-kinds';

export { REACTION_FACES, REACTIONS, type Reaction };

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
