import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Skill, skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let bob: Member;
let carol: Member;
let accounting: Skill;

beforeAll(async () => {
  app = await createTestApp();
  const { db } = await testDatabase();
  [accounting] = await db
    .insert(skills)
    .values({ name: 'Accounting', category: 'Finance', description: 'Books and ledgers' })
    .returning();
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
  carol = await signUpMember(app, { firstName: 'Carol', lastName: 'Chen' });
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;

/** A fresh member holding Accounting as an intermediate with 2 years. */
async function ownerWithSkill() {
  const owner = await signUpMember(app, { firstName: 'Olivia', lastName: 'Owens' });
  const res = await app.inject({
    method: 'POST',
    url: `/api/users/${encodeURIComponent(owner.id)}/skills`,
    headers: owner.headers,
    payload: { skillId: accounting.id, proficiencyLevel: 'intermediate', yearsOfExperience: 2 },
  });
  expect(res.statusCode).toBe(201);
  return { owner, userSkill: res.json() as { id: number; createdAt: string; updatedAt: string } };
}

const edit = (member: Member, id: number | string, payload: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `/api/user-skills/${id}`,
    headers: member.headers,
    payload: payload as Record<string, unknown>,
  });
const endorse = (member: Member, id: number) =>
  app.inject({
    method: 'POST',
    url: `/api/user-skills/${id}/endorse`,
    headers: member.headers,
    payload: { comment: 'Sharp books.' },
  });
const listOf = (viewer: Member, ownerId: string) =>
  app.inject({ url: `/api/users/${encodeURIComponent(ownerId)}/skills`, headers: viewer.headers });
const rowOf = async (id: number) =>
  (await (await db()).select().from(userSkills).where(eq(userSkills.id, id)))[0];

describe('PATCH /api/user-skills/:id', () => {
  it('changes the level and years of your own skill and answers it, permissions included', async () => {
    const { owner, userSkill } = await ownerWithSkill();
    const res = await edit(owner, userSkill.id, {
      proficiencyLevel: 'expert',
      yearsOfExperience: 12,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: userSkill.id,
      userId: owner.id,
      skillId: accounting.id,
      proficiencyLevel: 'expert',
      yearsOfExperience: 12,
      isEndorsed: false,
      endorsementCount: 0,
      createdAt: userSkill.createdAt,
      updatedAt: expect.any(String),
      endorsedByMe: false,
      skill: {
        id: accounting.id,
        name: 'Accounting',
        category: 'Finance',
        description: 'Books and ledgers',
      },
      mine: true,
      canEdit: true,
      canDelete: true,
      canEndorse: false,
    });
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(userSkill.updatedAt));
    const row = await rowOf(userSkill.id);
    expect([row.proficiencyLevel, row.yearsOfExperience]).toEqual(['expert', 12]);
  });

  it('keeps the skill’s endorsements: endorse, edit, the count and who endorsed are unchanged', async () => {
    const { owner, userSkill } = await ownerWithSkill();
    expect((await endorse(bob, userSkill.id)).statusCode).toBe(201);
    expect((await endorse(carol, userSkill.id)).statusCode).toBe(201);
    const before = (await listOf(bob, owner.id)).json()[0];
    expect(before.endorsementCount).toBe(2);

    const res = await edit(owner, userSkill.id, {
      proficiencyLevel: 'advanced',
      yearsOfExperience: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ endorsementCount: 2, isEndorsed: true });

    const after = (await listOf(bob, owner.id)).json();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: userSkill.id,
      proficiencyLevel: 'advanced',
      yearsOfExperience: 5,
      endorsementCount: 2,
      isEndorsed: true,
      endorsedByMe: true,
      mine: false,
      canEdit: false,
      canDelete: false,
      canEndorse: true,
    });
    const [endorsements] = await (await db())
      .select({ n: count() })
      .from(skillEndorsements)
      .where(eq(skillEndorsements.userSkillId, userSkill.id));
    expect(endorsements.n).toBe(2);
  });

  it('tells the owner they may edit, and anyone else they may not', async () => {
    const { owner } = await ownerWithSkill();
    const canEditAs = async (viewer: Member) =>
      (await listOf(viewer, owner.id)).json().map((s: { canEdit: boolean }) => s.canEdit);
    expect(await canEditAs(owner)).toEqual([true]);
    expect(await canEditAs(bob)).toEqual([false]);
  });

  it("refuses to edit another member's skill with 403 and changes nothing", async () => {
    const { userSkill } = await ownerWithSkill();
    const before = await rowOf(userSkill.id);
    const res = await edit(bob, userSkill.id, { proficiencyLevel: 'expert', yearsOfExperience: 9 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only edit your own skills' });
    expect(await rowOf(userSkill.id)).toEqual(before);
  });

  it('answers 404 for a skill that does not exist (or no longer does)', async () => {
    const { owner, userSkill } = await ownerWithSkill();
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/user-skills/${userSkill.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    for (const id of [userSkill.id, 2_147_483_647]) {
      const res = await edit(owner, id, { proficiencyLevel: 'expert', yearsOfExperience: 3 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Skill not found' });
    }
  });

  it.each([0, 50])('accepts %i years', async (years) => {
    const { owner, userSkill } = await ownerWithSkill();
    const res = await edit(owner, userSkill.id, {
      proficiencyLevel: 'beginner',
      yearsOfExperience: years,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().yearsOfExperience).toBe(years);
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
      { yearsOfExperience: undefined },
      'yearsOfExperience',
      'Invalid input: expected number, received NaN',
    ],
    [
      { proficiencyLevel: 'guru' },
      'proficiencyLevel',
      'Invalid option: expected one of "beginner"|"intermediate"|"advanced"|"expert"',
    ],
    [
      { proficiencyLevel: undefined },
      'proficiencyLevel',
      'Invalid option: expected one of "beginner"|"intermediate"|"advanced"|"expert"',
    ],
  ])('rejects %j with 400 naming %s and changes nothing', async (patch, path, message) => {
    const { owner, userSkill } = await ownerWithSkill();
    const before = await rowOf(userSkill.id);
    const res = await edit(owner, userSkill.id, {
      proficiencyLevel: 'expert',
      yearsOfExperience: 4,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, issues: [{ path, message }] });
    expect(await rowOf(userSkill.id)).toEqual(before);
  });

  it('never moves a skill to another catalog entry or member: only level and years change', async () => {
    const { owner, userSkill } = await ownerWithSkill();
    const res = await edit(owner, userSkill.id, {
      proficiencyLevel: 'advanced',
      yearsOfExperience: 3,
      skillId: 999,
      userId: bob.id,
      endorsementCount: 40,
    });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(userSkill.id);
    expect([row.skillId, row.userId, row.endorsementCount]).toEqual([accounting.id, owner.id, 0]);
  });

  it.each(['abc', '0', '1.5', '2147483648'])('rejects the id %s with 400', async (id) => {
    const res = await edit(bob, id, { proficiencyLevel: 'expert', yearsOfExperience: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/params/);
  });
});
