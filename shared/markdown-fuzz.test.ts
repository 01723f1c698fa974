import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainExcerpt } from '../server/features/notifications/excerpt';
import { costlyMarkdown, MAX_POST, mostWithinLimits, timeOf } from './markdown-adversaries';
import { markdownProblem } from './markdown-limits';
import { plainTextOf, wordsOf } from './markdown-text';
import { findMentions, mentionedIds, plainMentions } from './mentions';
import { previewText } from './preview';

/**
 * Issue 33: no text a member can post blocks a Markdown path (decision 027). Before the
 * limits these shapes took from half a second to minutes each, or overflowed the stack;
 * within them the worst is about 50 ms on a busy two-core machine. The bound leaves room
 * for a slow CI machine and still fails at once on a parse that grows faster than the text.
 */
const BOUND_MS = 300;

// Every path that reads a member's Markdown outside the renderer (formatted-text-bounds
// test): previews and excerpts, search snippets, the reports queue (plainTextOf), mention
// extraction, and the write-time check itself.
const PATHS: Record<string, (text: string) => unknown> = {
  markdownProblem,
  plainTextOf,
  previewText,
  plainExcerpt,
  snippetWords: wordsOf,
  findMentions,
  mentionedIds,
  plainMentions,
};

function expectBounded(text: string) {
  for (const [name, path] of Object.entries(PATHS)) {
    const ms = timeOf(() => path(text), BOUND_MS);
    expect(ms, `${name} on ${JSON.stringify(text.slice(0, 40))}… (${text.length})`).toBeLessThan(
      BOUND_MS,
    );
  }
}

describe('every Markdown path is bounded in time (issue 33)', () => {
  // The first parses run before the JIT has compiled the parser: many times slower, and
  // not what a running server pays.
  beforeAll(() => {
    for (const text of ['# A\n\n> *b* [c](d) `e`\n\n- f\n- g\n\n| h |\n| - |\n| i |']) {
      for (let i = 0; i < 200; i++) for (const path of Object.values(PATHS)) path(text);
    }
  });

  it('on costly shapes up to the longest post (parsed or refused)', () => {
    fc.assert(fc.property(costlyMarkdown, expectBounded), { numRuns: 30 });
  }, 60_000);

  it('on the costliest text the limits let through', () => {
    fc.assert(
      fc.property(costlyMarkdown, (text) => expectBounded(mostWithinLimits(text))),
      { numRuns: 12 },
    );
  }, 60_000);

  it('on the shapes of the issue', () => {
    const shapes = [
      '*a'.repeat(5000),
      '_a'.repeat(5000),
      `${'>'.repeat(5000)} x`,
      Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- a`).join('\n'),
      '['.repeat(MAX_POST),
      '[a]('.repeat(3000),
      '![a'.repeat(3000),
      `x${'\n'.repeat(MAX_POST - 2)}x`, // the snippets' fast path, before its fix
    ].map((text) => text.slice(0, MAX_POST));
    for (const text of shapes) expectBounded(text);
  }, 60_000);

  it('plainTextOf never overflows the stack on the deepest nesting within the limits', () => {
    for (const open of ['*', '_', '~~', '![', '[', '> ', '- ']) {
      const text = mostWithinLimits(`${open.repeat(MAX_POST / 2)}a`);
      expect(() => plainTextOf(text)).not.toThrow();
    }
  }, 60_000);
});
