import { type SQL, sql } from 'drizzle-orm';
import type { Answer } from '../../../shared/contracts/common';
import type { messageSearchHit } from '../../../shared/contracts/messages';
import { SNIPPET_START, SNIPPET_STOP } from '../../../shared/contracts/search';
import { messageHref } from '../../../shared/permalinks';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { type MemberSummaryRow, memberSummaryJson } from '../../lib/member-summary';
import {
  createdAtCursor,
  decodeCursor,
  exactTime,
  type Page,
  takePage,
} from '../../lib/pagination';
import { can, type Viewer } from '../../lib/policy';
import { headlineOptions, snippetsOf, tsQueryOf } from '../search';
import { othersJson } from './queries';

// A message short enough for its row is shown whole, every match marked; a longer one as
// up to two fragments around its matches.
const WHOLE = headlineOptions('HighlightAll=true');
const FRAGMENTS = headlineOptions(
  'MaxWords=20, MinWords=8, MaxFragments=2, FragmentDelimiter=" … "',
);
/** Up to this many characters a message is its own snippet (a list's preview length). */
const WHOLE_UP_TO = 200;

/** How much of a message's start tells whether its snippet starts there too. */
const OPENING = 40;

/**
 * A fragment from inside a long message starts with "… ", so the member can tell the
 * words are not the message's first (its end is cut by the row's two lines anyway).
 */
function snippetOf({ snippet, plain }: { snippet: string; plain: string }) {
  const words = snippet.replaceAll(SNIPPET_START, '').replaceAll(SNIPPET_STOP, '');
  const head = Math.min(words.length, OPENING);
  return head > 0 && plain.slice(0, head) !== words.slice(0, head) ? `… ${snippet}` : snippet;
}

/**
 * The `message.read` rule (server/lib/policy.ts) as a predicate on `message m` joined to
 * the viewer's membership `cm`, the same one the thread and the inbox apply: the viewer's
 * own conversations, from when they joined, and a message moderators hid only for its
 * sender. Staff get nothing more.
 */
const readableBy = (viewerId: string) =>
  sql`m.created_at >= cm.joined_at and (m.sender_id = ${viewerId} or m.hidden_at is null)`;

interface HitRow {
  id: number;
  thread_id: number;
  subject: string | null;
  sender_id: string;
  member_ids: string[];
  hidden: boolean;
  created_at: string | Date;
  sort_time: string;
  /** As the member wrote it (Markdown): the snippet is cut from its words (snippetsOf). */
  content: string;
  sender: MemberSummaryRow;
  name: string | null;
  is_group: boolean;
  members: MemberSummaryRow[];
}

/**
 * A page of the viewer's matching messages, newest first, plus one row to tell whether
 * another page exists. The matches are found and paged first; only the page's rows get
 * their thread and members (joined, not one query per row).
 */
function hitRows(
  db: Database,
  viewerId: string,
  q: { tsq: SQL; take: number; before: { createdAt: string; id: number } | null },
) {
  const { before } = q;
  return selectRows<HitRow>(
    db,
    sql`select m.id, m.thread_id, c.subject, c.name, c.is_group, m.sender_id,
        array(select a.user_id from conversation_member a where a.conversation_id = c.id)
          as member_ids,
        (m.hidden_at is not null) as hidden, m.created_at, m.sort_time, m.content,
        ${memberSummaryJson('s')} as sender, ${othersJson(sql`c.id`, viewerId)} as members
      from (
        select m.id, m.thread_id, m.sender_id, m.content, m.hidden_at,
          m.created_at, ${exactTime(sql`m.created_at`)} as sort_time
        from message m
        join conversation_member cm on cm.conversation_id = m.thread_id
          and cm.user_id = ${viewerId}
        where m.search_vector @@ ${q.tsq} and ${readableBy(viewerId)}
          and ${before ? sql`(m.created_at, m.id) < (${before.createdAt}::timestamptz, ${before.id}::int)` : sql`true`}
        order by m.created_at desc, m.id desc
        limit ${q.take}
      ) m
      join conversation c on c.id = m.thread_id
      join users s on s.id = m.sender_id
      order by m.created_at desc, m.id desc`,
  );
}

/**
 * The viewer's own messages matching `q` (issue 23): the words as the site search reads
 * them (quotes, -word, or, the last word as a prefix), newest first, a page at a time.
 */
export async function searchMessages(
  db: Database,
  viewer: Viewer,
  query: { q: string; limit: number; cursor?: string },
): Promise<Page<Answer<typeof messageSearchHit>>> {
  const before = decodeCursor(query.cursor, createdAtCursor);
  const tsq = tsQueryOf(query.q);
  const rows = await hitRows(db, viewer.id, { tsq, take: query.limit + 1, before });
  const page = takePage(rows, query.limit, (row) => ({ createdAt: row.sort_time, id: row.id }));
  const snippets = await snippetsOf(
    db,
    page.items.map((row) => row.content),
    tsq,
    (plain) => (plain.length <= WHOLE_UP_TO ? WHOLE : FRAGMENTS),
  );
  const readable = (row: HitRow) =>
    can(viewer, 'message.read', {
      senderId: row.sender_id,
      memberIds: row.member_ids,
      hidden: row.hidden,
    });
  return {
    nextCursor: page.nextCursor,
    // The SQL already holds to the rule; should the two ever drift, the rule still decides.
    items: page.items
      .flatMap((row, i) => (readable(row) ? [{ row, snippet: snippetOf(snippets[i]) }] : []))
      .map(({ row, snippet }) => ({
        id: row.id,
        threadId: row.thread_id,
        subject: row.subject,
        name: row.name,
        isGroup: row.is_group,
        otherMember: row.members[0] ?? null,
        sender: row.sender,
        mine: row.sender_id === viewer.id,
        createdAt: row.created_at,
        snippet,
        href: messageHref(row.thread_id, row.id),
      })),
  };
}
