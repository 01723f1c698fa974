import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoAlbums } from '../../shared/schema/gallery';
import { users } from '../../shared/schema/users';
import { DEMO_LOGIN } from '../db/seed/members';
import { createTestApp, sessionCookieFor, statementsOf, testDatabase } from './harness';

/**
 * What each hot read may cost: the statements it sends to the database and the bytes of
 * its answer (JSON, uncompressed), on the demo community (`npm run seed`, deterministic)
 * for its demo member, once the read is warm. Seeding it takes ~10 s (its photos), so the
 * checks run in the seed's own test file, on the community it has just made
 * (server/db/seed/seed.test.ts). The figures are today's, with room for a
 * little growth: a change that adds a statement per row, or makes an answer a fifth
 * larger, fails here, and then the budget moves only with a reason in the commit.
 * Each list asks for the page its screen asks for (each feature's api.ts on the client: 20 or 24
 * rows). The same reads are the lines of `npm run bench` (scripts/bench/scenarios.ts).
 */
interface Budget {
  statements: number;
  bytes: number;
}

/**
 * Six weeks around today, the calendar's grid: the demo's events are dated from the day it
 * is seeded, so this window holds the same events on any date (a month's grid would not).
 */
function sixWeeks(now = Date.now()) {
  const day = 86_400_000;
  const from = new Date(now - 21 * day).toISOString();
  const to = new Date(now + 21 * day).toISOString();
  return `from=${from}&to=${to}`;
}

interface World {
  discussionId: number;
  albumId: number;
}

const HOT_READS: { name: string; url: (w: World) => string; budget: Budget }[] = [
  // The session alone: what the member may do comes from the kept joining settings.
  { name: 'current user', url: () => '/api/auth/user', budget: { statements: 1, bytes: 900 } },
  {
    name: 'discussions, first page',
    url: () => '/api/discussions?limit=20&sort=activity',
    // Kept (decision 045): the session with the generations, then the reader's marks. Each
    // card's preview, not its content (15.9 KB on the demo, whose posts are short).
    budget: { statements: 2, bytes: 19_000 },
  },
  {
    name: 'a discussion',
    url: (w) => `/api/discussions/${w.discussionId}`,
    // Kept (decision 045): the session, the view and read mark (answering the view count),
    // and the reader's notifications about it marked read.
    budget: { statements: 3, bytes: 1_300 },
  },
  {
    name: 'its replies',
    url: (w) => `/api/discussions/${w.discussionId}/replies`,
    // Kept (decision 045), and all that is the reader's own comes from the policy.
    budget: { statements: 1, bytes: 3_400 },
  },
  // Kept (decision 045): the session, then which of the page's skills the reader endorsed.
  { name: 'directory', url: () => '/api/users?limit=24', budget: { statements: 2, bytes: 22_500 } },
  {
    name: 'directory search',
    url: () => '/api/users?limit=24&search=pat',
    budget: { statements: 2, bytes: 1_800 },
  },
  {
    name: 'directory, new members',
    url: () => '/api/users?limit=24&filter=new',
    budget: { statements: 2, bytes: 3_600 },
  },
  {
    name: 'jobs with filters',
    url: () => '/api/jobs?limit=20&jobType=full-time',
    // Kept (decision 045): the session, then the reader's saved marks and applications.
    // Previews instead of the long texts (decision 067): 6,211 → 4,735 bytes.
    budget: { statements: 2, bytes: 5_700 },
  },
  {
    name: 'resources search',
    url: () => '/api/resources?limit=20&search=template',
    // Kept (decision 045), and all that is the reader's own comes from the policy.
    budget: { statements: 1, bytes: 2_000 },
  },
  {
    name: 'album photos',
    url: (w) => `/api/photos?limit=24&albumId=${w.albumId}`,
    // Kept (decision 045), and all that is the reader's own comes from the policy.
    budget: { statements: 1, bytes: 2_900 },
  },
  {
    name: 'calendar, six weeks',
    url: () => `/api/events?limit=200&${sixWeeks()}`,
    // Kept (decision 045), the community's time zone too: the session, the reader's RSVPs.
    // Organisers and attendees as faces (memberFace): 15.6 → 12.4 KB.
    budget: { statements: 2, bytes: 15_000 },
  },
  // Kept (decision 045), the community's time zone too: the session, the reader's own part.
  { name: 'dashboard', url: () => '/api/dashboard', budget: { statements: 2, bytes: 2_300 } },
  {
    name: 'dashboard photos',
    url: () => '/api/photos?sample=6',
    budget: { statements: 2, bytes: 5_800 },
  },
  {
    name: 'unread messages',
    url: () => '/api/messages/unread-count',
    budget: { statements: 2, bytes: 100 },
  },
  {
    name: 'notifications',
    url: () => '/api/notifications?limit=20',
    budget: { statements: 3, bytes: 100 },
  },
  {
    name: 'about page',
    url: () => '/api/about',
    // Kept until the settings or a member change (decision 049): the session alone, as the
    // demo's figures are written ones (live ones add their one counting statement).
    budget: { statements: 1, bytes: 3_500 },
  },
  {
    name: 'unread notifications',
    url: () => '/api/notifications/unread-count',
    budget: { statements: 2, bytes: 100 },
  },
];

/**
 * The checks, for a file whose database holds the demo community by the time its tests
 * run. Reads only: every check runs on the same rows.
 */
export function describeHotReadBudgets() {
  describe('hot reads within their budgets', () => {
    let app: Awaited<ReturnType<typeof createTestApp>>;
    let headers: { cookie: string };
    let world: World;

    beforeAll(async () => {
      app = await createTestApp();
      const { db } = await testDatabase();
      const [demo] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_LOGIN));
      headers = { cookie: await sessionCookieFor(demo.id) };
      const discussions = (await app.inject({ url: '/api/discussions', headers })).json() as {
        id: number;
        replyCount: number;
      }[];
      const busiest = discussions.reduce((a, b) => (b.replyCount > a.replyCount ? b : a));
      const [album] = await db
        .select({ id: photoAlbums.id })
        .from(photoAlbums)
        .orderBy(photoAlbums.id)
        .limit(1);
      world = { discussionId: busiest.id, albumId: album.id };
    });
    afterAll(() => app.close());

    it.each(HOT_READS)('$name', async ({ url, budget }) => {
      const path = url(world);
      // Warm: what the read costs between two writes, as members mostly meet it.
      expect((await app.inject({ url: path, headers })).statusCode).toBe(200);
      const { result: res, statements } = await statementsOf(() =>
        app.inject({ url: path, headers }),
      );
      expect(res.statusCode).toBe(200);
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(budget.statements);
      expect(res.rawPayload.length).toBeLessThanOrEqual(budget.bytes);
    });
  });
}
