import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ABOUT_FIGURES } from '../../../shared/contracts/choices';
import { CONTACT_PHONE_INVALID } from '../../../shared/contracts/community';
import { setRole } from '../../auth/roles';
import { ADMINS_ONLY } from '../../security/staff-only';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { LEADER_NOT_A_MEMBER } from './service';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let other: App;
let admin: Member;
let moderator: Member;
let ann: Member;

const SETTINGS = '/api/admin/settings/about';

beforeAll(async () => {
  app = await createTestApp();
  // A second server process on the same database: what one keeps, the other's save ends.
  other = await createTestApp();
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  const { db } = await testDatabase();
  await setRole(db, moderator.email, 'moderator');
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
});
afterAll(async () => {
  // The standard page again, for the suites after this one on the same database.
  await put(admin, {});
  await app.close();
  await other.close();
});

const put = (who: Member | null, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: SETTINGS,
    payload: payload as object,
    headers: who?.headers ?? {},
  });
const about = async (server: App = app, who: Member = ann) => {
  const res = await server.inject({ url: '/api/about', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the About page', () => {
  it('is for members; its section of the console for admins alone, nothing saved', async () => {
    expect((await app.inject({ url: '/api/about' })).statusCode).toBe(401);
    expect((await app.inject({ url: SETTINGS })).statusCode).toBe(401);
    expect((await put(null, { mission: 'Nope' })).statusCode).toBe(401);
    for (const who of [ann, moderator]) {
      expect((await app.inject({ url: SETTINGS, headers: who.headers })).statusCode).toBe(403);
      const res = await put(who, { mission: 'Nope' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMINS_ONLY });
    }
    expect((await about()).mission).not.toBe('Nope');
  });

  it('shows the spec’s page on a fresh install, naming the community’s city', async () => {
    const page = await about();
    expect(page.intro).toBe(
      "A members-only community for Houston's business leaders and entrepreneurs.",
    );
    expect(page.mission).toMatch(/^To connect Houston's business leaders/);
    expect(page.vision).toMatch(/^A Houston where every founder/);
    expect(page.values.map((v: { title: string }) => v.title)).toEqual([
      'Collaboration',
      'Innovation',
      'Excellence',
    ]);
    expect(page.leaders).toEqual([
      expect.objectContaining({
        name: 'Marcus Thibodeaux',
        role: 'Co-Founder & Community Manager',
        member: null,
      }),
      expect.objectContaining({ name: 'Priya Raman', member: null }),
    ]);
    expect(page.figures).toEqual(DEFAULT_ABOUT_FIGURES);
    expect(page.contact).toEqual({
      email: 'hello@roundtablehouston.com',
      phone: '(713) 555-0142',
      location: 'Houston, TX',
    });

    const console = await app.inject({ url: SETTINGS, headers: admin.headers });
    expect(console.statusCode).toBe(200);
    expect(console.json().settings).toEqual({
      intro: null,
      mission: null,
      vision: null,
      values: null,
      leaders: null,
      figureMode: 'written',
      figures: null,
      contactEmail: null,
      contactPhone: null,
      contactLocation: null,
    });
    expect(console.json().defaults).toMatchObject({
      mission: page.mission,
      figures: DEFAULT_ABOUT_FIGURES,
      contactLocation: 'Houston, TX',
    });
  });

  it.each([
    [
      { values: Array.from({ length: 4 }, () => ({ title: 'A', text: 'B' })) },
      'values',
      'At most 3 values',
    ],
    [{ values: [{ title: '', text: 'Why' }] }, 'values.0.title', 'Value title is required'],
    [{ values: [{ title: 'Candour', text: ' ' }] }, 'values.0.text', 'Say what this value means'],
    [{ leaders: [{ name: '', role: '', bio: '' }] }, 'leaders.0.name', 'Name is required'],
    [
      { leaders: Array.from({ length: 7 }, () => ({ name: 'A', role: '', bio: '' })) },
      'leaders',
      'At most 6 people',
    ],
    [{ figureMode: 'sideways' }, 'figureMode', 'Choose written or live figures'],
    [{ figures: [{ value: '12', label: '' }] }, 'figures.0.label', 'Give this figure a label'],
    [{ contactEmail: 'not an address' }, 'contactEmail', 'Enter a valid email address'],
    [{ contactPhone: '12' }, 'contactPhone', CONTACT_PHONE_INVALID],
    [{ mission: 'x'.repeat(2001) }, 'mission', 'Must be at most 2000 characters'],
    // Quotes nested past the Markdown limits (decision 027): refused before anything parses.
    [
      { vision: `${'> '.repeat(40)}deep` },
      'vision',
      'Content nests quotes or lists more than 16 levels deep',
    ],
  ])('refuses %j with a 400 naming %s, and saves nothing', async (payload, path, message) => {
    const res = await put(admin, { mission: 'Should not stick', ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await about()).mission).not.toBe('Should not stick');
  });

  it('refuses a leader who is not a member of the community, and saves nothing', async () => {
    const res = await put(admin, {
      mission: 'Should not stick',
      leaders: [{ memberId: 'no-such-member', name: 'Ghost', role: '', bio: '' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(LEADER_NOT_A_MEMBER);
    expect((await about()).mission).not.toBe('Should not stick');
  });

  it('shows exactly what the admins wrote, on every process, and logs it', async () => {
    const page = await about(other); // kept by the other process before the save
    expect(page.mission).toMatch(/^To connect/);
    const res = await put(admin, {
      intro: 'Founders helping founders.',
      mission: 'We **connect** the people who build Houston.',
      vision: '',
      values: [{ title: 'Candour', text: 'We say what we think.' }],
      leaders: [
        { memberId: ann.id, name: 'Ann Lee', role: 'Host', bio: 'Runs the dinners.' },
        { name: 'Sam Ortiz', role: 'Treasurer', bio: '' },
      ],
      figures: [
        { value: '12', label: 'Founding Members' },
        { value: '', label: '' },
      ],
      contactPhone: '',
      contactLocation: 'The Ion, Houston',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({
      vision: '',
      figures: [{ value: '12', label: 'Founding Members' }],
      contactPhone: '',
      contactEmail: null,
    });

    for (const server of [app, other]) {
      const shown = await about(server);
      expect(shown).toMatchObject({
        intro: 'Founders helping founders.',
        mission: 'We **connect** the people who build Houston.',
        vision: null,
        values: [{ title: 'Candour', text: 'We say what we think.' }],
        figures: [{ value: '12', label: 'Founding Members' }],
        contact: {
          email: 'hello@roundtablehouston.com',
          phone: null,
          location: 'The Ion, Houston',
        },
      });
      expect(shown.leaders).toEqual([
        {
          name: 'Ann Lee',
          role: 'Host',
          bio: 'Runs the dinners.',
          member: expect.objectContaining({ id: ann.id, firstName: 'Ann', lastName: 'Lee' }),
        },
        { name: 'Sam Ortiz', role: 'Treasurer', bio: '', member: null },
      ]);
    }
    // The landing page's opening lines follow; a contact left out is no longer public.
    const config = (await app.inject({ url: '/api/config' })).json();
    expect(config).toMatchObject({ aboutText: 'Founders helping founders.', contactPhone: '' });

    const audit = await app.inject({
      url: '/api/admin/audit?action=settings.update',
      headers: admin.headers,
    });
    expect(audit.json()[0]).toMatchObject({
      targetLabel: 'About page',
      before: { mission: null, vision: null },
      after: { mission: 'We **connect** the people who build Houston.', vision: '' },
    });
  });

  it('shows a picked leader as they are now, and by name only once they leave', async () => {
    const { db } = await testDatabase();
    await db.execute(sql`update users set title = 'Founder, Bayou Labs' where id = ${ann.id}`);
    expect((await about(other)).leaders[0].member).toMatchObject({ title: 'Founder, Bayou Labs' });
    await db.execute(sql`update users set membership = 'removed' where id = ${ann.id}`);
    try {
      expect((await about(other, admin)).leaders[0]).toEqual({
        name: 'Ann Lee',
        role: 'Host',
        bio: 'Runs the dinners.',
        member: null,
      });
    } finally {
      await db.execute(sql`update users set membership = 'active' where id = ${ann.id}`);
    }
  });

  it('counts the community’s own figures when the admins choose live ones', async () => {
    const { db } = await testDatabase();
    expect((await put(admin, { figureMode: 'live' })).statusCode).toBe(200);
    const counts = async () =>
      Object.fromEntries(
        (await about()).figures.map((f: { label: string; value: string }) => [f.label, f.value]),
      );
    const before = await counts();
    expect(Object.keys(before)).toEqual([
      'Active Members',
      'Events Hosted',
      'Job Opportunities',
      'Resources Shared',
    ]);
    await db.execute(sql`insert into event (title, start_date, created_by)
      values ('Past mixer', now() - interval '1 day', ${ann.id}),
             ('Future mixer', now() + interval '1 day', ${ann.id})`);
    const after = await counts();
    // Only what has happened counts as hosted.
    expect(Number(after['Events Hosted'])).toBe(Number(before['Events Hosted']) + 1);
  });

  it('leaves out each part the admins removed, and goes back to the standard page', async () => {
    expect(
      (
        await put(admin, {
          intro: '',
          mission: '',
          vision: '',
          values: [],
          leaders: [],
          figures: [],
          contactEmail: '',
          contactPhone: '',
          contactLocation: '',
        })
      ).statusCode,
    ).toBe(200);
    expect(await about(other)).toEqual({
      intro: null,
      mission: null,
      vision: null,
      values: [],
      leaders: [],
      figures: [],
      contact: { email: null, phone: null, location: null },
    });

    expect((await put(admin, {})).statusCode).toBe(200);
    const page = await about(other);
    expect(page.mission).toMatch(/^To connect Houston's/);
    expect(page.figures).toEqual(DEFAULT_ABOUT_FIGURES);
  });

  it('names the community’s city as it is now in the standard texts', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/community',
      payload: { city: 'Austin' },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    try {
      const page = await about(other);
      expect(page.mission).toMatch(/^To connect Austin's/);
      expect(page.contact.location).toBe('Austin, TX');
    } finally {
      await app.inject({
        method: 'PUT',
        url: '/api/admin/settings/community',
        payload: {},
        headers: admin.headers,
      });
    }
  });
});
