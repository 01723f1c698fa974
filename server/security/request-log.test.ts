import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../env';
import { openObjectStore } from '../storage';
import { testDatabase, testDataDir, uniqueEmail } from '../test/harness';
import { equivalentSpellings } from '../test/security/path-spellings';
import { redactUrl } from './request-log';

type App = Awaited<ReturnType<typeof buildApp>>;

/** Every JSON line the app logs, as written. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});
let app: App;

beforeAll(async () => {
  const config = loadConfig({
    DATA_DIR: testDataDir(),
    AUTH_RATE_LIMIT_MAX: '10000',
    LOG_LEVEL: 'trace',
  });
  const { db } = await testDatabase();
  app = await buildApp({ config, db, store: await openObjectStore(config), logStream: sink });
  await app.ready();
});
afterAll(() => app.close());

/** The log lines written for one request id. */
const linesOf = (requestId: string) => lines.filter((l) => JSON.parse(l).reqId === requestId);

describe('request ids', () => {
  it('are generated, returned in X-Request-Id and carried by every log line of the request', async () => {
    const res = await app.inject({ url: '/healthz' });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const logged = linesOf(id).map((l) => JSON.parse(l));
    expect(logged.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(logged[0].req).toMatchObject({ method: 'GET', url: '/healthz' });
    expect(logged[1].res).toMatchObject({ statusCode: 200 });
  });

  it("keep a caller's valid id (from a proxy or another service) and replace a hostile one", async () => {
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.01:x' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.01:x');
    for (const hostile of ['a b', 'x'.repeat(200), '\u202Eevil', 'id"}\n{"level":60']) {
      const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': hostile } });
      expect(res.headers['x-request-id']).not.toBe(hostile);
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('what the log never holds', () => {
  it('a sign-up and sign-in leave no password, cookie or session id in any line', async () => {
    const password = 'very-secret-pass-phrase';
    const email = uniqueEmail('logged');
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password, firstName: 'Log', lastName: 'Checked' },
    });
    expect(signup.statusCode).toBe(202);
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
    });
    const sid = first.cookies.find((c) => c.name === 'rt.sid')?.value;
    expect(sid).toBeTruthy();
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { cookie: `rt.sid=${sid}`, authorization: 'Bearer top-secret-token' },
      payload: { email, password },
    });
    expect(signin.statusCode).toBe(200);
    const newSid = signin.cookies.find((c) => c.name === 'rt.sid')?.value;

    const ids = [signup, first, signin].map((r) => String(r.headers['x-request-id']));
    const logged = ids.flatMap(linesOf);
    expect(logged.length).toBeGreaterThanOrEqual(4);
    const text = logged.join('\n');
    for (const secret of [password, sid!, newSid!, 'top-secret-token', 'rt.sid']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/cookie|authorization|password/i);
  });

  it('the calendar feed token or an upload signature', async () => {
    const token = 'A'.repeat(43);
    const feed = await app.inject({ url: `/api/calendar/${token}.ics` });
    const upload = await app.inject({
      method: 'PUT',
      url: '/api/objects/local/11111111-2222-4333-8444-555555555555?expires=1&sig=SIGNATURE-VALUE',
      payload: 'x',
    });
    const text = [feed, upload]
      .flatMap((r) => linesOf(String(r.headers['x-request-id'])))
      .join('\n');
    expect(text).toContain('/api/calendar/[redacted].ics');
    expect(text).not.toContain(token);
    expect(text).not.toContain('SIGNATURE-VALUE');
    expect(text).toContain('sig=[redacted]');
  });
});

describe('a secret path, however it is spelled,', () => {
  it('is logged as its route pattern, never its token', async () => {
    const token = 'Tk9_-'.repeat(8).concat('abc');
    const url = `/api/calendar/${token}.ics`;
    const spellings = [url, ...equivalentSpellings(url, 'calendar feed log', 4)];
    expect(spellings.length).toBeGreaterThan(3);
    for (const spelling of spellings) {
      const res = await app.inject({ url: `${spelling}?token=${token}` });
      expect(res.statusCode, spelling).toBe(404);
      const logged = linesOf(String(res.headers['x-request-id']))
        .map((l) => JSON.parse(l).req?.url)
        .filter(Boolean);
      expect(logged, spelling).toEqual(['/api/calendar/[redacted].ics?token=[redacted]']);
    }
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/discussions?limit=5', '/api/discussions?limit=5'],
    ['/api/calendar/abc_-123.ics', '/api/calendar/[redacted].ics'],
    ['/api/objects/local/id?expires=5&sig=abc', '/api/objects/local/id?expires=5&sig=[redacted]'],
    [
      '/uploads/x?X-Amz-Credential=AKIA%2F&X-Amz-Signature=f00&X-Amz-Expires=900',
      '/uploads/x?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]&X-Amz-Expires=900',
    ],
    [
      '/api/callback?code=c0de&state=s7&iss=x',
      '/api/callback?code=[redacted]&state=[redacted]&iss=x',
    ],
    ['/api/x?%73ig=abc&flag', '/api/x?%73ig=[redacted]&flag'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
