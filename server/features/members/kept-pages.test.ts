import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { keptAndFresh } from '../../test/kept';

/**
 * The directory keeps each audience's page until a card, a skill or its endorsement count
 * changes (decision 045): a kept page is what a fresh read gives, each viewer's card
 * abilities and endorsements are their own, and a change is seen at once.
 */
type Skill = {
  id: number;
  name: string;
  endorsementCount: number;
  endorsedByMe: boolean;
  canEndorse: boolean;
};
type Card = {
  id: string;
  title: string | null;
  isSelf: boolean;
  canEdit: boolean;
  skills: Skill[];
};
let app: Awaited<ReturnType<typeof createTestApp>>;
let admin: Member;
let maya: Member;
let noah: Member;
let userSkillId: number;

beforeAll(async () => {
  app = await createTestApp();
  // The install's first account is its admin (decision 017).
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  maya = await signUpMember(app, { firstName: 'Maya', lastName: 'Keeps' });
  noah = await signUpMember(app, { firstName: 'Noah', lastName: 'Reads' });
  const { db } = await testDatabase();
  const [skill] = await db
    .insert(skills)
    .values({ name: 'Kept Pricing', category: 'Finance', description: 'Pricing' })
    .returning();
  const added = await app.inject({
    method: 'POST',
    url: `/api/users/${maya.id}/skills`,
    headers: maya.headers,
    payload: { skillId: skill.id, proficiencyLevel: 'expert', yearsOfExperience: 9 },
  });
  expect(added.statusCode).toBe(201);
  userSkillId = added.json().id;
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const directory = async (member: Member) => {
  const res = await app.inject({ url: '/api/users?limit=24', headers: member.headers });
  expect(res.statusCode).toBe(200);
  return { cards: res.json() as Card[], total: res.headers['x-total-count'] };
};
const mayasCard = async (member: Member) =>
  (await directory(member)).cards.find((c) => c.id === maya.id);

describe('the kept directory', () => {
  it('answers the next member from the kept page: their session and one statement of their own', async () => {
    const { statements } = await keptAndFresh(
      'members',
      () => directory(maya),
      () => directory(noah),
    );
    expect(statements).toHaveLength(2);
    expect(await mayasCard(noah)).toMatchObject({
      isSelf: false,
      canEdit: false,
      skills: [{ name: 'Kept Pricing', endorsedByMe: false, canEndorse: true }],
    });
    expect(await mayasCard(maya)).toMatchObject({
      isSelf: true,
      canEdit: true,
      skills: [{ canEndorse: false }],
    });
  });

  it('shows an endorsement at once: the count to everyone, the mark to its giver', async () => {
    await directory(maya);
    const endorsed = await app.inject({
      method: 'POST',
      url: `/api/user-skills/${userSkillId}/endorse`,
      headers: noah.headers,
    });
    expect(endorsed.statusCode).toBe(201);
    expect(await mayasCard(noah)).toMatchObject({
      skills: [{ endorsementCount: 1, endorsedByMe: true }],
    });
    expect(await mayasCard(admin)).toMatchObject({
      skills: [{ endorsementCount: 1, endorsedByMe: false }],
    });
  });

  it('shows a profile edit at once, and keeps a hidden profile to its member and staff', async () => {
    await directory(noah);
    await (await db()).update(users).set({ title: 'CFO' }).where(eq(users.id, maya.id));
    expect(await mayasCard(noah)).toMatchObject({ title: 'CFO' });
    await (await db())
      .update(users)
      .set({ profileHiddenAt: new Date() })
      .where(eq(users.id, maya.id));
    expect(await mayasCard(noah)).toBeUndefined();
    expect(await mayasCard(maya)).toMatchObject({ isSelf: true });
    expect(await mayasCard(admin)).toBeDefined();
    expect(await mayasCard(noah)).toBeUndefined();
  });
});
