import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const link = (text: string, href = text) => ({ kind: 'link', text, href });
const text = (t: string) => ({ kind: 'text', text: t });

describe('linkify', () => {
  it('leaves text without addresses as one run', () => {
    expect(linkify('Hello\nworld')).toEqual([text('Hello\nworld')]);
    expect(linkify('')).toEqual([]);
  });

  it('links http and https addresses inside text', () => {
    expect(linkify('See https://example.com/a?b=1&c=2#d and http://x.io.')).toEqual([
      text('See '),
      link('https://example.com/a?b=1&c=2#d'),
      text(' and '),
      link('http://x.io', 'http://x.io/'),
      text('.'),
    ]);
  });

  it('keeps sentence punctuation and unmatched brackets out of the link', () => {
    expect(linkify('(see https://example.com/path)!')).toEqual([
      text('(see '),
      link('https://example.com/path'),
      text(')!'),
    ]);
    expect(linkify('https://en.wikipedia.org/wiki/Houston_(disambiguation), ok')).toEqual([
      link('https://en.wikipedia.org/wiki/Houston_(disambiguation)'),
      text(', ok'),
    ]);
  });

  it('never links other schemes or markup', () => {
    for (const input of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="https://evil.example">x</a> ftp://files.example.com',
    ]) {
      const parts = linkify(input);
      expect(parts.map((p) => p.text).join('')).toBe(input);
      for (const part of parts) {
        if (part.kind === 'link') expect(part.href).toMatch(/^https:\/\/evil\.example/);
      }
    }
    expect(linkify('javascript:alert(1)')).toEqual([text('javascript:alert(1)')]);
  });

  it('joins back to exactly the original text', () => {
    const input = 'a https://x.com/(y) b\n\nhttps://z.org/?q="1" end.';
    expect(
      linkify(input)
        .map((p) => p.text)
        .join(''),
    ).toBe(input);
  });
});
