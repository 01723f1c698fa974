import { describe, expect, it } from 'vitest';
import { previewText } from './preview';

describe('previewText', () => {
  it('keeps short content whole, whitespace folded', () => {
    expect(previewText('Hello\n\n  world ')).toBe('Hello world');
  });

  it('cuts at 200 characters and adds ...', () => {
    expect(previewText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(previewText('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = `${'x'.repeat(199)}🚀🚀`;
    expect(previewText(text)).toBe(`${'x'.repeat(199)}🚀...`);
  });

  it("reads a post's words, not its Markdown, parsed or not", () => {
    expect(previewText('**Bold** move, see [the plan](https://e.io) @[Ann Lee](u-1)')).toBe(
      'Bold move, see the plan @Ann Lee',
    );
    expect(previewText('Plain prose,\nno marks at all.')).toBe('Plain prose, no marks at all.');
  });
});
