import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendees, events } from '../../../shared/schema/events';
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
const rsvpsOf = async (eventId: number) =>
  (await db()).select().from(eventAttendees).where(eq(eventAttendees.eventId, eventId));

describe('POST /api/events/:id/attendance', () => {
  it('takes a seat (201) with the updated event, and is idempotent (200)', async () => {
    const event = await calls.make(host, { maxAttendees: 3 });
    const guest = await signUpMember(app, { firstName: 'Gus', lastName: 'Guest' });
    const first = await calls.attend(guest, event.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: event.id,
      attendeeCount: 1,
      isAttending: true,
      isFull: false,
      attendeePreview: [{ id: guest.id, firstName: 'Gus', lastName: 'Guest' }],
    });
    const again = await calls.attend(guest, event.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ attendeeCount: 1, isAttending: true });
    const rows = await rsvpsOf(event.id);
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        eventId: event.id,
        userId: guest.id,
        status: 'attending',
        createdAt: expect.any(Date),
        promotedAt: null,
        promotionUnseen: false,
      },
    ]);
  });

  it('lets the creator attend their own event like anyone', async () => {
    const event = await calls.make(host);
    expect((await calls.attend(host, event.id)).statusCode).toBe(201);
    expect((await calls.get(host, event.id)).json()).toMatchObject({ isAttending: true });
  });

  it('gives the organiser a seat when they create the event attending (decision 065)', async () => {
    const res = await calls.create(host, { maxAttendees: 1, attending: true });
    expect(res.statusCode).toBe(201);
    const event = res.json();
    expect(event).toMatchObject({ attendeeCount: 1, isAttending: true, isFull: true });
    expect((await rsvpsOf(event.id)).map((r) => [r.userId, r.status])).toEqual([
      [host.id, 'attending'],
    ]);
    // A real seat: the next member waits, and the organiser can give it back to them.
    const guest = await signUpMember(app, { firstName: 'Wes', lastName: 'Waiting' });
    expect((await calls.attend(guest, event.id)).json()).toMatchObject({ isAttending: false });
    expect((await calls.cancel(host, event.id)).statusCode).toBe(204);
    expect((await rsvpsOf(event.id)).map((r) => [r.userId, r.status])).toEqual([
      [guest.id, 'attending'],
    ]);
    // Nobody heard of the organiser taking their own seat.
    const bell = await app.inject({ url: '/api/notifications', headers: host.headers });
    expect(bell.json().filter((n: { type: string }) => n.type === 'event_rsvp')).toEqual([]);
  });

  it('leaves the organiser out when the body says nothing or false, and refuses anything else', async () => {
    for (const attending of [undefined, false]) {
      const event = await calls.make(host, { attending });
      expect(event).toMatchObject({ attendeeCount: 0, isAttending: false });
    }
    const before = (await (await db()).select({ id: events.id }).from(events)).length;
    for (const attending of ['yes', 1, null, [true], { on: true }]) {
      const res = await calls.create(host, { attending });
      expect(res.statusCode, JSON.stringify(attending)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('attending');
    }
    expect((await (await db()).select({ id: events.id }).from(events)).length).toBe(before);
  });

  it('refuses attending in an edit, naming it, and changes nothing', async () => {
    const event = await calls.make(host);
    for (const attending of [true, false]) {
      const res = await calls.update(host, event.id, {
        ...eventBody({ title: 'Renamed' }),
        attending,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        issues: [
          { path: 'attending', message: 'Attending is changed with Attend and Cancel RSVP' },
        ],
      });
    }
    expect((await calls.get(host, event.id)).json()).toMatchObject({
      title: 'Founders Breakfast',
      attendeeCount: 0,
    });
  });

  it('puts a member who asks for a full event on the waiting list (201, with their place)', async () => {
    const event = await calls.make(host, { maxAttendees: 1 });
    const first = await signUpMember(app);
    const second = await signUpMember(app);
    expect((await calls.attend(first, event.id)).json()).toMatchObject({ isFull: true });
    const res = await calls.attend(second, event.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      attendeeCount: 1,
      isAttending: false,
      isFull: true,
      waitingCount: 1,
      waitingPosition: 1,
      seatOpened: false,
    });
    expect((await rsvpsOf(event.id)).map((r) => [r.userId, r.status])).toEqual([
      [first.id, 'attending'],
      [second.id, 'waiting'],
    ]);
    // Asking again changes nothing, seated or waiting.
    expect((await calls.attend(first, event.id)).statusCode).toBe(200);
    const again = await calls.attend(second, event.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ waitingPosition: 1, waitingCount: 1 });
  });

  it('gives exactly one of two racing members the last seat; the other waits', async () => {
    const event = await calls.make(host, { maxAttendees: 2 });
    const seated = await signUpMember(app);
    await calls.attend(seated, event.id);
    const racers = await Promise.all([signUpMember(app), signUpMember(app)]);
    const answers = await Promise.all(racers.map((m) => calls.attend(m, event.id)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    const states = answers.map((r) => r.json()).map((e) => [e.isAttending, e.waitingPosition]);
    expect(states.sort()).toEqual([
      [false, 1],
      [true, null],
    ]);
    const rows = await rsvpsOf(event.id);
    expect(rows.filter((r) => r.status === 'attending')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'waiting')).toHaveLength(1);
  });

  it('keeps one seat when the same member double-clicks', async () => {
    const event = await calls.make(host, { maxAttendees: 5 });
    const guest = await signUpMember(app);
    const answers = await Promise.all([
      calls.attend(guest, event.id),
      calls.attend(guest, event.id),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await rsvpsOf(event.id)).toHaveLength(1);
  });

  it('refuses an event that has ended with 409, for attending and for cancelling', async () => {
    const past = await calls.make(host, {
      startDate: daysFromNow(-3).toISOString(),
      endDate: daysFromNow(-3, 2).toISOString(),
    });
    const guest = await signUpMember(app);
    const res = await calls.attend(guest, past.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This event has already ended' });
    expect(await rsvpsOf(past.id)).toEqual([]);
    // A seat held when it ended stays held: the event is read-only now.
    await (await db()).insert(eventAttendees).values({ eventId: past.id, userId: guest.id });
    const cancel = await calls.cancel(guest, past.id);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: 'This event has already ended' });
    expect((await rsvpsOf(past.id)).map((r) => r.userId)).toEqual([guest.id]);
  });

  it('lets members join an event that is under way', async () => {
    const running = await calls.make(host, {
      startDate: daysFromNow(0, -1).toISOString(),
      endDate: daysFromNow(0, 2).toISOString(),
    });
    const guest = await signUpMember(app);
    expect((await calls.attend(guest, running.id)).statusCode).toBe(201);
  });

  it('answers 404 for a missing event and 400 for a bad id', async () => {
    const guest = await signUpMember(app);
    const missing = await calls.attend(guest, 424242);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Event not found' });
    expect((await calls.attend(guest, 'x')).statusCode).toBe(400);
  });
});

describe('DELETE /api/events/:id/attendance', () => {
  it('gives the seat back, so the next member can take it', async () => {
    const event = await calls.make(host, { maxAttendees: 1 });
    const first = await signUpMember(app);
    const second = await signUpMember(app);
    await calls.attend(first, event.id);
    const res = await calls.cancel(first, event.id);
    expect(res.statusCode).toBe(204);
    expect(await rsvpsOf(event.id)).toEqual([]);
    expect((await calls.get(first, event.id)).json()).toMatchObject({
      attendeeCount: 0,
      isAttending: false,
      isFull: false,
    });
    expect((await calls.attend(second, event.id)).json()).toMatchObject({ isAttending: true });
  });

  it('is idempotent and touches only the caller’s own seat', async () => {
    const event = await calls.make(host);
    const guest = await signUpMember(app);
    const other = await signUpMember(app);
    await calls.attend(guest, event.id);
    expect((await calls.cancel(other, event.id)).statusCode).toBe(204);
    const rows = await (await db())
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, event.id), eq(eventAttendees.userId, guest.id)));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a missing event', async () => {
    const guest = await signUpMember(app);
    expect((await calls.cancel(guest, 424242)).statusCode).toBe(404);
  });

  it('disappears with a deleted event', async () => {
    const event = await calls.make(host);
    const guest = await signUpMember(app);
    await calls.attend(guest, event.id);
    await calls.remove(host, event.id);
    expect(await (await db()).select().from(events).where(eq(events.id, event.id))).toEqual([]);
    expect(await rsvpsOf(event.id)).toEqual([]);
  });
});
