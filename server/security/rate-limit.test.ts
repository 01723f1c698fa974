import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/rate-limits';
import {
  createTestApp,
  type Member,
  signUpMember,
  statementsOf,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
import { DatabaseRateCounters } from './rate-counters';
import { RateLimitedError, RateLimiter } from './rate-limit';

type App = Awaited<ReturnType<typeof createTestApp>>;

const WRITE_LIMIT = { WRITE_RATE_LIMIT_MAX: '3', WRITE_RATE_LIMIT_WINDOW_MS: '60000' };

/** A cheap write every member may make: a fresh upload address. */
const write = (app: App, member: Member) =>
  app.inject({ method: 'POST', url: '/api/objects/upload', headers: member.headers });

describe('writes per member', () => {
  let first: App;
  let second: App;
  let roomy: App;
  beforeAll(async () => {
    // Two server copies on one database, as behind a balancer, plus one with the default-high
    // test limit for signing members up.
    [first, second, roomy] = await Promise.all([
      createTestApp(WRITE_LIMIT),
      createTestApp(WRITE_LIMIT),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close(), roomy.close()]);
  });

  it('answers the write over the limit with 429, Retry-After and the JSON error shape', async () => {
    const member = await signUpMember(roomy);
    for (let i = 0; i < 3; i++) expect((await write(first, member)).statusCode).toBe(200);
    const refused = await write(first, member);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many requests, please try again later' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  // On PostgreSQL several server processes share the data and count together; the embedded
  // database has one process, which counts in memory (decision 059).
  const sharedDatabase = process.env.TEST_DB === 'postgres';
  it(
    sharedDatabase
      ? 'counts every server process together (the counters live in the database)'
      : 'counts in memory on the embedded database: no counter rows, no statement per write',
    async () => {
      const member = await signUpMember(roomy);
      if (sharedDatabase) {
        expect((await write(first, member)).statusCode).toBe(200);
        expect((await write(second, member)).statusCode).toBe(200);
        expect((await write(first, member)).statusCode).toBe(200);
        expect((await write(second, member)).statusCode).toBe(429);
        expect((await write(first, member)).statusCode).toBe(429);
        return;
      }
      const { db } = await testDatabase();
      const before = await db.select().from(rateLimitCounters);
      const { result, statements } = await statementsOf(() => write(first, member));
      expect(result.statusCode).toBe(200);
      expect(statements.filter((s) => s.includes('rate_limit_counter'))).toEqual([]);
      for (let i = 0; i < 2; i++) expect((await write(first, member)).statusCode).toBe(200);
      expect((await write(first, member)).statusCode).toBe(429);
      expect(await db.select().from(rateLimitCounters)).toEqual(before);
    },
  );

  it('keeps each member to their own budget and leaves reads alone', async () => {
    const [busy, other] = await Promise.all([signUpMember(roomy), signUpMember(roomy)]);
    for (let i = 0; i < 4; i++) await write(first, busy);
    expect((await write(first, busy)).statusCode).toBe(429);
    expect((await write(first, other)).statusCode).toBe(200);
    const read = await first.inject({ url: '/api/auth/user', headers: busy.headers });
    expect(read.statusCode).toBe(200);
  });

  it('does not count a visitor (the 401 comes first)', async () => {
    const res = await first.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in attempts', () => {
  // Five wrong passwords per address; once an e-mail has had more than five, every address
  // gets three wrong passwords for it (TARGETED_TRIES in server/auth/rate-limit.ts).
  let limited: App;
  let roomy: App;
  beforeAll(async () => {
    [limited, roomy] = await Promise.all([
      createTestApp({ AUTH_RATE_LIMIT_MAX: '5' }),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([limited.close(), roomy.close()]);
  });

  const PASSWORD = 'correct horse';
  const signIn = (email: string, from: string, password = 'not the password') =>
    limited.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: from,
      payload: { email, password },
    });
  const statuses = async (n: number, attempt: () => ReturnType<typeof signIn>) => {
    const seen: number[] = [];
    for (let i = 0; i < n; i++) seen.push((await attempt()).statusCode);
    return seen;
  };
  const member = () => signUpMember(roomy, { password: PASSWORD });

  it("does not let a stranger's wrong passwords lock the member out", async () => {
    const victim = await member();
    const stranger = '198.51.100.10';
    expect(await statuses(6, () => signIn(victim.email, stranger))).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);

    const own = await signIn(victim.email, '198.51.100.11', PASSWORD);
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(victim.email);

    // The stranger's address has used up its failures: even the right password waits.
    const refused = await signIn(victim.email, stranger, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.cookies).toEqual([]);
  });

  it('does not count successful sign-ins against anyone', async () => {
    const m = await member();
    const from = '198.51.100.20';
    expect(await statuses(12, () => signIn(m.email, from, PASSWORD))).toEqual(Array(12).fill(200));
    // The whole allowance of wrong passwords is still there, for the address and the e-mail.
    expect(await statuses(6, () => signIn(m.email, from))).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits one address however many e-mails it tries, whatever the password', async () => {
    const from = '198.51.100.30';
    for (let i = 0; i < 5; i++) expect((await signIn(uniqueEmail('a'), from)).statusCode).toBe(401);
    expect((await signIn(uniqueEmail('b'), from)).statusCode).toBe(429);
    const m = await member();
    expect((await signIn(m.email, from, PASSWORD)).statusCode).toBe(429);
    // Another address is not held back by it.
    expect((await signIn(m.email, '198.51.100.31', PASSWORD)).statusCode).toBe(200);
  });

  it('holds a burst of simultaneous guesses from one address to the limit', async () => {
    const m = await member();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => signIn(m.email, '198.51.100.40')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
  });

  it('gives each address only three wrong passwords for an e-mail under attack', async () => {
    const victim = await member();
    expect(await statuses(6, () => signIn(victim.email, '198.51.100.50'))).toEqual([
      401, 401, 401, 401, 401, 429,
    ]);
    // A second guessing address is refused after three, below its own limit of five...
    expect(await statuses(4, () => signIn(victim.email, '198.51.100.51'))).toEqual([
      401, 401, 401, 429,
    ]);
    // ...while it may still try other e-mails, so the refusal is about this e-mail.
    expect((await signIn(uniqueEmail('other'), '198.51.100.51')).statusCode).toBe(401);

    // The member, with two typos, still gets in; signing in forgives those typos.
    const home = '198.51.100.52';
    expect(await statuses(2, () => signIn(victim.email, home))).toEqual([401, 401]);
    expect((await signIn(victim.email, home, PASSWORD)).statusCode).toBe(200);
    expect(await statuses(3, () => signIn(victim.email, home))).toEqual([401, 401, 401]);
  });

  it('answers an unknown e-mail exactly as a wrong password, limits included', async () => {
    const m = await member();
    const unknown = uniqueEmail('nobody');
    const asMember = await statuses(6, () => signIn(m.email, '198.51.100.60'));
    const asUnknown = await statuses(6, () => signIn(unknown, '198.51.100.61'));
    expect(asUnknown).toEqual(asMember);
    const [a, b] = await Promise.all([
      signIn(m.email, '198.51.100.62'),
      signIn(unknown, '198.51.100.63'),
    ]);
    expect(a.statusCode).toBe(401);
    expect(b.json()).toEqual(a.json());
  });
});

describe('sign-ups', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('are limited per address, apart from sign-ins', async () => {
    const from = '192.0.2.44';
    const signUp = () =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: from,
        payload: {
          email: uniqueEmail('new'),
          password: 'longenough',
          firstName: 'N',
          lastName: 'M',
        },
      });
    expect((await signUp()).statusCode).toBe(202);
    expect((await signUp()).statusCode).toBe(202);
    const refused = await signUp();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts, please try again later' });
    expect(refused.cookies).toEqual([]);
    const signIn = await limited.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: from,
      payload: { email: uniqueEmail('e'), password: 'wrong' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('the address behind a proxy (TRUST_PROXY)', () => {
  // Two wrong passwords per address; each case has its own client address because the
  // apps share one database and one rule.
  const settings = ['1', 'true', '2', '127.0.0.1, 10.0.0.0/8', 'false'];
  const apps = new Map<string, App>();
  beforeAll(async () => {
    await Promise.all(
      settings.map(async (value) => {
        apps.set(value, await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: value }));
      }),
    );
  });
  afterAll(async () => {
    await Promise.all([...apps.values()].map((app) => app.close()));
  });

  let spoofs = 0;
  /**
   * Three wrong passwords (for fresh e-mails, so only the address counts) through a
   * chain `forwardedFor`, each headed by a made-up address, as a client can send.
   */
  const threeGuesses = async (
    setting: string,
    forwardedFor: string[],
    remoteAddress = '127.0.0.1',
  ) => {
    const app = apps.get(setting);
    if (!app) throw new Error(`no app for TRUST_PROXY=${setting}`);
    const seen: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress,
        headers: { 'x-forwarded-for': [`192.0.2.${++spoofs % 250}`, ...forwardedFor].join(', ') },
        payload: { email: uniqueEmail('spoof'), password: 'not the password' },
      });
      seen.push(res.statusCode);
    }
    return seen;
  };

  it.each([
    ['1', '203.0.113.7'],
    ['true', '203.0.113.8'],
  ])(
    'TRUST_PROXY=%s counts the address the one proxy saw, not the left-most claim',
    async (setting, client) => {
      expect(await threeGuesses(setting, [client])).toEqual([401, 401, 429]);
    },
  );

  it('TRUST_PROXY=2 counts the address the outer of two proxies saw', async () => {
    expect(await threeGuesses('2', ['203.0.113.9', '10.0.0.2'])).toEqual([401, 401, 429]);
  });

  it('a list of proxies is trusted hop by hop, and only from those proxies', async () => {
    const list = '127.0.0.1, 10.0.0.0/8';
    expect(await threeGuesses(list, ['203.0.113.10', '10.0.0.2'])).toEqual([401, 401, 429]);
    // A client reaching the server directly is counted by its own address, whatever it claims.
    expect(await threeGuesses(list, [], '198.51.100.99')).toEqual([401, 401, 429]);
  });

  it('TRUST_PROXY=false ignores X-Forwarded-For', async () => {
    expect(await threeGuesses('false', ['203.0.113.11'], '198.51.100.98')).toEqual([401, 401, 429]);
  });
});

describe('the shared counters', () => {
  const rule = { name: 'unit', max: 2, windowMs: 1000 };

  it('start a new window once the old one has passed', async () => {
    const { db } = await testDatabase();
    const limiter = new RateLimiter(new DatabaseRateCounters(db));
    const subject = `s-${Date.now()}`;
    await limiter.hit(rule, [subject], 'slow down');
    await limiter.hit(rule, [subject], 'slow down');
    const refused = await limiter.hit(rule, [subject], 'slow down').catch((e) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused.retryAfterSeconds).toBe(1);

    // Age the window instead of sleeping through it.
    await db
      .update(rateLimitCounters)
      .set({ windowEnds: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, `%:${subject}`));
    await expect(limiter.hit(rule, [subject], 'slow down')).resolves.toBeUndefined();
    const [row] = await db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `%:${subject}`));
    expect(row.count).toBe(1);
    expect(row.windowEnds.getTime()).toBeGreaterThan(Date.now() - 5000);
  });

  it('count many concurrent hits exactly once each', async () => {
    const { db } = await testDatabase();
    const limiter = new RateLimiter(new DatabaseRateCounters(db));
    const subject = `c-${Date.now()}`;
    const wide = { name: 'unit-wide', max: 1000, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 25 }, () => limiter.hit(wide, [subject], 'x')));
    const [row] = await db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `unit-wide/1000/60000:${subject}`));
    expect(row.count).toBe(25);
  });

  it('give a hit back without going below zero, and forget a subject on reset', async () => {
    const { db } = await testDatabase();
    const limiter = new RateLimiter(new DatabaseRateCounters(db));
    const wide = { name: 'unit-back', max: 10, windowMs: 60_000 };
    const [a, b] = [`a-${Date.now()}`, `b-${Date.now()}`];
    const counts = await limiter.count(wide, [a, b, a]);
    expect([...counts.entries()]).toEqual([
      [a, { count: 1, retryAfterSeconds: 60 }],
      [b, { count: 1, retryAfterSeconds: 60 }],
    ]);
    await limiter.count(wide, [a]);
    await limiter.uncount(wide, [a, b]);
    await limiter.uncount(wide, [b]);
    expect((await limiter.count(wide, [a, b])).get(a)?.count).toBe(2);
    expect((await limiter.count(wide, [b])).get(b)?.count).toBe(2);
    await limiter.reset(wide, [a]);
    expect((await limiter.count(wide, [a, b])).get(a)?.count).toBe(1);
  });

  it('are swept once expired, and only then', async () => {
    const { db } = await testDatabase();
    const limiter = new RateLimiter(new DatabaseRateCounters(db));
    await db.insert(rateLimitCounters).values([
      { key: 'sweep:old', count: 5, windowEnds: new Date(Date.now() - 60_000) },
      { key: 'sweep:live', count: 5, windowEnds: new Date(Date.now() + 60_000) },
    ]);
    expect(await limiter.sweep()).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'sweep:%'));
    expect(left).toEqual([{ key: 'sweep:live' }]);
  });
});
