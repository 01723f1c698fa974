import { z } from 'zod';
import { memberSummary, timestamp, type Wire } from './common';
import { optionalText, requiredMarkdown, requiredText } from './fields';
import { reactionFields } from './reactions';

// Requests: what these endpoints accept (bodies, queries, params), beside what they answer.

/** Message dialog (spec §5): recipient and content required, subject optional. */
export const messageFormSchema = z.object({
  recipientId: requiredText(255, 'Recipient is required'),
  subject: optionalText(200),
  content: requiredMarkdown(10000, 'Message is required'),
});
export type MessageForm = z.input<typeof messageFormSchema>;

// Responses: what these endpoints answer.

/**
 * One direct message as every message route answers it. `mine` says whether the viewer
 * sent it, decided by the server, so the client never compares ids.
 */
export const directMessage = z.object({
  id: z.number(),
  senderId: z.string(),
  recipientId: z.string(),
  subject: z.string().nullable(),
  content: z.string(),
  isRead: z.boolean(),
  threadId: z.number().nullable(),
  createdAt: timestamp,
  /** When its sender last edited it (issue 23); null if never. Only `mine` may edit. */
  editedAt: timestamp.nullable(),
  mine: z.boolean(),
  /** Hidden by moderators (decision 021): only its sender still gets it, marked. */
  hidden: z.boolean(),
  /** The two members' reactions to it (issue 37), and which are the viewer's. */
  ...reactionFields,
});
export type DirectMessage = Wire<typeof directMessage>;

/** One row of the inbox (`GET /api/messages`): a thread, its last message and the other member. */
export const conversation = z.object({
  id: z.number(),
  subject: z.string().nullable(),
  lastMessageAt: timestamp,
  lastMessage: z.string(),
  lastMessageFromMe: z.boolean(),
  unreadCount: z.number(),
  otherMember: memberSummary,
});
export type Conversation = Wire<typeof conversation>;

/**
 * `GET /api/messages/threads/{id}`: the thread's head (the other member is null once
 * their account is gone), its latest messages oldest first, and the cursor of older ones.
 */
export const threadPage = z.object({
  thread: z.object({
    id: z.number(),
    subject: z.string().nullable(),
    otherMember: memberSummary.nullable(),
  }),
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
  /** The other member of the thread (a thread has two). */
  otherMember: memberSummary,
  sender: memberSummary,
  /** Whether the viewer sent it, decided by the server. */
  mine: z.boolean(),
  createdAt: timestamp,
  snippet: z.string(),
  href: z.string(),
});
export type MessageSearchHit = Wire<typeof messageSearchHit>;
