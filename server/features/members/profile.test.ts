import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discussionCategories,
  discussionReplies,
  discussions,
} from '../../../shared/schema/discussions';
import { events } from '../../../shared/schema/events';
import { jobPostings } from '../../../shared/schema/jobs';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import { setRole } from '../../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { insertItemsOf } from '../reports/test-fixtures';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let priya: Member;
let viewer: Member;
let quiet: Member;

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** Whole seconds, so what the server answers is exactly what was stored. */
const NOW = Math.floor(Date.now() / 1000) * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const profile = (id: string, member: Member = viewer) =>
  app.inject({ url: `/api/users/${encodeURIComponent(id)}/profile`, headers: member.headers });

let ids: {
  userSkill: number;
  category: string;
  discussions: number[];
  events: number[];
  jobs: number[];
};

beforeAll(async () => {
  app = await createTestApp();
  const { db } = await testDatabase();
  priya = await signUpMember(app, { firstName: 'Priya', lastName: 'Shah' });
  viewer = await signUpMember(app, { firstName: 'Vera', lastName: 'Viewer' });
  quiet = await signUpMember(app, { firstName: 'Quinn', lastName: 'Quiet' });
  await db
    .update(users)
    .set({
      title: 'Managing Partner',
      company: 'Bayou Capital',
      bio: 'Investing in Houston energy tech. Notes at https://example.com/priya',
      pastCompanies: ['Goldman Sachs', 'Shell'],
      phone: '(713) 555-0142',
      openToConnect: true,
      joinedAt: new Date(NOW - 400 * DAY),
    })
    .where(eq(users.id, priya.id));

  const [skill] = await db
    .insert(skills)
    .values({ name: 'Profile Test Finance', category: 'Finance' })
    .returning();
  const [userSkill] = await db
    .insert(userSkills)
    .values({
      userId: priya.id,
      skillId: skill.id,
      proficiencyLevel: 'expert',
      yearsOfExperience: 12,
      endorsementCount: 1,
      isEndorsed: true,
    })
    .returning();
  await db.insert(skillEndorsements).values({ userSkillId: userSkill.id, endorsedBy: viewer.id });

  const [category] = await db
    .insert(discussionCategories)
    .values({ name: 'Profile Test Category' })
    .returning();
  // Seven discussions by Priya (one a day), one by someone else.
  const posted = await db
    .insert(discussions)
    .values([
      ...Array.from({ length: 7 }, (_, i) => ({
        title: `Priya topic ${i}`,
        content: 'Body',
        categoryId: category.id,
        authorId: priya.id,
        createdAt: new Date(NOW - i * DAY),
      })),
      {
        title: 'Not hers',
        content: 'Body',
        categoryId: category.id,
        authorId: viewer.id,
        createdAt: new Date(NOW),
      },
    ])
    .returning({ id: discussions.id });
  await db.insert(discussionReplies).values([
    { discussionId: posted[0].id, authorId: viewer.id, content: 'Yes' },
    { discussionId: posted[0].id, authorId: quiet.id, content: 'Agreed' },
    { discussionId: posted[2].id, authorId: viewer.id, content: 'Hm' },
  ]);

  // Six upcoming events she organises, one past, one by someone else.
  const held = await db
    .insert(events)
    .values([
      ...Array.from({ length: 6 }, (_, i) => ({
        title: `Priya event ${i}`,
        startDate: new Date(NOW + (i + 1) * DAY),
        endDate: i === 0 ? new Date(NOW + DAY + 2 * HOUR) : null,
        location: i === 0 ? 'Downtown' : null,
        isVirtual: i === 1,
        createdBy: priya.id,
      })),
      { title: 'Past event', startDate: new Date(NOW - DAY), createdBy: priya.id },
      { title: 'Not hers', startDate: new Date(NOW + DAY), createdBy: viewer.id },
    ])
    .returning({ id: events.id });

  // Six open jobs (one expiring later), one closed, one expired, one by someone else.
  const job = { company: 'Bayou Capital', description: 'Work', jobType: 'full-time' };
  const jobs = await db
    .insert(jobPostings)
    .values([
      ...Array.from({ length: 6 }, (_, i) => ({
        ...job,
        title: `Priya job ${i}`,
        location: i === 0 ? 'Houston, TX' : null,
        postedBy: priya.id,
        createdAt: new Date(NOW - i * HOUR),
        expiresAt: i === 1 ? new Date(NOW + 30 * DAY) : null,
      })),
      { ...job, title: 'Closed', postedBy: priya.id, isActive: false },
      { ...job, title: 'Expired', postedBy: priya.id, expiresAt: new Date(NOW - DAY) },
      { ...job, title: 'Not hers', postedBy: viewer.id },
    ])
    .returning({ id: jobPostings.id });

  ids = {
    userSkill: userSkill.id,
    category: category.name,
    discussions: posted.map((d) => d.id),
    events: held.map((e) => e.id),
    jobs: jobs.map((j) => j.id),
  };
});
afterAll(() => app.close());

describe('GET /api/users/:id/profile', () => {
  it("answers a member's profile: who they are, five of each list, and the full counts", async () => {
    const res = await profile(priya.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      member: {
        id: priya.id,
        firstName: 'Priya',
        lastName: 'Shah',
        email: priya.email,
        profileImageUrl: null,
        title: 'Managing Partner',
        company: 'Bayou Capital',
        pastCompanies: ['Goldman Sachs', 'Shell'],
        bio: 'Investing in Houston energy tech. Notes at https://example.com/priya',
        website: null,
        openToConnect: true,
        joinedAt: iso(NOW - 400 * DAY),
        skills: [
          {
            id: ids.userSkill,
            skillId: expect.any(Number),
            name: 'Profile Test Finance',
            category: 'Finance',
            proficiencyLevel: 'expert',
            yearsOfExperience: 12,
            endorsementCount: 1,
            isEndorsed: true,
            endorsedByMe: true,
            canEndorse: true,
          },
        ],
        isSelf: false,
        canEdit: false,
        hidden: false,
        canReport: true,
      },
      discussions: [0, 1, 2, 3, 4].map((i) => ({
        id: ids.discussions[i],
        title: `Priya topic ${i}`,
        categoryName: 'Profile Test Category',
        replyCount: i === 0 ? 2 : i === 2 ? 1 : 0,
        createdAt: iso(NOW - i * DAY),
      })),
      discussionCount: 7,
      events: [0, 1, 2, 3, 4].map((i) => ({
        id: ids.events[i],
        title: `Priya event ${i}`,
        startDate: iso(NOW + (i + 1) * DAY),
        endDate: i === 0 ? iso(NOW + DAY + 2 * HOUR) : null,
        location: i === 0 ? 'Downtown' : null,
        isVirtual: i === 1,
        // None chose a zone of its own: each follows the community's.
        timeZone: null,
      })),
      upcomingEventCount: 6,
      jobs: [0, 1, 2, 3, 4].map((i) => ({
        id: ids.jobs[i],
        title: `Priya job ${i}`,
        company: 'Bayou Capital',
        location: i === 0 ? 'Houston, TX' : null,
        jobType: 'full-time',
        createdAt: iso(NOW - i * HOUR),
      })),
      openJobCount: 6,
    });
    // Nothing private leaves the server.
    expect(res.body).not.toMatch(/555-0142|argon2|rt\.sid/);
  });

  it('shows the member their own profile as theirs: editable, nothing to endorse', async () => {
    const res = await profile(priya.id, priya);
    expect(res.statusCode).toBe(200);
    const { member } = res.json();
    expect(member.isSelf).toBe(true);
    expect(member.canEdit).toBe(true);
    expect(member.skills).toEqual([
      expect.objectContaining({ id: ids.userSkill, endorsedByMe: false, canEndorse: false }),
    ]);
  });

  it('answers a member with nothing yet: empty lists and zero counts', async () => {
    const res = await profile(quiet.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.member).toMatchObject({
      id: quiet.id,
      firstName: 'Quinn',
      pastCompanies: null,
      bio: null,
      skills: [],
      canEdit: false,
    });
    expect(body).toMatchObject({
      discussions: [],
      discussionCount: 0,
      events: [],
      upcomingEventCount: 0,
      jobs: [],
      openJobCount: 0,
    });
  });

  it('leaves out what moderators hid for other members; its author and staff still see it', async () => {
    const { db } = await testDatabase();
    const hider = await signUpMember(app, { firstName: 'Hedda', lastName: 'Hide' });
    const moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
    await setRole(db, moderator.email, 'moderator');
    const items = await insertItemsOf(hider.id, viewer.id);
    const hidden = { hiddenAt: new Date(), hiddenBy: moderator.id };
    await db
      .update(discussions)
      .set(hidden)
      .where(eq(discussions.id, Number(items.discussion)));
    await db
      .update(jobPostings)
      .set(hidden)
      .where(eq(jobPostings.id, Number(items.job)));
    await db
      .update(events)
      .set(hidden)
      .where(eq(events.id, Number(items.event)));

    const other = (await profile(hider.id, viewer)).json();
    expect(other).toMatchObject({
      discussions: [],
      discussionCount: 0,
      events: [],
      upcomingEventCount: 0,
      jobs: [],
      openJobCount: 0,
    });
    for (const member of [hider, moderator]) {
      const own = (await profile(hider.id, member)).json();
      expect(own).toMatchObject({ discussionCount: 1, upcomingEventCount: 1, openJobCount: 1 });
      expect(own.discussions).toHaveLength(1);
      expect(own.events).toHaveLength(1);
      expect(own.jobs).toHaveLength(1);
    }
  });

  it("counts a discussion's replies as the discussion list does: none hidden", async () => {
    const { db } = await testDatabase();
    const author = await signUpMember(app, { firstName: 'Rhea', lastName: 'Plies' });
    const items = await insertItemsOf(author.id, viewer.id);
    const [extra] = await db
      .insert(discussionReplies)
      .values({ discussionId: Number(items.discussion), authorId: viewer.id, content: 'Hi' })
      .returning();
    await db
      .update(discussionReplies)
      .set({ hiddenAt: new Date() })
      .where(eq(discussionReplies.id, extra.id));
    const body = (await profile(author.id)).json();
    expect(body.discussions[0].replyCount).toBe(1);
  });

  it("takes an OpenID member's id, colons and all", async () => {
    const { db } = await testDatabase();
    const id = 'oidc:login.example.com:user|42';
    await db.insert(users).values({ id, firstName: 'Olive', lastName: 'Oidc' });
    const res = await profile(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ id, firstName: 'Olive', lastName: 'Oidc' });
  });

  it('answers 404 for a member who does not exist', async () => {
    const res = await profile('no-such-member');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Member not found' });
    const oidc = await profile('oidc:login.example.com:nobody');
    expect(oidc.statusCode).toBe(404);
  });

  it('refuses an over-long id with 400 naming the field', async () => {
    const res = await profile('x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('id');
  });

  it('is for members only', async () => {
    const res = await app.inject({ url: `/api/users/${encodeURIComponent(priya.id)}/profile` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/users?search= over past companies', () => {
  it.each([
    ['Goldman', ['Priya']],
    ['goldman sachs', ['Priya']],
    ['SHELL', ['Priya']],
    // Not across two companies, nor the JSON between them.
    ['Sachs", "Shell', []],
    ['Sachs Shell', []],
    ['","', []],
  ])('search=%s finds %j', async (search, expected) => {
    const res = await app.inject({
      url: `/api/users?search=${encodeURIComponent(search)}`,
      headers: viewer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { firstName: string }) => m.firstName)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it('matches a past company with quotes and backslashes as written', async () => {
    const { db } = await testDatabase();
    await db
      .update(users)
      .set({ pastCompanies: ['Ye Olde "Quoted" Co', 'Back\\slash LLC'] })
      .where(eq(users.id, quiet.id));
    for (const search of ['"Quoted"', 'back\\slash']) {
      const res = await app.inject({
        url: `/api/users?search=${encodeURIComponent(search)}`,
        headers: viewer.headers,
      });
      expect(res.json().map((m: { firstName: string }) => m.firstName)).toEqual(['Quinn']);
    }
  });
});
