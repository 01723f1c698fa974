import { eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReportItemType } from '../../../shared/contracts/choices';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { events } from '../../../shared/schema/events';
import { photos } from '../../../shared/schema/gallery';
import { jobPostings } from '../../../shared/schema/jobs';
import { messages } from '../../../shared/schema/messages';
import { resources } from '../../../shared/schema/resources';
import { users } from '../../../shared/schema/users';
import type { Queryable } from '../../db/client';
import { plainMentionsSql } from '../../lib/plain-mentions';
import { MAX_INT } from '../../lib/sql';
import { TOMBSTONE } from '../discussions/queries';

/**
 * Each kind of item a member can report (decision 021): its table, who wrote it, when it
 * was hidden and by whom, and what names it in the audit log. A profile is the member's
 * own row: its "author" is the member.
 */
interface Kind {
  table: PgTable;
  id: PgColumn;
  author: PgColumn;
  hiddenAt: PgColumn;
  hiddenBy: PgColumn;
  label: SQL<string>;
  /** Rows that exist for reporting (a reply's tombstone does not; an applicant's profile neither). */
  live?: SQL;
  numeric: boolean;
}

export const KINDS: Record<ReportItemType, Kind> = {
  discussion: {
    table: discussions,
    id: discussions.id,
    author: discussions.authorId,
    hiddenAt: discussions.hiddenAt,
    hiddenBy: discussions.hiddenBy,
    label: sql<string>`${discussions.title}`,
    numeric: true,
  },
  reply: {
    table: discussionReplies,
    id: discussionReplies.id,
    author: discussionReplies.authorId,
    hiddenAt: discussionReplies.hiddenAt,
    hiddenBy: discussionReplies.hiddenBy,
    label: sql<string>`left(${plainMentionsSql(discussionReplies.content)}, 120)`,
    live: sql`${discussionReplies.content} <> ${TOMBSTONE}`,
    numeric: true,
  },
  message: {
    table: messages,
    id: messages.id,
    author: messages.senderId,
    hiddenAt: messages.hiddenAt,
    hiddenBy: messages.hiddenBy,
    label: sql<string>`left(${plainMentionsSql(messages.content)}, 120)`,
    numeric: true,
  },
  profile: {
    table: users,
    id: users.id,
    author: users.id,
    hiddenAt: users.profileHiddenAt,
    hiddenBy: users.profileHiddenBy,
    label: sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), 'Unnamed member')`,
    live: sql`${users.membership} = 'active'`,
    numeric: false,
  },
  job: {
    table: jobPostings,
    id: jobPostings.id,
    author: jobPostings.postedBy,
    hiddenAt: jobPostings.hiddenAt,
    hiddenBy: jobPostings.hiddenBy,
    label: sql<string>`${jobPostings.title}`,
    numeric: true,
  },
  resource: {
    table: resources,
    id: resources.id,
    author: resources.uploadedBy,
    hiddenAt: resources.hiddenAt,
    hiddenBy: resources.hiddenBy,
    label: sql<string>`${resources.title}`,
    numeric: true,
  },
  photo: {
    table: photos,
    id: photos.id,
    author: photos.uploadedBy,
    hiddenAt: photos.hiddenAt,
    hiddenBy: photos.hiddenBy,
    label: sql<string>`coalesce(${photos.title}, ${photos.fileName})`,
    numeric: true,
  },
  event: {
    table: events,
    id: events.id,
    author: events.createdBy,
    hiddenAt: events.hiddenAt,
    hiddenBy: events.hiddenBy,
    label: sql<string>`${events.title}`,
    numeric: true,
  },
};

/**
 * The id as its table keys it: a positive integer for every kind but a profile; null for
 * one that cannot name a row (so the caller answers 404, never a 500 from a bad cast).
 */
export function keyOf(kind: ReportItemType, itemId: string): string | number | null {
  if (!KINDS[kind].numeric) return itemId;
  if (!/^\d{1,10}$/.test(itemId)) return null;
  const n = Number(itemId);
  return n >= 1 && n <= MAX_INT ? n : null;
}

export interface ReportedItem {
  authorId: string | null;
  hidden: boolean;
  label: string;
  /** A message's two members: only they know it exists. */
  recipientId?: string;
  /** A reply's discussion, for the staff delete. */
  discussionId?: number;
}

/** The item (for update when `lock`, in a transaction), or null when there is none. */
export async function findReportedItem(
  db: Queryable,
  kind: ReportItemType,
  itemId: string,
  lock = false,
): Promise<ReportedItem | null> {
  const key = keyOf(kind, itemId);
  if (key === null) return null;
  const k = KINDS[kind];
  const query = db
    .select({
      authorId: sql<string | null>`${k.author}`,
      hidden: sql<boolean>`${k.hiddenAt} is not null`,
      label: k.label,
      ...(kind === 'message' ? { recipientId: messages.recipientId } : {}),
      ...(kind === 'reply' ? { discussionId: discussionReplies.discussionId } : {}),
    })
    .from(k.table)
    .where(k.live ? sql`${eq(k.id, key)} and ${k.live}` : eq(k.id, key));
  const [row] = lock ? await query.for('update') : await query;
  return (row as ReportedItem | undefined) ?? null;
}

/** Hides the item (by the moderator) or shows it again (`by` null); whether it changed. */
export async function setHidden(
  tx: Queryable,
  kind: ReportItemType,
  itemId: string,
  by: string | null,
): Promise<boolean> {
  const key = keyOf(kind, itemId);
  if (key === null) return false;
  const k = KINDS[kind];
  const rows = await tx
    .update(k.table)
    .set(
      kind === 'profile'
        ? { profileHiddenAt: by ? sql`now()` : null, profileHiddenBy: by }
        : { hiddenAt: by ? sql`now()` : null, hiddenBy: by },
    )
    .where(sql`${eq(k.id, key)} and ${by ? isNull(k.hiddenAt) : sql`${k.hiddenAt} is not null`}`)
    .returning({ id: k.id });
  return rows.length > 0;
}
