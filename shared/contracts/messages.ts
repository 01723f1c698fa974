import { z } from 'zod';
import { memberSummary, timestamp, type Wire } from './common';
import { optionalOneLineText, optionalText, requiredMarkdown, requiredText } from './fields';
import { reactionFields } from './reactions';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

/** A conversation has at most this many members, its starter included (issue 37). */
export const MAX_CONVERSATION_MEMBERS = 20;
export const TOO_MANY_MEMBERS = `A conversation has at most ${MAX_CONVERSATION_MEMBERS} members`;
export const RECIPIENT_REQUIRED = 'Recipient is required';

/** Members to write to or add: ids, each once, at most 19 besides the one writing. */
const memberIds = z
  .array(requiredText(255, RECIPIENT_REQUIRED))
  .max(MAX_CONVERSATION_MEMBERS - 1, TOO_MANY_MEMBERS)
  .transform((ids) => [...new Set(ids)]);

/** A group's name: one line, blank clears it (the members' names show instead). */
const conversationName = optionalOneLineText(80, 'Name');

/**
 * Message dialog (spec §5): recipient and content required, subject optional. A group
 * conversation (issue 37) names its members in `recipientIds` instead (or as well), and
 * may have a name.
 */
export const messageFields = z.object({
  recipientId: requiredText(255, RECIPIENT_REQUIRED).optional(),
  recipientIds: memberIds.optional(),
  name: conversationName,
  subject: optionalText(200),
  content: requiredMarkdown(10000, 'Message is required'),
});
export const messageFormSchema = messageFields.superRefine((form, ctx) => {
  if (!form.recipientId && !form.recipientIds?.length)
    ctx.addIssue({ code: 'custom', path: ['recipientId'], message: RECIPIENT_REQUIRED });
});
export type MessageForm = z.input<typeof messageFormSchema>;

/** `POST /api/messages/threads/{id}/members`: people to add to the conversation. */
export const addMembersSchema = z.object({
  userIds: memberIds.refine((ids) => ids.length > 0, 'Choose at least one member'),
});
export type AddMembersForm = z.input<typeof addMembersSchema>;

/** `PATCH /api/messages/threads/{id}`: a group's name (null or blank clears it). */
export const renameConversationSchema = z.object({ name: conversationName });
export type RenameConversationForm = z.input<typeof renameConversationSchema>;

// Responses: what these endpoints answer.

/**
 * One direct message as every message route answers it. `mine` says whether the viewer
 * sent it, decided by the server, so the client never compares ids.
 */
export const directMessage = z.object({
  id: z.number(),
  senderId: z.string(),
  /** The other member of a two-person conversation; null in a group (issue 37). */
  recipientId: z.string().nullable(),
  subject: z.string().nullable(),
  content: z.string(),
  /**
   * Someone else's message: whether the viewer has read it. The viewer's own: whether
   * everyone else in the conversation has.
   */
  isRead: z.boolean(),
  threadId: z.number(),
  createdAt: timestamp,
  /** When its sender last edited it (issue 23); null if never. Only `mine` may edit. */
  editedAt: timestamp.nullable(),
  mine: z.boolean(),
  /** Hidden by moderators (decision 021): only its sender still gets it, marked. */
  hidden: z.boolean(),
  /** The members' reactions to it (issue 37), and which are the viewer's. */
  ...reactionFields,
  /** Who sent it: present in a thread's page, where a group shows each sender (issue 37). */
  sender: memberSummary.optional(),
});
export type DirectMessage = Wire<typeof directMessage>;

/**
 * Who else is in a conversation, and what it is called (issue 37): `members` are the
 * others in it now, in the order they joined; `otherMember` is the first of them (in a
 * two-person conversation, the other member), null once no one else is left.
 */
const conversationHead = {
  name: z.string().nullable(),
  isGroup: z.boolean(),
  members: z.array(memberSummary),
  otherMember: memberSummary.nullable(),
};

/**
 * One row of the inbox (`GET /api/messages`): a conversation, its last message, its people.
 * `lastMessage` is the newest message's preview, as cards preview posts (`previewText`:
 * its words without Markdown syntax, mentions as `@Name`, 200 characters and '...' when
 * cut), not its text: the row shows one line of it (issue 35).
 */
export const conversation = z.object({
  id: z.number(),
  subject: z.string().nullable(),
  lastMessageAt: timestamp,
  lastMessage: z.string(),
  lastMessageFromMe: z.boolean(),
  unreadCount: z.number(),
  ...conversationHead,
});
export type Conversation = Wire<typeof conversation>;

/** A conversation's head: the thread page's, and what adding, leaving and renaming answer. */
export const threadHead = z.object({
  id: z.number(),
  subject: z.string().nullable(),
  ...conversationHead,
});
export type ThreadHead = Wire<typeof threadHead>;

/**
 * `GET /api/messages/threads/{id}`: the thread's head, its latest messages oldest first
 * (from when the viewer joined), and the cursor of older ones.
 */
export const threadPage = z.object({
  thread: threadHead,
  messages: z.array(directMessage),
  olderCursor: z.string().nullable(),
});
export type ThreadPage = Wire<typeof threadPage>;

/** `GET /api/messages/unread-count`: the envelope's badge. */
export const unreadCount = z.object({ count: z.number() });
export type UnreadCount = Wire<typeof unreadCount>;

/**
 * `GET /api/messages/search`: one of the viewer's own messages matching the search
 * (issue 23), newest first. `snippet` is plain text with SNIPPET_START / SNIPPET_STOP
 * (shared/contracts/search.ts) around the matches; `href` opens the thread at the message.
 */
export const messageSearchHit = z.object({
  id: z.number(),
  threadId: z.number(),
  subject: z.string().nullable(),
  /** The first other member of the conversation (null once no one else is left). */
  otherMember: memberSummary.nullable(),
  /** A group's name, and whether it is a group (issue 37). */
  name: z.string().nullable(),
  isGroup: z.boolean(),
  sender: memberSummary,
  /** Whether the viewer sent it, decided by the server. */
  mine: z.boolean(),
  createdAt: timestamp,
  snippet: z.string(),
  href: z.string(),
});
export type MessageSearchHit = Wire<typeof messageSearchHit>;
