import { describe, expect, it } from 'vitest';
import { titleParts } from './title-marks';

const marked = (title: string, q: string) =>
  titleParts(title, q)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('titleParts', () => {
  it('marks each word that starts with a query word, in any case', () => {
    expect(marked('Port logistics and PORTFOLIO reviews', 'port')).toBe(
      '[Port] logistics and [PORT]FOLIO reviews',
    );
    expect(marked('Seed rounds in Houston', 'houston SEED')).toBe('[Seed] rounds in [Houston]');
  });

  it('marks only at the start of a word', () => {
    expect(marked('Airport shuttle', 'port')).toBe('Airport shuttle');
  });

  it('prefers the longer of two overlapping words', () => {
    expect(marked('Portfolio day', 'port portfolio')).toBe('[Portfolio] day');
  });

  it('takes letters beyond ASCII, and treats punctuation in the query as a gap', () => {
    expect(marked('Café Señor: opening', 'señ café')).toBe('[Café] [Señ]or: opening');
    expect(marked('C++ meetup', 'c++')).toBe('[C]++ meetup');
    expect(marked('a.*b (x|y)', '.* (|)')).toBe('a.*b (x|y)');
  });

  it('leaves a title with no query words as it is, and an empty one empty', () => {
    expect(titleParts('Nothing here', '')).toEqual([{ text: 'Nothing here', match: false }]);
    expect(titleParts('', 'port')).toEqual([]);
  });

  it('stays fast on a long hostile query and title', () => {
    const q = Array.from({ length: 500 }, (_, i) => `a${'a'.repeat(i % 40)}`).join(' ');
    const title = 'a'.repeat(200);
    const start = performance.now();
    titleParts(title, q);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
