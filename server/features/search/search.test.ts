import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNIPPET_START, SNIPPET_STOP } from '../../../shared/contracts/search';
import {
  discussionCategories,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import { events } from '../../../shared/schema/events';
import { photoAlbums, photos } from '../../../shared/schema/gallery';
import { jobPostings } from '../../../shared/schema/jobs';
import { resourceCategories, resources } from '../../../shared/schema/resources';
import { users } from '../../../shared/schema/users';
import {
  createTestApp,
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
  WARM_SESSION_STATEMENTS,
} from '../../test/harness';
import { CANDIDATES_PER_TABLE, RECENT_ROWS } from './kinds';
import { PREVIEW_PER_KIND } from './service';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let alice: Member;
let bob: Member;
let staff: Member;
let category: number;
let otherCategory: number;

const db = async () => (await testDatabase()).db;

interface Hit {
  kind: string;
  id: number | string;
  replyId: number | null;
  title: string;
  snippet: string;
  href: string;
  createdAt: string;
  startsAt: string | null;
  category: { id: number; name: string } | null;
  author: { id: string } | null;
}

const search = async (query: Record<string, string>, member: Member = alice) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams(query)}`,
    headers: member.headers,
  });
  return res;
};
const hits = async (query: Record<string, string>, member: Member = alice) => {
  const res = await search(query, member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Hit[];
};

async function discussion(title: string, content: string, author = bob, extra = {}) {
  const [row] = await (await db())
    .insert(discussions)
    .values({ title, content, categoryId: category, authorId: author.id, ...extra })
    .returning({ id: discussions.id });
  return row.id;
}

beforeAll(async () => {
  app = await createTestApp();
  // The first account is the first admin (decision 017): the staff member, not Alice.
  staff = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Searcher' });
  bob = await signUpMember(app, { firstName: 'John', lastName: 'Quillfeather' });
  const categories = await (await db())
    .insert(discussionCategories)
    .values([{ name: 'Search one' }, { name: 'Search two' }])
    .returning({ id: discussionCategories.id });
  [category, otherCategory] = categories.map((c) => c.id);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/search', () => {
  it('ranks a title hit over a body hit, recency breaking ties', async () => {
    const body = await discussion('Weekly notes', 'We talked about marmalades at length.');
    const title = await discussion('Marmalades for everyone', 'Bring a jar.');
    const found = await hits({ q: 'marmalade', kind: 'discussions' });
    expect(found.map((h) => h.id)).toEqual([title, body]);
    const older = await discussion('Tie zephyrine', 'same', bob, {
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const newer = await discussion('Tie zephyrine', 'same');
    expect((await hits({ q: 'zephyrine', kind: 'discussions' })).map((h) => h.id)).toEqual([
      newer,
      older,
    ]);
  });

  it('understands quotes, -word and or', async () => {
    const a = await discussion('Garden plumtree party', 'apricot orchard');
    const b = await discussion('Plumtree orchard apricot', 'garden');
    const ids = async (q: string) =>
      (await hits({ q, kind: 'discussions' })).map((h) => h.id).sort();
    expect(await ids('"garden plumtree"')).toEqual([a]);
    expect(await ids('plumtree -party')).toEqual([b]);
    const c = await discussion('Quincejam only', 'nothing else');
    expect(await ids('quincejam or "plumtree party"')).toEqual([a, c].sort());
  });

  it('matches the word still being typed as a prefix', async () => {
    const id = await discussion('PostgreSQL tuning evening', 'Indexes and plans.');
    expect((await hits({ q: 'tuning postg', kind: 'discussions' })).map((h) => h.id)).toContain(id);
    expect((await hits({ q: 'postg', kind: 'discussions' })).map((h) => h.id)).toContain(id);
    // The stemmer would make "lawy" "lawi", which "lawyer" does not start with.
    const lawyer = await discussion('Need a lawyer for leases', 'Any names?');
    expect((await hits({ q: 'lawy', kind: 'discussions' })).map((h) => h.id)).toContain(lawyer);
    expect((await hits({ q: 'lawyer', kind: 'discussions' })).map((h) => h.id)).toContain(lawyer);
  });

  it('finds members by name, and by trigram ("Jon" finds "John")', async () => {
    const byName = await hits({ q: 'Quillfeather', kind: 'members' });
    expect(byName[0]).toMatchObject({ kind: 'members', id: bob.id, href: `/members/${bob.id}` });
    const fuzzy = await hits({ q: 'Jon Quilfeather', kind: 'members' });
    expect(fuzzy.map((h) => h.id)).toContain(bob.id);
    expect((await hits({ q: 'Jon', kind: 'members' })).map((h) => h.id)).toContain(bob.id);
    expect((await hits({ q: 'Jxq', kind: 'members' })).map((h) => h.id)).not.toContain(bob.id);
  });

  it('returns a reply hit as its discussion, opened at the reply', async () => {
    const id = await discussion('A quiet thread', 'Nothing to see.');
    const [reply] = await (await db())
      .insert(discussionReplies)
      .values({ discussionId: id, authorId: alice.id, content: 'I love xylophonists.' })
      .returning({ id: discussionReplies.id });
    const [hit] = await hits({ q: 'xylophonist', kind: 'discussions' });
    expect(hit).toMatchObject({
      kind: 'discussions',
      id,
      replyId: reply.id,
      title: 'A quiet thread',
      href: `/discussions/${id}#reply-${reply.id}`,
      author: { id: alice.id },
    });
    expect(hit.category?.id).toBe(category);
  });

  it('marks matches in snippets with control characters and keeps hostile text as text', async () => {
    await discussion('Snippet test', '<script>alert(1)</script> the vorpalblade <b>went</b>');
    const [hit] = await hits({ q: 'vorpalblade', kind: 'discussions' });
    expect(hit.snippet).toContain(`${SNIPPET_START}vorpalblade${SNIPPET_STOP}`);
    // The parser drops markup from snippets; nothing is escaped, so nothing is doubled.
    expect(hit.snippet).toContain('went');
    expect(hit.snippet).not.toMatch(/<|&lt;|&amp;/);
  });

  it('cuts snippets from the words of a formatted post, not its Markdown', async () => {
    const mention = `@[John Quillfeather](${bob.id})`;
    await discussion(
      'Formatted snippet',
      `We are **renewing** with a [jabberwock lawyer](https://example.com/law) ${mention}\n\n| Firm | Rate |\n|---|---|\n| A | B |`,
    );
    const [hit] = await hits({ q: 'jabberwock', kind: 'discussions' });
    expect(hit.snippet).toContain(`${SNIPPET_START}jabberwock${SNIPPET_STOP} lawyer`);
    expect(hit.snippet).toContain('@John Quillfeather');
    expect(hit.snippet).not.toMatch(/\*\*|\]\(|https:|\||---/);
  });

  it('marks only real matches: marker characters in stored text are dropped', async () => {
    await discussion('Marker test', `fake ${SNIPPET_START}mark${SNIPPET_STOP} and snarkwidget`);
    const [hit] = await hits({ q: 'snarkwidget', kind: 'discussions' });
    expect(hit.snippet).toContain('fake mark and');
    expect(hit.snippet.split(SNIPPET_START)).toHaveLength(2);
  });

  it('searches each kind and builds its address', async () => {
    const d = await db();
    const kayakStart = new Date('2031-07-04T23:00:00.000Z');
    const [event] = await d
      .insert(events)
      .values({ title: 'Kayakmeet', startDate: kayakStart, createdBy: bob.id })
      .returning({ id: events.id });
    const [job] = await d
      .insert(jobPostings)
      .values({
        title: 'Kayakmeet guide',
        company: 'Co',
        description: 'Paddle',
        jobType: 'full-time',
        postedBy: bob.id,
      })
      .returning({ id: jobPostings.id });
    const [rc] = await d.select({ id: resourceCategories.id }).from(resourceCategories).limit(1);
    const rcId =
      rc?.id ?? (await d.insert(resourceCategories).values({ name: 'Guides' }).returning())[0].id;
    const [resource] = await d
      .insert(resources)
      .values({ title: 'Kayakmeet map', type: 'link', categoryId: rcId, uploadedBy: bob.id })
      .returning({ id: resources.id });
    const [album] = await d
      .insert(photoAlbums)
      .values({ name: 'Kayakmeet photos', createdBy: bob.id })
      .returning({ id: photoAlbums.id });
    const [photo] = await d
      .insert(photos)
      .values({
        albumId: album.id,
        title: 'Kayakmeet sunset',
        fileName: 'a.jpg',
        objectPath: `search-test/${Date.now()}.jpg`,
        uploadedBy: bob.id,
      })
      .returning({ id: photos.id });
    const hrefOf = async (kind: string) => (await hits({ q: 'kayakmeet', kind }))[0]?.href;
    expect(await hrefOf('events')).toBe(`/calendar?event=${event.id}`);
    expect(await hrefOf('jobs')).toBe(`/jobs?job=${job.id}`);
    expect(await hrefOf('resources')).toBe(`/resources?resource=${resource.id}`);
    expect(await hrefOf('albums')).toBe(`/gallery?album=${album.id}`);
    expect(await hrefOf('photos')).toBe(`/gallery?album=${album.id}&photo=${photo.id}`);
    // An event says when it happens; what does not happen says nothing of the kind.
    expect((await hits({ q: 'kayakmeet', kind: 'events' }))[0]?.startsAt).toBe(
      kayakStart.toISOString(),
    );
    expect((await hits({ q: 'kayakmeet', kind: 'jobs' }))[0]?.startsAt).toBeNull();

    const res = await app.inject({
      method: 'GET',
      url: '/api/search/preview?q=kayakm',
      headers: alice.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json() as Record<string, Hit[]> & {
      counts: Record<string, { count: number; more: boolean }>;
    };
    for (const kind of ['events', 'jobs', 'resources', 'albums', 'photos']) {
      expect(preview[kind], kind).toHaveLength(1);
      // How many match rides with the few (issue 37: the results page's All view).
      expect(preview.counts[kind], kind).toEqual({ count: 1, more: false });
    }
    expect(preview.discussions).toEqual([]);
    expect(preview.counts.discussions).toEqual({ count: 0, more: false });
  });

  it("counts a kind's matches up to what it ranks, and says when there are more", async () => {
    await (await db()).insert(discussions).values(
      Array.from({ length: CANDIDATES_PER_TABLE + 1 }, (_, i) => ({
        title: `Plentywords ${i}`,
        content: 'x',
        categoryId: category,
        authorId: bob.id,
      })),
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/search/preview?q=plentywords',
      headers: alice.headers,
    });
    const { counts, discussions: few } = res.json();
    expect(few).toHaveLength(PREVIEW_PER_KIND);
    expect(counts.discussions).toEqual({ count: CANDIDATES_PER_TABLE, more: true });
    expect(counts.members).toEqual({ count: 0, more: false });
  });

  it('filters by category and date', async () => {
    const here = await discussion('Filterwords here', 'x');
    const [there] = await (await db())
      .insert(discussions)
      .values({
        title: 'Filterwords there',
        content: 'x',
        categoryId: otherCategory,
        authorId: bob.id,
        createdAt: new Date('2020-06-15T12:00:00Z'),
      })
      .returning({ id: discussions.id });
    const ids = async (query: Record<string, string>) =>
      (await hits({ q: 'filterwords', kind: 'discussions', ...query })).map((h) => h.id);
    expect(await ids({ category: String(category) })).toEqual([here]);
    expect(await ids({ from: '2020-06-15', to: '2020-06-15' })).toEqual([there.id]);
    expect(await ids({ to: '2020-06-14' })).toEqual([]);
  });

  it('pages by cursor without repeating a hit', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await discussion(`Pagingword ${i}`, 'same'));
    const first = await search({ q: 'pagingword', kind: 'discussions', limit: '2' });
    const seen = (first.json() as Hit[]).map((h) => h.id);
    let link = first.headers.link as string | undefined;
    while (link) {
      const url = /<([^>]+)>/.exec(link)?.[1] as string;
      const next = await app.inject({ method: 'GET', url, headers: alice.headers });
      seen.push(...(next.json() as Hit[]).map((h) => h.id));
      link = next.headers.link as string | undefined;
    }
    expect(seen.sort()).toEqual(made.sort());
  });

  it('leaves out hidden items, hidden profiles and accounts that are not members', async () => {
    const hidden = await discussion('Hiddenword thread', 'x', bob, {
      hiddenAt: new Date(),
      hiddenBy: staff.id,
    });
    expect(await hits({ q: 'hiddenword', kind: 'discussions' })).toEqual([]);
    expect((await hits({ q: 'hiddenword', kind: 'discussions' }, bob))[0].id).toBe(hidden);
    expect((await hits({ q: 'hiddenword', kind: 'discussions' }, staff))[0].id).toBe(hidden);

    const pending = await signUpMember(app, { firstName: 'Pendingname', lastName: 'Person' });
    await (await db()).update(users).set({ membership: 'pending' }).where(eq(users.id, pending.id));
    expect(await hits({ q: 'pendingname', kind: 'members' })).toEqual([]);

    const shy = await signUpMember(app, { firstName: 'Shyname', lastName: 'Person' });
    await (await db())
      .update(users)
      .set({ profileHiddenAt: new Date() })
      .where(eq(users.id, shy.id));
    expect(await hits({ q: 'shyname', kind: 'members' })).toEqual([]);
    expect(await hits({ q: 'shyname', kind: 'members' }, staff)).toHaveLength(1);
  });

  it('keeps the vectors off the wire (a member read with every column)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bob.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('searchVector');
    expect(res.body).not.toContain('search_vector');
    expect(res.body).not.toContain('quillfeath');
  });

  it("keeps a suspended author's posts, as the lists do (decision 026)", async () => {
    const author = await signUpMember(app, { firstName: 'Sus', lastName: 'Pended' });
    const id = await discussion('Suspendword thread', 'x', author);
    await (await db())
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, author.id));
    expect((await hits({ q: 'suspendword', kind: 'discussions' })).map((h) => h.id)).toEqual([id]);
  });

  it('ranks only the newest matches of a common word, and still finds a rare one far back', async () => {
    const id = await discussion('Window thread', 'Nothing here.');
    const insertReplies = (count: number, content: string) =>
      testDatabase().then(({ db }) =>
        db.execute(sql`insert into discussion_reply (discussion_id, author_id, content)
          select ${id}, ${alice.id}, ${content} from generate_series(1, ${count})`),
      );
    // The rare word is older than RECENT_ROWS newer replies: only the index reaches it.
    await insertReplies(1, 'A lone quokkafish sighting.');
    await insertReplies(RECENT_ROWS + 50, 'Everyone says wombatish things.');
    const [rare] = await hits({ q: 'quokkafish', kind: 'discussions' });
    expect(rare).toMatchObject({ id, replyId: expect.any(Number) });

    const common: Hit[] = [];
    let cursor: string | undefined;
    do {
      const res = await search({
        q: 'wombatish',
        kind: 'discussions',
        limit: '40',
        ...(cursor ? { cursor } : {}),
      });
      common.push(...(res.json() as Hit[]));
      cursor = /cursor=([^&>]+)/.exec(String(res.headers.link ?? ''))?.[1];
      cursor = cursor ? decodeURIComponent(cursor) : undefined;
    } while (cursor);
    expect(common).toHaveLength(CANDIDATES_PER_TABLE);
    const result = await (await db()).execute(sql`select max(id) as newest from discussion_reply`);
    const [{ newest }] = (result as unknown as { rows: { newest: number }[] }).rows;
    const replyIds = common.map((hit) => hit.replyId ?? 0).sort((a, b) => b - a);
    expect(replyIds[0]).toBe(Number(newest));
    expect(replyIds.at(-1)).toBe(Number(newest) - CANDIDATES_PER_TABLE + 1);
  });

  it('keeps an answer only until something it could show changes (decision 040)', async () => {
    const generation = async () => {
      const result = await (await db()).execute(
        sql`select last_value + is_called::int as value from kept_search_generation`,
      );
      return String((result as unknown as { rows: { value: string }[] }).rows[0].value);
    };
    expect(await hits({ q: 'quincewords', kind: 'discussions' })).toEqual([]);
    const id = await discussion('Quincewords at the market', 'Fresh this week.');
    expect((await hits({ q: 'quincewords', kind: 'discussions' })).map((h) => h.id)).toEqual([id]);

    // An edit through the API: the old words no longer find it, the new ones do.
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/discussions/${id}`,
      headers: bob.headers,
      payload: { title: 'Medlarwords at the market', content: 'Fresh this week.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await hits({ q: 'quincewords', kind: 'discussions' })).toEqual([]);
    expect((await hits({ q: 'medlarwords', kind: 'discussions' }))[0].title).toBe(
      'Medlarwords at the market',
    );

    // Hidden by a moderator: gone for Alice at once, still Bob's to find (his own).
    await (await db())
      .update(discussions)
      .set({ hiddenAt: new Date(), hiddenBy: staff.id })
      .where(eq(discussions.id, id));
    expect(await hits({ q: 'medlarwords', kind: 'discussions' })).toEqual([]);
    expect((await hits({ q: 'medlarwords', kind: 'discussions' }, bob))[0].id).toBe(id);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/search/preview?q=medlarwords',
          headers: alice.headers,
        })
      ).json().discussions,
    ).toEqual([]);

    // A hit shows its author: a new name shows in the kept answer's place.
    await (await db()).update(users).set({ firstName: 'Johnny' }).where(eq(users.id, bob.id));
    expect((await hits({ q: 'quillfeather', kind: 'members' }))[0].title).toBe(
      'Johnny Quillfeather',
    );
    await (await db()).update(users).set({ firstName: 'John' }).where(eq(users.id, bob.id));

    // Reading a discussion (its view count, its activity) is not a change: answers stay.
    const before = await generation();
    await (await db())
      .update(discussions)
      .set({ viewCount: sql`${discussions.viewCount} + 1`, lastActivityAt: new Date() })
      .where(eq(discussions.id, id));
    expect(await generation()).toBe(before);
    await (await db()).update(discussions).set({ hiddenAt: null }).where(eq(discussions.id, id));
    expect(await generation()).not.toBe(before);
  });

  it("keeps each member's audience with the answers: a kept search costs the session alone", async () => {
    const carol = await signUpMember(app, { firstName: 'Carol', lastName: 'Keeps' });
    const id = await discussion('Persimmonwords at noon', 'x', carol);
    const query = { q: 'persimmonwords', kind: 'discussions' };
    expect((await hits(query, carol)).map((h) => h.id)).toEqual([id]);
    const { result, statements } = await statementsOf(() => hits(query, carol));
    expect(result.map((h) => h.id)).toEqual([id]);
    // The session with the generations (warm): no audience statement, no search.
    expect(statements).toHaveLength(WARM_SESSION_STATEMENTS);

    // Hidden by a moderator: Carol's audience is now her own, read again at once.
    await (await db())
      .update(discussions)
      .set({ hiddenAt: new Date(), hiddenBy: staff.id })
      .where(eq(discussions.id, id));
    expect((await hits(query, carol)).map((h) => h.id)).toEqual([id]);
    expect(await hits(query, alice)).toEqual([]);
    // Shown again: everyone's audience, and everyone finds it.
    await (await db()).update(discussions).set({ hiddenAt: null }).where(eq(discussions.id, id));
    expect((await hits(query, alice)).map((h) => h.id)).toEqual([id]);
    expect((await hits(query, carol)).map((h) => h.id)).toEqual([id]);
  });

  it('answers hostile input with a 400 or nothing, never a 500', async () => {
    expect((await search({ q: 'a'.repeat(10_000), kind: 'discussions' })).statusCode).toBe(400);
    expect((await search({ q: 'bad\u0000word', kind: 'discussions' })).statusCode).toBe(400);
    expect((await search({ q: 'x', kind: 'messages' })).statusCode).toBe(400);
    expect((await search({ q: 'x', kind: 'events', from: 'yesterday' })).statusCode).toBe(400);
    expect((await search({ q: 'x', kind: 'events', cursor: 'nope' })).statusCode).toBe(400);
    for (const q of [
      "'; drop table users; --",
      '"unbalanced',
      '-',
      'or',
      '!:* & | <->',
      'the',
      "o'brien:*",
      '((((',
    ]) {
      for (const kind of ['discussions', 'members']) {
        const res = await search({ q, kind });
        expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      }
    }
  });
});
