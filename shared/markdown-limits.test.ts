import { describe, expect, it } from 'vitest';
import { MAX_NESTING, markdownCost, markdownProblem } from './markdown-limits';
import { plainTextOf } from './markdown-text';

const nestedList = (depth: number, eol = '\n') =>
  Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}- item`).join(eol);

describe('markdownProblem: what a post may cost to format (issue 33)', () => {
  it('lets real writing through', () => {
    const list = Array.from({ length: 100 }, (_, i) => `- **Item ${i}**: _done_`).join('\n');
    const table = `| Name | Role |\n| --- | --- |\n${'| Ann | `CFO` |\n'.repeat(50)}`;
    const code = `\`\`\`json\n${`${' '.repeat(40)}"a_b": [1, 2],\n`.repeat(100)}\`\`\``;
    for (const text of [
      'word '.repeat(4000),
      list,
      table,
      code,
      nestedList(MAX_NESTING),
      `${'> '.repeat(MAX_NESTING)}deep quote`,
      '- - -\n\n* * *\n\n***',
      `${'A paragraph with *some* **bold** and a [link](https://x.io).\n\n'.repeat(150)}`,
    ]) {
      expect(markdownProblem(text), text.slice(0, 30)).toBeNull();
    }
  });

  it('refuses quotes or lists nested too deep, however the lines end', () => {
    const message = `Content nests quotes or lists more than ${MAX_NESTING} levels deep`;
    expect(markdownProblem(`${'>'.repeat(MAX_NESTING + 1)} x`)).toBe(message);
    expect(markdownProblem('>'.repeat(5000))).toBe(message);
    expect(markdownProblem(nestedList(MAX_NESTING + 1))).toBe(message);
    expect(markdownProblem(nestedList(MAX_NESTING + 1, '\r'))).toBe(message);
    expect(markdownProblem(nestedList(MAX_NESTING + 1, '\r\n'))).toBe(message);
    expect(markdownProblem(`${'- '.repeat(MAX_NESTING + 1)}x`)).toBe(message);
    expect(markdownProblem(`${'> - '.repeat(9)}x`)).toBe(message);
  });

  it('does not count a rule, or code indented deep, as nesting', () => {
    expect(markdownCost('- - - - - - - - - - - - - - - - - - - -').nesting).toBe(0);
    expect(markdownCost(`text\n${' '.repeat(80)}code`).nesting).toBe(0);
    expect(markdownCost(`- a\n\n${' '.repeat(80)}- b`).nesting).toBe(2);
  });

  it('names what there is too much of', () => {
    const tooMany = (what: string) =>
      `Content has too many ${what} to format: remove some, or split long paragraphs with blank lines`;
    expect(markdownProblem('*a'.repeat(3000))).toBe(tooMany('* marks'));
    expect(markdownProblem('_a'.repeat(3000))).toBe(tooMany('_ marks'));
    expect(markdownProblem('['.repeat(3000))).toBe(tooMany('[ marks'));
    expect(markdownProblem('`a``'.repeat(3000))).toBe(tooMany('backticks (`)'));
    expect(markdownProblem('www.a '.repeat(3000))).toBe(tooMany('web addresses'));
    expect(markdownProblem('w\n'.repeat(5000))).toBe(tooMany('lines'));
    expect(markdownProblem('w\n\n'.repeat(2000))).toBe(tooMany('lines'));
    expect(markdownProblem('- a\n'.repeat(1000))).toBe(tooMany('list items or quoted lines'));
  });

  it('counts a block as one from blank line to blank line (no-break spaces are text)', () => {
    const stars = '*a'.repeat(300);
    expect(markdownProblem([stars, stars, stars].join('\n\n'))).toBeNull();
    expect(markdownProblem([stars, stars, stars].join('\n\u00a0\n'))).not.toBeNull();
  });
});

describe('plainTextOf over the limits (text stored before them)', () => {
  it('is the text as typed, mentions as @Name, without parsing it', () => {
    const text = `Hi @[Ann Lee](u-1)\n${'*a'.repeat(3000)}`;
    expect(plainTextOf(text)).toBe(`Hi @Ann Lee\n${'*a'.repeat(3000)}`);
    const deep = `${'>'.repeat(5000)} x`;
    expect(plainTextOf(deep)).toBe(deep);
  });
});
