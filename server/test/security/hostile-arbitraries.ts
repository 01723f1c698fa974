import fc from 'fast-check';

/**
 * Generators of what an attacker (or a broken client) sends: wrong types, huge and odd
 * strings, injection fragments, numbers at and past every limit, prototype-pollution keys.
 */

/** 100 KB and more: past every text limit and the size a form would ever send. */
const HUGE_LENGTHS = [100_000, 180_000];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \t\n',
    '\u0000',
    'nul\u0000inside',
    '\ud800',
    'lone \udfff surrogate',
    '😀👩‍👩‍👧‍👦🏳️‍🌈',
    '\u202eevil.exe\u202c',
    'مرحبا بالعالم',
    '\u200b\ufeff',
    "' OR '1'='1",
    '1; DROP TABLE users; --',
    "Robert'); DROP TABLE discussion;--",
    '%_\\',
    "$1 $$ E'\\x00'",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '../../../../etc/passwd',
    '/objects/../../secret',
    'https://evil.example/\r\nSet-Cookie: x=1',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1.5',
    '1e309',
    '0x7fffffff',
    '2147483648',
    '99999999999999999999999',
    '__proto__',
    'constructor',
    '{"$ne":null}',
    '2026-02-30T25:61:00Z',
    'not-a-date',
  ),
  fc
    .constantFrom(...HUGE_LENGTHS)
    .chain((n) =>
      fc
        .constantFrom('A', 'é', '😀', "'; --")
        .map((unit) => unit.repeat(Math.ceil(n / unit.length))),
    ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    maxLength: 4,
  }),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    -2_147_483_648,
    2_147_483_647,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  // NaN and ±Infinity become null in JSON, which is hostile enough for a required number.
  fc.double(),
);

/** Keys that attack the object itself, or try to set fields only the server may set. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'userId',
    'createdBy',
    'postedBy',
    'authorId',
    'uploadedBy',
    'senderId',
    'isPinned',
    'isLocked',
    'status',
    'downloadCount',
    'endorsementCount',
    'storedAt',
  ),
  fc.string({ maxLength: 12 }),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON-ish value: scalars, arrays where scalars belong, nested objects with odd keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
    fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
  ),
})).value;

/** A body as sent: none, a JSON value, or raw bytes under some content type. */
export type SentBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string };

const RAW_BODIES = [
  '{',
  '{"title": "unterminated',
  '{"a":1,}',
  "{'single': 'quotes'}",
  'undefined',
  'NaN',
  '\u0000',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"title": "dup", "title": {"$gt": ""}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"content": "${'x'.repeat(2 * 1024 * 1024)}"}`,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'image/png',
];

/**
 * Bodies for one route: mostly its own valid body with one to three fields broken,
 * removed, or joined by a hostile key, so validation is reached field by field; then
 * wrong shapes, raw text that is not JSON, and other content types.
 */
export function hostileBody(template: Record<string, unknown> | null): fc.Arbitrary<SentBody> {
  const mutated: fc.Arbitrary<SentBody>[] = [];
  if (template) {
    const fields = Object.keys(template);
    const mutation = fc.oneof(
      fc.record({
        op: fc.constant('set' as const),
        key: fc.constantFrom(...fields),
        value: hostileValue,
      }),
      fc.record({ op: fc.constant('drop' as const), key: fc.constantFrom(...fields) }),
      fc.record({ op: fc.constant('add' as const), key: hostileKey, value: hostileValue }),
    );
    mutated.push(
      fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ops) => {
        const body: Record<string, unknown> = { ...template };
        for (const m of ops) {
          if (m.op === 'drop') delete body[m.key];
          // defineProperty, so `__proto__` becomes a real key of the JSON sent.
          else
            Object.defineProperty(body, m.key, {
              value: m.value,
              enumerable: true,
              writable: true,
              configurable: true,
            });
        }
        return { kind: 'json', value: body } as const;
      }),
    );
  }
  return fc.oneof(
    ...mutated,
    ...mutated,
    fc.constant<SentBody>({ kind: 'none' }),
    hostileValue.map((value): SentBody => ({ kind: 'json', value })),
    fc
      .dictionary(hostileKey, hostileValue, { maxKeys: 5 })
      .map((value): SentBody => ({ kind: 'json', value })),
    fc
      .record({
        text: fc.oneof(fc.constantFrom(...RAW_BODIES), hostileString),
        contentType: fc.constantFrom(...CONTENT_TYPES),
      })
      .map((raw): SentBody => ({ kind: 'raw', ...raw })),
  );
}

/** Query keys any route reads, plus hostile ones. */
const QUERY_KEYS = [
  'limit',
  'cursor',
  'offset',
  'search',
  // The search routes' text (/api/search, /api/messages/search, issue 23).
  'q',
  'filter',
  'categoryId',
  'albumId',
  'sample',
  'type',
  'jobType',
  'experienceLevel',
  'department',
  'saved',
  'mine',
  'from',
  'to',
  'upcoming',
  'before',
  'expires',
  'sig',
];

/** A percent-encoding that never throws: a lone surrogate goes as the invalid UTF-8 it would be. */
export function encodePart(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const SOME_TIME = '2026-01-01T00:00:00.000Z';
/**
 * The shapes the lists' keyset cursors decode to (server/lib/pagination.ts and the
 * features), merged where they agree: unknown keys are ignored, so one object serves
 * every list sorted by time and id, and the directory has its own (name, text id).
 */
const CURSOR_SHAPES: Record<string, unknown>[] = [
  { pinned: 0, createdAt: SOME_TIME, lastAt: SOME_TIME, threadId: 1, id: 1 },
  { name: 'ann lee', id: 'member-1' },
];

/** Values that break a query when they reach SQL unchecked. */
const CURSOR_POISON = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '\u0000',
      'x\ud800',
      -1,
      1.5,
      2 ** 31,
      1e20,
      '0001-01-01T00:00:00Z',
      '',
      'x'.repeat(400),
    ),
  },
  { weight: 1, arbitrary: fc.oneof(hostileString, hostileNumber) },
);

/**
 * A cursor as the server would issue it (base64url JSON) with some values forged: its
 * decoded contents reach SQL, where the raw query string's own checks never look.
 */
const forgedCursor: fc.Arbitrary<string> = fc
  .constantFrom(...CURSOR_SHAPES)
  .chain((shape) =>
    fc.record(
      Object.fromEntries(
        Object.entries(shape).map(([key, valid]) => [
          key,
          fc.oneof(fc.constant(valid), CURSOR_POISON),
        ]),
      ),
    ),
  )
  .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url'));

/** A query string (without `?`): known and hostile keys, repeated keys, broken escapes. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('cursor', 'before'), forgedCursor)
      .map(([key, cursor]) => `${key}=${cursor}`),
  },
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), hostileKey),
        fc.oneof(hostileString, hostileNumber.map(String)),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodePart(k)}=${encodePart(v)}`).join('&')),
  fc.constantFrom(
    'limit=%',
    'search=%E0%A4%A',
    'a[b][c]=1&a[b]=2',
    'limit=1&limit=2',
    'cursor=%00',
    '=&&==',
  ),
);

/**
 * A path segment standing in for an id: something no id looks like, or the real one
 * (given already encoded for a path) so the route's own checks are reached too.
 */
export function hostileSegment(real: string | null): fc.Arbitrary<string> {
  const hostile = fc.oneof(
    fc.constantFrom(
      '-1',
      '0',
      '1.5',
      '1e3',
      '+1',
      ' 1',
      '0x1F',
      '2147483648',
      '99999999999999999999',
      'NaN',
      'abc',
      '%00',
      '%2F',
      '%2e%2e',
      '%ED%A0%80',
      '__proto__',
      'constructor',
      'A'.repeat(299),
      'A'.repeat(5000),
    ),
    hostileString.map((s) => encodePart(s.slice(0, 400))),
  );
  return real === null ? hostile : fc.oneof(fc.constant(real), hostile);
}
