import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { sessions } from '../../shared/schema/sessions';
import { users } from '../../shared/schema/users';
import { type AppOptions, buildApp } from '../app';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../auth/session';
import { type Config, loadConfig } from '../env';
import { openObjectStore } from '../storage';
import { testDatabase } from './database';

export { statementsOf, testDatabase, WARM_SESSION_STATEMENTS } from './database';

type App = Awaited<ReturnType<typeof buildApp>>;

/** An app on this worker's database, with test-friendly settings unless overridden. */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Partial<
    Pick<
      AppOptions,
      'oidcAllowInsecure' | 'store' | 'logStream' | 'startMailWorker' | 'startNotificationWorker'
    >
  > = {},
): Promise<App> {
  const { db, changes } = await testDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    // Limits far above what any suite does; server/security/*.test.ts sets its own.
    AUTH_RATE_LIMIT_MAX: '10000',
    WRITE_RATE_LIMIT_MAX: '1000000',
    DATA_DIR: testDataDir(),
    // Anyone may join unless a suite tests the other modes (server/features/membership).
    JOIN_MODE: 'open',
    // Live streams end at once, so suites calling every route through inject get their
    // answer; the stream's own tests (server/features/live) set a longer life.
    LIVE_STREAM_MAX_MS: '20',
    ...env,
  });
  const store = extra.store ?? (await openObjectStore(config));
  const app = await buildApp({ config, db, changes, store, ...extra });
  await app.ready();
  return app;
}

let dataDir: string | null = null;
/** This worker's scratch DATA_DIR (local object storage and its signing secret). */
export function testDataDir() {
  dataDir ??= mkdtempSync(join(tmpdir(), 'roundtable-test-'));
  return dataDir;
}

let counter = 0;
/** A unique address per call, so files and tests never collide on e-mail. */
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

export interface Member {
  id: string;
  email: string;
  cookie: string;
  /** Headers that make an inject call as this member. */
  headers: { cookie: string };
}

/**
 * Creates a member through the real sign-up route, confirmed and signed in. Sign-up itself
 * answers alike for every address and starts no session (the e-mailed link does), so the
 * confirmation and the session are written here directly: reading hundreds of e-mails
 * would only slow the suites; server/auth/*.test.ts prove the real links.
 */
export async function signUpMember(
  app: App,
  fields: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<Member> {
  const email = fields.email ?? uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { password: 'correct horse', firstName: 'Test', lastName: 'Member', ...fields, email },
  });
  if (res.statusCode !== 202) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const { db } = await testDatabase();
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning({ id: users.id, email: users.email });
  if (!user?.email) throw new Error(`sign-up created no account for ${email}`);
  const cookie = await sessionCookieFor(user.id);
  return { id: user.id, email: user.email, cookie, headers: { cookie } };
}

/**
 * Signs up and then in through the routes alone: for an app on a database of its own (the
 * worker's `testDatabase()` is not where its rows are). The member stays unconfirmed.
 */
export async function signUpAndSignIn(
  app: App,
  fields: { email: string; firstName: string; lastName: string; password?: string },
): Promise<Member> {
  const payload = { password: 'correct horse', ...fields };
  const up = await app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  if (up.statusCode !== 202) throw new Error(`sign-up failed: ${up.statusCode} ${up.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: payload.email, password: payload.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  return { id: res.json().id, email: res.json().email, cookie, headers: { cookie } };
}

/** A new session for a member, as sign-in would make it: the Cookie header that carries it. */
export async function sessionCookieFor(userId: string) {
  const { db } = await testDatabase();
  const sid = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insert(sessions)
    .values({ sid, sess: { userId, createdAt: now }, expire: new Date(now + SESSION_TTL_MS) });
  return `${SESSION_COOKIE}=${sid}`;
}

/** `rt.sid=<value>` from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }) {
  const c = res.cookies.find((k) => k.name === 'rt.sid');
  if (!c) throw new Error('no session cookie in response');
  return `rt.sid=${c.value}`;
}
