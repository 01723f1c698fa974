import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../env';
import { openObjectStore } from '../storage';
import type { ObjectStore } from '../storage/object-store';
import { testDatabase } from './database';

export { testDatabase } from './database';

type App = Awaited<ReturnType<typeof buildApp>>;

/** An app on this worker's database, with test-friendly settings unless overridden. */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: { oidcAllowInsecure?: boolean; store?: ObjectStore } = {},
): Promise<App> {
  const { db } = await testDatabase();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    // Limits far above what any suite does; server/security/*.test.ts sets its own.
    AUTH_RATE_LIMIT_MAX: '10000',
    WRITE_RATE_LIMIT_MAX: '1000000',
    DATA_DIR: testDataDir(),
    ...env,
  });
  const store = extra.store ?? (await openObjectStore(config));
  const app = await buildApp({ config, db, store, ...extra });
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

/** Creates a member through the real sign-up route and returns their session cookie. */
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
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  return { id: res.json().id, email: res.json().email, cookie, headers: { cookie } };
}

/** `rt.sid=<value>` from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }) {
  const c = res.cookies.find((k) => k.name === 'rt.sid');
  if (!c) throw new Error('no session cookie in response');
  return `rt.sid=${c.value}`;
}
