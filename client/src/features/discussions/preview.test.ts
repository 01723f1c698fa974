import { describe, expect, it } from 'vitest';
import { countLabel } from './preview';

describe('countLabel', () => {
  it('says one or many', () => {
    expect(countLabel(1, 'reply', 'replies')).toBe('1 reply');
    expect(countLabel(0, 'reply', 'replies')).toBe('0 replies');
    expect(countLabel(12, 'view', 'views')).toBe('12 views');
  });
});
