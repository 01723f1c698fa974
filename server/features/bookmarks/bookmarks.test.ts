import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BOOKMARKS, TOO_MANY_BOOKMARKS } from '../../../shared/contracts/bookmarks';
import { bookmarks } from '../../../shared/schema/bookmarks';
import { discussions } from '../../../shared/schema/discussions';
import { resourceCategories } from '../../../shared/schema/resources';
import {
  createTestApp,
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
  WARM_SESSION_STATEMENTS,
} from '../../test/harness';
import { validBody } from '../../test/security/fixtures';
import { insertCategories, insertDiscussion, insertReply } from '../discussions/test-fixtures';

// Bookmarks and the Saved page (issue 37, decision 063).

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let ann: Member;
let bob: Member;
let categoryId: number;
let resourceCategoryId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Ames' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  [{ id: categoryId }] = await insertCategories([{ name: 'Strategy' }]);
  const { db } = await testDatabase();
  [{ id: resourceCategoryId }] = await db
    .insert(resourceCategories)
    .values({ name: 'Playbooks' })
    .returning();
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const call = (m: Member | null, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  app.inject({ method, url, headers: m?.headers ?? {} });
const bookmark = (m: Member, kind: string, id: number | string) =>
  call(m, 'PUT', `/api/bookmarks/${kind}/${id}`);
const unbookmark = (m: Member, kind: string, id: number | string) =>
  call(m, 'DELETE', `/api/bookmarks/${kind}/${id}`);
const saved = async (m: Member, query = '') => {
  const res = await call(m, 'GET', `/api/bookmarks${query}`);
  expect(res.statusCode).toBe(200);
  return {
    items: res.json() as Record<string, unknown>[],
    total: Number(res.headers['x-total-count']),
    next: res.headers.link as string | undefined,
  };
};
const keys = async (m: Member) => (await call(m, 'GET', '/api/bookmarks/keys')).json();
const rowsOf = async (m: Member) => {
  const [row] = await (await db())
    .select({ n: count() })
    .from(bookmarks)
    .where(eq(bookmarks.userId, m.id));
  return row.n;
};
const made = async (m: Member, url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url, headers: m.headers, payload });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number };
};

/** One item of each kind, Ann's, for a member to keep. */
async function oneOfEach(tag: string) {
  const discussion = await insertDiscussion({
    authorId: ann.id,
    categoryId,
    title: `Pricing ${tag}`,
    content: `How do you **price** a pilot? ${'Long words. '.repeat(40)}`,
  });
  const reply = await insertReply({
    discussionId: discussion.id,
    authorId: ann.id,
    content: `Charge for the pilot ${tag}.`,
  });
  const event = await made(ann, '/api/events', { ...validBody.event(), title: `Mixer ${tag}` });
  const job = await made(ann, '/api/jobs', { ...validBody.job(), title: `Engineer ${tag}` });
  const resource = await made(ann, '/api/resources', {
    ...validBody.resource(resourceCategoryId),
    title: `Playbook ${tag}`,
  });
  return { discussion, reply, event, job, resource };
}

describe('bookmarks', () => {
  it('keeps one item of each kind; the Saved page lists them newest first as cards show them', async () => {
    const m = await signUpMember(app, { firstName: 'Kim' });
    const items = await oneOfEach('cards');
    const order = [
      ['discussion', items.discussion.id],
      ['reply', items.reply.id],
      ['event', items.event.id],
      ['resource', items.resource.id],
    ] as const;
    for (const [kind, id] of order) {
      const res = await bookmark(m, kind, id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ bookmarked: true });
    }
    // The board's Save is a bookmark too.
    expect((await call(m, 'PUT', `/api/jobs/${items.job.id}/saved`)).statusCode).toBe(204);

    expect(await keys(m)).toEqual({
      discussion: [items.discussion.id],
      reply: [items.reply.id],
      event: [items.event.id],
      job: [items.job.id],
      resource: [items.resource.id],
    });
    const page = await saved(m);
    expect(page.total).toBe(5);
    expect(page.items.map((i) => i.kind)).toEqual([
      'job',
      'resource',
      'event',
      'reply',
      'discussion',
    ]);
    const [job, resource, event, reply, discussion] = page.items;
    expect(discussion).toMatchObject({
      id: items.discussion.id,
      title: 'Pricing cards',
      href: `/discussions/${items.discussion.id}`,
      detail: 'Strategy',
      closed: false,
      author: { id: ann.id, firstName: 'Ann' },
    });
    // The excerpt is plain text, cut at 200 characters.
    expect(discussion.excerpt).toMatch(/^How do you price a pilot\? Long words\./);
    expect((discussion.excerpt as string).length).toBe(203);
    expect(reply).toMatchObject({
      id: items.reply.id,
      title: 'Pricing cards',
      excerpt: 'Charge for the pilot cards.',
      href: `/discussions/${items.discussion.id}#reply-${items.reply.id}`,
      detail: null,
    });
    expect(event).toMatchObject({
      title: 'Mixer cards',
      href: `/calendar?event=${items.event.id}`,
      detail: 'The Ion, Houston',
    });
    // An event's time is when it starts.
    expect(new Date(event.at as string).toISOString()).toBe(validBody.event().startDate);
    expect(job).toMatchObject({
      title: 'Engineer cards',
      href: `/jobs?job=${items.job.id}`,
      detail: 'Bayou Analytics',
      closed: false,
    });
    expect(resource).toMatchObject({ title: 'Playbook cards', detail: 'Link' });

    // One kind at a time.
    const jobs = await saved(m, '?kind=job');
    expect(jobs.items.map((i) => i.id)).toEqual([items.job.id]);
    expect(jobs.total).toBe(1);
    // The board shows the posting saved, and taking the bookmark away unsaves it.
    expect((await call(m, 'GET', `/api/jobs/${items.job.id}`)).json().saved).toBe(true);
    expect((await unbookmark(m, 'job', items.job.id)).json()).toEqual({ bookmarked: false });
    expect((await call(m, 'GET', `/api/jobs/${items.job.id}`)).json().saved).toBe(false);
  });

  it('pages with a cursor, and says when a job has closed', async () => {
    const m = await signUpMember(app, { firstName: 'Pia' });
    const items = await oneOfEach('pages');
    for (const [kind, id] of [
      ['discussion', items.discussion.id],
      ['event', items.event.id],
      ['job', items.job.id],
    ] as const) {
      await bookmark(m, kind, id);
    }
    await app.inject({
      method: 'PUT',
      url: `/api/jobs/${items.job.id}`,
      headers: ann.headers,
      payload: { ...validBody.job(), title: 'Engineer pages', isActive: false },
    });
    const first = await saved(m, '?limit=2');
    expect(first.items.map((i) => i.kind)).toEqual(['job', 'event']);
    expect(first.items[0].closed).toBe(true);
    expect(first.total).toBe(3);
    const next = /<([^>]+)>; rel="next"/.exec(first.next ?? '')?.[1];
    expect(next).toContain('limit=2');
    const second = await call(m, 'GET', next as string);
    expect(second.json().map((i: { kind: string }) => i.kind)).toEqual(['discussion']);
    expect(second.headers.link).toBeUndefined();
  });

  it('is idempotent both ways, and each member keeps their own', async () => {
    const items = await oneOfEach('twice');
    const m = await signUpMember(app, { firstName: 'Ida' });
    await bookmark(m, 'event', items.event.id);
    expect((await bookmark(m, 'event', items.event.id)).json()).toEqual({ bookmarked: true });
    expect(await rowsOf(m)).toBe(1);
    expect((await keys(bob)).event).not.toContain(items.event.id);
    await unbookmark(m, 'event', items.event.id);
    expect((await unbookmark(m, 'event', items.event.id)).statusCode).toBe(200);
    expect(await rowsOf(m)).toBe(0);
  });

  it('goes with its item, and leaves out what moderators hid since', async () => {
    const items = await oneOfEach('hidden');
    const m = await signUpMember(app, { firstName: 'Hal' });
    await bookmark(m, 'discussion', items.discussion.id);
    await bookmark(m, 'reply', items.reply.id);
    await bookmark(m, 'resource', items.resource.id);
    await bookmark(ann, 'discussion', items.discussion.id);

    await (await db())
      .update(discussions)
      .set({ hiddenAt: new Date() })
      .where(eq(discussions.id, items.discussion.id));
    // Hidden: gone from Hal's page (the reply with its discussion), not from its author's
    // nor from staff's; nobody else may bookmark it, nor a reply in it.
    expect((await saved(m)).items.map((i) => i.kind)).toEqual(['resource']);
    expect((await saved(m)).total).toBe(1);
    expect((await saved(ann, '?kind=discussion')).items.map((i) => i.id)).toContain(
      items.discussion.id,
    );
    const refused = await bookmark(bob, 'discussion', items.discussion.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Discussion not found');
    expect((await bookmark(bob, 'reply', items.reply.id)).json().message).toBe('Reply not found');
    expect((await bookmark(admin, 'reply', items.reply.id)).statusCode).toBe(200);
    expect(await rowsOf(bob)).toBe(0);

    // Deleted: the bookmark goes with it.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/resources/${items.resource.id}`,
          headers: ann.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect((await keys(m)).resource).toEqual([]);
    expect((await saved(m)).total).toBe(0);
  });

  it('refuses hostile and wrong requests with a 4xx naming what is wrong, and writes nothing', async () => {
    const items = await oneOfEach('hostile');
    const m = await signUpMember(app, { firstName: 'Hugo' });
    for (const kind of ['post', 'DISCUSSION', 'discussion%00', 'dïscussion', "job'--", '']) {
      const res = await bookmark(m, encodeURIComponent(kind), items.job.id);
      expect(res.statusCode, kind).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, kind).toBeLessThan(500);
    }
    const unknownKind = await bookmark(m, 'post', items.job.id);
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().message).toContain('discussion, reply, event, job, resource');
    for (const id of ['0', '-1', '1.5', '1e3', '0x1', '99999999999', 'x'.repeat(300)]) {
      expect((await bookmark(m, 'job', id)).statusCode, id.slice(0, 20)).toBe(400);
    }
    const missing = await bookmark(m, 'event', 2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event not found');
    expect((await call(null, 'PUT', `/api/bookmarks/job/${items.job.id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/bookmarks')).statusCode).toBe(401);
    for (const query of [
      '?kind=photo',
      '?limit=0',
      '?limit=201',
      '?cursor=%7B%7D',
      '?cursor=abc',
    ]) {
      expect((await call(m, 'GET', `/api/bookmarks${query}`)).statusCode, query).toBe(400);
    }
    expect(await rowsOf(m)).toBe(0);
  });

  it(`keeps at most ${MAX_BOOKMARKS} per member`, async () => {
    const m = await signUpMember(app, { firstName: 'Max' });
    const d = await db();
    // As many discussions as the limit, each bookmarked, written in two statements.
    const ids = await d.execute(sql`
      insert into discussion (title, content, category_id, author_id)
      select 'Kept ' || n, 'x', ${categoryId}, ${ann.id} from generate_series(1, ${MAX_BOOKMARKS}) n
      returning id`);
    await d.execute(sql`insert into bookmark (user_id, discussion_id)
      select ${m.id}, id from discussion where title like 'Kept %' and author_id = ${ann.id}`);
    expect((ids as unknown as { rows: unknown[] }).rows).toHaveLength(MAX_BOOKMARKS);
    const items = await oneOfEach('limit');
    const refused = await bookmark(m, 'event', items.event.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TOO_MANY_BOOKMARKS);
    // The board's Save keeps the same limit.
    expect((await call(m, 'PUT', `/api/jobs/${items.job.id}/saved`)).statusCode).toBe(409);
    // What is kept already may be asked again, and let go.
    const kept = (await keys(m)).discussion[0];
    expect((await bookmark(m, 'discussion', kept)).statusCode).toBe(200);
    await unbookmark(m, 'discussion', kept);
    expect((await bookmark(m, 'event', items.event.id)).statusCode).toBe(200);
    expect(await rowsOf(m)).toBe(MAX_BOOKMARKS);
    await d.execute(sql`delete from discussion where title like 'Kept %'`);
  });

  it('reads the Saved page in two statements and the keys in one, whatever the kinds', async () => {
    const m = await signUpMember(app, { firstName: 'Sol' });
    const items = await oneOfEach('statements');
    await bookmark(m, 'discussion', items.discussion.id);
    await saved(m); // the session is warm
    const one = await statementsOf(() => call(m, 'GET', '/api/bookmarks'));
    for (const [kind, id] of [
      ['reply', items.reply.id],
      ['event', items.event.id],
      ['job', items.job.id],
      ['resource', items.resource.id],
    ] as const) {
      await bookmark(m, kind, id);
    }
    const five = await statementsOf(() => call(m, 'GET', '/api/bookmarks'));
    expect(five.result.json()).toHaveLength(5);
    expect(five.statements).toHaveLength(WARM_SESSION_STATEMENTS + 2);
    expect(one.statements).toHaveLength(five.statements.length);
    const keyRead = await statementsOf(() => call(m, 'GET', '/api/bookmarks/keys'));
    expect(keyRead.statements).toHaveLength(WARM_SESSION_STATEMENTS + 1);
    // A toggle is one statement of its own (a write may also count towards a rate limit).
    const toggle = await statementsOf(() => bookmark(m, 'discussion', items.discussion.id));
    expect(toggle.statements.filter((s) => s.includes('bookmark'))).toHaveLength(1);
  });
});
