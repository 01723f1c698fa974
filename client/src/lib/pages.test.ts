import { describe, expect, it } from 'vitest';
import { nextCursorOf } from './pages';

describe('nextCursorOf', () => {
  it('reads the cursor of the rel="next" link', () => {
    expect(nextCursorOf('</api/discussions?categoryId=2&cursor=eyJh-b_c>; rel="next"')).toBe(
      'eyJh-b_c',
    );
    expect(nextCursorOf('</a?cursor=1>; rel="prev", </a?cursor=2>; rel="next"')).toBe('2');
  });

  it('answers null without a next link', () => {
    expect(nextCursorOf(null)).toBeNull();
    expect(nextCursorOf('')).toBeNull();
    expect(nextCursorOf('</a?cursor=1>; rel="prev"')).toBeNull();
  });
});
