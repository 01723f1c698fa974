import { describe, expect, it } from 'vitest';
import { categoryBadgeStyle } from './category-color';

describe('categoryBadgeStyle', () => {
  it('puts near-black text on light colours and white on deep ones', () => {
    expect(categoryBadgeStyle('#D4AF37').color).toBe('#0b0b0b');
    expect(categoryBadgeStyle('#DAA520').color).toBe('#0b0b0b');
    expect(categoryBadgeStyle('#7A5C0F').color).toBe('#ffffff');
    expect(categoryBadgeStyle('#000').color).toBe('#ffffff');
    expect(categoryBadgeStyle('#fff').color).toBe('#0b0b0b');
  });

  it('falls back to the default gold for anything but a hex colour', () => {
    expect(categoryBadgeStyle('red; background: url(x)').backgroundColor).toBe('rgb(212 175 55)');
    expect(categoryBadgeStyle(null).backgroundColor).toBe('rgb(212 175 55)');
  });
});
