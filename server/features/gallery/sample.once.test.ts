import { describe, expect, it } from 'vitest';
import { drawIds } from './sample';

const ids = Array.from({ length: 1000 }, (_, i) => i * 3);

describe('drawIds', () => {
  it('draws the asked number of distinct ids, each one of those given', () => {
    for (let run = 0; run < 50; run++) {
      const drawn = drawIds(ids, 6);
      expect(drawn).toHaveLength(6);
      expect(new Set(drawn).size).toBe(6);
      for (const id of drawn) expect(ids).toContain(id);
    }
  });

  it('gives every id, shuffled, when there are no more than asked for', () => {
    expect(drawIds([5, 9, 2], 6).sort()).toEqual([2, 5, 9]);
    expect(drawIds([], 6)).toEqual([]);
    // A fixed "random" that always picks the first: the order still changes.
    expect(drawIds([1, 2, 3, 4], 4, () => 0)).toEqual([2, 3, 4, 1]);
  });

  it('draws uniformly: no id is left out of many draws from a small set', () => {
    const seen = new Set<number>();
    for (let run = 0; run < 200; run++) for (const id of drawIds(ids.slice(0, 20), 6)) seen.add(id);
    expect(seen.size).toBe(20);
  });
});
