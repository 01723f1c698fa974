import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelledEventMembers, cancelledEvents, events } from '../../../shared/schema/events';
import { setRole } from '../../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { deleteOldCancelledEvents } from './cancelled';
import { expectWellFormed, parseEvents } from './ics-test-helpers';
import { eventCalls } from './test-helpers';

// A deleted event stays in the feeds that had it for 30 days as STATUS:CANCELLED, same
// UID, higher SEQUENCE; its .ics link answers 410 meanwhile (decision 028-calendar-files).

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let calls: ReturnType<typeof eventCalls>;
let host: Member;
let admin: Member;

beforeAll(async () => {
  app = await createTestApp();
  calls = eventCalls(app);
  host = await signUpMember(app, { firstName: 'Hana', lastName: 'Host' });
  admin = await signUpMember(app);
  await setRole((await testDatabase()).db, admin.email, 'admin');
});
afterAll(() => app.close());

/** The member's feed, read as a calendar app does (no cookie), parsed. */
async function feedOf(member: Member) {
  const { url } = (await app.inject({ url: '/api/calendar/feed', headers: member.headers })).json();
  const res = await app.inject({ url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  expectWellFormed(res.body);
  return parseEvents(res.body).events;
}

/** The entry for one event id in a feed: its status and SEQUENCE as a parser reads them. */
async function entryIn(member: Member, eventId: number) {
  const entry = (await feedOf(member)).find((e) => e.uid.startsWith(`event-${eventId}@`));
  if (!entry) return null;
  return {
    uid: entry.uid,
    summary: entry.summary,
    start: entry.startDate.toJSDate().toISOString(),
    status: entry.component.getFirstPropertyValue('status'),
    sequence: entry.sequence,
  };
}

const download = (member: Member, id: number) =>
  app.inject({ url: `/api/events/${id}.ics`, headers: member.headers });

describe('a deleted event in the calendar feeds', () => {
  it('shows as CANCELLED, same UID, higher SEQUENCE, to its attendee and organiser only', async () => {
    const attendee = await signUpMember(app);
    const stranger = await signUpMember(app);
    const event = await calls.make(host, { title: 'Rooftop mixer' });
    await calls.attend(attendee, event.id);
    const before = await entryIn(attendee, event.id);
    expect(before).toMatchObject({ status: 'CONFIRMED', sequence: 0, summary: 'Rooftop mixer' });
    // An edit raises SEQUENCE, so apps replace the copy they hold.
    const edited = await calls.update(host, event.id, {
      ...(await calls.get(host, event.id)).json(),
      title: 'Rooftop mixer (moved)',
    });
    expect(edited.statusCode).toBe(200);
    const afterEdit = await entryIn(attendee, event.id);
    expect(afterEdit).toMatchObject({ status: 'CONFIRMED', sequence: 1 });
    const single = parseEvents((await download(attendee, event.id)).body).events[0];
    expect(single.sequence).toBe(1);
    expect(await entryIn(stranger, event.id)).toBeNull();

    expect((await calls.remove(host, event.id)).statusCode).toBe(204);

    for (const member of [attendee, host]) {
      const cancelled = await entryIn(member, event.id);
      expect(cancelled).toEqual({
        uid: before!.uid,
        summary: 'Rooftop mixer (moved)',
        start: afterEdit!.start,
        status: 'CANCELLED',
        sequence: 2,
      });
    }
    expect(await entryIn(stranger, event.id)).toBeNull();
  });

  it('answers 410 for the deleted event’s .ics link, 404 for one that never was', async () => {
    const member = await signUpMember(app);
    const event = await calls.make(host);
    await calls.remove(host, event.id);
    const gone = await download(member, event.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: 'This event was cancelled' });
    const never = await download(member, 987_654);
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual({ message: 'Event not found' });
  });

  it('is gone from the feed and the link after 30 days, and the hourly sweep forgets it', async () => {
    const attendee = await signUpMember(app);
    const old = await calls.make(host, { title: 'Old cancellation' });
    const recent = await calls.make(host, { title: 'Recent cancellation' });
    for (const e of [old, recent]) {
      await calls.attend(attendee, e.id);
      await calls.remove(host, e.id);
    }
    const { db } = await testDatabase();
    await db
      .update(cancelledEvents)
      .set({ cancelledAt: sql`now() - interval '30 days 1 minute'` })
      .where(eq(cancelledEvents.eventId, old.id));

    // Past its 30 days it leaves at once, even before the sweep runs.
    expect(await entryIn(attendee, old.id)).toBeNull();
    expect((await download(attendee, old.id)).statusCode).toBe(404);
    expect(await entryIn(attendee, recent.id)).toMatchObject({ status: 'CANCELLED' });

    await deleteOldCancelledEvents(db);
    const kept = async (id: number) => ({
      events: await db.select().from(cancelledEvents).where(eq(cancelledEvents.eventId, id)),
      members: await db
        .select()
        .from(cancelledEventMembers)
        .where(eq(cancelledEventMembers.eventId, id)),
    });
    expect(await kept(old.id)).toEqual({ events: [], members: [] });
    expect((await kept(recent.id)).events).toHaveLength(1);
    expect(await entryIn(attendee, recent.id)).toMatchObject({ status: 'CANCELLED' });
  });

  it('comes from a staff deletion with a reason and from removing the organiser with their content', async () => {
    const attendee = await signUpMember(app);
    const organiser = await signUpMember(app);
    const byStaff = await calls.make(organiser, { title: 'Deleted by staff' });
    const byRemoval = await calls.make(organiser, { title: 'Deleted with its organiser' });
    for (const e of [byStaff, byRemoval]) await calls.attend(attendee, e.id);

    const staffDelete = await app.inject({
      method: 'DELETE',
      url: `/api/events/${byStaff.id}`,
      headers: admin.headers,
      payload: { reason: 'Spam' },
    });
    expect(staffDelete.statusCode).toBe(204);
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/admin/members/${encodeURIComponent(organiser.id)}`,
      headers: admin.headers,
      payload: { content: 'delete', reason: 'Spam account' },
    });
    expect(removal.statusCode).toBe(204);

    expect(await entryIn(attendee, byStaff.id)).toMatchObject({
      summary: 'Deleted by staff',
      status: 'CANCELLED',
      sequence: 1,
    });
    expect(await entryIn(attendee, byRemoval.id)).toMatchObject({
      summary: 'Deleted with its organiser',
      status: 'CANCELLED',
      sequence: 1,
    });
    expect((await download(attendee, byRemoval.id)).statusCode).toBe(410);
  });

  it('tells only the organiser and staff of a hidden event, which its attendees no longer had', async () => {
    const attendee = await signUpMember(app);
    const moderator = await signUpMember(app);
    const { db } = await testDatabase();
    await setRole(db, moderator.email, 'moderator');
    const event = await calls.make(host, { title: 'Hidden, then deleted' });
    await calls.attend(attendee, event.id);
    await calls.attend(moderator, event.id);
    await db
      .update(events)
      .set({ hiddenAt: new Date(), hiddenBy: moderator.id })
      .where(eq(events.id, event.id));
    expect(await entryIn(attendee, event.id)).toBeNull();

    await calls.remove(host, event.id);
    expect(await entryIn(attendee, event.id)).toBeNull();
    expect(await entryIn(host, event.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await entryIn(moderator, event.id)).toMatchObject({ status: 'CANCELLED' });
  });
});
