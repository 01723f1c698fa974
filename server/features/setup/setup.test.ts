import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../shared/schema/audit';
import { skills, userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import { ALREADY_SET_UP } from '../../auth/service';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

/**
 * The first run (issue 36, decision 048): on a fresh install Get Started sets the community
 * up — its first admin and its name, city and zone — once; then the admins' checklist
 * ticks itself as the community takes shape.
 */
type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;

const SETUP = {
  email: 'founder@example.com',
  password: 'steady lighthouse keeper',
  firstName: 'Fran',
  lastName: 'Founder',
  communityName: 'Bayou Business Roundtable',
  city: 'Houston',
  timeZone: 'america/chicago',
};

beforeAll(async () => {
  app = await createTestApp({ JOIN_MODE: 'approval' });
});
afterAll(() => app.close());

const config = async () => (await app.inject({ method: 'GET', url: '/api/config' })).json();
const setUp = (payload: object) => app.inject({ method: 'POST', url: '/api/setup', payload });

let admin: Member;

describe('POST /api/setup', () => {
  it('a fresh install says it needs setting up', async () => {
    expect((await config()).setupNeeded).toBe(true);
  });

  it('refuses bad input with 400 naming each field, and changes nothing', async () => {
    const res = await setUp({
      ...SETUP,
      communityName: '   ',
      city: '',
      timeZone: 'Mars/Olympus_Mons',
      password: 'Fran Founder rocks',
    });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().issues as { path: string; message: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['communityName', 'city', 'timeZone']));
    const { issues } = res.json() as { issues: { path: string; message: string }[] };
    expect(issues).toContainEqual({
      path: 'timeZone',
      message: 'Time zone must be an IANA name such as America/Chicago',
    });
    expect(issues).toContainEqual({ path: 'communityName', message: 'Community name is required' });
    expect((await config()).setupNeeded).toBe(true);
    const { db } = await testDatabase();
    expect(await db.select({ id: users.id }).from(users)).toEqual([]);
  });

  it('of two at once, exactly one sets it up and signs its admin in; the other is told', async () => {
    const [a, b] = await Promise.all([
      setUp(SETUP),
      setUp({ ...SETUP, email: 'rival@example.com', communityName: 'Rival Roundtable' }),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    const lost = a.statusCode === 200 ? b : a;
    expect(lost.json()).toEqual({ message: ALREADY_SET_UP });
    expect(won.json()).toMatchObject({
      role: 'admin',
      membership: 'active',
      abilities: { administer: true, moderate: true },
    });
    const cookie = String(won.headers['set-cookie']).split(';')[0]!;
    admin = { id: won.json().id, email: won.json().email, cookie, headers: { cookie } };
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: admin.headers,
    });
    expect(session.json().member.id).toBe(admin.id);
  });

  it('names the community as typed, in the zone’s own spelling, and says who did', async () => {
    const answer = await config();
    expect(answer).toMatchObject({
      setupNeeded: false,
      city: 'Houston',
      timeZone: 'America/Chicago',
    });
    expect(['Bayou Business Roundtable', 'Rival Roundtable']).toContain(answer.communityName);
    const { db } = await testDatabase();
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'settings' });
  });

  it('once set up, answers 409 to anyone and changes nothing', async () => {
    const before = await config();
    const res = await setUp({ ...SETUP, email: 'late@example.com', communityName: 'Late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ALREADY_SET_UP });
    expect((await config()).communityName).toBe(before.communityName);
  });
});

describe('the setup checklist', () => {
  const checklist = async (who: Member = admin) =>
    app.inject({ method: 'GET', url: '/api/admin/setup', headers: who.headers });
  const doneItems = async () =>
    ((await checklist()).json().items as { key: string; done: boolean }[])
      .filter((item) => item.done)
      .map((item) => item.key);
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await app.inject({ method, url, payload, headers: admin.headers });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };

  it('starts with the community named, and ticks each item as it is done', async () => {
    const first = await checklist();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      dismissed: false,
      items: [
        { key: 'details', done: true },
        { key: 'about', done: false },
        { key: 'categories', done: false },
        { key: 'members', done: false },
        { key: 'event', done: false },
        { key: 'welcome', done: false },
      ],
    });

    await call('PUT', '/api/admin/settings/about', {
      mission: 'Founders helping founders on the Gulf Coast.',
    });
    const { id: categoryId } = await call('POST', '/api/admin/categories', {
      name: 'Introductions',
    });
    await call('POST', '/api/invitations', { emails: ['first.member@example.com'] });
    await call('POST', '/api/events', {
      title: 'First mixer',
      startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    await call('POST', '/api/discussions', {
      title: 'Welcome to the Roundtable',
      content: 'Introduce yourself here.',
      categoryId,
    });
    expect(await doneItems()).toEqual([
      'details',
      'about',
      'categories',
      'members',
      'event',
      'welcome',
    ]);
  });

  it('an admin puts it away for every admin; a member may neither read nor dismiss it', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/admin/settings/joining',
      payload: { joinMode: 'open', membersMayInvite: false },
      headers: admin.headers,
    });
    const member = await signUpMember(app, { firstName: 'Mel' });
    expect((await checklist(member)).statusCode).toBe(403);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/setup/dismiss',
      headers: member.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await checklist()).json().dismissed).toBe(false);

    const dismissed = await app.inject({
      method: 'POST',
      url: '/api/admin/setup/dismiss',
      headers: admin.headers,
    });
    expect(dismissed.statusCode).toBe(204);
    expect((await checklist()).json().dismissed).toBe(true);
  });
});

describe('a new member’s first steps and first visit', () => {
  const session = async (who: Member) =>
    (await app.inject({ method: 'GET', url: '/api/auth/session', headers: who.headers })).json()
      .member;
  const steps = async (who: Member) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/me/first-steps',
      headers: who.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().items as { key: string; done: boolean }[];
  };
  const post = (who: Member, url: string) =>
    app.inject({ method: 'POST', url, headers: who.headers });

  it('starts unwelcomed with nothing done; the founding admin starts welcomed to their own list', async () => {
    const newcomer = await signUpMember(app, { firstName: 'Nia' });
    expect(await session(newcomer)).toMatchObject({ welcomedAt: null, onboardedAt: null });
    expect(await steps(newcomer)).toEqual([
      { key: 'photo', done: false },
      { key: 'headline', done: false },
      { key: 'skills', done: false },
      { key: 'introduce', done: false },
    ]);
    // The founder's checklist is the community's.
    expect((await session(admin)).onboardedAt).not.toBeNull();
  });

  it('the first visit is recorded once', async () => {
    const newcomer = await signUpMember(app, { firstName: 'Omar' });
    expect((await post(newcomer, '/api/me/welcomed')).statusCode).toBe(204);
    const first = (await session(newcomer)).welcomedAt;
    expect(first).not.toBeNull();
    expect((await post(newcomer, '/api/me/welcomed')).statusCode).toBe(204);
    expect((await session(newcomer)).welcomedAt).toBe(first);
  });

  it('ticks each step from the member’s own rows, and once all are done stops being asked', async () => {
    const newcomer = await signUpMember(app, { firstName: 'Pia' });
    const { db } = await testDatabase();
    await db
      .update(users)
      .set({ profileImageUrl: '/objects/uploads/pia.webp', title: 'Founder', company: 'Pia Co' })
      .where(eq(users.id, newcomer.id));
    const [logistics] = await db.insert(skills).values({ name: 'Logistics' }).returning();
    await db.insert(userSkills).values({ userId: newcomer.id, skillId: logistics!.id });
    expect((await steps(newcomer)).filter((s) => s.done).map((s) => s.key)).toEqual([
      'photo',
      'headline',
      'skills',
    ]);
    expect((await session(newcomer)).onboardedAt).toBeNull();
    const [category] = (
      await app.inject({
        method: 'GET',
        url: '/api/discussion-categories',
        headers: newcomer.headers,
      })
    ).json() as { id: number }[];
    const hello = await app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: newcomer.headers,
      payload: { title: 'Hello from Pia', content: 'Freight, mostly.', categoryId: category!.id },
    });
    expect(hello.statusCode, hello.body).toBe(201);
    expect((await steps(newcomer)).every((s) => s.done)).toBe(true);
    expect((await session(newcomer)).onboardedAt).not.toBeNull();
  });

  it('put away, stays away', async () => {
    const newcomer = await signUpMember(app, { firstName: 'Quin' });
    expect((await post(newcomer, '/api/me/first-steps/dismiss')).statusCode).toBe(204);
    expect((await session(newcomer)).onboardedAt).not.toBeNull();
  });
});
