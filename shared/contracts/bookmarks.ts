import { z } from 'zod';
import { memberSummary, pageQuery, serialId, timestamp, type Wire } from './common';

/**
 * Bookmarks (issue 37, decision 063): a member keeps discussions, replies, events, jobs and
 * resources to come back to, and finds them on the Saved page by kind. A job's Save is a
 * bookmark too: the board's Save and the Saved page are one list.
 */
export const BOOKMARK_KINDS = ['discussion', 'reply', 'event', 'job', 'resource'] as const;
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number];

export const bookmarkKind = z.enum(BOOKMARK_KINDS, `Choose one of: ${BOOKMARK_KINDS.join(', ')}`);

/**
 * How many bookmarks one member may keep. The member's bookmarked keys travel in one
 * answer that every page reads (`GET /api/bookmarks/keys`), so they are bounded; a
 * thousand is more than anyone keeps to come back to.
 */
export const MAX_BOOKMARKS = 1000;
export const TOO_MANY_BOOKMARKS = `You can keep up to ${MAX_BOOKMARKS.toLocaleString('en-US')} bookmarks. Remove some on the Saved page first.`;

// Requests: what these endpoints accept.

/** `PUT|DELETE /api/bookmarks/:kind/:id`: bookmark an item, or take the bookmark away. */
export const bookmarkParams = z.object({ kind: bookmarkKind, id: serialId });

/** `GET /api/bookmarks`: the Saved page, newest bookmark first, optionally one kind. */
export const bookmarkListQuery = z.object({ ...pageQuery, kind: bookmarkKind.optional() });

// Responses: what these endpoints answer.

/** What bookmarking or taking one away answers: whether the item is bookmarked now. */
export const bookmarkState = z.object({ bookmarked: z.boolean() });
export type BookmarkState = Wire<typeof bookmarkState>;

/**
 * `GET /api/bookmarks/keys`: the ids of everything the viewer bookmarked, by kind, so any
 * screen can show its items' Bookmark buttons pressed without asking per item (and the
 * lists every member shares stay the same for all).
 */
export const bookmarkKeys = z.object({
  discussion: z.array(z.number()),
  reply: z.array(z.number()),
  event: z.array(z.number()),
  job: z.array(z.number()),
  resource: z.array(z.number()),
});
export type BookmarkKeys = Wire<typeof bookmarkKeys>;

/**
 * One entry of the Saved page (`GET /api/bookmarks`, an array with `X-Total-Count` and a
 * `Link` to the next page): the item as a card shows it, whatever its kind.
 */
export const savedItem = z.object({
  kind: bookmarkKind,
  /** The item's id (a reply's own id for a reply). */
  id: z.number(),
  /** When the member bookmarked it; the page is newest first by this. */
  savedAt: timestamp,
  /** The item's title; a reply's is its discussion's title. */
  title: z.string(),
  /** The start of the item's text, plain, at most 200 characters ('' when it has none). */
  excerpt: z.string(),
  /** Where the item lives (shared/permalinks.ts): a reply opens its discussion at it. */
  href: z.string(),
  /** Who wrote, posted, organised or shared it; null once they left. */
  author: memberSummary.nullable(),
  /** When an event starts; when anything else was written. */
  at: timestamp,
  /** An event's own zone, which `at` is shown in; null: the community's (and other kinds). */
  timeZone: z.string().nullable(),
  /**
   * One line of context: a discussion's category, an event's location, a job's company,
   * a resource's type. Null when there is none.
   */
  detail: z.string().nullable(),
  /**
   * A job no longer taking applications (closed or past its expiry). False for every
   * other kind.
   */
  closed: z.boolean(),
});
export type SavedItem = Wire<typeof savedItem>;
