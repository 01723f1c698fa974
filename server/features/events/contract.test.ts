import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { daysFromNow, eventCalls } from './test-helpers';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let calls: ReturnType<typeof eventCalls>;
let organiser: Member;
let other: Member;

beforeAll(async () => {
  app = await createTestApp();
  calls = eventCalls(app);
  organiser = await signUpMember(app, { firstName: 'Olga', lastName: 'Organiser' });
  other = await signUpMember(app, { firstName: 'Omar', lastName: 'Other' });
});
afterAll(() => app.close());

/** The keys of `memberFace` (shared/contracts/common.ts), sorted. */
const FACE_KEYS = ['email', 'firstName', 'id', 'lastName', 'profileImageUrl'];
const keysOf = (value: object) => Object.keys(value).sort();

interface Listed {
  id: number;
  title: string;
  canEdit: boolean;
  canDelete: boolean;
}

describe('the events contract', () => {
  it('embeds the organiser and the attendees as member faces, nothing more', async () => {
    const event = await calls.make(organiser);
    const answer = await calls.attend(other, event.id);
    expect(answer.statusCode).toBe(201);
    const seated = answer.json();
    expect(keysOf(seated.creator)).toEqual(FACE_KEYS);
    expect(seated.attendeePreview).toHaveLength(1);
    expect(keysOf(seated.attendeePreview[0])).toEqual(FACE_KEYS);
    expect(seated.attendeePreview[0]).toEqual({
      id: other.id,
      firstName: 'Omar',
      lastName: 'Other',
      // A member with a name needs no e-mail to be named.
      email: null,
      profileImageUrl: null,
    });

    const one = (await calls.get(organiser, event.id)).json();
    expect(keysOf(one.creator)).toEqual(FACE_KEYS);
    expect(one.creator).toMatchObject({ id: organiser.id, firstName: 'Olga' });
    const start = daysFromNow(7);
    const from = new Date(start.getTime() - 86400000).toISOString();
    const to = new Date(start.getTime() + 86400000).toISOString();
    const listed = (await calls.list(organiser, `?from=${from}&to=${to}`)).json();
    const row = listed.find((e: { id: number }) => e.id === event.id);
    expect(keysOf(row.creator)).toEqual(FACE_KEYS);
    expect(keysOf(row.attendeePreview[0])).toEqual(FACE_KEYS);
  });

  it('gives the e-mail of a face only to name a member who has no name', async () => {
    const event = await calls.make(organiser);
    const nameless = await signUpMember(app, { firstName: 'Nadia', lastName: 'Nameless' });
    const database = (await testDatabase()).db;
    // A name of blanks is no name: the screens trim it away and fall back to the e-mail.
    await database
      .update(users)
      .set({ firstName: null, lastName: '  ' })
      .where(eq(users.id, nameless.id));
    const seated = (await calls.attend(nameless, event.id)).json();
    expect(seated.attendeePreview).toEqual([
      {
        id: nameless.id,
        firstName: null,
        lastName: '  ',
        email: nameless.email,
        profileImageUrl: null,
      },
    ]);
    expect(seated.creator.email).toBeNull();
  });

  it('tells the organiser, and only them, that they may edit and delete', async () => {
    const event = await calls.make(organiser);
    expect(event).toMatchObject({ canEdit: true, canDelete: true });
    expect((await calls.get(organiser, event.id)).json()).toMatchObject({
      canEdit: true,
      canDelete: true,
    });
    expect((await calls.get(other, event.id)).json()).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
    // The attendance answer is as its caller sees it.
    expect((await calls.attend(other, event.id)).json()).toMatchObject({
      canEdit: false,
      canDelete: false,
    });
    expect((await calls.attend(organiser, event.id)).json()).toMatchObject({
      canEdit: true,
      canDelete: true,
    });
    const edited = await calls.update(organiser, event.id, {
      title: 'Renamed',
      startDate: daysFromNow(7).toISOString(),
    });
    expect(edited.json()).toMatchObject({ title: 'Renamed', canEdit: true, canDelete: true });

    const start = daysFromNow(7);
    const window = `?from=${new Date(start.getTime() - 86400000).toISOString()}&to=${new Date(start.getTime() + 86400000).toISOString()}`;
    const as = async (m: Member) =>
      ((await calls.list(m, window)).json() as Listed[]).find((e) => e.id === event.id);
    expect(await as(organiser)).toMatchObject({ canEdit: true, canDelete: true });
    expect(await as(other)).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('answers the subscription address with exactly its three fields', async () => {
    const res = await app.inject({ url: '/api/calendar/feed', headers: other.headers });
    expect(res.statusCode).toBe(200);
    expect(keysOf(res.json())).toEqual(['createdAt', 'url', 'webcalUrl']);
    expect(res.json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/calendar/feed/reset',
      headers: other.headers,
    });
    expect(keysOf(reset.json())).toEqual(['createdAt', 'url', 'webcalUrl']);
  });
});

describe('GET /api/events pages', () => {
  it('walks a window a page at a time, in start order, with X-Total-Count and Link', async () => {
    // A window of its own, far from the other tests' events.
    const base = Date.parse('2034-05-01T00:00:00Z');
    const at = (hours: number) => new Date(base + hours * 3600000).toISOString();
    const made: number[] = [];
    // Two share a start, so the id breaks the tie; created out of order.
    for (const [title, start] of [
      ['D', 30],
      ['A', 2],
      ['C', 20],
      ['B1', 10],
      ['B2', 10],
    ] as const) {
      made.push((await calls.make(organiser, { title, startDate: at(start), endDate: null })).id);
    }
    const window = `from=${at(0)}&to=${at(24 * 20)}`;
    const titles: string[] = [];
    let url: string | null = `/api/events?${window}&limit=2`;
    const sizes: number[] = [];
    while (url) {
      const res = await app.inject({ url, headers: other.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      const page = res.json() as Listed[];
      sizes.push(page.length);
      titles.push(...page.map((e) => e.title));
      const link = res.headers.link as string | undefined;
      url = link ? (/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
      if (url) expect(url).toContain(`limit=2`);
    }
    expect(sizes).toEqual([2, 2, 1]);
    const b1First = made[3] < made[4] ? ['B1', 'B2'] : ['B2', 'B1'];
    expect(titles).toEqual(['A', ...b1First, 'C', 'D']);
  });

  it('pages the upcoming list too, soonest first, N at a time', async () => {
    await (await testDatabase()).db.delete(events);
    const made = [];
    for (const days of [3, 1, 2]) {
      made.push(await calls.make(organiser, { title: `In ${days}`, startDate: daysFromNow(days) }));
    }
    const first = await calls.list(other, '?upcoming=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect((first.json() as Listed[]).map((e) => e.title)).toEqual(['In 1', 'In 2']);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1];
    expect(next).toMatch(/^\/api\/events\?upcoming=2&cursor=/);
    const second = await app.inject({ url: next!, headers: other.headers });
    expect((second.json() as Listed[]).map((e) => e.title)).toEqual(['In 3']);
    expect(second.headers.link).toBeUndefined();
  });

  it('refuses a cursor it did not make with 400', async () => {
    const res = await calls.list(other, '?upcoming=5&cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid cursor');
  });

  it('refuses a page larger than 200', async () => {
    const res = await calls.list(
      other,
      '?from=2034-05-01T00:00:00Z&to=2034-05-20T00:00:00Z&limit=201',
    );
    expect(res.statusCode).toBe(400);
  });
});
