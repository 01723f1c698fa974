import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let viewer: Member;
const ids: Record<string, string> = {};
const byName: Record<string, Member> = {};
let skillIds: Record<string, number>;

const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  app = await createTestApp();
  const { db } = await testDatabase();
  const inserted = await db
    .insert(skills)
    .values([
      { name: 'Venture Capital', category: 'Finance' },
      { name: 'Cybersecurity', category: 'Technology' },
      { name: 'Negotiation', category: 'Sales' },
      { name: 'Brand_Strategy', category: 'Marketing' },
    ])
    .returning();
  skillIds = Object.fromEntries(inserted.map((s) => [s.name, s.id]));

  viewer = await signUpMember(app, { firstName: 'Vera', lastName: 'Viewer' });
  const people: [string, string, string | null, string | null, number][] = [
    ['Ada', 'Zhang', 'Founder & CEO', 'Bayou Robotics', 400],
    ['Ben', 'Young', 'Software Engineer', 'Portside Labs', 5],
    ['Cara', 'Xu', 'Vice President, Sales', 'Lone Star Solar', 200],
    ['Dan', 'Walker', 'Partnership Manager', 'Third Ward Ventures', 90],
    ['Eve', 'Adams', null, null, 2],
  ];
  for (const [firstName, lastName, title, company, daysAgo] of people) {
    const m = await signUpMember(app, { firstName, lastName });
    await db
      .update(users)
      .set({
        title,
        company,
        phone: '(713) 555-0199',
        joinedAt: new Date(Date.now() - daysAgo * DAY),
      })
      .where(eq(users.id, m.id));
    ids[firstName] = m.id;
    byName[firstName] = m;
  }
  await db
    .update(users)
    .set({ joinedAt: new Date(Date.now() - 365 * DAY) })
    .where(eq(users.id, viewer.id));
  await db.insert(userSkills).values([
    {
      userId: ids.Ben,
      skillId: skillIds.Cybersecurity,
      proficiencyLevel: 'expert',
      yearsOfExperience: 8,
    },
    { userId: ids.Ben, skillId: skillIds.Negotiation },
    { userId: ids.Dan, skillId: skillIds['Venture Capital'], proficiencyLevel: 'advanced' },
  ]);
});
afterAll(() => app.close());

const list = (query = '', member: Member = viewer) =>
  app.inject({ url: `/api/users${query}`, headers: member.headers });
const names = (res: { json(): { firstName: string }[] }) => res.json().map((m) => m.firstName);

describe('GET /api/users', () => {
  it('lists every member alphabetically by last name with skills embedded', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Eve', 'Vera', 'Dan', 'Cara', 'Ben', 'Ada']);
    expect(res.headers['x-total-count']).toBe('6');
    const ben = res.json().find((m: { firstName: string }) => m.firstName === 'Ben');
    expect(ben.skills).toEqual([
      expect.objectContaining({
        name: 'Cybersecurity',
        proficiencyLevel: 'expert',
        yearsOfExperience: 8,
        endorsementCount: 0,
        endorsedByMe: false,
      }),
      expect.objectContaining({ name: 'Negotiation', proficiencyLevel: 'intermediate' }),
    ]);
  });

  it('shows nothing private: no phone, no password hash, no session data', async () => {
    const res = await list();
    for (const member of res.json()) {
      expect(Object.keys(member).sort()).toEqual(
        [
          'bio',
          'canEdit',
          'canReport',
          'hidden',
          'company',
          'email',
          'firstName',
          'id',
          'isSelf',
          'joinedAt',
          'lastName',
          'openToConnect',
          'pastCompanies',
          'profileImageUrl',
          'skills',
          'title',
          'website',
        ].sort(),
      );
    }
    expect(res.body).not.toMatch(/argon2|555-0199|rt\.sid/);
  });

  it.each([
    ['?search=zhang', ['Ada']],
    ['?search=ada%20zh', ['Ada']],
    ['?search=ENGINEER', ['Ben']],
    ['?search=solar', ['Cara']],
    ['?search=venture', ['Dan']],
    ['?search=cyber', ['Ben']],
    ['?search=%25', []],
    ['?search=_', []],
  ])('searches name, title, company and skill: %s', async (query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it('filters leadership by title and new members by the last 30 days', async () => {
    expect(names(await list('?filter=leadership'))).toEqual(['Cara', 'Ada']);
    expect(names(await list('?filter=new'))).toEqual(['Eve', 'Ben']);
    expect(names(await list('?filter=new&search=young'))).toEqual(['Ben']);
  });

  it("marks the viewer's own card as theirs to edit, and only others' skills to endorse", async () => {
    const cards = (await list()).json() as {
      id: string;
      isSelf: boolean;
      canEdit: boolean;
      skills: { canEndorse: boolean }[];
    }[];
    expect(cards.filter((m) => m.canEdit).map((m) => m.id)).toEqual([viewer.id]);
    // Who the card is (isSelf) is answered apart from what the viewer may do to it.
    expect(cards.filter((m) => m.isSelf).map((m) => m.id)).toEqual([viewer.id]);
    const ben = cards.find((m) => m.id === ids.Ben)!;
    expect(ben.skills.map((s) => s.canEndorse)).toEqual([true, true]);
    const asBen = (await list('?search=young', byName.Ben)).json()[0];
    expect(asBen).toMatchObject({ id: ids.Ben, isSelf: true, canEdit: true });
    expect(asBen.skills.map((s: { canEndorse: boolean }) => s.canEndorse)).toEqual([false, false]);
  });

  it('pages with a cursor and a Link header, and refuses bad paging input', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/users?limit=4';
    while (url) {
      const res = await app.inject({ url, headers: viewer.headers });
      expect(res.statusCode).toBe(200);
      seen.push(...names(res));
      const link = res.headers.link as string | undefined;
      url = link ? /<([^>]+)>/.exec(link)![1] : null;
    }
    expect(seen).toEqual(['Eve', 'Vera', 'Dan', 'Cara', 'Ben', 'Ada']);
    for (const bad of ['?limit=0', '?limit=201', '?limit=x', '?cursor=forged', '?filter=vip']) {
      expect((await list(bad)).statusCode).toBe(400);
    }
  });
});

describe('endorsements', () => {
  const userSkillOf = async (memberId: string, skill: string) => {
    const { db } = await testDatabase();
    const [row] = await db
      .select()
      .from(userSkills)
      .where(eq(userSkills.userId, memberId))
      .then((rows) => rows.filter((r) => r.skillId === skillIds[skill]));
    return row;
  };
  const endorse = (member: Member, id: number | string, payload?: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/user-skills/${id}/endorse`,
      headers: member.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it("endorses another member's skill once, raising the count in the same transaction", async () => {
    const target = await userSkillOf(ids.Ben, 'Negotiation');
    const res = await endorse(viewer, target.id, {
      comment: 'Closed our Series A terms with him.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().userSkill).toMatchObject({
      id: target.id,
      endorsementCount: 1,
      isEndorsed: true,
      endorsedByMe: true,
    });
    expect(res.json().endorsement).toMatchObject({
      comment: 'Closed our Series A terms with him.',
    });

    const again = await endorse(viewer, target.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already endorsed this skill' });
    expect((await userSkillOf(ids.Ben, 'Negotiation')).endorsementCount).toBe(1);

    const dir = (await list('?search=young')).json()[0];
    expect(dir.skills.find((s: { name: string }) => s.name === 'Negotiation')).toMatchObject({
      endorsementCount: 1,
      endorsedByMe: true,
    });

    const who = await app.inject({
      url: `/api/user-skills/${target.id}/endorsements`,
      headers: viewer.headers,
    });
    expect(who.json()).toEqual([
      expect.objectContaining({
        comment: 'Closed our Series A terms with him.',
        endorser: expect.objectContaining({ id: viewer.id, firstName: 'Vera' }),
      }),
    ]);
  });

  it('embeds each endorser as the one member summary, and pages endorsers newest first', async () => {
    const { db } = await testDatabase();
    const [target] = await db
      .insert(userSkills)
      .values({ userId: ids.Dan, skillId: skillIds.Brand_Strategy })
      .returning();
    const endorsers = [byName.Ada, byName.Ben, byName.Cara, byName.Eve, viewer];
    for (const m of endorsers) {
      expect((await endorse(m, target.id, { comment: `From ${m.id}` })).statusCode).toBe(201);
    }
    const total = endorsers.length;
    const seen: string[] = [];
    let url: string | null = `/api/user-skills/${target.id}/endorsements?limit=2`;
    let pages = 0;
    while (url) {
      const res: Awaited<ReturnType<App['inject']>> = await app.inject({
        url,
        headers: viewer.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(total));
      for (const e of res.json()) {
        expect(Object.keys(e).sort()).toEqual(['comment', 'createdAt', 'endorser', 'id']);
        expect(Object.keys(e.endorser).sort()).toEqual(
          ['company', 'email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'title'].sort(),
        );
        seen.push(e.endorser.id);
      }
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1] ?? null;
      pages++;
    }
    expect(pages).toBe(Math.ceil(total / 2));
    expect(seen).toEqual(endorsers.map((m) => m.id).reverse());
    const ada = (
      await app.inject({
        url: `/api/user-skills/${target.id}/endorsements?limit=200`,
        headers: viewer.headers,
      })
    )
      .json()
      .find((e: { endorser: { id: string } }) => e.endorser.id === ids.Ada);
    expect(ada.endorser).toEqual({
      id: ids.Ada,
      firstName: 'Ada',
      lastName: 'Zhang',
      email: expect.any(String),
      profileImageUrl: null,
      title: 'Founder & CEO',
      company: 'Bayou Robotics',
    });
    for (const bad of ['?limit=0', '?cursor=forged']) {
      const res = await app.inject({
        url: `/api/user-skills/${target.id}/endorsements${bad}`,
        headers: viewer.headers,
      });
      expect(res.statusCode).toBe(400);
    }
    const missing = await app.inject({
      url: '/api/user-skills/999999/endorsements',
      headers: viewer.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets exactly one of two racing endorsements from the same member through', async () => {
    const racer = await signUpMember(app);
    const target = await userSkillOf(ids.Dan, 'Venture Capital');
    const results = await Promise.all([endorse(racer, target.id), endorse(racer, target.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await userSkillOf(ids.Dan, 'Venture Capital')).endorsementCount).toBe(1);
    const { db } = await testDatabase();
    const [rows] = await db
      .select({ n: count() })
      .from(skillEndorsements)
      .where(eq(skillEndorsements.userSkillId, target.id));
    expect(rows.n).toBe(1);
  });

  it('refuses your own skill (403), a missing skill (404) and a bad id (400), writing nothing', async () => {
    const self = await signUpMember(app);
    const { db } = await testDatabase();
    const [mine] = await db
      .insert(userSkills)
      .values({ userId: self.id, skillId: skillIds.Cybersecurity })
      .returning();
    const res = await endorse(self, mine.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You cannot endorse your own skill' });
    expect((await endorse(self, 999999)).statusCode).toBe(404);
    expect((await endorse(self, 'abc')).statusCode).toBe(400);
    expect((await endorse(self, mine.id, { comment: 'x'.repeat(501) })).statusCode).toBe(400);
    const [after] = await db.select().from(userSkills).where(eq(userSkills.id, mine.id));
    expect(after.endorsementCount).toBe(0);
  });

  it('withdraws an endorsement and brings the count back down', async () => {
    const withdrawer = await signUpMember(app);
    const target = await userSkillOf(ids.Ben, 'Cybersecurity');
    expect((await endorse(withdrawer, target.id)).statusCode).toBe(201);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/user-skills/${target.id}/endorse`,
      headers: withdrawer.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await userSkillOf(ids.Ben, 'Cybersecurity')).toMatchObject({
      endorsementCount: 0,
      isEndorsed: false,
    });
    const twice = await app.inject({
      method: 'DELETE',
      url: `/api/user-skills/${target.id}/endorse`,
      headers: withdrawer.headers,
    });
    expect(twice.statusCode).toBe(404);
  });
});
