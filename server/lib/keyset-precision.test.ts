import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discussionCategories,
  discussionReplies,
  discussions,
} from '../../shared/schema/discussions';
import { photoAlbums, photos } from '../../shared/schema/gallery';
import { jobPostings } from '../../shared/schema/jobs';
import { resourceCategories, resources } from '../../shared/schema/resources';
import { insertMessage } from '../features/messages/test-fixtures';
import { createTestApp, type Member, signUpMember, testDatabase } from '../test/harness';

/**
 * Keyset cursors at PostgreSQL's precision: rows created within one millisecond (but
 * different microseconds) must each appear exactly once when paged one at a time. A
 * cursor carrying a JavaScript Date (milliseconds) skips all but one of them.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let member: Member;
let other: Member;

beforeAll(async () => {
  app = await createTestApp();
  member = await signUpMember(app, { firstName: 'Paula', lastName: 'Pager' });
  other = await signUpMember(app, { firstName: 'Oscar', lastName: 'Other' });
});
afterAll(() => app.close());

/** Three instants within one millisecond, and one in the next (microseconds past 10:00:00). */
const MICROS = [123_100, 123_500, 123_900, 124_000];

/** Sets created_at of the given ids to the four instants above, to the microsecond. */
async function spreadWithinOneMillisecond(table: string, column: string, ids: number[]) {
  const { db } = await testDatabase();
  for (const [i, id] of ids.entries()) {
    const at = `2026-11-20 10:00:00.${String(MICROS[i]).padStart(6, '0')}+00`;
    await db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${at}::timestamptz where id = ${id}`,
    );
  }
}

/** Follows `Link: rel="next"` with limit=1 and returns every id seen, in order. */
async function pageThrough(first: string, idsOf: (body: unknown) => number[]) {
  const seen: number[] = [];
  let url: string | null = first;
  for (let guard = 0; url && guard < 20; guard++) {
    const res = await app.inject({ url, headers: member.headers });
    expect(res.statusCode).toBe(200);
    seen.push(...idsOf(res.json()));
    const link = res.headers.link as string | undefined;
    url = link ? /<([^>]+)>/.exec(link)![1] : null;
  }
  return seen;
}

const idsOfList = (body: unknown) => (body as { id: number }[]).map((r) => r.id);

describe('keyset cursors keep microseconds', () => {
  it('pages resources, jobs and photos one at a time without skipping', async () => {
    const { db } = await testDatabase();
    const [category] = await db.insert(resourceCategories).values({ name: 'Guides' }).returning();
    const resourceIds = (
      await db
        .insert(resources)
        .values(
          MICROS.map((_, i) => ({
            title: `Guide ${i}`,
            type: 'link',
            url: 'https://example.com',
            categoryId: category.id,
            uploadedBy: member.id,
          })),
        )
        .returning({ id: resources.id })
    ).map((r) => r.id);
    await spreadWithinOneMillisecond('resource', 'created_at', resourceIds);

    const jobIds = (
      await db
        .insert(jobPostings)
        .values(
          MICROS.map((_, i) => ({
            title: `Job ${i}`,
            company: 'Bayou Analytics',
            description: 'Work',
            jobType: 'full-time',
            postedBy: member.id,
          })),
        )
        .returning({ id: jobPostings.id })
    ).map((r) => r.id);
    await spreadWithinOneMillisecond('job_posting', 'created_at', jobIds);

    const [album] = await db
      .insert(photoAlbums)
      .values({ name: 'Mixer', createdBy: member.id })
      .returning();
    const photoIds = (
      await db
        .insert(photos)
        .values(
          MICROS.map((_, i) => ({
            albumId: album.id,
            fileName: `p${i}.jpg`,
            objectPath: `/objects/seed/precision-${i}`,
            uploadedBy: member.id,
          })),
        )
        .returning({ id: photos.id })
    ).map((r) => r.id);
    await spreadWithinOneMillisecond('photo', 'created_at', photoIds);

    // Newest first: the later microsecond comes first.
    const newestFirst = (ids: number[]) => [...ids].reverse();
    expect(await pageThrough('/api/resources?limit=1', idsOfList)).toEqual(
      newestFirst(resourceIds),
    );
    expect(await pageThrough('/api/jobs?limit=1', idsOfList)).toEqual(newestFirst(jobIds));
    expect(await pageThrough(`/api/photos?albumId=${album.id}&limit=1`, idsOfList)).toEqual(
      newestFirst(photoIds),
    );
  });

  it('pages discussions and replies one at a time without skipping', async () => {
    const { db } = await testDatabase();
    const [category] = await db
      .insert(discussionCategories)
      .values({ name: 'Precision' })
      .returning();
    const discussionIds = (
      await db
        .insert(discussions)
        .values(
          MICROS.map((_, i) => ({
            title: `Thread ${i}`,
            content: 'Body',
            categoryId: category.id,
            authorId: member.id,
          })),
        )
        .returning({ id: discussions.id })
    ).map((r) => r.id);
    await spreadWithinOneMillisecond('discussion', 'created_at', discussionIds);
    const replyIds = (
      await db
        .insert(discussionReplies)
        .values(
          MICROS.map((_, i) => ({
            discussionId: discussionIds[0],
            authorId: member.id,
            content: `Reply ${i}`,
          })),
        )
        .returning({ id: discussionReplies.id })
    ).map((r) => r.id);
    await spreadWithinOneMillisecond('discussion_reply', 'created_at', replyIds);

    expect(
      await pageThrough(`/api/discussions?categoryId=${category.id}&limit=1`, idsOfList),
    ).toEqual([...discussionIds].reverse());
    // Replies read oldest first.
    expect(
      await pageThrough(`/api/discussions/${discussionIds[0]}/replies?limit=1`, idsOfList),
    ).toEqual(replyIds);
  });

  it('lists conversations one at a time without skipping', async () => {
    const threadIds: number[] = [];
    const messageIds: number[] = [];
    for (let i = 0; i < MICROS.length; i++) {
      const m = await insertMessage({
        senderId: other.id,
        recipientId: member.id,
        content: `Hello ${i}`,
      });
      messageIds.push(m.id);
      threadIds.push(m.threadId);
    }
    await spreadWithinOneMillisecond('message', 'created_at', messageIds);
    const threads = await pageThrough('/api/messages?limit=1', idsOfList);
    expect(threads).toEqual([...threadIds].reverse());
  });
});
