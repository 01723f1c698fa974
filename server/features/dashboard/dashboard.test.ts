import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionCategories, discussions } from '../../../shared/schema/discussions';
import { eventAttendees, events } from '../../../shared/schema/events';
import { jobPostings } from '../../../shared/schema/jobs';
import { users } from '../../../shared/schema/users';
import { setRole } from '../../auth/roles';
import { createTestApp, type Member, signUpMember, testDatabase } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/**
 * Sunday 00:00 of the current week in America/Chicago, as a UTC instant, using today's
 * offset (the events below sit two hours from the edges, so a DST change cannot matter).
 */
function chicagoWeekStart(now = new Date()) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  const localMidnightUtc = Date.UTC(+get('year'), +get('month') - 1, +get('day'));
  const offset = localMidnightUtc + +get('hour') * HOUR - Math.floor(now.getTime() / HOUR) * HOUR;
  return new Date(localMidnightUtc - weekday * DAY - offset);
}

describe('GET /api/dashboard', () => {
  it('counts true totals and lists the five newest discussions with their authors', async () => {
    const ann = await signUpMember(app, { firstName: 'Ann', lastName: 'Lee' });
    const bob = await signUpMember(app, { firstName: 'Bob', lastName: 'Diaz' });
    const { db } = await testDatabase();
    // Applicants are accounts, not members: the count leaves them out (migration 0024).
    await db.insert(users).values([
      { id: 'applicant-1', email: 'applicant-1@example.com', membership: 'pending' },
      { id: 'declined-1', email: 'declined-1@example.com', membership: 'declined' },
    ]);
    const now = Date.now();
    const weekStart = chicagoWeekStart().getTime();

    await db.insert(events).values([
      { title: 'In week, start', startDate: new Date(weekStart + 2 * HOUR), createdBy: ann.id },
      {
        title: 'In week, end',
        startDate: new Date(weekStart + 7 * DAY - 2 * HOUR),
        createdBy: ann.id,
      },
      { title: 'Last week', startDate: new Date(weekStart - 2 * HOUR), createdBy: ann.id },
      {
        title: 'Next week',
        startDate: new Date(weekStart + 7 * DAY + 2 * HOUR),
        createdBy: ann.id,
      },
    ]);
    const [cat] = await db.insert(discussionCategories).values({ name: 'General' }).returning();
    const discussionRows = Array.from({ length: 7 }, (_, i) => ({
      title: `Topic ${i}`,
      content: 'Body',
      categoryId: cat.id,
      authorId: i % 2 ? bob.id : ann.id,
      createdAt: new Date(now - i * DAY * 1.5),
    }));
    await db.insert(discussions).values(discussionRows);
    const job = { company: 'Acme', description: 'Work', jobType: 'full-time', postedBy: ann.id };
    await db.insert(jobPostings).values([
      { ...job, title: 'Open' },
      { ...job, title: 'Open, expires later', expiresAt: new Date(now + DAY) },
      { ...job, title: 'Closed', isActive: false },
      { ...job, title: 'Expired', expiresAt: new Date(now - DAY) },
    ]);

    const res = await app.inject({ url: '/api/dashboard', headers: ann.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Topics 0–4 are within 7 days (0, 1.5, 3, 4.5, 6 days old); 5 and 6 are older.
    expect(body.counts).toEqual({
      eventsThisWeek: 2,
      newDiscussions: 5,
      activeJobs: 2,
      members: 2,
    });
    expect(body.recentActivity).toHaveLength(5);
    expect(body.recentActivity.map((d: { title: string }) => d.title)).toEqual([
      'Topic 0',
      'Topic 1',
      'Topic 2',
      'Topic 3',
      'Topic 4',
    ]);
    expect(body.recentActivity[1]).toMatchObject({
      author: { firstName: 'Bob', lastName: 'Diaz', email: bob.email, profileImageUrl: null },
    });
    expect(body.recentActivity[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The author is the one member summary, exactly its keys.
    expect(body.recentActivity[1].author).toEqual({
      id: bob.id,
      firstName: 'Bob',
      lastName: 'Diaz',
      email: bob.email,
      profileImageUrl: null,
      title: null,
      company: null,
    });
    expect(Object.keys(body).sort()).toEqual(['counts', 'openedSeats', 'recentActivity']);
    expect(body.openedSeats).toEqual([]);
    expect(Object.keys(body.recentActivity[0]).sort()).toEqual([
      'author',
      'createdAt',
      'id',
      'title',
    ]);
  });

  it("lists the viewer's unseen opened seats for events still to come, soonest first", async () => {
    const host = await signUpMember(app);
    const cleo = await signUpMember(app, { firstName: 'Cleo' });
    const other = await signUpMember(app);
    const { db } = await testDatabase();
    const inDays = (d: number) => new Date(Date.now() + d * DAY);
    const made = await db
      .insert(events)
      .values([
        { title: 'Later gala', startDate: inDays(9), createdBy: host.id },
        { title: 'Soon mixer', startDate: inDays(2), createdBy: host.id },
        { title: 'Seen already', startDate: inDays(3), createdBy: host.id },
        { title: 'Over', startDate: inDays(-3), endDate: inDays(-3), createdBy: host.id },
        { title: 'Just attending', startDate: inDays(4), createdBy: host.id },
      ])
      .returning({ id: events.id, title: events.title, startDate: events.startDate });
    const [later, soon, seen, over, plain] = made;
    const promoted = { status: 'attending', promotedAt: new Date(), promotionUnseen: true };
    await db.insert(eventAttendees).values([
      { eventId: later.id, userId: cleo.id, ...promoted },
      { eventId: soon.id, userId: cleo.id, ...promoted },
      { eventId: seen.id, userId: cleo.id, ...promoted, promotionUnseen: false },
      { eventId: over.id, userId: cleo.id, ...promoted },
      { eventId: plain.id, userId: cleo.id, status: 'attending' },
      { eventId: soon.id, userId: other.id, ...promoted },
    ]);
    const res = await app.inject({ url: '/api/dashboard', headers: cleo.headers });
    expect(res.json().openedSeats).toEqual([
      { id: soon.id, title: 'Soon mixer', startDate: soon.startDate.toISOString() },
      { id: later.id, title: 'Later gala', startDate: later.startDate.toISOString() },
    ]);
    const others = await app.inject({ url: '/api/dashboard', headers: host.headers });
    expect(others.json().openedSeats).toEqual([]);
  });

  it('leaves out what moderators hid for other members; its author and staff still count it', async () => {
    const { db } = await testDatabase();
    const author = await signUpMember(app, { firstName: 'Hedda' });
    const reader = await signUpMember(app, { firstName: 'Rita' });
    const moderator = await signUpMember(app, { firstName: 'Mo' });
    await setRole(db, moderator.email, 'moderator');
    const dashboardOf = async (member: Member) =>
      (await app.inject({ url: '/api/dashboard', headers: member.headers })).json();
    const before = await dashboardOf(reader);

    const hidden = { hiddenAt: new Date(), hiddenBy: moderator.id };
    const [cat] = await db.insert(discussionCategories).values({ name: 'Hidden' }).returning();
    await db.insert(discussions).values({
      title: 'Hidden topic',
      content: 'Spam',
      categoryId: cat.id,
      authorId: author.id,
      ...hidden,
    });
    const [event] = await db
      .insert(events)
      .values({
        title: 'Hidden party',
        startDate: new Date(Date.now() + 60_000),
        createdBy: author.id,
        ...hidden,
      })
      .returning();
    await db.insert(eventAttendees).values({
      eventId: event.id,
      userId: reader.id,
      status: 'attending',
      promotedAt: new Date(),
      promotionUnseen: true,
    });
    await db.insert(jobPostings).values({
      title: 'Hidden job',
      company: 'Acme',
      description: 'Work',
      jobType: 'full-time',
      postedBy: author.id,
      ...hidden,
    });
    await db
      .update(users)
      .set({ profileHiddenAt: new Date(), profileHiddenBy: moderator.id })
      .where(eq(users.id, author.id));

    const others = await dashboardOf(reader);
    // The three signed up before `before`: the hidden profile leaves the reader's total.
    expect(others.counts).toEqual({ ...before.counts, members: before.counts.members - 1 });
    expect(others.recentActivity.map((d: { title: string }) => d.title)).not.toContain(
      'Hidden topic',
    );
    expect(others.openedSeats).toEqual([]);
    const counted = {
      eventsThisWeek: before.counts.eventsThisWeek + 1,
      newDiscussions: before.counts.newDiscussions + 1,
      activeJobs: before.counts.activeJobs + 1,
      members: before.counts.members,
    };
    for (const member of [author, moderator]) {
      const own = await dashboardOf(member);
      expect(own.counts).toEqual(counted);
      expect(own.recentActivity[0].title).toBe('Hidden topic');
    }
  });
});
