import { sql } from 'drizzle-orm';
import {
  type Discussion,
  type DiscussionCategory,
  discussionCategories,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import { signUpMember, testDatabase } from '../../test/harness';

/** Every test file starts from empty tables, the migration's categories included. */
export async function insertCategories(
  rows: { name: string; color?: string; description?: string }[],
): Promise<DiscussionCategory[]> {
  const { db } = await testDatabase();
  return db.insert(discussionCategories).values(rows).returning();
}

/**
 * A discussion written straight to the table, for flags and dates the API never sets. Its
 * last activity is its start unless given, as for a discussion started through the API.
 */
export async function insertDiscussion(
  fields: Pick<Discussion, 'authorId' | 'categoryId'> & Partial<Discussion>,
): Promise<Discussion> {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(discussions)
    .values({
      title: 'A discussion',
      content: 'Its content',
      lastActivityAt: fields.createdAt,
      ...fields,
    })
    .returning();
  return row;
}

export async function insertReply(fields: {
  discussionId: number;
  authorId: string;
  content?: string;
  parentReplyId?: number | null;
  createdAt?: Date;
}) {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(discussionReplies)
    .values({ content: 'A reply', ...fields })
    .returning();
  // As posting one through the API does: the discussion's last activity moves to it.
  await db.execute(
    sql`update discussion set last_activity_at = greatest(last_activity_at, reply.created_at)
      from discussion_reply reply where reply.id = ${row.id} and discussion.id = reply.discussion_id`,
  );
  return row;
}

/** Follows `Link: <…>; rel="next"` to the end and returns every page's rows in order. */
export async function readAllPages<T>(
  get: (url: string) => Promise<{
    statusCode: number;
    body: string;
    headers: Record<string, unknown>;
    json: () => T[];
  }>,
  firstUrl: string,
): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  let pages = 0;
  let url: string | undefined = firstUrl;
  while (url) {
    const res = await get(url);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    rows.push(...res.json());
    pages += 1;
    const link = res.headers.link as string | undefined;
    url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
  }
  return { rows, pages };
}

/**
 * The install's first account becomes its admin (decision 017), and staff may pin, lock and
 * delete others' posts (decision 018): a test file signs this one up first, so the members
 * it names are plain members.
 */
export async function signUpFirstAdmin(app: Parameters<typeof signUpMember>[0]) {
  return signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
}
