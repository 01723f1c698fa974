import { describe, expect, it } from 'vitest';
import { plainTextOf } from './markdown-text';
import { protectMentions, unprotectMentions } from './mention-placeholders';

describe('plainTextOf: a post as plain text for previews', () => {
  it('keeps the words and drops the syntax', () => {
    expect(plainTextOf('# Hiring\n\nWe need **two** _designers_ and ~~one~~ `dev`.')).toBe(
      'Hiring\nWe need two designers and one dev.',
    );
    expect(plainTextOf('> quoted\n\n- one\n- two\n\n1. first')).toBe('quoted\none\ntwo\nfirst');
    expect(plainTextOf('```ts\nconst a = 1;\n```')).toBe('const a = 1;');
  });

  it('shows a link and an image by their words, never their targets', () => {
    expect(
      plainTextOf('See [the guide](https://example.com/g) and ![a map](https://x.io/m.png)'),
    ).toBe('See the guide and a map');
    expect(plainTextOf('[x](javascript:alert(1))')).toBe('x');
    expect(plainTextOf('Bare https://example.com/a works')).toBe(
      'Bare https://example.com/a works',
    );
  });

  it('reads tables and task lists as their cells and items', () => {
    const table = '| Name | Role |\n| --- | --- |\n| Ann | CFO |';
    expect(plainTextOf(table)).toBe('Name Role\nAnn CFO');
    expect(plainTextOf('- [x] done\n- [ ] todo')).toBe('done\ntodo');
  });

  it('shows mentions as @Name, whatever their names hold', () => {
    expect(plainTextOf('Ask @[Maya Patel](u-1) about **it**')).toBe('Ask @Maya Patel about it');
    expect(plainTextOf('@[Ann *Bold*](u-2)')).toBe('@Ann *Bold*');
    expect(plainTextOf('**@[Maya](u-1)**')).toBe('@Maya');
  });

  it('keeps plain text as written, line breaks and raw HTML as text', () => {
    expect(plainTextOf('line one\nline two')).toBe('line one\nline two');
    expect(plainTextOf('Press <Enter> to send <script>alert(1)</script>')).toBe(
      'Press <Enter> to send <script>alert(1)</script>',
    );
    expect(plainTextOf('')).toBe('');
    expect(plainTextOf('   ')).toBe('');
  });
});

describe('mention placeholders', () => {
  it('round-trips mentions and ignores forged placeholders', () => {
    const { text, mentions } = protectMentions('hi @[Ann](u-1) \uE0005\uE001');
    expect(mentions).toHaveLength(1);
    expect(text).not.toContain('@[');
    expect(unprotectMentions(text, mentions)).toBe('hi @Ann \uFFFD5\uFFFD');
  });
});
