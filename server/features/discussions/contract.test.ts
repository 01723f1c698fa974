import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscussionCategory } from '../../../shared/schema/discussions';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { insertCategories, insertDiscussion, insertReply, signUpFirstAdmin } from './test-fixtures';

// What every discussions route answers, key by key (shared/contracts/discussions.ts): the
// author as the one member summary, and what the viewer may do decided by the policy.

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let author: Member;
let other: Member;
let general: DiscussionCategory;

beforeAll(async () => {
  app = await createTestApp();
  await signUpFirstAdmin(app);
  author = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  other = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  [general] = await insertCategories([{ name: 'General', color: '#D4AF37' }]);
  const { db } = await testDatabase();
  await db
    .update(users)
    .set({ title: 'Founder', company: 'Adams & Co', profileImageUrl: '/objects/alice.png' })
    .where(eq(users.id, author.id));
});
afterAll(() => app.close());

const get = (member: Member, url: string) => app.inject({ url, headers: member.headers });
const keys = (value: object) => Object.keys(value).sort();

const SUMMARY_KEYS = [
  'company',
  'email',
  'firstName',
  'id',
  'lastName',
  'profileImageUrl',
  'title',
];
const DISCUSSION_KEYS = [
  'author',
  'authorId',
  'canDelete',
  'canEdit',
  'canLock',
  'canPin',
  'canReply',
  'canReport',
  'canSeeEarlierVersions',
  'canUnhide',
  'category',
  'categoryId',
  'content',
  'createdAt',
  'deleteNeedsReason',
  'editedAt',
  'hidden',
  'id',
  'isLocked',
  'isPinned',
  'lastActivityAt',
  'mine',
  'replyCount',
  'title',
  'updatedAt',
  'viewCount',
];
/** The list adds what is new to the viewer. */
// A list row carries its card's preview, not the content (issue 35).
/** Opening it says where the member left off, too. */
const OPENED_KEYS = [
  ...DISCUSSION_KEYS,
  'firstUnreadReplyId',
  'myReactions',
  'reactions',
  'subscription',
].sort();
const LIST_KEYS = [
  ...DISCUSSION_KEYS.filter((key) => key !== 'content'),
  'excerpt',
  'isNew',
  'newReplyCount',
].sort();
const REPLY_KEYS = [
  'author',
  'authorId',
  'canDelete',
  'canEdit',
  'canReport',
  'canSeeEarlierVersions',
  'canUnhide',
  'content',
  'createdAt',
  'deleteNeedsReason',
  'discussionId',
  'editedAt',
  'hidden',
  'id',
  'isDeleted',
  'mine',
  'myReactions',
  'parentReplyId',
  'reactions',
  'updatedAt',
];

const aliceSummary = () => ({
  id: author.id,
  firstName: 'Alice',
  lastName: 'Adams',
  email: author.email,
  profileImageUrl: '/objects/alice.png',
  title: 'Founder',
  company: 'Adams & Co',
});

describe('discussion answers', () => {
  it('embed the author as the one member summary, and only the contract fields', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: author.headers,
      payload: { title: 'Summary', content: 'Keys', categoryId: general.id },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(keys(body)).toEqual(DISCUSSION_KEYS);
    expect(keys(body.author)).toEqual(SUMMARY_KEYS);
    expect(body.author).toEqual(aliceSummary());
    expect(keys(body.category)).toEqual(['color', 'id', 'name']);

    const opened = (await get(other, `/api/discussions/${body.id}`)).json();
    expect(keys(opened)).toEqual(OPENED_KEYS);
    expect(opened.author).toEqual(aliceSummary());

    const listed = (await get(other, '/api/discussions')).json();
    const card = listed.find((d: { id: number }) => d.id === body.id);
    expect(keys(card)).toEqual(LIST_KEYS);
    expect(card.author).toEqual(aliceSummary());
  });

  it('say the author may edit and delete and the other member may not (issue 23)', async () => {
    const d = await insertDiscussion({ authorId: author.id, categoryId: general.id });
    const as = async (m: Member) => (await get(m, `/api/discussions/${d.id}`)).json();
    expect(await as(author)).toMatchObject({ mine: true, canEdit: true, canDelete: true });
    expect(await as(other)).toMatchObject({ mine: false, canEdit: false, canDelete: false });

    const inList = async (m: Member) =>
      (await get(m, '/api/discussions?limit=200'))
        .json()
        .find((row: { id: number }) => row.id === d.id);
    expect(await inList(author)).toMatchObject({ mine: true, canEdit: true, canDelete: true });
    expect(await inList(other)).toMatchObject({ mine: false, canEdit: false, canDelete: false });

    // What the answer says is what the API does.
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/discussions/${d.id}`,
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(403);
    const done = await app.inject({
      method: 'DELETE',
      url: `/api/discussions/${d.id}`,
      headers: author.headers,
    });
    expect(done.statusCode).toBe(204);
  });
});

describe('reply answers', () => {
  it('embed the author as the one member summary, and only the contract fields', async () => {
    const d = await insertDiscussion({ authorId: other.id, categoryId: general.id });
    const posted = await app.inject({
      method: 'POST',
      url: `/api/discussions/${d.id}/replies`,
      headers: author.headers,
      payload: { content: 'A reply' },
    });
    expect(posted.statusCode).toBe(201);
    expect(keys(posted.json())).toEqual(REPLY_KEYS);
    expect(posted.json().author).toEqual(aliceSummary());

    const [listed] = (await get(other, `/api/discussions/${d.id}/replies`)).json();
    expect(keys(listed)).toEqual(REPLY_KEYS);
    expect(keys(listed.author)).toEqual(SUMMARY_KEYS);
    expect(listed.author).toEqual(aliceSummary());
  });

  it('say its author may edit and delete a reply, and the other member neither (issue 23)', async () => {
    const d = await insertDiscussion({ authorId: other.id, categoryId: general.id });
    await insertReply({ discussionId: d.id, authorId: author.id });
    const as = async (m: Member) => (await get(m, `/api/discussions/${d.id}/replies`)).json()[0];
    expect(await as(author)).toMatchObject({
      authorId: author.id,
      mine: true,
      canEdit: true,
      canDelete: true,
    });
    expect(await as(other)).toMatchObject({
      authorId: author.id,
      mine: false,
      canEdit: false,
      canDelete: false,
    });
  });
});

describe('category answers', () => {
  it('carry only the contract fields', async () => {
    const [row] = (await get(other, '/api/discussion-categories')).json();
    expect(keys(row)).toEqual([
      'archived',
      'color',
      'createdAt',
      'description',
      'discussionCount',
      'id',
      'name',
    ]);
  });
});
