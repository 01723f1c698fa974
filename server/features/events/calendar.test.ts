import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedTokens, events } from '../../../shared/schema/events';
import { setRole } from '../../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { icsFileName } from './calendar-service';
import { buildCalendar, escapeText, foldLine } from './ics';
import { expectWellFormed, octets, parseEvents } from './ics-test-helpers';
import { daysFromNow, eventCalls } from './test-helpers';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let calls: ReturnType<typeof eventCalls>;
let host: Member;
let guest: Member;

beforeAll(async () => {
  app = await createTestApp();
  calls = eventCalls(app);
  host = await signUpMember(app, { firstName: 'Hana', lastName: 'Host' });
  guest = await signUpMember(app, { firstName: 'Gus', lastName: 'Guest' });
});
afterAll(() => app.close());

const LONG_DESCRIPTION =
  'Join Houston founders for tacos, coffee; and candid talk, about raising a seed round.\n' +
  'Bring a friend — café au lait on us ☕️. Path: C:\\talks\\seed.pdf';

describe('the iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'é☕'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    // 12 + 40 × 5 = 212 octets: 75 on the first line, 74 after each leading space.
    expect(parts).toHaveLength(3);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes a calendar a parser reads back field for field', () => {
    const start = new Date('2031-07-04T23:30:00Z');
    const text = buildCalendar({
      name: 'Roundtable, Houston',
      now: new Date('2031-06-01T12:00:00Z'),
      events: [
        {
          uid: 'event-1@test',
          title: 'Seed; round, talk',
          description: LONG_DESCRIPTION,
          start,
          end: null,
          location: 'The Ion, 4201 Main St, Houston, TX 77002',
          url: null,
          createdAt: start,
          updatedAt: start,
          sequence: 0,
        },
      ],
    });
    expectWellFormed(text);
    const { calendar, events } = parseEvents(text);
    // An X- property has no declared type, so the parser hands back the escaped TEXT.
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Roundtable\\, Houston');
    const [event] = events;
    expect(event.summary).toBe('Seed; round, talk');
    expect(event.description).toBe(LONG_DESCRIPTION);
    expect(event.location).toBe('The Ion, 4201 Main St, Houston, TX 77002');
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-07-04T23:30:00.000Z');
    expect(event.startDate.zone.tzid).toBe('UTC');
    // Without an end the event lasts an hour rather than nothing.
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-07-05T00:30:00.000Z');
    expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2031-06-01T12:00:00Z',
    );
  });

  it('lets no control character reach the file raw, and keeps the text around it', () => {
    const start = new Date('2031-07-04T23:30:00Z');
    const text = buildCalendar({
      name: 'Round\u0007table',
      now: start,
      events: [
        {
          uid: 'event-1@test',
          title: 'Mixer\u0001 night\u001b[31m red\u007f!',
          description: `Line one\rLine two\u0000\tTabbed\u000bend; ${'é'.repeat(40)}\u001f`,
          start,
          end: null,
          location: 'Room\u0008 4\u000c, floor 2',
          url: 'https://meet.example.com/r\u0001?x=\u007f',
          createdAt: start,
          updatedAt: start,
          sequence: 0,
        },
      ],
    });
    // Nothing below U+0020 but the CRLF line ends and the tab RFC 5545 allows; no DEL.
    expectWellFormed(text);
    const [event] = parseEvents(text).events;
    expect(event.summary).toBe('Mixer night[31m red!');
    // A CR alone is a line break like any other; the tab stays.
    expect(event.description).toBe(`Line one\nLine two\tTabbedend; ${'é'.repeat(40)}`);
    expect(event.location).toBe('Room 4, floor 2');
    expect(event.component.getFirstPropertyValue('url')).toBe(
      'https://meet.example.com/r%01?x=%7F',
    );
  });

  it('names the download after the title', () => {
    expect(icsFileName({ id: 3, title: 'Energy Transition Roundtable: Q3!' })).toBe(
      'energy-transition-roundtable-q3.ics',
    );
    expect(icsFileName({ id: 3, title: '☕☕' })).toBe('event-3.ics');
  });
});

describe('GET /api/events/:id.ics', () => {
  it('sends one event as an RFC 5545 file any member can download', async () => {
    const event = await calls.make(host, {
      title: 'Founders Breakfast, Q3; Houston',
      description: LONG_DESCRIPTION,
      startDate: '2031-09-10T12:30:00.000Z',
      endDate: '2031-09-10T14:00:00.000Z',
    });
    const res = await app.inject({ url: `/api/events/${event.id}.ics`, headers: guest.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="founders-breakfast-q3-houston.ics"',
    );
    expectWellFormed(res.body);
    const { events } = parseEvents(res.body);
    expect(events).toHaveLength(1);
    const [parsed] = events;
    expect(parsed.uid).toMatch(new RegExp(`^event-${event.id}@`));
    expect(parsed.summary).toBe('Founders Breakfast, Q3; Houston');
    expect(parsed.description).toBe(LONG_DESCRIPTION);
    expect(parsed.location).toBe('The Ion, 4201 Main St, Houston, TX 77002');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2031-09-10T12:30:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2031-09-10T14:00:00.000Z');
    expect(res.body).toContain('DTSTART:20310910T123000Z\r\n');

    // The UID is the event's, whenever it is downloaded.
    const again = await app.inject({ url: `/api/events/${event.id}.ics`, headers: host.headers });
    expect(parseEvents(again.body).events[0].uid).toBe(parsed.uid);
  });

  it('gives a virtual event its meeting address as URL and location', async () => {
    const event = await calls.make(host, {
      isVirtual: true,
      meetingUrl: 'https://meet.example.com/roundtable?pwd=a,b;c',
    });
    const res = await app.inject({ url: `/api/events/${event.id}.ics`, headers: guest.headers });
    const [parsed] = parseEvents(res.body).events;
    expect(parsed.location).toBe('https://meet.example.com/roundtable?pwd=a,b;c');
    expect(parsed.component.getFirstPropertyValue('url')).toBe(
      'https://meet.example.com/roundtable?pwd=a,b;c',
    );
  });

  it('writes a hostile title, description and place as text a parser accepts', async () => {
    const event = await calls.make(host, {
      title: 'Launch\u0001 party\u001b[2J',
      description: 'Doors at 7\rBring\u007f snacks\u0002',
      location: 'Hall\u0008 B',
    });
    const res = await app.inject({ url: `/api/events/${event.id}.ics`, headers: guest.headers });
    expect(res.statusCode).toBe(200);
    expectWellFormed(res.body);
    const [parsed] = parseEvents(res.body).events;
    expect(parsed.summary).toBe('Launch party[2J');
    expect(parsed.description).toBe('Doors at 7\nBring snacks');
    expect(parsed.location).toBe('Hall B');
  });

  it('answers 404 for a missing event', async () => {
    const missing = await app.inject({ url: '/api/events/777777.ics', headers: guest.headers });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the calendar subscription feed', () => {
  const feedOf = (member: Member) =>
    app.inject({ url: '/api/calendar/feed', headers: member.headers });
  const pathOf = (url: string) => new URL(url).pathname;

  it('hands each member one private address, the same on every ask', async () => {
    const member = await signUpMember(app);
    const first = await feedOf(member);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/api\/calendar\/[\w-]{43}\.ics$/),
      webcalUrl: expect.stringMatching(
        /^webcal:\/\/localhost(:\d+)?\/api\/calendar\/[\w-]{43}\.ics$/,
      ),
      createdAt: expect.any(String),
    });
    expect((await feedOf(member)).json().url).toBe(body.url);
    expect((await feedOf(guest)).json().url).not.toBe(body.url);
  });

  it('serves, without a session, the events the member attends or organises', async () => {
    const member = await signUpMember(app);
    const attended = await calls.make(host, { title: 'Attended mixer' });
    const organised = await calls.make(member, {
      title: 'My own workshop',
      isVirtual: true,
      meetingUrl: 'https://meet.example.com/mine',
    });
    await calls.make(host, { title: 'Not for me' });
    await calls.make(host, {
      title: 'Last year',
      startDate: daysFromNow(-200).toISOString(),
      endDate: null,
    });
    await calls.attend(member, attended.id);
    const { url } = (await feedOf(member)).json();

    // No cookie at all: a calendar app's request.
    const res = await app.inject({ url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expectWellFormed(res.body);
    const { calendar, events } = parseEvents(res.body);
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(events.map((e) => e.summary).sort()).toEqual(['Attended mixer', 'My own workshop']);
    const workshop = events.find((e) => e.summary === 'My own workshop');
    expect(workshop?.uid).toMatch(new RegExp(`^event-${organised.id}@`));
    expect(workshop?.location).toBe('https://meet.example.com/mine');

    // The same UID as the single download, so importing both does not duplicate.
    const single = await app.inject({
      url: `/api/events/${attended.id}.ics`,
      headers: member.headers,
    });
    expect(events.find((e) => e.summary === 'Attended mixer')?.uid).toBe(
      parseEvents(single.body).events[0].uid,
    );

    // Cancelling the RSVP takes the event out of the feed.
    await calls.cancel(member, attended.id);
    const after = parseEvents((await app.inject({ url: pathOf(url) })).body).events;
    expect(after.map((e) => e.summary)).toEqual(['My own workshop']);
  });

  it('leaves out an event moderators hid, in the feed and the download; its organiser keeps it', async () => {
    const member = await signUpMember(app);
    const organiser = await signUpMember(app);
    const moderator = await signUpMember(app);
    const { db } = await testDatabase();
    await setRole(db, moderator.email, 'moderator');
    const event = await calls.make(organiser, { title: 'Hidden party' });
    await calls.attend(member, event.id);
    await calls.attend(moderator, event.id);
    await db
      .update(events)
      .set({ hiddenAt: new Date(), hiddenBy: moderator.id })
      .where(eq(events.id, event.id));
    const titlesIn = async (who: Member) => {
      const { url } = (await feedOf(who)).json();
      return parseEvents((await app.inject({ url: pathOf(url) })).body).events.map(
        (e) => e.summary,
      );
    };
    expect(await titlesIn(member)).toEqual([]);
    expect(await titlesIn(organiser)).toEqual(['Hidden party']);
    expect(await titlesIn(moderator)).toEqual(['Hidden party']);

    const download = (who: Member) =>
      app.inject({ url: `/api/events/${event.id}.ics`, headers: who.headers });
    const refused = await download(member);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Event not found' });
    expect((await download(organiser)).statusCode).toBe(200);
    expect((await download(moderator)).statusCode).toBe(200);
  });

  it('revokes the old address when the member resets it', async () => {
    const member = await signUpMember(app);
    const old = (await feedOf(member)).json().url;
    const reset = await app.inject({
      method: 'POST',
      url: '/api/calendar/feed/reset',
      headers: member.headers,
    });
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().url;
    expect(fresh).not.toBe(old);
    expect((await feedOf(member)).json().url).toBe(fresh);
    const stale = await app.inject({ url: pathOf(old) });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: 'Calendar not found' });
    expect((await app.inject({ url: pathOf(fresh) })).statusCode).toBe(200);
    const rows = await (await testDatabase()).db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('lets only the exact token shape of the public feed route reach the database', async () => {
    const short = await app.inject({ url: '/api/calendar/short.ics' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toEqual(expect.any(String));
    // Another suffix is no route at all: a plain 404 that holds nothing.
    const other = await app.inject({ url: `/api/calendar/${'a'.repeat(43)}.json` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Not found' });
    const unknown = await app.inject({ url: `/api/calendar/${'a'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
  });
});
