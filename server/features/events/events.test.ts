import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendees, events } from '../../../shared/schema/events';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { MEETING_URL_REQUIRED } from './service';
import { daysFromNow, eventBody, eventCalls } from './test-helpers';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let calls: ReturnType<typeof eventCalls>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await createTestApp();
  calls = eventCalls(app);
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Adams' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Brown' });
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const eventCount = async () => (await (await db()).select({ n: count() }).from(events))[0].n;
const rowOf = async (id: number) =>
  (await (await db()).select().from(events).where(eq(events.id, id)))[0];
const issuePaths = (res: { json(): { issues?: { path: string }[] } }) =>
  (res.json().issues ?? []).map((i) => i.path);
/** A month-sized window around an instant. */
const windowAround = (date: Date) =>
  `?from=${new Date(date.getTime() - 14 * 86400000).toISOString()}&to=${new Date(date.getTime() + 14 * 86400000).toISOString()}`;

describe('POST /api/events', () => {
  it('creates an event with the creator embedded and no RSVP for them', async () => {
    const body = eventBody({ maxAttendees: 40 });
    const res = await calls.create(alice, { maxAttendees: 40 });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toEqual({
      id: expect.any(Number),
      title: 'Founders Breakfast',
      description: 'Coffee, tacos and introductions.',
      startDate: body.startDate,
      endDate: body.endDate,
      location: 'The Ion, 4201 Main St, Houston, TX 77002',
      isVirtual: false,
      meetingUrl: null,
      createdBy: alice.id,
      maxAttendees: 40,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      creator: {
        id: alice.id,
        firstName: 'Alice',
        lastName: 'Adams',
        // A face: the e-mail only names a member who has no name.
        email: null,
        profileImageUrl: null,
      },
      attendeeCount: 0,
      isAttending: false,
      isFull: false,
      attendeePreview: [],
      waitingCount: 0,
      waitingPosition: null,
      seatOpened: false,
      timeZone: 'America/Chicago',
      canSeeAttendees: true,
      mine: true,
      canEdit: true,
      canDelete: true,
      deleteNeedsReason: false,
      hidden: false,
      canReport: false,
    });
    expect(await rowOf(event.id)).toMatchObject({ createdBy: alice.id, maxAttendees: 40 });
    const rsvps = await (await db())
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, event.id));
    expect(rsvps).toEqual([]);
  });

  it('stores the instant in UTC whatever offset it was sent with', async () => {
    const res = await calls.create(alice, {
      startDate: '2031-07-04T18:30:00-05:00',
      endDate: '2031-07-04T21:00:00-05:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().startDate).toBe('2031-07-04T23:30:00.000Z');
    expect(res.json().endDate).toBe('2031-07-05T02:00:00.000Z');
  });

  it('needs only a title and a start; blanks become null', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: alice.headers,
      payload: {
        title: 'Quick coffee',
        startDate: daysFromNow(3).toISOString(),
        location: ' ',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Quick coffee',
      description: null,
      endDate: null,
      location: null,
      isVirtual: false,
      meetingUrl: null,
      maxAttendees: null,
    });
  });

  it('keeps a virtual event online: meeting URL kept, location dropped', async () => {
    const res = await calls.create(alice, {
      isVirtual: true,
      meetingUrl: 'https://meet.example.com/roundtable',
      location: 'left over from the in-person field',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isVirtual: true,
      meetingUrl: 'https://meet.example.com/roundtable',
      location: null,
    });
  });

  it('drops a meeting URL from an in-person event', async () => {
    const res = await calls.create(alice, { meetingUrl: 'https://meet.example.com/x' });
    expect(res.json()).toMatchObject({ isVirtual: false, meetingUrl: null });
  });

  it.each([
    ['title: ""', { title: '' }, 'title', 'Title is required'],
    ['title: "   "', { title: '   ' }, 'title', 'Title is required'],
    ['title: undefined', { title: undefined }, 'title', 'Title is required'],
    ['title: 201 characters', { title: 'x'.repeat(201) }, 'title', undefined],
    ['startDate: undefined', { startDate: undefined }, 'startDate', 'Start date is required'],
    [
      'startDate: "next tuesday"',
      { startDate: 'next tuesday' },
      'startDate',
      'Start date is required',
    ],
    [
      'startDate: "1999-12-31T00:00:00Z"',
      { startDate: '1999-12-31T00:00:00Z' },
      'startDate',
      undefined,
    ],
    [
      'an end before the start',
      { startDate: daysFromNow(5).toISOString(), endDate: daysFromNow(4).toISOString() },
      'endDate',
      'End date must be after the start date',
    ],
    ['maxAttendees: 0', { maxAttendees: 0 }, 'maxAttendees', 'Max attendees must be at least 1'],
    ['maxAttendees: -3', { maxAttendees: -3 }, 'maxAttendees', 'Max attendees must be at least 1'],
    [
      'maxAttendees: 2.5',
      { maxAttendees: 2.5 },
      'maxAttendees',
      'Max attendees must be a whole number',
    ],
    ['maxAttendees: "10"', { maxAttendees: '10' }, 'maxAttendees', undefined],
    [
      'isVirtual: true, meetingUrl: null',
      { isVirtual: true, meetingUrl: null },
      'meetingUrl',
      MEETING_URL_REQUIRED,
    ],
    [
      'isVirtual: true, meetingUrl: "javascript:alert(1)"',
      { isVirtual: true, meetingUrl: 'javascript:alert(1)' },
      'meetingUrl',
      'Must be an http(s) URL',
    ],
    [
      'isVirtual: true, meetingUrl: "ftp://files.example.com"',
      { isVirtual: true, meetingUrl: 'ftp://files.example.com' },
      'meetingUrl',
      undefined,
    ],
    ['description: 5001 characters', { description: 'x'.repeat(5001) }, 'description', undefined],
  ])('rejects %s with 400 naming %s and writes nothing', async (_label, patch, path, message) => {
    const before = await eventCount();
    const res = await calls.create(alice, patch);
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === path);
    expect(issue, res.body).toBeDefined();
    if (message) expect(issue.message).toBe(message);
    expect(await eventCount()).toBe(before);
  });

  it('accepts an end equal to the start', async () => {
    const start = daysFromNow(9).toISOString();
    const res = await calls.create(alice, { startDate: start, endDate: start });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a visitor with 401 and writes nothing', async () => {
    const before = await eventCount();
    const res = await app.inject({ method: 'POST', url: '/api/events', payload: eventBody() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    expect(await eventCount()).toBe(before);
  });
});

describe('PUT /api/events/:id', () => {
  it('lets the creator change every field', async () => {
    const event = await calls.make(alice);
    const res = await calls.update(
      alice,
      event.id,
      eventBody({
        title: 'Founders Breakfast (moved online)',
        description: null,
        isVirtual: true,
        meetingUrl: 'https://meet.example.com/breakfast',
        maxAttendees: 25,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: event.id,
      title: 'Founders Breakfast (moved online)',
      description: null,
      isVirtual: true,
      meetingUrl: 'https://meet.example.com/breakfast',
      location: null,
      maxAttendees: 25,
      creator: { id: alice.id },
    });
    const row = await rowOf(event.id);
    expect(row.title).toBe('Founders Breakfast (moved online)');
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it("refuses another member's edit with 403 and changes nothing", async () => {
    const event = await calls.make(alice);
    const before = await rowOf(event.id);
    const res = await calls.update(bob, event.id, eventBody({ title: 'Hijacked' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only edit your own events' });
    expect(await rowOf(event.id)).toEqual(before);
  });

  it('answers 404 for a missing event, 400 for a bad id, 401 for a visitor', async () => {
    expect((await calls.update(alice, 999999, eventBody())).statusCode).toBe(404);
    expect((await calls.update(alice, 999999, eventBody())).json()).toEqual({
      message: 'Event not found',
    });
    expect((await calls.update(alice, 'abc', eventBody())).statusCode).toBe(400);
    expect((await calls.update(alice, '99999999999', eventBody())).statusCode).toBe(400);
    const event = await calls.make(alice);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      payload: eventBody({ title: 'Visitor' }),
    });
    expect(res.statusCode).toBe(401);
    expect((await rowOf(event.id)).title).toBe('Founders Breakfast');
  });

  it('validates the body like a create and writes nothing', async () => {
    const event = await calls.make(alice);
    const before = await rowOf(event.id);
    const res = await calls.update(alice, event.id, eventBody({ title: '', maxAttendees: 0 }));
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res).sort()).toEqual(['maxAttendees', 'title']);
    expect(await rowOf(event.id)).toEqual(before);
  });

  it('refuses fewer seats than members already attending', async () => {
    const event = await calls.make(alice, { maxAttendees: 10 });
    const carol = await signUpMember(app);
    await calls.attend(bob, event.id);
    await calls.attend(carol, event.id);
    const res = await calls.update(alice, event.id, eventBody({ maxAttendees: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Max attendees cannot be less than the 2 members already attending',
      issues: [
        {
          path: 'maxAttendees',
          message: 'Max attendees cannot be less than the 2 members already attending',
        },
      ],
    });
    expect((await rowOf(event.id)).maxAttendees).toBe(10);
    const ok = await calls.update(alice, event.id, eventBody({ maxAttendees: 2 }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ maxAttendees: 2, attendeeCount: 2, isFull: true });
  });
});

describe('DELETE /api/events/:id', () => {
  it('lets the creator delete, taking the RSVPs with it', async () => {
    const event = await calls.make(alice);
    await calls.attend(bob, event.id);
    const res = await calls.remove(alice, event.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await rowOf(event.id)).toBeUndefined();
    const rsvps = await (await db())
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, event.id));
    expect(rsvps).toEqual([]);
    expect((await calls.remove(alice, event.id)).statusCode).toBe(404);
  });

  it("refuses another member's delete with 403 and keeps the event", async () => {
    const event = await calls.make(alice);
    const before = await rowOf(event.id);
    const res = await calls.remove(bob, event.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only delete your own events' });
    expect(await rowOf(event.id)).toEqual(before);
  });

  it('refuses a visitor with 401 and keeps the event', async () => {
    const event = await calls.make(alice);
    const before = await rowOf(event.id);
    const res = await app.inject({ method: 'DELETE', url: `/api/events/${event.id}` });
    expect(res.statusCode).toBe(401);
    expect(await rowOf(event.id)).toEqual(before);
  });
});

describe('GET /api/events', () => {
  it('lists the events touching a window, in order, with creator and attendance', async () => {
    const member = await signUpMember(app, { firstName: 'Dana', lastName: 'Diaz' });
    // A window far from other tests' events, so the list is this test's own.
    const base = new Date('2033-03-01T00:00:00Z');
    const at = (day: number, hour = 0) => new Date(base.getTime() + (day * 24 + hour) * 3600000);
    const early = await calls.make(member, { title: 'Early', startDate: at(2, 15), endDate: null });
    const late = await calls.make(member, {
      title: 'Late',
      startDate: at(20, 1),
      endDate: at(20, 3),
    });
    const spanning = await calls.make(member, {
      title: 'Conference',
      startDate: at(-3),
      endDate: at(1),
    });
    await calls.make(member, { title: 'Before', startDate: at(-10), endDate: at(-9) });
    await calls.make(member, { title: 'After', startDate: at(42), endDate: null });
    await calls.attend(alice, late.id);
    await calls.attend(member, late.id);

    const res = await calls.list(alice, `?from=${at(0).toISOString()}&to=${at(42).toISOString()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((e: { title: string }) => e.title)).toEqual(['Conference', 'Early', 'Late']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(body[0].id).toBe(spanning.id);
    expect(body[1]).toMatchObject({
      id: early.id,
      attendeeCount: 0,
      isAttending: false,
      attendeePreview: [],
      creator: { firstName: 'Dana', lastName: 'Diaz', email: null },
    });
    expect(body[2]).toMatchObject({ attendeeCount: 2, isAttending: true, isFull: false });
    const face = { profileImageUrl: null, email: null };
    expect(body[2].attendeePreview).toEqual([
      { ...face, id: alice.id, firstName: 'Alice', lastName: 'Adams' },
      { ...face, id: member.id, firstName: 'Dana', lastName: 'Diaz' },
    ]);
    // Whether "I" attend depends on who asks.
    const asBob = (
      await calls.list(bob, `?from=${at(0).toISOString()}&to=${at(42).toISOString()}`)
    ).json();
    expect(asBob[2]).toMatchObject({ attendeeCount: 2, isAttending: false });
  });

  it('shows at most five faces, earliest RSVP first, with the true count', async () => {
    const host = await signUpMember(app);
    const event = await calls.make(host, {
      startDate: daysFromNow(30).toISOString(),
      endDate: null,
    });
    const guests: Member[] = [];
    for (let i = 0; i < 7; i++) {
      const guest = await signUpMember(app, { firstName: `Guest${i}` });
      guests.push(guest);
      expect((await calls.attend(guest, event.id)).statusCode).toBe(201);
    }
    const res = await calls.get(host, event.id);
    expect(res.json().attendeeCount).toBe(7);
    expect(res.json().attendeePreview.map((f: { firstName: string }) => f.firstName)).toEqual([
      'Guest0',
      'Guest1',
      'Guest2',
      'Guest3',
      'Guest4',
    ]);
    const listed = (await calls.list(host, windowAround(daysFromNow(30)))).json();
    const inList = listed.find((e: { id: number }) => e.id === event.id);
    expect(inList.attendeeCount).toBe(7);
    expect(inList.attendeePreview.map((f: { id: string }) => f.id)).toEqual(
      guests.slice(0, 5).map((g) => g.id),
    );
  });

  it('lists the next N events starting now or later', async () => {
    // The upcoming list spans every member's events, so this test starts from none.
    await (await db()).delete(events);
    const member = await signUpMember(app);
    const make = (title: string, start: Date, end: Date | null = null) =>
      calls.make(member, {
        title,
        startDate: start.toISOString(),
        endDate: end?.toISOString() ?? null,
      });
    // Created out of order, so the answer's order is the server's.
    const third = await make('In three days', daysFromNow(3));
    await make('Started an hour ago', daysFromNow(0, -1), daysFromNow(0, 2));
    const first = await make('In an hour', daysFromNow(0, 1));
    await make('Last week', daysFromNow(-7));
    const second = await make('Tomorrow', daysFromNow(1));

    const res = await calls.list(member, '?upcoming=20');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number; title: string }[];
    expect(body.map((e) => [e.id, e.title])).toEqual([
      [first.id, 'In an hour'],
      [second.id, 'Tomorrow'],
      [third.id, 'In three days'],
    ]);
    const two = (await calls.list(member, '?upcoming=2')).json() as { id: number }[];
    expect(two.map((e) => e.id)).toEqual([first.id, second.id]);
    const one = (await calls.list(member, '?upcoming=1')).json() as { id: number }[];
    expect(one.map((e) => e.id)).toEqual([first.id]);
  });

  it.each([
    ['', ''],
    ['?upcoming=0', 'upcoming'],
    ['?upcoming=21', 'upcoming'],
    ['?upcoming=abc', 'upcoming'],
    ['?from=2033-01-01T00:00:00Z', 'to'],
    ['?from=2033-01-01T00:00:00Z&to=2033-01-01T00:00:00Z', 'to'],
    ['?from=2033-02-01T00:00:00Z&to=2033-01-01T00:00:00Z', 'to'],
    ['?from=2033-01-01T00:00:00Z&to=2033-03-01T00:00:00Z', 'to'],
    ['?from=yesterday&to=2033-01-01T00:00:00Z', 'from'],
    ['?from=2033-01-01T00:00:00Z&to=2033-01-31T00:00:00Z&upcoming=5', ''],
  ])('rejects %s with 400 naming "%s"', async (query, path) => {
    const res = await calls.list(alice, query);
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toContain(path);
  });

  it('accepts a six-week window across a daylight-saving change', async () => {
    // 2033-02-27 to 2033-04-10 in Houston: 42 days that are an hour short of 42×24 h.
    const res = await calls.list(alice, '?from=2033-02-27T06:00:00Z&to=2033-04-10T05:00:00Z');
    expect(res.statusCode).toBe(200);
  });

  it('refuses a visitor with 401', async () => {
    const res = await app.inject({ url: '/api/events?upcoming=5' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/events/:id', () => {
  it('returns one event, 404 when missing, 401 for a visitor', async () => {
    const event = await calls.make(alice);
    const res = await calls.get(bob, event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: event.id, creator: { id: alice.id } });
    expect((await calls.get(bob, 987654)).json()).toEqual({ message: 'Event not found' });
    expect((await app.inject({ url: `/api/events/${event.id}` })).statusCode).toBe(401);
  });
});

describe('an event in its own time zone (issue 37)', () => {
  it('keeps the zone chosen, answers it everywhere, and follows the community without one', async () => {
    const london = await calls.create(alice, { title: 'London call', timeZone: 'europe/london' });
    expect(london.statusCode).toBe(201);
    // Stored in the zone's own spelling, and answered on the event, in the list too.
    expect(london.json().timeZone).toBe('Europe/London');
    expect((await rowOf(london.json().id)).timeZone).toBe('Europe/London');
    const start = new Date(london.json().startDate);
    const listed = (await calls.list(bob, windowAround(start))).json();
    expect(listed.find((e: { id: number }) => e.id === london.json().id).timeZone).toBe(
      'Europe/London',
    );

    const plain = await calls.create(alice, { title: 'Houston mixer' });
    expect(plain.json().timeZone).toBe('America/Chicago');
    expect((await rowOf(plain.json().id)).timeZone).toBeNull();

    // Back to the community's: null (or leaving it out) on the next save.
    const back = await calls.update(alice, london.json().id, {
      ...eventBody({ title: 'London call' }),
      timeZone: null,
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().timeZone).toBe('America/Chicago');
  });

  it('refuses a zone the runtime does not know, naming the field, and writes nothing', async () => {
    const before = await eventCount();
    for (const timeZone of ['Mars/Olympus_Mons', 'x'.repeat(65), '', 42, ['UTC'], 'UTC\u0000']) {
      const res = await calls.create(alice, { timeZone });
      expect(res.statusCode, String(timeZone).slice(0, 20)).toBe(400);
      expect(issuePaths(res), String(timeZone).slice(0, 20)).toContain('timeZone');
    }
    expect(await eventCount()).toBe(before);
  });
});
