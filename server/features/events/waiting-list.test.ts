import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendees } from '../../../shared/schema/events';
import { users } from '../../../shared/schema/users';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { daysFromNow, eventBody, eventCalls } from './test-helpers';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let calls: ReturnType<typeof eventCalls>;
let host: Member;

beforeAll(async () => {
  app = await createTestApp();
  calls = eventCalls(app);
  host = await signUpMember(app, { firstName: 'Hana', lastName: 'Host' });
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
/** The event's RSVPs in the order they were made: [member id, status]. */
const rsvpsOf = async (eventId: number) =>
  (
    await (
      await db()
    )
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, eventId))
      .orderBy(asc(eventAttendees.id))
  ).map((r) => [r.userId, r.status]);

const members = (n: number) => Promise.all(Array.from({ length: n }, () => signUpMember(app)));

/** A full event of `seats` with `waiting` members queued behind, one after another. */
async function fullEvent(seats: number, waiting: number) {
  const event = await calls.make(host, { maxAttendees: seats });
  const seated = await members(seats);
  for (const m of seated) await calls.attend(m, event.id);
  const queue = await members(waiting);
  for (const m of queue) await calls.attend(m, event.id);
  return { event, seated, queue };
}

const attendees = (member: Member, id: number | string, query = '') =>
  app.inject({ url: `/api/events/${id}/attendees${query}`, headers: member.headers });
const csv = (member: Member, id: number | string) =>
  app.inject({ url: `/api/events/${id}/attendees.csv`, headers: member.headers });

describe('the waiting list', () => {
  it('queues members in the order they ask, each seeing their place', async () => {
    const { event, seated, queue } = await fullEvent(1, 3);
    for (const [i, m] of queue.entries()) {
      expect((await calls.get(m, event.id)).json()).toMatchObject({
        isAttending: false,
        waitingPosition: i + 1,
        waitingCount: 3,
        attendeeCount: 1,
        isFull: true,
      });
    }
    expect((await calls.get(seated[0], event.id)).json()).toMatchObject({
      isAttending: true,
      waitingPosition: null,
      waitingCount: 3,
    });
    expect(await rsvpsOf(event.id)).toEqual([
      [seated[0].id, 'attending'],
      [queue[0].id, 'waiting'],
      [queue[1].id, 'waiting'],
      [queue[2].id, 'waiting'],
    ]);
  });

  it('leaving the waiting list moves everyone behind up one place', async () => {
    const { event, queue } = await fullEvent(1, 3);
    expect((await calls.cancel(queue[0], event.id)).statusCode).toBe(204);
    expect((await calls.get(queue[1], event.id)).json()).toMatchObject({
      waitingPosition: 1,
      waitingCount: 2,
    });
    expect((await calls.get(queue[2], event.id)).json()).toMatchObject({ waitingPosition: 2 });
    expect((await calls.get(queue[0], event.id)).json()).toMatchObject({
      isAttending: false,
      waitingPosition: null,
    });
  });

  it('seats the first member waiting when an attendee cancels, with the seat-opened notice once', async () => {
    const { event, seated, queue } = await fullEvent(2, 2);
    expect((await calls.cancel(seated[0], event.id)).statusCode).toBe(204);
    expect(await rsvpsOf(event.id)).toEqual([
      [seated[1].id, 'attending'],
      [queue[0].id, 'attending'],
      [queue[1].id, 'waiting'],
    ]);
    expect((await calls.get(queue[0], event.id)).json()).toMatchObject({
      isAttending: true,
      waitingPosition: null,
      seatOpened: true,
      attendeeCount: 2,
      waitingCount: 1,
    });
    expect((await calls.get(queue[1], event.id)).json()).toMatchObject({
      waitingPosition: 1,
      seatOpened: false,
    });
    // Only the promoted member sees the notice; once dismissed it is gone.
    expect((await calls.get(host, event.id)).json()).toMatchObject({ seatOpened: false });
    const dismiss = await app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}/seat-opened`,
      headers: queue[0].headers,
    });
    expect(dismiss.statusCode).toBe(204);
    expect((await calls.get(queue[0], event.id)).json()).toMatchObject({
      isAttending: true,
      seatOpened: false,
    });
    // Leaving the waiting list frees no seat, so nobody is promoted by it.
    expect((await calls.cancel(queue[1], event.id)).statusCode).toBe(204);
    expect(await rsvpsOf(event.id)).toEqual([
      [seated[1].id, 'attending'],
      [queue[0].id, 'attending'],
    ]);
  });

  it('seats as many as the new capacity allows when the organiser raises it, in order', async () => {
    const { event, seated, queue } = await fullEvent(1, 3);
    const res = await calls.update(host, event.id, eventBody({ maxAttendees: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ attendeeCount: 3, waitingCount: 1, isFull: true });
    expect(await rsvpsOf(event.id)).toEqual([
      [seated[0].id, 'attending'],
      [queue[0].id, 'attending'],
      [queue[1].id, 'attending'],
      [queue[2].id, 'waiting'],
    ]);
    expect((await calls.get(queue[1], event.id)).json()).toMatchObject({ seatOpened: true });
    expect((await calls.get(queue[2], event.id)).json()).toMatchObject({ waitingPosition: 1 });
    // Removing the limit seats everyone still waiting.
    await calls.update(host, event.id, eventBody({ maxAttendees: null }));
    expect((await rsvpsOf(event.id)).map(([, status]) => status)).toEqual([
      'attending',
      'attending',
      'attending',
      'attending',
    ]);
  });

  it('under concurrent requests for the last seat: exactly maxAttendees go, the rest wait in order', async () => {
    const event = await calls.make(host, { maxAttendees: 3 });
    const early = await signUpMember(app);
    await calls.attend(early, event.id);
    const crowd = await members(8);
    const answers = await Promise.all(crowd.map((m) => calls.attend(m, event.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const bodies = answers.map((r) => r.json());
    expect(bodies.filter((b) => b.isAttending)).toHaveLength(2);
    const places = bodies.map((b) => b.waitingPosition).filter((p) => p !== null);
    expect([...places].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);

    const rows = await rsvpsOf(event.id);
    expect(rows.filter(([, s]) => s === 'attending')).toHaveLength(3);
    // The waiting list's order is the order the requests got the event's lock: each
    // member's answered place is their row's rank among those waiting.
    const waitingOrder = rows.filter(([, s]) => s === 'waiting').map(([id]) => id);
    for (const [i, m] of crowd.entries()) {
      const place = bodies[i].waitingPosition;
      if (place !== null) expect(waitingOrder[place - 1]).toBe(m.id);
    }
    // Whoever cancels, the first in line is seated, and the count never exceeds the seats.
    const seatedCrowd = crowd.filter((_, i) => bodies[i].isAttending);
    await Promise.all([
      calls.cancel(seatedCrowd[0], event.id),
      calls.cancel(early, event.id),
      // Everyone else asks again meanwhile: their answers change nothing.
      ...crowd.filter((m) => m !== seatedCrowd[0]).map((m) => calls.attend(m, event.id)),
    ]);
    const after = await rsvpsOf(event.id);
    expect(after.filter(([, s]) => s === 'attending').map(([id]) => id)).toEqual([
      seatedCrowd[1].id,
      waitingOrder[0],
      waitingOrder[1],
    ]);
    expect(after.filter(([, s]) => s === 'waiting').map(([id]) => id)).toEqual(
      waitingOrder.slice(2),
    );
  });

  it('takes no RSVP and no cancellation once the event has ended', async () => {
    const past = await calls.make(host, {
      startDate: daysFromNow(-2).toISOString(),
      endDate: daysFromNow(-2, 1).toISOString(),
      maxAttendees: 1,
    });
    const guest = await signUpMember(app);
    const res = await calls.attend(guest, past.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This event has already ended' });
    const cancel = await calls.cancel(guest, past.id);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: 'This event has already ended' });
    expect(await rsvpsOf(past.id)).toEqual([]);
  });

  it('writes nothing for a refused join or leave: bad id, no such event, not on the list', async () => {
    const { event } = await fullEvent(1, 2);
    const store = await db();
    const everyRsvp = () => store.select().from(eventAttendees).orderBy(asc(eventAttendees.id));
    const before = await everyRsvp();
    const stranger = await signUpMember(app);
    for (const id of ['abc', '0', '2147483648']) {
      expect((await calls.attend(stranger, id)).statusCode).toBe(400);
      expect((await calls.cancel(stranger, id)).statusCode).toBe(400);
    }
    expect((await calls.attend(stranger, 999_999)).statusCode).toBe(404);
    expect((await calls.cancel(stranger, 999_999)).statusCode).toBe(404);
    // Leaving a list one is not on is no refusal (204), and moves nobody up.
    expect((await calls.cancel(stranger, event.id)).statusCode).toBe(204);
    expect(await everyRsvp()).toEqual(before);
  });
});

describe('GET /api/events/:id/attendees', () => {
  it('lists the attendees and, separately, the waiting list with places, for the organiser', async () => {
    const { event, seated, queue } = await fullEvent(2, 3);
    const going = await attendees(host, event.id);
    expect(going.statusCode).toBe(200);
    expect(going.headers['x-total-count']).toBe('2');
    expect(going.json()).toEqual(
      seated.map((m) => ({
        member: {
          id: m.id,
          firstName: 'Test',
          lastName: 'Member',
          email: m.email,
          profileImageUrl: null,
          title: null,
          company: null,
        },
        status: 'attending',
        position: null,
        joinedAt: expect.any(String),
        promotedAt: null,
      })),
    );
    // The waiting list, a page of two then the rest: places continue across pages.
    const first = await attendees(host, event.id, '?status=waiting&limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(
      first
        .json()
        .map((a: { member: { id: string }; position: number }) => [a.member.id, a.position]),
    ).toEqual([
      [queue[0].id, 1],
      [queue[1].id, 2],
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await app.inject({ url: next!, headers: host.headers });
    expect(
      second
        .json()
        .map((a: { member: { id: string }; position: number }) => [a.member.id, a.position]),
    ).toEqual([[queue[2].id, 3]]);
    expect(second.headers.link).toBeUndefined();
  });

  it('refuses other members with 403 and names a bad status', async () => {
    const { event, seated } = await fullEvent(1, 0);
    const res = await attendees(seated[0], event.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only the organizer can see the attendee list' });
    const bad = await attendees(host, event.id, '?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
    expect((await attendees(host, 424242)).statusCode).toBe(404);
  });
});

describe('GET /api/events/:id/attendees.csv', () => {
  it('exports attendees then the waiting list, quoted, with formulas defused', async () => {
    const event = await calls.make(host, {
      title: 'Founders’ Breakfast: Q4!',
      maxAttendees: 1,
      startDate: '2030-03-05T14:00:00.000Z',
      endDate: '2030-03-05T16:00:00.000Z',
    });
    const ana = await signUpMember(app, { firstName: 'Ana "AJ"', lastName: 'Diaz, Jr.' });
    const bob = await signUpMember(app, { firstName: '=HYPERLINK("http://x")', lastName: '+1' });
    const d = await db();
    await d
      .update(users)
      .set({ title: '-CFO', company: '@Acme\nLine' })
      .where(eq(users.id, bob.id));
    await calls.attend(ana, event.id);
    await calls.attend(bob, event.id);
    // Fixed join times, so the file's every byte is known.
    await d
      .update(eventAttendees)
      .set({ createdAt: new Date('2026-01-10T18:30:00Z') })
      .where(eq(eventAttendees.eventId, event.id));

    const res = await csv(host, event.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="founders-breakfast-q4-attendees.csv"',
    );
    expect(res.body).toBe(
      '\uFEFF' +
        [
          '"Status","Waiting list place","First name","Last name","Email","Title","Company","Joined (America/Chicago)","Seat opened (America/Chicago)"',
          `"Attending","","Ana ""AJ""","Diaz, Jr.","${ana.email}","","","2026-01-10 12:30",""`,
          `"Waiting","1","'=HYPERLINK(""http://x"")","'+1","${bob.email}","'-CFO","'@Acme\nLine","2026-01-10 12:30",""`,
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('refuses other members with 403', async () => {
    const event = await calls.make(host);
    const guest = await signUpMember(app);
    const res = await csv(guest, event.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only the organizer can see the attendee list' });
  });
});
