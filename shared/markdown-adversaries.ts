import fc from 'fast-check';
import { markdownProblem } from './markdown-limits';

/**
 * Markdown shaped to be costly (issue 33): runs of emphasis, strikethrough, code, bracket,
 * HTML, autolink and mention syntax, line breaks, list items, nested quotes and lists, and
 * mixes of them, up to the longest text a member may post (20,000 characters). For the
 * time-bound tests of every Markdown path (server and browser), with the limits' worst
 * case: each shape also cut to the most of it that is within the limits.
 */

export const MAX_POST = 20_000;

// Pieces that each make micromark do more work when repeated.
const PIECES = [
  '*a',
  'a*',
  '* a',
  '_a',
  'a_ ',
  '**_',
  '*_a',
  '~a',
  '~~a',
  'a~',
  '[',
  '[a](',
  '![a',
  '[a',
  'a]',
  '[^a',
  '`a``',
  '``a`',
  '<a',
  '<*a',
  '&a',
  '&#1',
  '\\a',
  '|a',
  'www.a',
  'www.a ',
  'a@a.',
  'http://a',
  '@[A](b)',
  '@[a',
  'w\n',
  'w\n\n',
  '*\n',
  '- a\n',
  '1. a\n',
  '> a\n',
  '|a|b|\n',
  ' \n',
] as const;

/** A piece repeated, or a few pieces alternated, to about `length` characters. */
const runs = fc
  .tuple(
    fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 3 }),
    fc.integer({ min: 500, max: MAX_POST }),
  )
  .map(([pieces, length]) => pieces.join('').repeat(Math.ceil(length / pieces.join('').length)));

/** Quotes and lists nested `depth` deep, then lines that keep them all open. */
const nesting = fc
  .tuple(
    fc.integer({ min: 1, max: 5000 }),
    fc.constantFrom('>', '> ', '- ', '* ', '1. ', '  - ', '> - '),
    fc.constantFrom('', 'x\n', '> x\n', '  '.repeat(40)),
  )
  .map(([depth, marker, line]) => {
    const indented = marker === '  - ';
    const head = indented
      ? Array.from({ length: Math.min(depth, 150) }, (_, i) => `${'  '.repeat(i)}- a`).join('\n')
      : `${marker.repeat(Math.min(depth, MAX_POST / marker.length / 2))}x\n`;
    return (
      head + line.repeat(Math.max(0, Math.floor((MAX_POST - head.length) / (line.length || 1))))
    );
  });

/** Any of the shapes, cut to a member's longest post. */
export const costlyMarkdown = fc
  .oneof(
    runs,
    nesting,
    fc.tuple(runs, runs).map(([a, b]) => `${a}\n\n${b}`),
  )
  .map((text) => text.slice(0, MAX_POST));

/**
 * The longest start of a text that is within the limits: the costliest text the parser is
 * ever given (a binary search, so a few dozen linear scans).
 */
export function mostWithinLimits(text: string): string {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (markdownProblem(text.slice(0, mid)) === null) low = mid;
    else high = mid - 1;
  }
  return text.slice(0, low);
}

/**
 * The time one call takes, in ms, tried again when over `bound`: the faster of the two, so
 * a garbage collection or a busy neighbour does not fail a test, while a parse that is slow
 * for its input (seconds before the limits) still does.
 */
export function timeOf(call: () => unknown, bound: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 2 && best >= bound; i++) {
    const start = performance.now();
    call();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}
