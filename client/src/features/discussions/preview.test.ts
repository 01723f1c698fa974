import { describe, expect, it } from 'vitest';
import { previewText } from '@/lib/preview';
import { countLabel } from './preview';

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
});

describe('countLabel', () => {
  it('says one or many', () => {
    expect(countLabel(1, 'reply', 'replies')).toBe('1 reply');
    expect(countLabel(0, 'reply', 'replies')).toBe('0 replies');
    expect(countLabel(12, 'view', 'views')).toBe('12 views');
  });
});
