import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/rate-limits';
import {
  createTestApp,
  type Member,
  signUpMember,
  testDatabase,
  uniqueEmail,
} from '../test/harness';
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

  it('counts every server process together (the counters live in the database)', async () => {
    const member = await signUpMember(roomy);
    expect((await write(first, member)).statusCode).toBe(200);
    expect((await write(second, member)).statusCode).toBe(200);
    expect((await write(first, member)).statusCode).toBe(200);
    expect((await write(second, member)).statusCode).toBe(429);
    expect((await write(first, member)).statusCode).toBe(429);
  });

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

describe('sign-in and sign-up attempts', () => {
  let limited: App;
  let behindProxy: App;
  beforeAll(async () => {
    [limited, behindProxy] = await Promise.all([
      createTestApp({ AUTH_RATE_LIMIT_MAX: '2' }),
      createTestApp({ AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([limited.close(), behindProxy.close()]);
  });

  const signIn = (app: App, email: string, from?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: from ? { 'x-forwarded-for': from } : {},
      payload: { email, password: 'not the password' },
    });

  it('limits one e-mail however many addresses the attempts come from', async () => {
    const email = uniqueEmail('target');
    expect((await signIn(behindProxy, email, '198.51.100.1')).statusCode).toBe(401);
    expect((await signIn(behindProxy, email, '198.51.100.2')).statusCode).toBe(401);
    const refused = await signIn(behindProxy, email, '198.51.100.3');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many attempts, please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address however many e-mails it tries', async () => {
    const from = '203.0.113.7';
    expect((await signIn(behindProxy, uniqueEmail('a'), from)).statusCode).toBe(401);
    expect((await signIn(behindProxy, uniqueEmail('b'), from)).statusCode).toBe(401);
    expect((await signIn(behindProxy, uniqueEmail('c'), from)).statusCode).toBe(429);
    // Another address is not held back by it.
    expect((await signIn(behindProxy, uniqueEmail('d'), '203.0.113.8')).statusCode).toBe(401);
  });

  it('limits sign-ups per address, apart from sign-ins', async () => {
    const from = '192.0.2.44';
    const signUp = () =>
      behindProxy.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'x-forwarded-for': from },
        payload: {
          email: uniqueEmail('new'),
          password: 'longenough',
          firstName: 'N',
          lastName: 'M',
        },
      });
    expect((await signUp()).statusCode).toBe(201);
    expect((await signUp()).statusCode).toBe(201);
    const refused = await signUp();
    expect(refused.statusCode).toBe(429);
    expect(refused.cookies).toEqual([]);
    expect((await signIn(behindProxy, uniqueEmail('e'), from)).statusCode).toBe(401);
  });
});

describe('the shared counters', () => {
  const rule = { name: 'unit', max: 2, windowMs: 1000 };

  it('start a new window once the old one has passed', async () => {
    const { db } = await testDatabase();
    const limiter = new RateLimiter(db);
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
    const limiter = new RateLimiter(db);
    const subject = `c-${Date.now()}`;
    const wide = { name: 'unit-wide', max: 1000, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 25 }, () => limiter.hit(wide, [subject], 'x')));
    const [row] = await db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `unit-wide/1000/60000:${subject}`));
    expect(row.count).toBe(25);
  });

  it('are swept once expired, and only then', async () => {
    const { db } = await testDatabase();
    const limiter = new RateLimiter(db);
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
