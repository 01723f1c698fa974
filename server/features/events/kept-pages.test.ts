import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../shared/schema/events';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';
import { keptAndFresh } from '../../test/kept';
import { daysFromNow, eventCalls } from './test-helpers';

/**
 * The calendar keeps each audience's page until an event, an RSVP or a profile it shows
 * changes (decision 045): a kept page is what a fresh read gives, each member's RSVP and
 * abilities are their own, and a change is seen at once.
 */
type Event = {
  id: number;
  title: string;
  attendeeCount: number;
  isAttending: boolean;
  isFull: boolean;
  waitingPosition: number | null;
  mine: boolean;
  canEdit: boolean;
  canSeeAttendees: boolean;
  hidden: boolean;
};
let app: Awaited<ReturnType<typeof createTestApp>>;
let calls: ReturnType<typeof eventCalls>;
let admin: Member;
let alice: Member;
let bob: Member;
let carol: Member;
let eventId: number;

const window = () =>
  `from=${daysFromNow(-1).toISOString()}&to=${daysFromNow(20).toISOString()}&limit=200`;

beforeAll(async () => {
  app = await createTestApp();
  calls = eventCalls(app);
  // The install's first account is its admin (decision 017).
  admin = await signUpMember(app, { firstName: 'Ada', lastName: 'Admin' });
  alice = await signUpMember(app, { firstName: 'Alice', lastName: 'Host' });
  bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Guest' });
  carol = await signUpMember(app, { firstName: 'Carol', lastName: 'Waits' });
  eventId = (await calls.make(alice, { title: 'Two seats', maxAttendees: 1 })).id;
});
afterAll(() => app.close());

const db = async () => (await testDatabase()).db;
const calendar = async (member: Member) => {
  const res = await app.inject({ url: `/api/events?${window()}`, headers: member.headers });
  expect(res.statusCode).toBe(200);
  return { items: res.json() as Event[], total: res.headers['x-total-count'] };
};
const theEvent = async (member: Member) =>
  (await calendar(member)).items.find((e) => e.id === eventId) as Event;

describe('the kept calendar', () => {
  it('answers the next member from the kept page: no statement reads the events', async () => {
    const { kept, statements } = await keptAndFresh(
      'events',
      () => calendar(alice),
      () => calendar(bob),
    );
    // The session with the generations, and bob's RSVPs: the community's time zone (the
    // admins' to change) is kept too.
    expect(statements).toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(/tstzrange|community_settings/);
    expect(kept.items.find((e) => e.id === eventId)).toMatchObject({
      mine: false,
      canEdit: false,
      canSeeAttendees: false,
    });
    expect(await theEvent(alice)).toMatchObject({
      mine: true,
      canEdit: true,
      canSeeAttendees: true,
    });
  });

  it("shows an RSVP at once: the seat is bob's, the wait is carol's, the count everyone's", async () => {
    await calendar(alice);
    expect((await calls.attend(bob, eventId)).statusCode).toBeLessThan(300);
    expect((await calls.attend(carol, eventId)).statusCode).toBeLessThan(300);
    expect(await theEvent(bob)).toMatchObject({
      isAttending: true,
      waitingPosition: null,
      attendeeCount: 1,
      isFull: true,
    });
    expect(await theEvent(carol)).toMatchObject({ isAttending: false, waitingPosition: 1 });
    expect(await theEvent(alice)).toMatchObject({ isAttending: false, waitingPosition: null });
  });

  it('keeps an event moderators hid from members and shows it to its organiser and staff', async () => {
    await calendar(bob);
    await (await db()).update(events).set({ hiddenAt: new Date() }).where(eq(events.id, eventId));
    expect((await calendar(bob)).items.map((e) => e.id)).not.toContain(eventId);
    expect((await calendar(bob)).total).toBe('0');
    expect(await theEvent(alice)).toMatchObject({ hidden: true, mine: true });
    expect((await calendar(alice)).total).toBe('1');
    expect((await calendar(admin)).items.map((e) => e.id)).toContain(eventId);
    expect((await calendar(bob)).items.map((e) => e.id)).not.toContain(eventId);
  });
});
