import type { CurrentMember, ViewerAbilities } from '@shared/contracts/auth';
import type { CommunityConfig } from '@shared/contracts/site';
import { vi } from 'vitest';
import { CONFIG_FALLBACK } from '@/lib/config';

/**
 * A stand-in for the server in component tests: `fetch` is replaced by a table of answers
 * keyed by "METHOD /path" (the path without its query, unless the key has one). The
 * answers a real server cannot be made to give on demand — a 500, a dropped connection,
 * a rate limit, a row flag no API sets — are what these tests are for; the journeys
 * against the real server cover the rest.
 */
export type Answer = (request: Request) => Response | Promise<Response>;

export interface FakeServer {
  /** Every request made, as "METHOD /path?query", in order. */
  calls: string[];
  /** Replaces or adds answers (a retry that now succeeds). */
  answer(routes: Record<string, Answer>): void;
}

export function fakeServer(routes: Record<string, Answer>): FakeServer {
  const table = new Map(Object.entries(routes));
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const call = `${request.method} ${url.pathname}${url.search}`;
    calls.push(call);
    const found = table.get(call) ?? table.get(`${request.method} ${url.pathname}`);
    return found ? found(request) : json({ message: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    answer: (more) => {
      for (const [key, value] of Object.entries(more)) table.set(key, value);
    },
  };
}

/** A JSON answer; `headers` for the list headers (`X-Total-Count`, `Link`). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** An answer for every request to that key. */
export const reply =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Answer =>
  () =>
    json(body, status, headers);

/** A failing answer with a plain body, as a crashed handler or a proxy would send. */
export const failWith =
  (status: number, body = 'boom'): Answer =>
  () =>
    new Response(body, { status });

/** The connection drops: fetch rejects, as it does offline. */
export const dropConnection: Answer = () => Promise.reject(new TypeError('Failed to fetch'));

/** An answer that never comes: the loading state stays on screen. */
export const never: Answer = () => new Promise<Response>(() => undefined);

/**
 * The abilities the real server answers for each role (server/lib/abilities.ts), with
 * members not allowed to invite (the default). The app reads only these, never the role:
 * a test that gives a role other abilities shows which one a screen follows.
 */
export const ABILITIES_OF_ROLE: Record<CurrentMember['role'], ViewerAbilities> = {
  member: {
    administer: false,
    moderate: false,
    unhide: false,
    seeEarlierVersions: false,
    invite: false,
    inviteWithoutReview: false,
  },
  moderator: {
    administer: false,
    moderate: true,
    unhide: true,
    seeEarlierVersions: true,
    invite: false,
    inviteWithoutReview: false,
  },
  admin: {
    administer: true,
    moderate: true,
    unhide: true,
    seeEarlierVersions: true,
    invite: true,
    inviteWithoutReview: true,
  },
};

/**
 * A signed-in member, as the current-member calls answer it: their role's abilities
 * unless `abilities` says otherwise.
 */
export function member(overrides: Partial<CurrentMember> = {}): CurrentMember {
  return {
    abilities: ABILITIES_OF_ROLE[overrides.role ?? 'member'],
    id: 'member-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    title: null,
    company: null,
    pastCompanies: null,
    phone: null,
    bio: null,
    website: null,
    openToConnect: false,
    role: 'member',
    membership: 'active',
    emailVerifiedAt: '2026-01-05T10:00:00.000Z',
    joinedAt: '2026-01-05T10:00:00.000Z',
    // An established member: welcomed, their first steps behind them.
    welcomedAt: '2026-01-05T10:05:00.000Z',
    onboardedAt: '2026-01-05T10:05:00.000Z',
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** Signed in as `member()`: the key to spread into a fake server's table. */
export const signedIn = (who: CurrentMember = member()) => ({
  'GET /api/auth/session': reply({ member: who }),
});

/** Signed out: the session call's ordinary answer for a visitor. */
export const signedOut = () => ({ 'GET /api/auth/session': reply({ member: null }) });

/** `GET /api/config` as a fresh community answers it: the About page's own sentence and figures. */
export function communityConfig(overrides: Partial<CommunityConfig> = {}): CommunityConfig {
  return { ...CONFIG_FALLBACK, poweredBy: 'Roundtable', membersMayInvite: true, ...overrides };
}
