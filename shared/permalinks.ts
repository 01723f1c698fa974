/**
 * Every item's address, in one place: the moderation queue's "Open in context", the bell
 * and its mails, search results and the client's member links all say where an item lives
 * through these, so a page that moves changes here once. The addresses are the ones the
 * pages read (decision 024: a dialog's item is in the query string, a reply is the
 * discussion at the element id its page gives each reply).
 *
 * Imports nothing, so the browser and the server both load it as is.
 */

/**
 * A member's profile. The id is one path segment: escaped as a URI component, with `:`
 * and `@` (allowed in a segment) left as they are, so an OpenID member's `oidc:host:sub`
 * reads plainly in the address bar.
 */
export const memberHref = (id: string) =>
  `/members/${encodeURIComponent(id).replace(/%3A/gi, ':').replace(/%40/gi, '@')}`;

type Id = number | string;
const segment = (id: Id) => encodeURIComponent(String(id));

/** A discussion, opened at one of its replies when `replyId` is given. */
export const discussionHref = (id: Id, replyId?: Id | null) =>
  `/discussions/${segment(id)}${replyId == null ? '' : `#reply-${segment(replyId)}`}`;

export const threadHref = (id: Id) => `/messages/${segment(id)}`;
/** A conversation, opened at one of its messages (the element id its page gives each). */
export const messageHref = (threadId: Id, messageId: Id) =>
  `${threadHref(threadId)}#message-${segment(messageId)}`;
export const eventHref = (id: Id) => `/calendar?event=${segment(id)}`;
export const jobHref = (id: Id) => `/jobs?job=${segment(id)}`;
export const resourceHref = (id: Id) => `/resources?resource=${segment(id)}`;
export const albumHref = (id: Id) => `/gallery?album=${segment(id)}`;
export const photoHref = (albumId: Id, id: Id) =>
  `/gallery?album=${segment(albumId)}&photo=${segment(id)}`;
