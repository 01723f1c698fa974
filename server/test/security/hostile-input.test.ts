import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../app';
import { createTestApp } from '../harness';
import { countWritesInThisFile, writeMarks } from './db-state';
import { type App, buildWorld, type World } from './fixtures';
import { hostileBody, hostileQuery, hostileSegment, type SentBody } from './hostile-arbitraries';
import { WRITE_RULES, type WriteRule } from './write-rules';

/** Inputs per route: enough to hit every generator branch, small enough for ~1 min in all. */
const NUM_RUNS = 25;

/**
 * Public routes that start or end a session are called without one, so the member the
 * other calls use stays signed in.
 */
const SESSIONLESS = new Set([
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  'POST /api/logout',
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/verify-email',
]);

// Built before collection so there is one test per route; the rows come in beforeAll,
// after the harness has emptied the tables.
const app: App = await createTestApp();
let world: World;
let tried = 0;
/** Answers by class (2xx, 3xx, 4xx), for the figures in docs/reliability.md. */
const answers: Record<string, number> = {};
/**
 * The table digests as they stand, while known: a refused write leaves them so, and the
 * next write starts from them instead of reading them again. Anything else may have
 * written (reads too: view counts, feed tokens, read receipts), so it clears them.
 */
let unchanged: Record<string, string> | null = null;

countWritesInThisFile();
beforeAll(async () => {
  world = await buildWorld(app);
});
afterAll(() => app.close());

const keyOf = (r: RegisteredRoute) => `${r.method} ${r.url}`;
const isWrite = (method: string) => method !== 'GET';

/** Reads, then writes, then deletes: a delete with a real id uses up a row the rest reach through. */
const routes = [...app.registeredRoutes].sort((a, b) => rank(a.method) - rank(b.method));
function rank(method: string) {
  return method === 'GET' ? 0 : method === 'DELETE' ? 2 : 1;
}

/** `:name` and `*` placeholders of a route pattern, in order. */
const placeholders = (url: string) => [...url.matchAll(/:([A-Za-z]+)|\*/g)].map((m) => m[1] ?? '*');

/** The real value for a placeholder, already encoded for a path, when the world has one. */
function realValue(w: World, url: string, name: string): string | null {
  if (name === '*') return w.upload.objectPath.replace(/^\/objects\//, '');
  if (name === 'applicationId') return String(w.application.id);
  if (name === 'replyId') return String(w.reply.id);
  if (name === 'token') return w.feedToken;
  const area = url.split('/')[url.startsWith('/api/') ? 2 : 1];
  const ids: Record<string, string> = {
    events: String(w.event.id),
    jobs: String(w.job.id),
    resources: String(w.resource.id),
    photos: String(w.photo.id),
    'user-skills': String(w.userSkill.id),
    users: encodeURIComponent(w.owner.id),
    messages: String(w.thread.id),
    discussions: String(w.discussion.id),
    objects: /\/api\/objects\/local\/([^?]+)/.exec(w.upload.uploadURL)?.[1] ?? '',
  };
  return ids[area] ?? null;
}

function fillPath(url: string, segments: string[]) {
  let i = 0;
  return url.replace(/:([A-Za-z]+)|\*/g, () => segments[i++]);
}

const INVALID = Symbol('invalid');

/** The body as the server's parser would hand it to validation. */
function bodySeen(body: SentBody): unknown {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'json') return JSON.parse(JSON.stringify(body.value) ?? 'null');
  if (body.contentType.startsWith('text/plain')) return body.text;
  if (!body.contentType.startsWith('application/json')) return INVALID;
  try {
    return JSON.parse(body.text);
  } catch {
    return INVALID;
  }
}

/** Would the route's rules accept this input? Asked only when the server did. */
function acceptable(
  rule: WriteRule,
  params: Record<string, string>,
  query: string,
  body: SentBody,
): boolean {
  let decoded: Record<string, string>;
  try {
    decoded = Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, decodeURIComponent(v)]),
    );
  } catch {
    return false;
  }
  if (rule.params && !rule.params.safeParse(decoded).success) return false;
  if (rule.query && !rule.query.safeParse(parseQuery(query)).success) return false;
  if (rule.body) {
    const seen = bodySeen(body);
    if (seen === INVALID || !rule.body.safeParse(seen).success) return false;
  }
  return true;
}

/** `{message: string, issues?: {path, message}[]}` and nothing else. */
function expectErrorShape(res: LightMyRequestResponse, where: string) {
  expect(res.headers['content-type'], where).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(
    Object.keys(body).filter((k) => k !== 'message' && k !== 'issues'),
    where,
  ).toEqual([]);
  expect(typeof body.message, where).toBe('string');
  if (body.issues !== undefined) {
    expect(Array.isArray(body.issues), where).toBe(true);
    for (const issue of body.issues as Record<string, unknown>[]) {
      expect(typeof issue.path === 'string' && typeof issue.message === 'string', where).toBe(true);
    }
  }
}

const short = (text: string, max = 200) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function describeBody(body: SentBody) {
  if (body.kind === 'none') return 'none';
  if (body.kind === 'raw') return `${body.contentType} ${short(JSON.stringify(body.text))}`;
  return short(JSON.stringify(body.value) ?? String(body.value));
}

interface Probe {
  actor: 'owner' | 'other';
  segments: string[];
  query: string;
  body: SentBody;
}

async function probe(route: RegisteredRoute, input: Probe) {
  const key = keyOf(route);
  const names = placeholders(route.url);
  const url = `${fillPath(route.url, input.segments)}${input.query ? `?${input.query}` : ''}`;
  const member = SESSIONLESS.has(key) ? null : world[input.actor];
  const { body } = input;
  const payload =
    body.kind === 'json'
      ? { payload: JSON.stringify(body.value) ?? 'null', type: 'application/json' }
      : body.kind === 'raw'
        ? { payload: body.text, type: body.contentType }
        : null;
  const write = isWrite(route.method);
  let before: Awaited<ReturnType<typeof writeMarks>> | null = null;
  if (write) before = unchanged ?? (await writeMarks());
  unchanged = null;
  const res = await app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      ...(member ? member.headers : {}),
      ...(payload ? { 'content-type': payload.type } : {}),
    },
    ...(payload ? { payload: payload.payload } : {}),
  });
  // What an answer leaves to do after it (an e-mail to queue) belongs to this call.
  await app.mail.settle();
  tried += 1;
  const answerClass = `${String(res.statusCode)[0]}xx`;
  answers[answerClass] = (answers[answerClass] ?? 0) + 1;
  const where = `${route.method} ${short(url)} as ${member ? input.actor : 'visitor'}, body ${describeBody(body)} → ${res.statusCode} ${short(res.body, 300)}`;

  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expectErrorShape(res, where);
    if (before) {
      const after = await writeMarks();
      expect(after, `${where}: a refused write changed data`).toEqual(before);
      unchanged = after;
    }
  } else if (write) {
    const params = Object.fromEntries(names.map((name, i) => [name, input.segments[i]]));
    expect(
      acceptable(WRITE_RULES[key], params, input.query, body),
      `${where}: accepted input its rules refuse`,
    ).toBe(true);
  }
}

describe('hostile input', () => {
  it('knows what every state-changing route accepts', () => {
    const writes = app.registeredRoutes.filter((r) => isWrite(r.method)).map(keyOf);
    const missing = writes.filter((key) => !(key in WRITE_RULES));
    expect(missing, `add these routes to server/test/security/write-rules.ts: ${missing}`).toEqual(
      [],
    );
    expect(Object.keys(WRITE_RULES).filter((key) => !writes.includes(key))).toEqual([]);
  });

  it.each(routes.map((r) => [keyOf(r), r] as const))(
    '%s: never a 5xx, refusals in the error shape, nothing written',
    async (_key, route) => {
      const rule = WRITE_RULES[keyOf(route)];
      const input = fc.record({
        actor: fc.constantFrom('owner' as const, 'other' as const),
        segments: fc.tuple(
          ...placeholders(route.url).map((name) =>
            hostileSegment(realValue(world, route.url, name)),
          ),
        ),
        query: hostileQuery,
        body: hostileBody(rule?.template?.(world) ?? null),
      });
      await fc.assert(
        fc.asyncProperty(input, (probeInput) => probe(route, probeInput)),
        { numRuns: NUM_RUNS },
      );
    },
    60_000,
  );

  it('tried every route', () => {
    expect(tried).toBeGreaterThanOrEqual(routes.length * NUM_RUNS);
    console.info(
      `hostile input: ${tried} requests over ${routes.length} routes (${NUM_RUNS} inputs each, more while shrinking); answers ${JSON.stringify(answers)}`,
    );
  });
});
