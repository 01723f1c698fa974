import { z } from 'zod';
import {
  itemStaffAbilities,
  memberSummary,
  pageQuery,
  permissions,
  serialId,
  timestamp,
  type Wire,
} from './common';
import { requiredMarkdown, requiredText } from './fields';
import { reactionFields } from './reactions';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

export { DEFAULT_CATEGORY_COLOR } from './choices';

/** Start Discussion dialog (spec §5): title, content and category required. */
export const discussionFormSchema = z.object({
  title: requiredText(200, 'Title is required'),
  content: requiredMarkdown(20000, 'Content is required'),
  categoryId: z.coerce
    .number({ error: 'Category is required' })
    .int()
    .positive('Category is required'),
});
export type DiscussionForm = z.input<typeof discussionFormSchema>;

/** Reply form (spec §5): content required; parentReplyId threads it under another reply. */
export const replyFormSchema = z.object({
  content: requiredMarkdown(10000, 'Content is required'),
  parentReplyId: z.number().int().positive().nullish(),
});
export type ReplyForm = z.input<typeof replyFormSchema>;

export * from './moderation';

/** The list's orders, pinned first in both: latest activity (the default) or newest. */
export const DISCUSSION_SORTS = ['activity', 'newest'] as const;
export type DiscussionSort = (typeof DISCUSSION_SORTS)[number];
export const DEFAULT_DISCUSSION_SORT: DiscussionSort = 'activity';

/** `GET /api/discussions`: a page, optionally one category, in one of the orders. */
export const discussionListQuery = z.object({
  ...pageQuery,
  categoryId: serialId.optional(),
  sort: z
    .enum(DISCUSSION_SORTS, `sort must be one of: ${DISCUSSION_SORTS.join(', ')}`)
    .default(DEFAULT_DISCUSSION_SORT),
});

/** `/api/discussions/:id/replies/:replyId`. */
export const discussionReplyParams = z.object({ id: serialId, replyId: serialId });

/**
 * How much a member hears of a discussion (issue 37, decision 062): every new reply
 * (`following`: its author, and whoever replies, until they say otherwise), replies to them
 * and mentions (`normal`), or nothing at all (`muted`).
 */
export const SUBSCRIPTION_LEVELS = ['following', 'normal', 'muted'] as const;
export type SubscriptionLevel = (typeof SUBSCRIPTION_LEVELS)[number];

/** `PUT /api/discussions/:id/subscription`: the viewer's choice, answered back. */
export const subscriptionBody = z.object({
  level: z.enum(SUBSCRIPTION_LEVELS, 'Level must be following, normal or muted'),
});
export type Subscription = z.infer<typeof subscriptionBody>;

/** `PUT`/`DELETE /api/discussion-categories/:id/watch`: whether the viewer now watches it. */
export const categoryWatch = z.object({ categoryId: z.number(), watching: z.boolean() });

/** `GET /api/discussion-categories/watched`: the categories the viewer watches. */
export const watchedCategories = z.object({ categoryIds: z.array(z.number()) });

// Responses: what these endpoints answer.

/** The category as a discussion embeds it: enough for its badge. */
export const categorySummary = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
});
export type CategorySummary = Wire<typeof categorySummary>;

/** `GET /api/discussion-categories`: a category with how many discussions it holds. */
export const discussionCategory = categorySummary.extend({
  description: z.string().nullable(),
  createdAt: timestamp,
  discussionCount: z.number(),
  /** Archived (decision 023): listed and readable, but Start Discussion does not offer it. */
  archived: z.boolean(),
});
export type DiscussionCategoryWithCount = Wire<typeof discussionCategory>;

/**
 * A discussion as every discussion route answers it (spec §3: author, category and
 * replyCount embedded), with what the viewer may do to it.
 */
export const discussion = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  categoryId: z.number(),
  authorId: z.string(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  viewCount: z.number(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** When its author last edited it (issue 23): the screens' "edited" mark; null if never. */
  editedAt: timestamp.nullable(),
  /** When it was started or last replied to, whichever is later. */
  lastActivityAt: timestamp,
  author: memberSummary,
  category: categorySummary,
  replyCount: z.number(),
  /** Hidden by moderators (decision 021): only its author and staff get it, marked. */
  hidden: z.boolean(),
  ...permissions,
  /** Whether the viewer may reply: anyone while it is open, only staff once locked. */
  canReply: z.boolean(),
  /** Whether the viewer may pin or unpin it, lock or unlock it (staff, decision 018). */
  canPin: z.boolean(),
  canLock: z.boolean(),
  /** Deleting it is moderation (staff, someone else's): the delete must give a reason. */
  deleteNeedsReason: z.boolean(),
  /** Whether the viewer may report it: someone else's (decision 021). */
  canReport: z.boolean(),
  ...itemStaffAbilities,
});
export type DiscussionItem = Wire<typeof discussion>;

/**
 * A discussion as opening it answers (`GET /api/discussions/:id`): with where the member
 * left off, the earliest reply by someone else since their last read mark (or since they
 * marked all read), that readers can see; null when nothing is new to them or they never
 * read it (a first reading starts at the top). The page opens there, as forums do.
 */
export const openedDiscussion = discussion.extend({
  firstUnreadReplyId: z.number().nullable(),
  ...reactionFields,
  /** How much the viewer hears of it (issue 37, decision 062). */
  subscription: z.enum(SUBSCRIPTION_LEVELS),
});
export type OpenedDiscussionItem = Wire<typeof openedDiscussion>;

/**
 * A discussion as `GET /api/discussions` lists it: its card's preview instead of its
 * content (issue 35: a list answers what the screen shows), and what is new to the viewer.
 * `excerpt`: the first 200 characters of its words (spec §9, `previewText`), '...' when cut;
 * `newReplyCount`: replies by others since the viewer last read it (0 if they never did);
 * `isNew`: never read by the viewer, not theirs, and active within the last 7 days.
 */
export const discussionListItem = discussion.omit({ content: true }).extend({
  excerpt: z.string(),
  newReplyCount: z.number(),
  isNew: z.boolean(),
});
export type DiscussionListItem = Wire<typeof discussionListItem>;

export { REPLY_DELETED_TEXT } from './choices';

/**
 * A reply as the thread shows it: its author, and `parentReplyId` to nest it. A reply its
 * author deleted while others had answered it stays as a tombstone so the thread keeps its
 * shape: `isDeleted`, `content` REPLY_DELETED_TEXT, and nobody may edit or delete it.
 */
export const discussionReply = z.object({
  id: z.number(),
  discussionId: z.number(),
  authorId: z.string(),
  content: z.string(),
  parentReplyId: z.number().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** When its author last edited it (issue 23); null if never. */
  editedAt: timestamp.nullable(),
  author: memberSummary,
  isDeleted: z.boolean(),
  /** Hidden by moderators (decision 021): only its author and staff get it, marked. */
  hidden: z.boolean(),
  ...permissions,
  /** Deleting it is moderation (staff, someone else's): the delete must give a reason. */
  deleteNeedsReason: z.boolean(),
  /** Whether the viewer may report it: someone else's (decision 021). */
  canReport: z.boolean(),
  ...itemStaffAbilities,
  /** Its reactions (issue 37); a tombstone has none. */
  ...reactionFields,
});
export type DiscussionReplyItem = Wire<typeof discussionReply>;
