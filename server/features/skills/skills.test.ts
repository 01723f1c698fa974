import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Skill, skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let alice: Member;
let bob: Member;
const catalog: Record<string, Skill> = {};

// The migration's catalog does not survive the per-file truncate, so each test builds its
// own. Names are chosen so their order never depends on the database's collation.
const fixtures = [
  { name: 'Venture Capital', category: 'Finance', description: 'Early-stage investing' },
  { name: 'Financial Modeling', category: 'Finance', description: 'Spreadsheet models' },
  { name: 'Accounting', category: 'Finance', description: null },
  { name: 'Executive Leadership', category: 'Leadership', description: 'Leading at the top' },
  { name: 'Change Management', category: 'Leadership', description: 'Guiding change' },
  { name: 'Renewable Energy', category: 'Energy', description: 'Solar and wind' },
  { name: 'Oil & Gas', category: 'Energy', description: 'Upstream and midstream' },
  { name: 'Cloud Architecture', category: 'Technology', description: 'AWS, Azure, GCP' },
  { name: 'Data_Science', category: 'Technology', description: 'Underscore in the name' },
  { name: 'Growth 100% Hacking', category: 'Marketing', description: 'Percent in the name' },
  { name: 'DataXScience', category: 'Technology', description: 'Would match an unescaped _' },
  { name: 'Growth 100 Hacking', category: 'Marketing', description: 'Would match an unescaped %' },
];

beforeAll(async () => {
  app = await createTestApp();
  const { db } = await testDatabase();
  const rows = await db.insert(skills).values(fixtures).returning();
  for (const row of rows) catalog[row.name] = row;
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const skillId = (name: string) => catalog[name].id;

const add = (member: Member, payload: Record<string, unknown>, ownerId = member.id) =>
  app.inject({
    method: 'POST',
    url: `/api/users/${encodeURIComponent(ownerId)}/skills`,
    headers: member.headers,
    payload,
  });
const listOf = (member: Member, ownerId: string) =>
  app.inject({ url: `/api/users/${encodeURIComponent(ownerId)}/skills`, headers: member.headers });
const remove = (member: Member, id: number | string) =>
  app.inject({ method: 'DELETE', url: `/api/user-skills/${id}`, headers: member.headers });
const search = (member: Member, query = '') =>
  app.inject({ url: `/api/skills${query}`, headers: member.headers });

const rowsOf = async (userId: string) =>
  (await db()).select().from(userSkills).where(eq(userSkills.userId, userId));
const userSkillCount = async () =>
  (await (await db()).select({ n: count() }).from(userSkills))[0].n;

/** A fresh member per test keeps each test's skill list its own. */
const freshMember = () => signUpMember(app);

describe('GET /api/skills', () => {
  it('lists the catalog by category then name with the total', async () => {
    const res = await search(alice);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(fixtures.length));
    expect(res.headers.link).toBeUndefined();
    const body = res.json();
    expect(body.map((s: Skill) => [s.category, s.name])).toEqual([
      ['Energy', 'Oil & Gas'],
      ['Energy', 'Renewable Energy'],
      ['Finance', 'Accounting'],
      ['Finance', 'Financial Modeling'],
      ['Finance', 'Venture Capital'],
      ['Leadership', 'Change Management'],
      ['Leadership', 'Executive Leadership'],
      ['Marketing', 'Growth 100 Hacking'],
      ['Marketing', 'Growth 100% Hacking'],
      ['Technology', 'Cloud Architecture'],
      ['Technology', 'DataXScience'],
      ['Technology', 'Data_Science'],
    ]);
    expect(body[0]).toEqual({
      id: skillId('Oil & Gas'),
      name: 'Oil & Gas',
      category: 'Energy',
      description: 'Upstream and midstream',
    });
  });

  it('matches the name case-insensitively', async () => {
    const res = await search(alice, '?search=CAPITAL');
    expect(res.json().map((s: Skill) => s.name)).toEqual(['Venture Capital']);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('matches the category case-insensitively', async () => {
    const res = await search(alice, '?search=leaders');
    expect(res.json().map((s: Skill) => s.name)).toEqual([
      'Change Management',
      'Executive Leadership',
    ]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const underscore = await search(alice, '?search=a_s');
    expect(underscore.json().map((s: Skill) => s.name)).toEqual(['Data_Science']);
    const percent = await search(alice, `?search=${encodeURIComponent('100%')}`);
    expect(percent.json().map((s: Skill) => s.name)).toEqual(['Growth 100% Hacking']);
    const backslash = await search(alice, `?search=${encodeURIComponent('\\')}`);
    expect(backslash.json()).toEqual([]);
    expect(backslash.headers['x-total-count']).toBe('0');
  });

  it('treats a blank search as no search', async () => {
    const res = await search(alice, '?search=%20%20');
    expect(res.json()).toHaveLength(fixtures.length);
  });

  it('pages by cursor in order, with the total on every page and a next link', async () => {
    const first = await search(alice, '?search=e&limit=5');
    const total = Number(first.headers['x-total-count']);
    expect(total).toBe(12);
    expect(first.json()).toHaveLength(5);
    expect(first.headers.link).toMatch(
      /^<\/api\/skills\?search=e&limit=5&cursor=[\w-]+>; rel="next"$/,
    );
    const all = (await search(alice, '?search=e&limit=200')).json();
    expect(all).toHaveLength(total);
    const pages = [...first.json()];
    let next: string | undefined = first.headers.link as string;
    let count = 1;
    while (next) {
      const url = /^<([^>]+)>; rel="next"$/.exec(next)?.[1];
      const page = await app.inject({ url, headers: alice.headers });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe(String(total));
      pages.push(...page.json());
      next = page.headers.link as string | undefined;
      count++;
    }
    expect(count).toBe(3);
    expect(pages).toEqual(all);
  });

  it('pages skills without a category last, across a page boundary', async () => {
    const store = await db();
    const [loose] = await store
      .insert(skills)
      .values({ name: 'Aaa Uncategorized', category: null, description: null })
      .returning();
    try {
      const seen: string[] = [];
      let url: string | null = '/api/skills?limit=4';
      while (url) {
        const page: Awaited<ReturnType<App['inject']>> = await app.inject({
          url,
          headers: alice.headers,
        });
        expect(page.headers['x-total-count']).toBe(String(fixtures.length + 1));
        seen.push(...page.json().map((s: Skill) => s.name));
        url = /<([^>]+)>; rel="next"/.exec(String(page.headers.link ?? ''))?.[1] ?? null;
      }
      expect(seen.at(-1)).toBe('Aaa Uncategorized');
      expect(seen).toHaveLength(fixtures.length + 1);
      expect(new Set(seen).size).toBe(seen.length);
    } finally {
      await store.delete(skills).where(eq(skills.id, loose.id));
    }
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=201', 'limit'],
    ['?limit=abc', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?cursor=forged', 'cursor'],
    [
      `?cursor=${Buffer.from('{"uncategorized":0,"category":"a\\u0000","name":"b","id":1}').toString('base64url')}`,
      'cursor',
    ],
    [`?cursor=${'x'.repeat(501)}`, 'cursor'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('rejects %s with 400 naming %s', async (query, path) => {
    const res = await search(alice, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });
});

describe('POST /api/users/:id/skills', () => {
  it('adds a skill to your own profile with the skill embedded', async () => {
    const member = await freshMember();
    const res = await add(member, {
      skillId: skillId('Venture Capital'),
      proficiencyLevel: 'expert',
      yearsOfExperience: 12,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      userId: member.id,
      skillId: skillId('Venture Capital'),
      proficiencyLevel: 'expert',
      yearsOfExperience: 12,
      isEndorsed: false,
      endorsementCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      endorsedByMe: false,
      skill: {
        id: skillId('Venture Capital'),
        name: 'Venture Capital',
        category: 'Finance',
        description: 'Early-stage investing',
      },
      mine: true,
      canEdit: true,
      canDelete: true,
      canEndorse: false,
    });
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt);
    const [row] = await rowsOf(member.id);
    expect(row).toMatchObject({ id: body.id, proficiencyLevel: 'expert', yearsOfExperience: 12 });
  });

  it('defaults to intermediate with 1 year', async () => {
    const member = await freshMember();
    const res = await add(member, { skillId: skillId('Accounting') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ proficiencyLevel: 'intermediate', yearsOfExperience: 1 });
  });

  it.each([0, 50])('accepts %i years', async (years) => {
    const member = await freshMember();
    const res = await add(member, { skillId: skillId('Accounting'), yearsOfExperience: years });
    expect(res.statusCode).toBe(201);
    expect(res.json().yearsOfExperience).toBe(years);
  });

  it.each(['beginner', 'intermediate', 'advanced', 'expert'])('accepts %s', async (level) => {
    const member = await freshMember();
    const res = await add(member, { skillId: skillId('Accounting'), proficiencyLevel: level });
    expect(res.statusCode).toBe(201);
    expect(res.json().proficiencyLevel).toBe(level);
  });

  it.each([
    [
      { yearsOfExperience: -1 },
      'yearsOfExperience',
      'Years of experience must be between 0 and 50',
    ],
    [
      { yearsOfExperience: 51 },
      'yearsOfExperience',
      'Years of experience must be between 0 and 50',
    ],
    [{ yearsOfExperience: 2.5 }, 'yearsOfExperience', 'Years of experience must be a whole number'],
    [
      { yearsOfExperience: 'many' },
      'yearsOfExperience',
      'Invalid input: expected number, received NaN',
    ],
    [
      { proficiencyLevel: 'guru' },
      'proficiencyLevel',
      'Invalid option: expected one of "beginner"|"intermediate"|"advanced"|"expert"',
    ],
    [
      { proficiencyLevel: 'Expert' },
      'proficiencyLevel',
      'Invalid option: expected one of "beginner"|"intermediate"|"advanced"|"expert"',
    ],
    [{ skillId: undefined }, 'skillId', 'Skill is required'],
    [{ skillId: 0 }, 'skillId', 'Skill is required'],
    [{ skillId: 'abc' }, 'skillId', 'Skill is required'],
  ])('rejects %j with 400 naming %s and writes nothing', async (patch, path, message) => {
    const member = await freshMember();
    const res = await add(member, { skillId: skillId('Accounting'), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('refuses a body that is not JSON with 400', async () => {
    const member = await freshMember();
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${member.id}/skills`,
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"skillId":',
    });
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('refuses to add a skill to another member with 403 and writes nothing', async () => {
    const target = await freshMember();
    const before = await userSkillCount();
    const res = await add(alice, { skillId: skillId('Accounting') }, target.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only add skills to your own profile' });
    expect(await rowsOf(target.id)).toEqual([]);
    expect(await rowsOf(alice.id)).toEqual([]);
    expect(await userSkillCount()).toBe(before);
  });

  it('answers 404 for a skill that does not exist and writes nothing', async () => {
    const member = await freshMember();
    const res = await add(member, { skillId: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Skill not found' });
    // Past the integer range the schema refuses it before any query runs.
    const huge = await add(member, { skillId: 99_999_999_999 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().issues).toContainEqual({ path: 'skillId', message: 'Skill not found' });
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('answers 409 when you already have the skill and keeps the first', async () => {
    const member = await freshMember();
    const first = await add(member, {
      skillId: skillId('Cloud Architecture'),
      yearsOfExperience: 3,
    });
    expect(first.statusCode).toBe(201);
    const again = await add(member, {
      skillId: skillId('Cloud Architecture'),
      proficiencyLevel: 'expert',
      yearsOfExperience: 9,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already have this skill' });
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ proficiencyLevel: 'intermediate', yearsOfExperience: 3 });
  });

  it('lets two members hold the same skill', async () => {
    const one = await freshMember();
    const two = await freshMember();
    expect((await add(one, { skillId: skillId('Oil & Gas') })).statusCode).toBe(201);
    expect((await add(two, { skillId: skillId('Oil & Gas') })).statusCode).toBe(201);
  });

  // Fastify refuses path parameters over maxParamLength (100 by default) with 414 before
  // the schema's 255 applies; either way a client error, never a 500.
  it('refuses an over-long member id with a client error and writes nothing', async () => {
    const before = await userSkillCount();
    const res = await add(alice, { skillId: skillId('Accounting') }, 'x'.repeat(256));
    expect([400, 414]).toContain(res.statusCode);
    expect(await userSkillCount()).toBe(before);
  });
});

describe('GET /api/users/:id/skills', () => {
  it('lists the member skills, expert first then by skill name, with the skill embedded', async () => {
    const member = await freshMember();
    const added: Record<string, number> = {};
    for (const [name, proficiencyLevel] of [
      ['Accounting', 'beginner'],
      ['Venture Capital', 'expert'],
      ['Renewable Energy', 'advanced'],
      ['Change Management', 'intermediate'],
      ['Cloud Architecture', 'expert'],
      ['Oil & Gas', 'advanced'],
    ]) {
      const res = await add(member, { skillId: skillId(name), proficiencyLevel });
      added[name] = res.json().id;
    }
    // Someone else's skills never leak into the list.
    await add(bob, { skillId: skillId('Financial Modeling') });

    const res = await listOf(alice, member.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.map((r: { skill: Skill; proficiencyLevel: string }) => [
        r.skill.name,
        r.proficiencyLevel,
      ]),
    ).toEqual([
      ['Cloud Architecture', 'expert'],
      ['Venture Capital', 'expert'],
      ['Oil & Gas', 'advanced'],
      ['Renewable Energy', 'advanced'],
      ['Change Management', 'intermediate'],
      ['Accounting', 'beginner'],
    ]);
    expect(body[1]).toEqual({
      id: added['Venture Capital'],
      userId: member.id,
      skillId: skillId('Venture Capital'),
      proficiencyLevel: 'expert',
      yearsOfExperience: 1,
      isEndorsed: false,
      endorsementCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      endorsedByMe: false,
      skill: {
        id: skillId('Venture Capital'),
        name: 'Venture Capital',
        category: 'Finance',
        description: 'Early-stage investing',
      },
      mine: false,
      canEdit: false,
      canDelete: false,
      canEndorse: true,
    });
    expect(body[5].skill.description).toBeNull();
  });

  it('tells the owner they may remove and not endorse, and anyone else the reverse', async () => {
    const member = await freshMember();
    await add(member, { skillId: skillId('Accounting') });
    const permissionsOf = async (viewer: Member) =>
      (await listOf(viewer, member.id))
        .json()
        .map((r: { canDelete: boolean; canEndorse: boolean }) => [r.canDelete, r.canEndorse]);
    expect(await permissionsOf(member)).toEqual([[true, false]]);
    expect(await permissionsOf(bob)).toEqual([[false, true]]);
  });

  it('answers an empty list for a member without skills', async () => {
    const member = await freshMember();
    const res = await listOf(alice, member.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('tells each viewer whether they endorsed the skill', async () => {
    const member = await freshMember();
    const endorsed = (await add(member, { skillId: skillId('Data_Science') })).json();
    const plain = (await add(member, { skillId: skillId('DataXScience') })).json();
    const store = await db();
    await store.insert(skillEndorsements).values({ userSkillId: endorsed.id, endorsedBy: bob.id });
    await store.insert(skillEndorsements).values({ userSkillId: plain.id, endorsedBy: alice.id });

    const byBob = (await listOf(bob, member.id)).json();
    expect(byBob.map((r: { id: number; endorsedByMe: boolean }) => [r.id, r.endorsedByMe])).toEqual(
      [
        [plain.id, false],
        [endorsed.id, true],
      ],
    );
    const byAlice = (await listOf(alice, member.id)).json();
    expect(
      byAlice.map((r: { id: number; endorsedByMe: boolean }) => [r.id, r.endorsedByMe]),
    ).toEqual([
      [plain.id, true],
      [endorsed.id, false],
    ]);
    const byOwner = (await listOf(member, member.id)).json();
    expect(byOwner.every((r: { endorsedByMe: boolean }) => r.endorsedByMe === false)).toBe(true);
  });

  it('answers 404 for an unknown member', async () => {
    const res = await listOf(alice, 'no-such-member');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Member not found' });
  });

  it('finds a member whose id needs escaping in the path', async () => {
    const store = await db();
    const id = 'oidc:issuer.example:sub/with spaces';
    await store.execute(sql`insert into users (id, email) values (${id}, ${'odd@example.com'})`);
    await store.insert(userSkills).values({ userId: id, skillId: skillId('Accounting') });
    const res = await listOf(alice, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { userId: string }) => r.userId)).toEqual([id]);
  });

  it('refuses an over-long member id with a client error', async () => {
    const res = await listOf(alice, 'x'.repeat(256));
    expect([400, 414]).toContain(res.statusCode);
  });
});

describe('DELETE /api/user-skills/:id', () => {
  it('removes your own skill with 204 and its endorsements with it', async () => {
    const member = await freshMember();
    const row = (await add(member, { skillId: skillId('Accounting') })).json();
    const kept = (await add(member, { skillId: skillId('Oil & Gas') })).json();
    const store = await db();
    await store.insert(skillEndorsements).values({ userSkillId: row.id, endorsedBy: bob.id });
    const res = await remove(member, row.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await rowsOf(member.id)).map((r) => r.id)).toEqual([kept.id]);
    const endorsements = await store
      .select()
      .from(skillEndorsements)
      .where(eq(skillEndorsements.userSkillId, row.id));
    expect(endorsements).toEqual([]);
    // The skill can be added again afterwards.
    expect((await add(member, { skillId: skillId('Accounting') })).statusCode).toBe(201);
  });

  it("refuses to remove another member's skill with 403 and deletes nothing", async () => {
    const owner = await freshMember();
    const row = (await add(owner, { skillId: skillId('Accounting') })).json();
    const res = await remove(alice, row.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only remove your own skills' });
    expect((await rowsOf(owner.id)).map((r) => r.id)).toEqual([row.id]);
  });

  it('answers 404 for a skill that does not exist', async () => {
    const member = await freshMember();
    const row = (await add(member, { skillId: skillId('Accounting') })).json();
    expect((await remove(member, row.id)).statusCode).toBe(204);
    const again = await remove(member, row.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Skill not found' });
    expect((await remove(member, 2_147_483_647)).statusCode).toBe(404);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', '1e3'])(
    'rejects the id %s with 400',
    async (id) => {
      const before = await userSkillCount();
      const res = await remove(alice, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/params/);
      expect(await userSkillCount()).toBe(before);
    },
  );
});

describe('migration 0002_skill_catalog', () => {
  const file = resolve(import.meta.dirname, '../../db/migrations/0002_skill_catalog.sql');

  it('installs its 81 described skills (at least 60) across 14 categories, idempotently', async () => {
    // The migration's own SQL on this worker's database, emptied of the skills the tests
    // above inserted (a fresh PGlite per test would cost seconds).
    const fresh = await testDatabase();
    await fresh.db.execute(sql`truncate ${skills} cascade`);
    const install = () => fresh.db.execute(sql.raw(readFileSync(file, 'utf8')));
    await install();
    const stats = async () => {
      const [row] = await fresh.db
        .select({
          skills: count(),
          categories: sql<number>`count(distinct ${skills.category})::int`,
          described: sql<number>`count(*) filter (where length(${skills.description}) > 10)::int`,
        })
        .from(skills);
      return row;
    };
    const installed = await stats();
    expect(installed.skills).toBe(81);
    expect(installed.described).toBe(installed.skills);
    expect(installed.categories).toBe(14);
    const categories = (
      await fresh.db.selectDistinct({ category: skills.category }).from(skills)
    ).map((r) => r.category);
    expect(categories).toEqual(
      expect.arrayContaining([
        'Leadership',
        'Strategy',
        'Finance',
        'Marketing',
        'Sales',
        'Technology',
        'Operations',
        'Legal',
        'Human Resources',
        'Real Estate',
        'Energy',
        'Healthcare',
      ]),
    );
    // Running it again (a re-seeded or partly filled database) adds nothing and fails not.
    await install();
    expect(await stats()).toEqual(installed);
  });
});
