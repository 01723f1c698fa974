import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_INVALID } from '../../../shared/contracts/community';
import { setRole } from '../../auth/roles';
import { ADMINS_ONLY } from '../../security/staff-only';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { deliverQueued, startSmtpServer, type TestSmtp } from '../../test/smtp';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let other: App;
let smtp: TestSmtp;
let admin: Member;
let moderator: Member;
let ann: Member;

const URL = '/api/admin/settings/community';

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url, COMMUNITY_TIME_ZONE: 'America/Chicago' });
  // A second server process on the same database, with the same environment.
  other = await createTestApp({ SMTP_URL: smtp.url, COMMUNITY_TIME_ZONE: 'America/Chicago' });
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  moderator = await signUpMember(app, { firstName: 'Mo', lastName: 'Derator' });
  await setRole((await testDatabase()).db, moderator.email, 'moderator');
  ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
});
afterAll(async () => {
  await app.close();
  await other.close();
  await smtp.close();
});

const put = (who: Member | null, payload: unknown) =>
  app.inject({ method: 'PUT', url: URL, payload: payload as object, headers: who?.headers ?? {} });
const siteConfig = async (server: App = app) =>
  (await server.inject({ url: '/api/config' })).json();

describe('the community profile in the console', () => {
  it('belongs to admins: 401 for a visitor, 403 for members and moderators, nothing saved', async () => {
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    expect((await put(null, { communityName: 'Nope' })).statusCode).toBe(401);
    for (const who of [ann, moderator]) {
      expect((await app.inject({ url: URL, headers: who.headers })).statusCode).toBe(403);
      const res = await put(who, { communityName: 'Nope' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: ADMINS_ONLY });
    }
    expect((await siteConfig()).communityName).toBe('Roundtable Houston');
  });

  it('starts from the environment: nothing stored, the defaults beside', async () => {
    const res = await app.inject({ url: URL, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      settings: {
        communityName: null,
        city: null,
        region: null,
        timeZone: null,
      },
      defaults: {
        communityName: 'Roundtable Houston',
        city: 'Houston',
        region: 'TX',
        timeZone: 'America/Chicago',
      },
    });
    expect(await siteConfig()).toMatchObject({
      communityName: 'Roundtable Houston',
      aboutText: null,
      contactEmail: 'hello@roundtablehouston.com',
      timeZone: 'America/Chicago',
    });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', TIME_ZONE_INVALID],
    [{ communityName: 'x'.repeat(101) }, 'communityName', 'Must be at most 100 characters'],
    [
      { communityName: 'Two\nlines' },
      'communityName',
      'Community name must be one line, without line breaks',
    ],
    [{ city: 'x'.repeat(101) }, 'city', 'Must be at most 100 characters'],
  ])('refuses %j with a 400 naming %s, and saves nothing', async (payload, path, message) => {
    const res = await put(admin, { communityName: 'Should not stick', ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
    expect((await siteConfig()).communityName).toBe('Roundtable Houston');
  });

  it('changes what the app shows at once, on every server process, and logs before and after', async () => {
    const res = await put(admin, {
      communityName: '  Roundtable Austin ',
      city: 'Austin',
      region: 'TX',
      timeZone: 'america/new_york',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toEqual({
      communityName: 'Roundtable Austin',
      city: 'Austin',
      region: 'TX',
      timeZone: 'America/New_York',
    });

    for (const server of [app, other]) {
      expect(await siteConfig(server)).toMatchObject({
        communityName: 'Roundtable Austin',
        city: 'Austin',
        region: 'TX',
        timeZone: 'America/New_York',
      });
    }

    const audit = await app.inject({
      url: '/api/admin/audit?action=settings.update',
      headers: admin.headers,
    });
    const [entry] = audit.json();
    expect(entry).toMatchObject({
      action: 'settings.update',
      targetLabel: 'Community',
      before: { communityName: null, city: null },
      after: { communityName: 'Roundtable Austin', city: 'Austin' },
    });
  });

  it('names the community as it is now in e-mails, their sender included', async () => {
    const res = await other.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: ann.email },
    });
    expect(res.statusCode).toBe(202);
    await other.mail.settle();
    await deliverQueued(other);
    const mail = smtp.to(ann.email, 'password').at(-1)!;
    expect(mail.subject).toBe('Reset your Roundtable Austin password');
    expect(mail.parsed.from?.text).toContain('Roundtable Austin');
  });

  it('reads "this week" on the dashboard in the community’s zone', async () => {
    const zone = 'Pacific/Kiritimati';
    expect(
      (await put(admin, { communityName: 'Roundtable Austin', timeZone: zone })).statusCode,
    ).toBe(200);
    // An hour into the week as that zone counts it: before the week starts anywhere west.
    const { db } = await testDatabase();
    const inserted = (await db.execute(sql`
      insert into event (title, start_date, created_by)
      values ('Kick-off', (date_trunc('week', (now() at time zone ${zone}) + interval '1 day')
        - interval '1 day' + interval '1 hour') at time zone ${zone}, ${ann.id})
      returning id`)) as unknown as { rows: { id: number }[] };
    const res = await other.inject({ url: '/api/dashboard', headers: ann.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().counts.eventsThisWeek).toBe(1);

    // The calendar shows its events in that zone too.
    const event = await other.inject({
      url: `/api/events/${inserted.rows[0].id}`,
      headers: ann.headers,
    });
    expect(event.json()).toMatchObject({ title: 'Kick-off', timeZone: zone });
  });

  it('a process that keeps the zone answers the admins’ new zone at its next request', async () => {
    const { db } = await testDatabase();
    const inserted = (await db.execute(sql`
      insert into event (title, start_date, created_by)
      values ('Zoned', now() + interval '2 days', ${ann.id}) returning id`)) as unknown as {
      rows: { id: number }[];
    };
    const url = `/api/events/${inserted.rows[0].id}`;
    const zoneOf = async () =>
      (await other.inject({ url, headers: ann.headers })).json().timeZone as string;
    expect((await put(admin, { timeZone: 'America/Denver' })).statusCode).toBe(200);
    // Asked twice: the second answer comes from what the other process keeps.
    expect(await zoneOf()).toBe('America/Denver');
    expect(await zoneOf()).toBe('America/Denver');
    // The change is made through this process; the other one keeps nothing to forget.
    expect((await put(admin, { timeZone: 'Europe/Lisbon' })).statusCode).toBe(200);
    expect(await zoneOf()).toBe('Europe/Lisbon');
    // And a change no process made (plain SQL) is seen the same way.
    await db.execute(sql`update community_settings set time_zone = 'Asia/Tokyo' where id = 1`);
    expect(await zoneOf()).toBe('Asia/Tokyo');
  });

  it('goes back to the environment’s defaults when the fields are left blank', async () => {
    const res = await put(admin, { communityName: '', city: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings).toMatchObject({ communityName: null, city: null });
    expect(await siteConfig(other)).toMatchObject({
      communityName: 'Roundtable Houston',
      city: 'Houston',
      timeZone: 'America/Chicago',
    });
  });

  it('logs nothing when a save changes nothing', async () => {
    const entries = async () =>
      (
        await app.inject({
          url: '/api/admin/audit?action=settings.update',
          headers: admin.headers,
        })
      ).json().length;
    const before = await entries();
    expect((await put(admin, { communityName: '' })).statusCode).toBe(200);
    expect(await entries()).toBe(before);
  });
});
