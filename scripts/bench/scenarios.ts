import { DISCUSSION_TOPICS, SENTENCES } from '../../server/db/seed-large/vocabulary';
import type { Fixtures } from './database';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface Scenario {
  name: string;
  kind: 'read' | 'write';
  /** The n-th call of the run; scenarios rotate members and rows with n. */
  call(n: number, fixtures: Fixtures): Call;
}

const at = <T>(list: T[], n: number) => list[n % list.length];

/**
 * How the write mix marks what it writes, so the next run can remove it first
 * (scripts/bench/database.ts) and every run reads the same data.
 */
export const BENCH_REPLY_PREFIX = 'Benchmark reply ';
export const BENCH_MESSAGE_SUBJECT = 'Benchmark';

/** The six-week grid around the current month, as the calendar page asks for it. */
function monthGrid(now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(first.getTime() - first.getUTCDay() * 86_400_000);
  const to = new Date(from.getTime() + 42 * 86_400_000);
  return `from=${from.toISOString()}&to=${to.toISOString()}`;
}

const SEARCHES = ['pat', 'energy', 'founder', 'garcia', 'analytics', 'sales', 'maya', 'cto'];
const RESOURCE_SEARCHES = ['hiring', 'pricing', 'cash', 'template', 'board', 'export'];
const JOB_FILTERS = [
  'jobType=full-time',
  'jobType=contract&experienceLevel=senior',
  'department=engineering',
  'jobType=part-time&department=marketing',
  'experienceLevel=entry',
];
// What members search for: the words of the large seed's discussion topics and replies
// (server/db/seed-large/vocabulary.ts), some matching tens of thousands of rows, which is
// what ranking costs. A hundred-odd questions asked in turn, as a community's members ask
// theirs: search answers are kept until a write (decision 040), so each is
// read once per run and then served from memory, as between two writes in real use.
// Words nobody searches for (PostgreSQL's English stop words of four letters or more).
const STOP_WORDS = new Set(
  'your with when that this than there have from they were what which about into more most over only other same some such their them then these those very will would been being does doing each just'.split(
    ' ',
  ),
);
const wordsOf = (texts: string[]) =>
  texts.map((text) =>
    text
      .split(/[^A-Za-z]+/)
      .filter((word) => word.length >= 4 && !STOP_WORDS.has(word.toLowerCase())),
  );
const SEARCH_ONE_WORD = [...new Set(wordsOf([...DISCUSSION_TOPICS, ...SENTENCES]).flat())];
const SEARCH_TWO_WORDS = [
  ...new Set(
    wordsOf(DISCUSSION_TOPICS).flatMap((words) => words.slice(1).map((w, i) => `${words[i]} ${w}`)),
  ),
];

/**
 * The same words in a spelling never asked before (letters' case flipped by the call's
 * number: search ignores case, the kept answers do not), so every call is read from the
 * database: what a search costs the first time, after a write, or for a question nobody
 * asked. The count runs across the warm-up and the measure so neither primes the other.
 */
let firstTimeCalls = 0;
function neverAsked() {
  const n = firstTimeCalls++;
  const word = at(SEARCH_ONE_WORD, n);
  let flips = Math.floor(n / SEARCH_ONE_WORD.length);
  return [...word]
    .map((letter) => {
      const flip = flips % 2 === 1;
      flips = Math.floor(flips / 2);
      return flip ? letter.toUpperCase() : letter.toLowerCase();
    })
    .join('');
}

/** What the dashboard page asks for when it opens (client/src/features/dashboard, page frame). */
const DASHBOARD_CALLS = [
  '/api/auth/user',
  '/api/dashboard',
  '/api/photos?sample=6',
  '/api/messages/unread-count',
];

/** The list: the reads a member's pages make, then the write mix. */
export const SCENARIOS: Scenario[] = [
  { name: 'current user', kind: 'read', call: () => ({ method: 'GET', path: '/api/auth/user' }) },
  {
    name: 'calendar month',
    kind: 'read',
    call: () => ({ method: 'GET', path: `/api/events?${monthGrid()}` }),
  },
  {
    name: 'discussions, first page',
    kind: 'read',
    // The page the screen asks for (client/src/features/discussions/api.ts).
    call: () => ({ method: 'GET', path: '/api/discussions?limit=20' }),
  },
  {
    name: 'discussion + replies',
    kind: 'read',
    // The detail page asks for both; alternate so each is half the calls.
    call: (n, f) => {
      const id = at(f.discussionIds, Math.floor(n / 2));
      return {
        method: 'GET',
        path: n % 2 === 0 ? `/api/discussions/${id}` : `/api/discussions/${id}/replies`,
      };
    },
  },
  {
    name: 'directory search',
    kind: 'read',
    call: (n) => ({ method: 'GET', path: `/api/users?search=${at(SEARCHES, n)}` }),
  },
  {
    name: 'jobs with filters',
    kind: 'read',
    call: (n) => ({ method: 'GET', path: `/api/jobs?${at(JOB_FILTERS, n)}` }),
  },
  {
    name: 'resources search',
    kind: 'read',
    call: (n) => ({ method: 'GET', path: `/api/resources?search=${at(RESOURCE_SEARCHES, n)}` }),
  },
  {
    name: 'album photos',
    kind: 'read',
    call: (n, f) => ({ method: 'GET', path: `/api/photos?albumId=${at(f.albumIds, n)}` }),
  },
  {
    // Issue 23: the results page's one kind; the dialog's preview asks the same per kind.
    name: 'search, one word',
    kind: 'read',
    call: (n) => ({
      method: 'GET',
      path: `/api/search?kind=discussions&q=${encodeURIComponent(at(SEARCH_ONE_WORD, n))}`,
    }),
  },
  {
    name: 'search, two words',
    kind: 'read',
    call: (n) => ({
      method: 'GET',
      path: `/api/search?kind=discussions&q=${encodeURIComponent(at(SEARCH_TWO_WORDS, n))}`,
    }),
  },
  {
    name: 'search, first time',
    kind: 'read',
    call: () => ({
      method: 'GET',
      path: `/api/search?kind=discussions&q=${encodeURIComponent(neverAsked())}`,
    }),
  },
  {
    name: 'dashboard calls',
    kind: 'read',
    call: (n) => ({ method: 'GET', path: at(DASHBOARD_CALLS, n) }),
  },
  {
    // Issue 22: the writer records one activity; the 500 are notified after the answer.
    name: 'reply, 500 participants',
    kind: 'write',
    call: (n, f) => ({
      method: 'POST',
      path: `/api/discussions/${f.crowdedDiscussionId}/replies`,
      body: { content: `${BENCH_REPLY_PREFIX}${n}: following along.` },
    }),
  },
  {
    name: 'write mix',
    kind: 'write',
    call: (n, f) => {
      const turn = Math.floor(n / 3);
      switch (n % 3) {
        case 0:
          return {
            method: 'POST',
            path: `/api/discussions/${at(f.replyTargetIds, turn)}/replies`,
            body: { content: `${BENCH_REPLY_PREFIX}${n}: thanks, this is useful.` },
          };
        case 1:
          return {
            method: 'POST',
            path: '/api/messages',
            // The member after the sender, so never themselves.
            body: {
              recipientId: at(f.memberIds, n + 1),
              subject: BENCH_MESSAGE_SUBJECT,
              content: `Benchmark message ${n}`,
            },
          };
        default:
          return { method: 'POST', path: `/api/events/${at(f.openEventIds, turn)}/attendance` };
      }
    },
  },
];
