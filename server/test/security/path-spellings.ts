import fc from 'fast-check';

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/**
 * Positions in a URL's path that may be percent-encoded without changing what the router
 * matches: letters and digits, outside an existing `%XX` escape.
 */
export function encodablePositions(url: string) {
  const end = url.includes('?') ? url.indexOf('?') : url.length;
  const positions: number[] = [];
  for (let i = 0; i < end; i++) {
    if (url[i] === '%') {
      i += 2;
      continue;
    }
    if (/[A-Za-z0-9]/.test(url[i])) positions.push(i);
  }
  return positions;
}

/** `url` with the characters at `positions` percent-encoded (the query is left alone). */
export function encodeAt(url: string, positions: Iterable<number>, upper = true) {
  const chosen = new Set(positions);
  let out = '';
  for (let i = 0; i < url.length; i++) out += chosen.has(i) ? hex(url[i], upper) : url[i];
  return out;
}

/** A stable number for a string, so each route gets its own but repeatable draws. */
const seedOf = (text: string) => {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
};

/**
 * Spellings of `url` that the router must treat as `url` itself, so every guard must give
 * them the same answer: its first letter encoded (`/%61pi/…`, the spelling that once got
 * past the members-only check), every letter and digit encoded, and `extra` random
 * subsets drawn by fast-check (seeded from `key`, so a failure repeats).
 */
export function equivalentSpellings(url: string, key: string, extra = 2): string[] {
  const positions = encodablePositions(url);
  if (positions.length === 0) return [];
  const drawn = fc.sample(
    fc.record({
      subset: fc.subarray(positions, { minLength: 1 }),
      upper: fc.boolean(),
    }),
    { numRuns: extra, seed: seedOf(key) },
  );
  const spellings = [
    encodeAt(url, [positions[0]]),
    encodeAt(url, positions),
    ...drawn.map(({ subset, upper }) => encodeAt(url, subset, upper)),
  ];
  return [...new Set(spellings)].filter((s) => s !== url);
}

/**
 * Request lines that are not plain paths, made from `url`: the server must refuse each
 * with 400 before any guard, whatever route the rest would reach.
 */
export function nonPlainSpellings(url: string): string[] {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const q = query === undefined ? '' : `?${query}`;
  const cut = path.indexOf('/', 1);
  const head = cut < 0 ? path : path.slice(0, cut);
  const tail = cut < 0 ? '' : path.slice(cut);
  return [
    `/${path}${q}`, // `//api/…`: read as a host by some parsers
    `${head}/.${tail}${q}`,
    `${head}/x/..${tail}${q}`,
    `${head}/%2e%2E${tail}${q}`,
    `${head}\\${tail.slice(1)}${q}`,
    `${head}%5C${tail.slice(1)}${q}`,
    `${path}%00${q}`,
    `${path}%0d%0a${q}`,
  ];
}
