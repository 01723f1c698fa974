import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { setRole } from '../../auth/roles';
import { ADMINS_ONLY } from '../../security/staff-only';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { MERGE_INTO_ITSELF, SKILL_NOT_FOUND } from './catalog-service';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let admin: Member;
let moderator: Member;
let ann: Member;
let bob: Member;
let cid: Member;
let dee: Member;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  await setRole((await testDatabase()).db, moderator.email, 'moderator');
  ann = await signUpMember(app, { firstName: 'Ann' });
  bob = await signUpMember(app, { firstName: 'Bob' });
  cid = await signUpMember(app, { firstName: 'Cid' });
  dee = await signUpMember(app, { firstName: 'Dee' });
  const { db } = await testDatabase();
  await db
    .insert(skills)
    .values(['JavaScript', 'JS', 'Go', 'Python', 'Rust'].map((name) => ({ name })));
});
afterAll(() => app.close());

const call = (
  who: Member | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: who?.headers ?? {} });
const idOf = async (name: string) => {
  const { db } = await testDatabase();
  const [row] = await db.select({ id: skills.id }).from(skills).where(eq(skills.name, name));
  return row?.id;
};

/** A member holds a skill, endorsed by the given members (written straight to the tables). */
async function holds(member: Member, skill: string, endorsers: Member[]) {
  const { db } = await testDatabase();
  const [row] = await db
    .insert(userSkills)
    .values({
      userId: member.id,
      skillId: (await idOf(skill)) as number,
      endorsementCount: endorsers.length,
      isEndorsed: endorsers.length > 0,
    })
    .returning({ id: userSkills.id });
  if (endorsers.length > 0) {
    await db
      .insert(skillEndorsements)
      .values(endorsers.map((e) => ({ userSkillId: row.id, endorsedBy: e.id })));
  }
}

const skillsOf = async (member: Member) =>
  (await call(admin, 'GET', `/api/users/${encodeURIComponent(member.id)}/skills`)).json() as {
    skill: { name: string };
    endorsementCount: number;
  }[];

describe('the skill catalog in the console', () => {
  it.each([
    ['GET', '/api/admin/skills'],
    ['POST', '/api/admin/skills'],
    ['PATCH', '/api/admin/skills/1'],
    ['POST', '/api/admin/skills/1/merge'],
  ] as const)('%s %s belongs to admins', async (method, url) => {
    expect((await call(null, method, url, { name: 'X' })).statusCode).toBe(401);
    for (const who of [ann, moderator]) {
      const res = await call(who, method, url, { name: 'X', targetId: 2 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMINS_ONLY });
    }
    expect(await idOf('X')).toBeUndefined();
  });

  it('lists skills by name with how many hold them, searched, in pages', async () => {
    await holds(ann, 'Go', []);
    const first = await call(admin, 'GET', '/api/admin/skills?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.json()).toEqual([
      { id: expect.any(Number), name: 'Go', category: null, memberCount: 1 },
      { id: expect.any(Number), name: 'JavaScript', category: null, memberCount: 0 },
    ]);
    const next = /<([^>]+)>/.exec(String(first.headers.link))?.[1] as string;
    const second = await call(admin, 'GET', next);
    expect(second.json().map((s: { name: string }) => s.name)).toEqual(['JS', 'Python']);

    const found = await call(admin, 'GET', '/api/admin/skills?q=py');
    expect(found.json().map((s: { name: string }) => s.name)).toEqual(['Python']);
    const bad = await call(admin, 'GET', `/api/admin/skills?q=${'x'.repeat(101)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('q');
  });

  it('adds and renames skills, refusing a name taken in any case', async () => {
    const added = await call(admin, 'POST', '/api/admin/skills', { name: ' Kotlin ' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Kotlin', memberCount: 0 });

    const clash = await call(admin, 'POST', '/api/admin/skills', { name: 'python' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().issues[0]).toEqual({
      path: 'name',
      message: 'There is already a skill called python; merge the two instead',
    });
    const blank = await call(admin, 'POST', '/api/admin/skills', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0]).toEqual({ path: 'name', message: 'Name is required' });

    const renamed = await call(admin, 'PATCH', `/api/admin/skills/${added.json().id}`, {
      name: 'Kotlin (JVM)',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Kotlin (JVM)');
    const taken = await call(admin, 'PATCH', `/api/admin/skills/${added.json().id}`, {
      name: 'RUST',
    });
    expect(taken.statusCode).toBe(400);
    expect(
      (await call(admin, 'PATCH', '/api/admin/skills/999999', { name: 'Ghost' })).statusCode,
    ).toBe(404);

    const log = (await call(admin, 'GET', '/api/admin/audit?action=skill.rename')).json();
    expect(log[0]).toMatchObject({ before: { name: 'Kotlin' }, after: { name: 'Kotlin (JVM)' } });
  });

  it('merges two skills: members move with their endorsements, a member with both keeps the union once', async () => {
    // Bob holds only JS (endorsed by Ann); Cid holds both (JS by Ann and Dee, JavaScript by
    // Ann and Bob); Dee holds only JavaScript.
    await holds(bob, 'JS', [ann]);
    await holds(cid, 'JS', [ann, dee]);
    await holds(cid, 'JavaScript', [ann, bob]);
    await holds(dee, 'JavaScript', []);
    const js = (await idOf('JS')) as number;
    const javascript = (await idOf('JavaScript')) as number;

    const self = await call(admin, 'POST', `/api/admin/skills/${js}/merge`, { targetId: js });
    expect(self.statusCode).toBe(400);
    expect(self.json().issues[0]).toEqual({ path: 'targetId', message: MERGE_INTO_ITSELF });
    const nowhere = await call(admin, 'POST', `/api/admin/skills/${js}/merge`, {
      targetId: 999999,
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().issues[0]).toEqual({ path: 'targetId', message: SKILL_NOT_FOUND });
    expect(await idOf('JS')).toBe(js);

    const res = await call(admin, 'POST', `/api/admin/skills/${js}/merge`, {
      targetId: javascript,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: javascript, name: 'JavaScript', memberCount: 3 });
    expect(await idOf('JS')).toBeUndefined();

    expect(await skillsOf(bob)).toMatchObject([
      { skill: { name: 'JavaScript' }, endorsementCount: 1 },
    ]);
    expect(await skillsOf(cid)).toMatchObject([
      { skill: { name: 'JavaScript' }, endorsementCount: 3 },
    ]);
    expect(await skillsOf(dee)).toMatchObject([
      { skill: { name: 'JavaScript' }, endorsementCount: 0 },
    ]);

    const { db } = await testDatabase();
    const cidEndorsers = await db
      .select({ by: skillEndorsements.endorsedBy })
      .from(skillEndorsements)
      .innerJoin(userSkills, eq(userSkills.id, skillEndorsements.userSkillId))
      .where(eq(userSkills.userId, cid.id));
    expect(cidEndorsers.map((e) => e.by).sort()).toEqual([ann.id, bob.id, dee.id].sort());

    const log = (await call(admin, 'GET', '/api/admin/audit?action=skill.merge')).json();
    expect(log[0]).toMatchObject({
      targetLabel: 'JavaScript',
      before: { merged: { name: 'JS' } },
      after: { into: { name: 'JavaScript' }, movedMembers: 1 },
    });
    const gone = await call(admin, 'POST', `/api/admin/skills/${js}/merge`, {
      targetId: javascript,
    });
    expect(gone.statusCode).toBe(404);
  });
});
