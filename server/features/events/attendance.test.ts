import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendees, events } from '../../../shared/schema/events';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { daysFromNow, eventCalls } from './test-helpers';

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
      },
    ]);
  });

  it('lets the creator attend their own event like anyone', async () => {
    const event = await calls.make(host);
    expect((await calls.attend(host, event.id)).statusCode).toBe(201);
    expect((await calls.get(host, event.id)).json()).toMatchObject({ isAttending: true });
  });

  it("refuses with 409 'This event is full' at capacity and writes nothing", async () => {
    const event = await calls.make(host, { maxAttendees: 1 });
    const first = await signUpMember(app);
    const second = await signUpMember(app);
    expect((await calls.attend(first, event.id)).json()).toMatchObject({ isFull: true });
    const res = await calls.attend(second, event.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This event is full' });
    expect((await rsvpsOf(event.id)).map((r) => r.userId)).toEqual([first.id]);
    // The one already seated asking again is not refused.
    expect((await calls.attend(first, event.id)).statusCode).toBe(200);
  });

  it('gives exactly one of two racing members the last seat', async () => {
    const event = await calls.make(host, { maxAttendees: 2 });
    const seated = await signUpMember(app);
    await calls.attend(seated, event.id);
    const racers = await Promise.all([signUpMember(app), signUpMember(app)]);
    const answers = await Promise.all(racers.map((m) => calls.attend(m, event.id)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rsvpsOf(event.id)).toHaveLength(2);
  });

  it('seats exactly maxAttendees of many members arriving at once', async () => {
    const event = await calls.make(host, { maxAttendees: 3 });
    const crowd = await Promise.all(Array.from({ length: 8 }, () => signUpMember(app)));
    const answers = await Promise.all(crowd.map((m) => calls.attend(m, event.id)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    expect(await rsvpsOf(event.id)).toHaveLength(3);
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

  it('refuses an event that has ended with 409', async () => {
    const past = await calls.make(host, {
      startDate: daysFromNow(-3).toISOString(),
      endDate: daysFromNow(-3, 2).toISOString(),
    });
    const guest = await signUpMember(app);
    const res = await calls.attend(guest, past.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This event has already ended' });
    expect(await rsvpsOf(past.id)).toEqual([]);
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
    expect((await calls.attend(second, event.id)).statusCode).toBe(409);
    const res = await calls.cancel(first, event.id);
    expect(res.statusCode).toBe(204);
    expect(await rsvpsOf(event.id)).toEqual([]);
    expect((await calls.get(first, event.id)).json()).toMatchObject({
      attendeeCount: 0,
      isAttending: false,
      isFull: false,
    });
    expect((await calls.attend(second, event.id)).statusCode).toBe(201);
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
