import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_CHANNEL } from '../../../shared/contracts/choices';
import { notificationPreferences } from '../../../shared/schema/notifications';
import { users } from '../../../shared/schema/users';
import { localSecret } from '../../storage/local-store';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  testDataDir,
} from '../../test/harness';
import { EXPIRED_LINK, INVALID_LINK } from './unsubscribe-service';
import { signUnsubscribe, UNSUBSCRIBE_TTL_DAYS } from './unsubscribe-token';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let secret: string;
beforeAll(async () => {
  app = await createTestApp();
  secret = await localSecret(testDataDir());
});
afterAll(() => app.close());

const PATH = '/api/notifications/preferences';
const get = (m: Member) => app.inject({ method: 'GET', url: PATH, headers: m.headers });
const put = (m: Member, payload: unknown) =>
  app.inject({ method: 'PUT', url: PATH, headers: m.headers, payload: payload as object });
const unsubscribe = (method: 'GET' | 'POST', token: string, extra: object = {}) =>
  app.inject({
    method,
    url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    ...extra,
  });
const channelsOf = async (member: Member) => (await get(member)).json().channels;

describe('notification preferences', () => {
  it('answers the defaults for a member who never chose, with the community time zone', async () => {
    const member = await signUpMember(app);
    const res = await get(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      channels: DEFAULT_NOTIFICATION_CHANNEL,
      digestFrequency: 'daily',
      digestHour: 8,
      digestWeekday: 1,
      timeZone: 'America/Chicago',
    });
    expect(res.json().channels).toMatchObject({ message: 'instant', discussion_reply: 'digest' });
  });

  it('saves a partial update: the types and fields sent, the rest unchanged', async () => {
    const member = await signUpMember(app);
    const first = await put(member, { channels: { message: 'digest', endorsement: 'off' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().channels).toMatchObject({
      message: 'digest',
      endorsement: 'off',
      mention: 'instant',
    });
    const second = await put(member, {
      digestFrequency: 'weekly',
      digestHour: 18,
      digestWeekday: 5,
    });
    expect(second.json()).toMatchObject({
      channels: { message: 'digest', endorsement: 'off' },
      digestFrequency: 'weekly',
      digestHour: 18,
      digestWeekday: 5,
    });
    const third = await put(member, { digestHour: 7 });
    expect(third.json()).toMatchObject({
      digestFrequency: 'weekly',
      digestHour: 7,
      digestWeekday: 5,
    });
    expect((await get(member)).json()).toEqual(third.json());
  });

  it("keeps each member's choices their own", async () => {
    const [a, b] = [await signUpMember(app), await signUpMember(app)];
    await put(a, { channels: { mention: 'off' } });
    expect((await channelsOf(a)).mention).toBe('off');
    expect((await channelsOf(b)).mention).toBe('instant');
  });

  it('ignores the membership decision, which has its own mail', async () => {
    const member = await signUpMember(app);
    const res = await put(member, { channels: { membership_decided: 'off' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().channels.membership_decided).toBe('instant');
  });

  it.each([
    [{ channels: { message: 'weekly' } }, 'Choose at once, digest or off'],
    [{ channels: { nonsense: 'off' } }, 'Unrecognized key'],
    [{ digestFrequency: 'hourly' }, 'Choose daily or weekly'],
    [{ digestHour: 24 }, null],
    [{ digestHour: 7.5 }, 'Must be a whole hour'],
    [{ digestWeekday: 0 }, null],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const member = await signUpMember(app);
    const res = await put(member, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
    expect(res.json().issues.length).toBeGreaterThan(0);
  });

  it('is members-only', async () => {
    expect((await app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: PATH, payload: {} })).statusCode).toBe(401);
  });
});

describe('unsubscribe links', () => {
  it('GET describes what the link turns off and changes nothing', async () => {
    const member = await signUpMember(app);
    const token = signUnsubscribe(secret, member.id, 'mention');
    const res = await unsubscribe('GET', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'mention', about: 'mentions of me', types: ['mention'] });
    expect((await channelsOf(member)).mention).toBe('instant');
  });

  it('POST without a session or Origin (a mail provider) turns that type off', async () => {
    const member = await signUpMember(app);
    const token = signUnsubscribe(secret, member.id, 'message');
    const res = await unsubscribe('POST', token, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ kind: 'message', about: 'direct messages', types: ['message'] });
    const channels = await channelsOf(member);
    expect(channels.message).toBe('off');
    expect(channels.mention).toBe('instant');
    // Again: still off, still 200 (a provider may retry).
    expect((await unsubscribe('POST', token)).statusCode).toBe(200);
  });

  it('a digest link turns every digest type off, leaving the at-once ones', async () => {
    const member = await signUpMember(app);
    await put(member, { channels: { mention: 'digest', event_rsvp: 'off' } });
    const token = signUnsubscribe(secret, member.id, 'digest');
    const res = await unsubscribe('POST', token);
    expect(res.statusCode).toBe(200);
    const channels = await channelsOf(member);
    for (const [type, channel] of Object.entries(DEFAULT_NOTIFICATION_CHANNEL)) {
      if (type === 'membership_decided') continue;
      const expected = channel === 'instant' && type !== 'mention' ? 'instant' : 'off';
      expect(channels[type], type).toBe(expected);
    }
    expect(res.json().types).toContain('mention');
    expect(res.json().about).toBe('anything in your digest');
  });

  it('refuses a forged token, another signature, a changed member or kind (400)', async () => {
    const member = await signUpMember(app);
    const other = await signUpMember(app);
    const genuine = signUnsubscribe(secret, member.id, 'message');
    const [payload, signature] = genuine.split('.');
    const othersSignature = signUnsubscribe(secret, other.id, 'message').split('.')[1];
    const swapped = Buffer.from(`${other.id}.message.${Date.now() + 86_400_000}`).toString(
      'base64url',
    );
    for (const token of [
      'nonsense',
      `${payload}.`,
      `${payload}.${othersSignature}`,
      `${swapped}.${signature}`,
      signUnsubscribe('another secret of at least thirty-two chars', member.id, 'message'),
      `${payload}.${signature}.extra`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await unsubscribe(method, token);
        expect(res.statusCode, token).toBe(400);
        expect(res.json()).toEqual({ message: INVALID_LINK });
      }
    }
    expect((await channelsOf(member)).message).toBe('instant');
    expect((await channelsOf(other)).message).toBe('instant');
  });

  it('answers an expired link 410 with its own message, and changes nothing', async () => {
    const member = await signUpMember(app);
    const issued = Date.now() - (UNSUBSCRIBE_TTL_DAYS * 86_400_000 + 1000);
    const token = signUnsubscribe(secret, member.id, 'message', issued);
    for (const method of ['GET', 'POST'] as const) {
      const res = await unsubscribe(method, token);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ message: EXPIRED_LINK });
    }
    expect((await channelsOf(member)).message).toBe('instant');
    // A day before expiry it still works.
    const fresh = signUnsubscribe(secret, member.id, 'message', issued + 2 * 86_400_000);
    expect((await unsubscribe('POST', fresh)).statusCode).toBe(200);
  });

  it("refuses a removed member's link and one with no token", async () => {
    const member = await signUpMember(app);
    const { db } = await testDatabase();
    await db.update(users).set({ membership: 'removed' }).where(eq(users.id, member.id));
    const res = await unsubscribe('POST', signUnsubscribe(secret, member.id, 'message'));
    expect(res.statusCode).toBe(400);
    const none = await app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' });
    expect(none.statusCode).toBe(400);
    const rows = await db
      .select()
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, member.id)));
    expect(rows).toEqual([]);
  });

  it('refuses a browser POST from another site (the cross-site guard still applies)', async () => {
    const member = await signUpMember(app);
    const token = signUnsubscribe(secret, member.id, 'message');
    const res = await unsubscribe('POST', token, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await channelsOf(member)).message).toBe('instant');
  });
});
